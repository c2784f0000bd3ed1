// "Reopen the last grid at start": with the preference on, a new window's start shows the
// grid file last opened or saved, unmodified; a file that is gone or does not read leaves the
// start-up grid and says why in the status bar (no error banner, nothing lost, not replaced
// by the board's hint); a grid named
// on the command line and work a crash left unsaved come first; with the preference off,
// nothing is reopened.

#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/PreferencesDialog.h"

#include <QCheckBox>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>

#include <memory>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Saves the 135 in `dir` as a user would (it becomes the newest recent file); its moves.
std::vector<Move> saveGrid(const QString& path)
{
    Document doc;
    doc.load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QStringLiteral("test"), {}, true);
    GridOpener opener(&doc, nullptr);
    FileActions files(&doc, &opener, nullptr);
    if (!files.saveTo(path))
        return {};
    return doc.moves();
}

} // namespace

class TestReopenLast : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        test::isolateSettings("tst_reopenlast");
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    void reopened_data()
    {
        QTest::addColumn<bool>("preference");
        QTest::newRow("on") << true;
        QTest::newRow("off") << false;
    }
    void reopened()
    {
        QFETCH(bool, preference);
        const QString path = dir_->filePath(QStringLiteral("last.msr.json"));
        const auto moves = saveGrid(path);
        QVERIFY(!moves.empty());
        ViewSettings::reopenLast.setValue(preference);
        MainWindow w;
        const auto startup = w.document()->moves();
        w.start({});
        if (preference) {
            QCOMPARE(w.document()->moves(), moves);
            QCOMPARE(w.document()->filePath(), path);
            QVERIFY(!w.document()->isModified());
        } else {
            QCOMPARE(w.document()->moves(), startup);
            QVERIFY(w.document()->filePath().isEmpty());
        }
    }

    // Gone, unreadable or not a grid: the usual start, and one line about it.
    void notReopened_data()
    {
        QTest::addColumn<QByteArray>("content"); // empty: the file is gone
        QTest::addColumn<bool>("directory");
        QTest::addColumn<bool>("gone"); // said as such, not as a file that does not read
        QTest::newRow("gone") << QByteArray() << false << true;
        QTest::newRow("not a grid") << QByteArray("this is not a grid\n") << false << false;
        QTest::newRow("damaged record") << QByteArray("{\"version\": 1, \"moves\": [") << false << false;
        QTest::newRow("a folder now") << QByteArray() << true << false;
    }
    void notReopened()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, directory);
        QFETCH(bool, gone);
        const QString path = dir_->filePath(QStringLiteral("last.msr.json"));
        QVERIFY(!saveGrid(path).empty());
        QVERIFY(QFile::remove(path));
        if (directory)
            QVERIFY(QDir().mkpath(path));
        if (!content.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(content), content.size());
        }
        ViewSettings::reopenLast.setValue(true);
        MainWindow w;
        const auto startup = w.document()->moves();
        w.show();
        w.start({});
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.document()->moves(), startup);
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(!w.document()->isModified());
        // The board's hint on taking the focus does not replace it.
        w.boardView()->clearFocus();
        w.activateWindow();
        w.boardView()->setFocus(Qt::OtherFocusReason);
        QCoreApplication::processEvents();
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("last.msr.json")) && !said.contains(QLatin1Char('\n')), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("no longer there")) == gone, qPrintable(said));
        QVERIFY(!w.banner()->isVisibleTo(&w));
        // The file stays in the list: it may come back (a drive mounted again).
        QCOMPARE(ViewSettings::recentFiles.value().constFirst(), path);
        if (!content.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), content); // untouched
        }
    }

    void argumentFirst()
    {
        QVERIFY(!saveGrid(dir_->filePath(QStringLiteral("last.msr.json"))).empty());
        ViewSettings::reopenLast.setValue(true);
        MainWindow w;
        w.start({QString::fromLatin1(test::code178)});
        QCOMPARE(w.document()->score(), 178);
        QVERIFY(w.document()->filePath().isEmpty());
    }

    // Work a crash left unsaved is offered instead; the last file does not replace it.
    void recoveryFirst()
    {
        QVERIFY(!saveGrid(dir_->filePath(QStringLiteral("last.msr.json"))).empty());
        ViewSettings::reopenLast.setValue(true);
        {
            // A program that dies with unsaved work: its file stays, its lock goes.
            Document dying;
            Autosave autosave(&dying, nullptr);
            dying.newGame(Variant::T5);
            QVERIFY(dying.play(dying.legalMoves().front()));
            QVERIFY(autosave.flush());
        }
        MainWindow w;
        const auto startup = w.document()->moves();
        w.start({});
        QMessageBox* offer = w.autosave()->offer();
        QVERIFY(offer);
        QCOMPARE(w.document()->moves(), startup);
        QVERIFY(w.document()->filePath().isEmpty());
        offer->reject();
    }

    void preferenceDialog()
    {
        ViewSettings::reopenLast.setValue(false);
        PreferencesDialog dialog;
        auto* box = dialog.findChild<QCheckBox*>();
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        box->setChecked(true);
        dialog.apply();
        QVERIFY(ViewSettings::reopenLast.value());
        PreferencesDialog again;
        QVERIFY(again.findChild<QCheckBox*>()->isChecked());
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

QTEST_MAIN(TestReopenLast)
#include "tst_reopenlast.moc"
