// Crash recovery with real processes: the window in a child process (gui_test_child) plays
// moves and is killed, or told to quit by a signal where its autosave cannot be written,
// and a second child (or this suite) finds the work again.

#include "GuiChild.h"
#include "GuiTestSupport.h"

#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "core/codes/LayerCode.h"
#include "core/formats/Msr.h"
#include "tests/common/FileTestSupport.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>

using namespace morpion;
using namespace morpion::gui;
using morpion::gui::test::GuiChild;

namespace {

// A saved grid file of the first `moves` moves of the 135 or the 178, as the program
// writes them.
QByteArray recordOf(const char* code, int moves)
{
    const auto layering = decodeLayerCode(Variant::T5, code);
    std::vector<Move> grid = layering->movesInOrder();
    grid.resize(static_cast<std::size_t>(moves));
    const auto text = writeMsr(Variant::T5, grid);
    return QByteArray::fromStdString(*text);
}

int movesIn(const QString& path)
{
    const auto record = readMsr(morpion::test::fileBytes(path).toStdString());
    return record ? static_cast<int>(record->moves.size()) : -1;
}

void kill(GuiChild& child, int signalNumber)
{
    ::kill(static_cast<pid_t>(child.process().processId()), signalNumber);
}

// Makes `path` a regular file, so that no folder can be made there.
void block(const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QVERIFY(morpion::test::writeBytes(path, "not a folder\n"));
}

} // namespace

class TestAutosaveKilled : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gui::test::isolateSettings("autosavekilled"); }

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
        GuiChild player(home.path());
        player.start({QStringLiteral("play"), QStringLiteral("9")});
        const QString number = player.waitFor(QStringLiteral("number"));
        const QString file = player.waitFor(QStringLiteral("autosave"));
        QVERIFY2(!number.isEmpty() && !file.isEmpty(), qPrintable(player.out()));
        QCOMPARE(player.waitFor(QStringLiteral("modified")), QStringLiteral("1"));
        if (signalNumber == SIGKILL) // nothing runs after it: the timer's write must be done
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 20000);
        kill(player, signalNumber);
        QVERIFY(player.process().waitForFinished(20000));
        if (signalNumber == SIGKILL) {
            QCOMPARE(player.process().exitStatus(), QProcess::CrashExit);
        } else {
            // Handled like Quit, without waiting for an answer; the work was written first,
            // and the window's settings were kept as Quit keeps them.
            QCOMPARE(player.process().exitStatus(), QProcess::NormalExit);
            QCOMPARE(player.process().exitCode(), 0);
            QVERIFY(QFile::exists(home.path() + QStringLiteral("/config/MorpionLayersTest/gui_test_child.conf")));
            // Kept where it belongs: nothing to say about it.
            QVERIFY2(!player.err().contains(QStringLiteral("unsaved work")), qPrintable(player.err()));
        }
        QVERIFY(QFile::exists(file));

        GuiChild restorer(home.path());
        restorer.start({QStringLiteral("restore")});
        QVERIFY2(!restorer.waitFor(QStringLiteral("offer")).isEmpty(), qPrintable(restorer.out()));
        QCOMPARE(restorer.waitFor(QStringLiteral("number")), number);
        QCOMPARE(restorer.waitFor(QStringLiteral("modified")), QStringLiteral("1"));
        QVERIFY(restorer.process().waitForFinished(20000));
        QCOMPARE(restorer.process().exitCode(), 0);
        QVERIFY(!QFile::exists(file));
    }

    // A grid opened by a relative path in one folder, the program killed, the work restored
    // by a program started in another folder that holds a file of the same name: Save
    // writes the file that was opened, never the other folder's.
    void restoreThenSaveWritesTheOpenedFile()
    {
        QTemporaryDir home;
        QDir(home.path()).mkpath(QStringLiteral("a"));
        QDir(home.path()).mkpath(QStringLiteral("b"));
        const QString opened = home.filePath(QStringLiteral("a/grid.msr.json"));
        const QString other = home.filePath(QStringLiteral("b/grid.msr.json"));
        QVERIFY(morpion::test::writeBytes(opened, recordOf(gui::test::code135, 100)));
        const QByteArray otherBytes = recordOf(gui::test::code178, 178);
        QVERIFY(morpion::test::writeBytes(other, otherBytes));

        GuiChild player(home.path());
        player.process().setWorkingDirectory(home.filePath(QStringLiteral("a")));
        player.start({QStringLiteral("open"), QStringLiteral("grid.msr.json"), QStringLiteral("3")});
        QCOMPARE(player.waitFor(QStringLiteral("moves")), QStringLiteral("103"));
        const QString file = player.waitFor(QStringLiteral("autosave"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 20000);
        kill(player, SIGKILL);
        QVERIFY(player.process().waitForFinished(20000));

        GuiChild restorer(home.path());
        restorer.process().setWorkingDirectory(home.filePath(QStringLiteral("b")));
        restorer.start({QStringLiteral("restore"), QStringLiteral("save")});
        QVERIFY2(restorer.waitFor(QStringLiteral("offer")).contains(QDir::toNativeSeparators(opened)),
                 qPrintable(restorer.out()));
        QCOMPARE(restorer.waitFor(QStringLiteral("file")), opened);
        QCOMPARE(restorer.waitFor(QStringLiteral("saved")), QStringLiteral("1"));
        QVERIFY(restorer.process().waitForFinished(20000));
        QCOMPARE(morpion::test::fileBytes(other), otherBytes);
        QCOMPARE(movesIn(opened), 103);
    }

    // The usual autosave folder cannot be made: the copy goes to the cache folder, SIGTERM
    // says where on standard error, and the next start offers it and says why it is there.
    void unwritableFolderKeepsTheWorkElsewhere()
    {
        QTemporaryDir home;
        block(home.filePath(QStringLiteral("data")));
        GuiChild player(home.path());
        player.start({QStringLiteral("play"), QStringLiteral("9")});
        const QString number = player.waitFor(QStringLiteral("number"));
        QVERIFY2(player.waitFor(QStringLiteral("error")).contains(QStringLiteral("kept in")), qPrintable(player.out()));
        kill(player, SIGTERM);
        QVERIFY(player.process().waitForFinished(20000));
        QCOMPARE(player.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(player.process().exitCode(), 0);
        const QString err = player.err();
        QVERIFY2(err.contains(QStringLiteral("The unsaved work is kept in ") + player.cacheAutosaveDir()), qPrintable(err));
        QCOMPARE(QDir(player.cacheAutosaveDir()).entryList({QStringLiteral("*.autosave.json")}, QDir::Files).size(), 1);

        GuiChild restorer(home.path());
        restorer.start({QStringLiteral("restore")});
        const QString offer = restorer.waitFor(QStringLiteral("offer"));
        QVERIFY2(offer.contains(QStringLiteral("It was kept in ") + player.cacheAutosaveDir()), qPrintable(offer));
        QCOMPARE(restorer.waitFor(QStringLiteral("number")), number);
        QVERIFY(restorer.process().waitForFinished(20000));
        QCOMPARE(restorer.process().exitCode(), 0);
    }

    // No place takes the copy (every folder blocked, or a file-size limit): a signal does
    // not quit and says why; a second one quits with status 1, saying the work is lost.
    void nowhereToKeepItRefusesToQuit_data()
    {
        QTest::addColumn<bool>("sizeLimit");
        QTest::newRow("every folder blocked") << false;
        QTest::newRow("files limited to 64 bytes") << true;
    }
    void nowhereToKeepItRefusesToQuit()
    {
        QFETCH(bool, sizeLimit);
        QTemporaryDir home;
        GuiChild player(home.path());
        if (sizeLimit) {
            morpion::test::limitFileSize(player.process(), 64);
        } else {
            block(home.filePath(QStringLiteral("data")));
            block(home.filePath(QStringLiteral("cache")));
            QDir(home.filePath(QStringLiteral("tmp"))).removeRecursively();
            block(home.filePath(QStringLiteral("tmp")));
        }
        player.start({QStringLiteral("play"), QStringLiteral("9")});
        QVERIFY2(player.waitFor(QStringLiteral("error")).contains(QStringLiteral("Cannot keep a copy")),
                 qPrintable(player.out()));
        kill(player, SIGTERM);
        QVERIFY2(player.waitForError(QStringLiteral("Not quitting on signal 15")), qPrintable(player.err()));
        QCOMPARE(player.process().state(), QProcess::Running);
        QVERIFY2(player.waitFor(QStringLiteral("error"), 1).contains(QStringLiteral("Not quitting")), qPrintable(player.out()));
        kill(player, SIGTERM);
        QVERIFY(player.process().waitForFinished(20000));
        QCOMPARE(player.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(player.process().exitCode(), 1);
        QVERIFY2(player.err().contains(QStringLiteral("without the unsaved work")), qPrintable(player.err()));
    }

    // Killed anywhere in a write, ten times: the next start finds the newest complete copy
    // (a temporary file the kill left may hold it) and leaves no temporary file behind.
    void killedWhileWriting()
    {
        QTemporaryDir home;
        int temporariesLeft = 0;
        for (int round = 0; round < 10; ++round) {
            GuiChild churn(home.path());
            churn.start({QStringLiteral("churn")});
            QVERIFY2(churn.waitFor(QStringLiteral("flushed"), 3 + round * 7).toInt() > 0, qPrintable(churn.out()));
            kill(churn, SIGKILL);
            QVERIFY(churn.process().waitForFinished(20000));
            const int moves = churn.lastValue(QStringLiteral("flushed")).toInt();
            const QStringList temporaries =
                QDir(churn.autosaveDir()).entryList({QStringLiteral("*.autosave.json.*")}, QDir::Files);
            temporariesLeft += int(temporaries.size());

            Document doc;
            Autosave autosave(&doc, nullptr, churn.autosaveDir());
            autosave.offerRecovery();
            QMessageBox* offer = autosave.offer();
            QVERIFY(offer);
            // The last write that said it was done, or the one after it (a move more, or the
            // first move of a new game).
            const QRegularExpression count(QStringLiteral("grid of (\\d+) move"));
            const int offered = count.match(offer->text()).captured(1).toInt();
            QVERIFY2(offered == moves || offered == moves + 1 || offered == 1,
                     qPrintable(QStringLiteral("%1 after %2: %3").arg(offered).arg(moves).arg(offer->text())));
            QVERIFY(QDir(churn.autosaveDir()).entryList({QStringLiteral("*.autosave.json.*")}, QDir::Files).isEmpty());
            for (QAbstractButton* b : offer->buttons())
                if (offer->buttonRole(b) == QMessageBox::DestructiveRole)
                    b->click();
            QVERIFY(QDir(churn.autosaveDir()).entryList({QStringLiteral("*.autosave.json")}, QDir::Files).isEmpty());
        }
        qInfo("temporary files left by 10 kills: %d", temporariesLeft);
    }
};

QTEST_MAIN(TestAutosaveKilled)
#include "tst_autosavekilled.moc"
