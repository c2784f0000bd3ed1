// Crash recovery: unsaved work reaches the autosave file soon after each change and leaves
// it when saved; the work of a program that died is offered back (Restore is one undo step
// and leaves the document modified, Discard removes it, Keep for Later keeps it); the work
// of a program still running is not offered; a damaged copy is offered as damaged; left-over
// locks and temporary files do not hide work. Killed processes: gui.autosavekilled.

#include "GuiTestSupport.h"

#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "core/formats/Msr.h"

#include "tests/common/FileTestSupport.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

#include <sys/stat.h>
#include <unistd.h>

using namespace morpion;
using namespace morpion::gui;

namespace {

void playSome(Document& doc, int n)
{
    for (int i = 0; i < n; ++i)
        QVERIFY(doc.play(doc.legalMoves()[static_cast<std::size_t>(i) % doc.legalMoves().size()]));
}

std::vector<Move> savedMoves(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    const auto record = readMsr(o.value(QStringLiteral("record")).toString().toStdString());
    return record ? record->moves : std::vector<Move>{};
}

void answer(QMessageBox* box, QMessageBox::ButtonRole role)
{
    QVERIFY(box);
    for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role) {
            b->click();
            return;
        }
    QFAIL("no such button");
}

// The orphan copy of a program that died with `n` moves unsaved in `dir`, by the real
// writer: a document and its autosave that end without a clean quit.
QString orphanOf(const QString& dir, int n, const QString& author = {})
{
    Document dying;
    Autosave autosave(&dying, nullptr, dir);
    if (!author.isEmpty())
        dying.editInfo(GridInfo::Field::Author, author, QStringLiteral("author"));
    playSome(dying, n);
    if (!autosave.flush())
        return {};
    return autosave.filePath();
}

QString lockOf(const QString& copy)
{
    return copy.chopped(int(qstrlen(".autosave.json"))) + QStringLiteral(".lock");
}

// The number in the offer's "grid of N moves", or -1.
int offeredMoves(const QMessageBox* offer)
{
    const QString text = offer->text();
    const qsizetype at = text.indexOf(QStringLiteral("grid of "));
    return at < 0 ? -1 : text.mid(at + 8).section(QLatin1Char(' '), 0, 0).toInt();
}

// A copy's JSON with its record changed by `edit`.
QByteArray withRecord(const QByteArray& copy, const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject o = QJsonDocument::fromJson(copy).object();
    QJsonObject record = QJsonDocument::fromJson(o.value(QStringLiteral("record")).toString().toUtf8()).object();
    edit(record);
    o.insert(QStringLiteral("record"), QString::fromUtf8(QJsonDocument(record).toJson()));
    return QJsonDocument(o).toJson();
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gui::test::isolateSettings("autosave"); }

    void writtenSoonAndRemovedOnSave()
    {
        QTemporaryDir dir;
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        QVERIFY(!QFile::exists(autosave.filePath()));
        playSome(doc, 5);
        QTRY_VERIFY(QFile::exists(autosave.filePath()));
        QCOMPARE(savedMoves(autosave.filePath()).size(), std::size_t(5));
        const QString lock = autosave.filePath().chopped(int(qstrlen(".autosave.json"))) + QStringLiteral(".lock");
        QVERIFY(QFile::exists(lock));
        // A save marks the stack clean: nothing is unsaved any more, and no lock is left.
        doc.undoStack()->setClean();
        QTRY_VERIFY(!QFile::exists(autosave.filePath()));
        QVERIFY(!QFile::exists(lock));
        // Undo back to the saved state removes it too; a change writes it again.
        playSome(doc, 1);
        QTRY_VERIFY(QFile::exists(autosave.filePath()));
        doc.undoStack()->undo();
        QTRY_VERIFY(!QFile::exists(autosave.filePath()));
    }

    void cleanQuitRemovesIt()
    {
        QTemporaryDir dir;
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        playSome(doc, 3);
        QVERIFY(autosave.flush());
        QVERIFY(QFile::exists(autosave.filePath()));
        autosave.finish();
        QVERIFY(!QFile::exists(autosave.filePath()));
        // A change after the clean quit is never written, not even when asked to.
        playSome(doc, 1);
        QVERIFY(autosave.flush());
        QVERIFY(!QFile::exists(autosave.filePath()));
    }

    // A program that ends without a clean quit (a signal's quit, a lost session) before the
    // timer fired still leaves its last changes: the autosave's end writes them.
    void endWritesWhatIsPending()
    {
        QTemporaryDir dir;
        QString path;
        {
            Document doc;
            Autosave autosave(&doc, nullptr, dir.path());
            playSome(doc, 4);
            path = autosave.filePath();
            QVERIFY(!QFile::exists(path)); // the timer has not fired yet
        }
        QCOMPARE(savedMoves(path).size(), std::size_t(4));
    }

    // Of two left-over copies the newest is offered first, then the other.
    void newestOfferedFirst()
    {
        QTemporaryDir dir;
        const QString older = orphanOf(dir.path(), 3);
        const QString newer = orphanOf(dir.path(), 5);
        QFile f(older);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
        f.close();
        QVERIFY(QFileInfo(newer).lastModified() > QFileInfo(older).lastModified());
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QVERIFY(autosave.offer());
        QCOMPARE(offeredMoves(autosave.offer()), 5);
        answer(autosave.offer(), QMessageBox::RejectRole);
        QTRY_VERIFY(autosave.offer());
        QCOMPARE(offeredMoves(autosave.offer()), 3);
        answer(autosave.offer(), QMessageBox::RejectRole);
    }

    // Moves keep coming, one every 100 ms for 3 s: the first copy is written half a second
    // after the first of them, not only once they stop.
    void steadyStreamIsSaved()
    {
        QTemporaryDir dir;
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        QTimer stream;
        int played = 0;
        bool savedDuringStream = false;
        connect(&stream, &QTimer::timeout, this, [&] {
            savedDuringStream = savedDuringStream || QFile::exists(autosave.filePath());
            if (++played == 30 || doc.isOver())
                stream.stop();
            else
                playSome(doc, 1);
        });
        stream.start(100);
        QTRY_VERIFY_WITH_TIMEOUT(!stream.isActive(), 20000);
        QVERIFY2(savedDuringStream, "no copy while the moves kept coming");
    }

    // The grid's fields (an author) are unsaved work too: a copy keeps them.
    void fieldsKept()
    {
        QTemporaryDir dir;
        const QString orphan = orphanOf(dir.path(), 4, QStringLiteral("A. Player"));
        QVERIFY(QFile::exists(orphan));
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        answer(autosave.offer(), QMessageBox::AcceptRole);
        QCOMPARE(doc.score(), 4);
        QCOMPARE(doc.info().value(GridInfo::Field::Author), std::string("A. Player"));
    }

    void restoreDiscardKeep_data()
    {
        QTest::addColumn<int>("role");
        QTest::newRow("restore") << int(QMessageBox::AcceptRole);
        QTest::newRow("discard") << int(QMessageBox::DestructiveRole);
        QTest::newRow("keep for later") << int(QMessageBox::RejectRole);
    }
    void restoreDiscardKeep()
    {
        QFETCH(int, role);
        QTemporaryDir dir;
        QString orphan;
        std::vector<Move> lost;
        auto dying = std::make_unique<Document>();
        auto dyingAutosave = std::make_unique<Autosave>(dying.get(), nullptr, dir.path());
        playSome(*dying, 7);
        dying->setFilePath(QStringLiteral("/somewhere/grid.json"));
        QCOMPARE(dying->filePath(), QStringLiteral("/somewhere/grid.json"));
        QVERIFY(dyingAutosave->flush());
        orphan = dyingAutosave->filePath();
        lost = dying->moves();

        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        // Its owner still runs: not offered.
        autosave.offerRecovery();
        QVERIFY(!autosave.offer());

        // The owner ends without a clean quit (as after a signal): its lock goes, its file stays.
        dyingAutosave.reset();
        dying.reset();
        QVERIFY(QFile::exists(orphan));
        autosave.offerRecovery();
        QMessageBox* offer = autosave.offer();
        QVERIFY(offer);
        QVERIFY2(offer->text().contains(QStringLiteral("grid of 7 move")), qPrintable(offer->text()));
        const int before = doc.undoStack()->index();
        answer(offer, QMessageBox::ButtonRole(role));
        if (role == QMessageBox::AcceptRole) {
            QCOMPARE(doc.moves(), lost);
            QVERIFY(doc.isModified());
            QCOMPARE(doc.filePath(), QStringLiteral("/somewhere/grid.json"));
            QCOMPARE(doc.undoStack()->index(), before + 1);
            QVERIFY(!QFile::exists(orphan));
            QVERIFY(QFile::exists(autosave.filePath())); // ours now
            doc.undoStack()->undo();
            QCOMPARE(doc.score(), 0);
        } else {
            QCOMPARE(doc.score(), 0);
            QCOMPARE(QFile::exists(orphan), role == QMessageBox::RejectRole);
        }
        // Answered: not asked again in this session, neither by the offer that follows an
        // answer nor by a later look.
        QCoreApplication::sendPostedEvents();
        QVERIFY(!autosave.offer());
        autosave.offerRecovery();
        QVERIFY(!autosave.offer());
    }

    // A relative path is taken in the current folder when it is set, and the copy keeps it
    // absolute; a copy from an older program with a relative path offers no file to save to.
    void filePathsAbsolute()
    {
        QTemporaryDir dir;
        Document doc;
        doc.setFilePath(QStringLiteral("grid.msr.json"));
        QCOMPARE(doc.filePath(), QDir::current().absoluteFilePath(QStringLiteral("grid.msr.json")));

        const QString orphan = orphanOf(dir.path(), 3);
        QJsonObject o = QJsonDocument::fromJson(morpion::test::fileBytes(orphan)).object();
        o.insert(QStringLiteral("file"), QStringLiteral("grid.msr.json"));
        QVERIFY(morpion::test::writeBytes(orphan, QJsonDocument(o).toJson()));
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QVERIFY(autosave.offer());
        QVERIFY2(!autosave.offer()->text().contains(QStringLiteral("grid.msr.json")), qPrintable(autosave.offer()->text()));
        answer(autosave.offer(), QMessageBox::AcceptRole);
        QCOMPARE(doc.score(), 3);
        QVERIFY(doc.filePath().isEmpty());
    }

    // A copy whose record lost its last move but still says 7 moves and the 7's code is
    // offered as damaged, with the moves it has; one that is not a copy at all is offered
    // without Restore.
    void damagedOfferedAsDamaged_data()
    {
        QTest::addColumn<bool>("readable");
        QTest::newRow("record missing its last move") << true;
        QTest::newRow("not JSON") << false;
    }
    void damagedOfferedAsDamaged()
    {
        QFETCH(bool, readable);
        QTemporaryDir dir;
        const QString orphan = orphanOf(dir.path(), 7);
        const QByteArray bytes = morpion::test::fileBytes(orphan);
        QVERIFY(morpion::test::writeBytes(orphan, readable ? withRecord(bytes,
                                                                        [](QJsonObject& record) {
                                                                            QJsonArray moves =
                                                                                record.value(QStringLiteral("moves")).toArray();
                                                                            moves.removeLast();
                                                                            record.insert(QStringLiteral("moves"), moves);
                                                                        })
                                                           : bytes.left(bytes.size() / 2)));
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QMessageBox* offer = autosave.offer();
        QVERIFY(offer);
        bool restore = false;
        for (QAbstractButton* b : offer->buttons())
            restore = restore || offer->buttonRole(b) == QMessageBox::AcceptRole;
        QCOMPARE(restore, readable);
        if (readable) {
            QVERIFY2(offer->text().contains(QStringLiteral("damaged")), qPrintable(offer->text()));
            QCOMPARE(offeredMoves(offer), 6);
            answer(offer, QMessageBox::AcceptRole);
            QCOMPARE(doc.score(), 6);
        } else {
            QVERIFY2(offer->text().contains(QStringLiteral("cannot be read")), qPrintable(offer->text()));
            answer(offer, QMessageBox::DestructiveRole);
        }
        QVERIFY(!QFile::exists(orphan));
    }

    // A lock file that names no owner (empty, garbled) does not hide its copy for ever once
    // it is older than any lock being made; a fresh one may be a lock being written.
    void unreadableLockIsStale_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("ageSeconds");
        QTest::addColumn<bool>("offered");
        QTest::newRow("empty, a minute old") << QByteArray() << 60 << true;
        QTest::newRow("garbage, a minute old") << QByteArray("garbage\n\x01\x02") << 60 << true;
        QTest::newRow("blank lines, an hour old") << QByteArray("\n\n\n") << 3600 << true;
        QTest::newRow("empty, just made") << QByteArray() << 0 << false;
    }
    void unreadableLockIsStale()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, ageSeconds);
        QFETCH(bool, offered);
        QTemporaryDir dir;
        const QString orphan = orphanOf(dir.path(), 5);
        const QString lock = lockOf(orphan);
        QVERIFY(morpion::test::writeBytes(lock, content));
        QFile f(lock);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-ageSeconds), QFileDevice::FileModificationTime));
        f.close();
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QCOMPARE(autosave.offer() != nullptr, offered);
        if (offered)
            QCOMPARE(offeredMoves(autosave.offer()), 5);
    }

    // The temporary file of a write a kill cut short: a complete one is the newest copy and
    // takes the copy's place; a torn one goes; one whose program still runs is left alone.
    void temporariesPutRight_data()
    {
        QTest::addColumn<bool>("complete");
        QTest::newRow("complete: the newest copy") << true;
        QTest::newRow("torn") << false;
    }
    void temporariesPutRight()
    {
        QFETCH(bool, complete);
        QTemporaryDir dir;
        QTemporaryDir newer;
        const QString orphan = orphanOf(dir.path(), 5);
        const QByteArray eight = morpion::test::fileBytes(orphanOf(newer.path(), 8));
        const QString temporary = orphan + QStringLiteral(".Ab12Cd");
        QVERIFY(morpion::test::writeBytes(temporary, complete ? eight : eight.left(eight.size() - 40)));

        // Its program still runs (holds the lock): untouched.
        {
            QLockFile running(lockOf(orphan));
            QVERIFY(running.tryLock(0));
            Document doc;
            Autosave autosave(&doc, nullptr, dir.path());
            autosave.offerRecovery();
            QVERIFY(!autosave.offer());
            QVERIFY(QFile::exists(temporary));
        }
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QVERIFY(autosave.offer());
        QCOMPARE(offeredMoves(autosave.offer()), complete ? 8 : 5);
        QVERIFY(!QFile::exists(temporary));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.autosave.json*")}, QDir::Files).size(), 1);
    }

    // The usual folder cannot be made: the copy goes to the first fallback that takes it,
    // said once; when the folder works again the copy moves back; the next start finds a
    // copy in either.
    void fallbackFolder()
    {
        QTemporaryDir home;
        const QString usual = home.filePath(QStringLiteral("usual"));
        const QString first = home.filePath(QStringLiteral("first"));
        const QString second = home.filePath(QStringLiteral("second"));
        QVERIFY(morpion::test::writeBytes(usual, "a file where the folder should be"));
        QVERIFY(morpion::test::writeBytes(first, "a file too"));
        Document doc;
        Autosave autosave(&doc, nullptr, usual);
        autosave.setFallbackDirectories({first, second});
        QSignalSpy errors(&autosave, &Autosave::error);
        playSome(doc, 4);
        QVERIFY(autosave.flush());
        QCOMPARE(QFileInfo(autosave.filePath()).absolutePath(), second);
        QVERIFY(!autosave.fallbackReason().isEmpty());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("kept in ") + QDir::toNativeSeparators(second)),
                 qPrintable(errors.at(0).at(0).toString()));
        playSome(doc, 1);
        QVERIFY(autosave.flush());
        QCOMPARE(errors.size(), 1);
        QCOMPARE(savedMoves(autosave.filePath()).size(), std::size_t(5));

        // Another program, ending without its copy, finds this one in the fallback.
        {
            Document other;
            Autosave seeker(&other, nullptr, usual);
            seeker.setFallbackDirectories({first, second});
            seeker.offerRecovery();
            QVERIFY(!seeker.offer()); // its program runs
        }

        QVERIFY(QFile::remove(usual));
        playSome(doc, 1);
        QVERIFY(autosave.flush());
        QCOMPARE(QFileInfo(autosave.filePath()).absolutePath(), usual);
        QVERIFY(autosave.fallbackReason().isEmpty());
        QVERIFY(QDir(second).entryList(QDir::Files).isEmpty()); // one copy, lock gone too
    }

    // A folder that someone else could have filled is neither read nor written: a link,
    // one other users can write in, one of another owner (the last fallback lives in the
    // shared temporary folder, where anyone can make it first). Its copies are not offered,
    // and the start says why once.
    void plantedFolderNotUsed_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a link to a folder") << QStringLiteral("link") << QStringLiteral("symbolic link");
        QTest::newRow("writable by others") << QStringLiteral("mode") << QStringLiteral("other users can write in it");
        QTest::newRow("another owner") << QStringLiteral("owner") << QStringLiteral("belongs to another user");
    }
    void plantedFolderNotUsed()
    {
        QFETCH(QString, how);
        QFETCH(QString, reason);
        if (how == QLatin1String("owner") && ::geteuid() != 0)
            QSKIP("giving a folder to another user needs root (CI runs as root)");
        QTemporaryDir home;
        const QString planted = home.filePath(QStringLiteral("planted"));
        const QString real = home.filePath(QStringLiteral("real"));
        QVERIFY(QDir().mkdir(real));
        QVERIFY(!orphanOf(real, 3).isEmpty());
        if (how == QLatin1String("link")) {
            QVERIFY(QFile::link(real, planted));
        } else {
            QVERIFY(QDir().rename(real, planted));
            if (how == QLatin1String("mode"))
                QVERIFY(::chmod(QFile::encodeName(planted).constData(), 0777) == 0);
            else
                QVERIFY(::chown(QFile::encodeName(planted).constData(), 65534, 65534) == 0);
        }
        const QString elsewhere = home.filePath(QStringLiteral("elsewhere"));
        Document doc;
        Autosave autosave(&doc, nullptr, planted);
        autosave.setFallbackDirectories({elsewhere});
        QSignalSpy errors(&autosave, &Autosave::error);
        autosave.offerRecovery();
        QVERIFY(!autosave.offer());
        QCOMPARE(errors.size(), 1);
        const QString said = errors.at(0).at(0).toString();
        QVERIFY2(said.contains(QDir::toNativeSeparators(planted)) && said.contains(reason), qPrintable(said));
        // Nor written: the copy goes to the fallback, which is made for this user alone.
        playSome(doc, 2);
        QVERIFY(autosave.flush());
        QCOMPARE(QFileInfo(autosave.filePath()).absolutePath(), elsewhere);
        QVERIFY2(autosave.fallbackReason().contains(reason), qPrintable(autosave.fallbackReason()));
        QCOMPARE(QFile::permissions(elsewhere) & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
                 QFile::Permissions());
    }

    // The last fallback is the session's own runtime folder when there is one, else a
    // folder of this user's in the temporary one.
    void lastFallbackIsPrivate()
    {
        const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
        QTemporaryDir session;
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(session.path()));
        QVERIFY(Autosave::defaultFallbackDirectories().constLast().startsWith(session.path() + QLatin1Char('/')));
        qunsetenv("XDG_RUNTIME_DIR");
        const QString last = Autosave::defaultFallbackDirectories().constLast();
        if (!runtime.isNull())
            qputenv("XDG_RUNTIME_DIR", runtime);
        QVERIFY2(last.startsWith(QDir::tempPath() + QLatin1Char('/')) && last.endsWith(QString::number(::geteuid())),
                 qPrintable(last));
    }

    // What a copy says is checked and shown as text: a name with markup is shown as it is,
    // one with a control character or naming a folder is no file to save to.
    void fileFieldIsPlainText_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("kept");
        QTest::newRow("markup") << QStringLiteral("/home/<font size=7 color=red>BIG</font><img src=/x.png>.msr.json") << true;
        QTest::newRow("control character") << QStringLiteral("/home/a\u0007b.msr.json") << false;
        QTest::newRow("a folder") << QDir::tempPath() << false;
    }
    void fileFieldIsPlainText()
    {
        QFETCH(QString, file);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        const QString orphan = orphanOf(dir.path(), 3);
        QJsonObject o = QJsonDocument::fromJson(morpion::test::fileBytes(orphan)).object();
        o.insert(QStringLiteral("file"), file);
        QVERIFY(morpion::test::writeBytes(orphan, QJsonDocument(o).toJson()));
        Document doc;
        Autosave autosave(&doc, nullptr, dir.path());
        autosave.offerRecovery();
        QMessageBox* offer = autosave.offer();
        QVERIFY(offer);
        QCOMPARE(offer->textFormat(), Qt::PlainText);
        QCOMPARE(offer->text().contains(QDir::toNativeSeparators(file)), kept);
        answer(offer, QMessageBox::AcceptRole);
        QCOMPARE(doc.filePath(), kept ? file : QString());
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
