// Crash recovery: unsaved work reaches the autosave file soon after each change and leaves
// it when saved; the work of a program that died is offered back (Restore is one undo step
// and leaves the document modified, Discard removes it, Keep for Later keeps it); the work
// of a program still running is not offered. Then the real thing: the window in a child
// process (gui_test_child) plays moves and is killed with SIGKILL or SIGTERM, and a second
// child restores the moves.

#include "GuiTestSupport.h"

#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "core/formats/Msr.h"

#include <QAbstractButton>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>

#include <csignal>
#include <memory>

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

// The window in a child process, with its own empty data and settings folders.
class Child {
public:
    explicit Child(const QString& home)
        : process_(std::make_unique<QProcess>())
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process_->setProcessEnvironment(env);
        process_->setProgram(QStringLiteral(GUI_TEST_CHILD));
    }
    QProcess& process() { return *process_; }
    void start(const QStringList& args)
    {
        process_->setArguments(args);
        process_->start();
    }
    // Standard output until `key: value` shows up; its value.
    QString waitFor(const QString& key)
    {
        const QString prefix = key + QStringLiteral(": ");
        for (int i = 0; i < 600; ++i) {
            for (const QString& line : out_.split(QLatin1Char('\n')))
                if (line.startsWith(prefix))
                    return line.mid(prefix.size());
            if (process_->state() == QProcess::NotRunning && !process_->bytesAvailable())
                return {};
            process_->waitForReadyRead(100);
            out_ += QString::fromUtf8(process_->readAllStandardOutput());
        }
        return {};
    }
    QString out() const { return out_; }

private:
    std::unique_ptr<QProcess> process_;
    QString out_;
};

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("autosave"); }

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
        playSome(doc, 1);
        QTest::qWait(800);
        QVERIFY(!QFile::exists(autosave.filePath()));
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
        // Answered: not asked again in this session.
        QTest::qWait(50);
        QVERIFY(!autosave.offer());
    }

    // The window killed outright, then started again: the moves come back.
    void killedAndRestarted_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGKILL") << int(SIGKILL);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGHUP") << int(SIGHUP);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void killedAndRestarted()
    {
        QFETCH(int, signalNumber);
        QTemporaryDir home;
        Child player(home.path());
        player.start({QStringLiteral("play"), QStringLiteral("9")});
        const QString number = player.waitFor(QStringLiteral("number"));
        const QString file = player.waitFor(QStringLiteral("autosave"));
        QVERIFY2(!number.isEmpty() && !file.isEmpty(), qPrintable(player.out()));
        QCOMPARE(player.waitFor(QStringLiteral("modified")), QStringLiteral("1"));
        if (signalNumber == SIGKILL) // nothing runs after it: the timer's write must be done
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 20000);
        ::kill(static_cast<pid_t>(player.process().processId()), signalNumber);
        QVERIFY(player.process().waitForFinished(20000));
        if (signalNumber == SIGKILL) {
            QCOMPARE(player.process().exitStatus(), QProcess::CrashExit);
        } else {
            // Handled like Quit, without waiting for an answer; the work was written first,
            // and the window's settings were kept as Quit keeps them.
            QCOMPARE(player.process().exitStatus(), QProcess::NormalExit);
            QCOMPARE(player.process().exitCode(), 0);
            QVERIFY(QFile::exists(home.path() + QStringLiteral("/config/MorpionLayersTest/gui_test_child.conf")));
        }
        QVERIFY(QFile::exists(file));

        Child restorer(home.path());
        restorer.start({QStringLiteral("restore")});
        QVERIFY2(!restorer.waitFor(QStringLiteral("offer")).isEmpty(), qPrintable(restorer.out()));
        QCOMPARE(restorer.waitFor(QStringLiteral("number")), number);
        QCOMPARE(restorer.waitFor(QStringLiteral("modified")), QStringLiteral("1"));
        QVERIFY(restorer.process().waitForFinished(20000));
        QCOMPARE(restorer.process().exitCode(), 0);
        QVERIFY(!QFile::exists(file));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
