// A record keeps its identity: the 178's fields survive open, rotate, save in every format
// that can carry them (MSR, MS1, Pentasol comments, PNG and SVG pictures), the
// grid-information panel edits them as undo steps, and the window title names the grid.

#include "GuiTestSupport.h"

#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridEditActions.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/files/ExportDialog.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/Symmetry.h"
#include "core/formats/Msr.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

const QString record178 = QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json");

MsrRecord readRecord(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    auto rec = readMsr(f.readAll().toStdString());
    if (!rec)
        qFatal("%s: %s", qPrintable(path), rec.error().message().c_str());
    return std::move(rec).value();
}

QLineEdit* lineEditor(const MainWindow& w, GridInfo::Field f)
{
    return qobject_cast<QLineEdit*>(w.gridInfoPanel()->editor(f));
}

} // namespace

class TestGridInfo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_gridinfo");
        QVERIFY(dir_.isValid());
    }

    // The defect: open the 178, rotate (Ctrl+R), save: description, author, source and
    // transcribed_by were gone. Now every field comes back, from every format.
    void rotatedAndSavedKeepsEveryField_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("MSR") << "rotated.json";
        QTest::newRow("MS1") << "rotated.ms1";
        QTest::newRow("Pentasol") << "rotated.txt";
        QTest::newRow("PNG") << "rotated.png";
        QTest::newRow("SVG") << "rotated.svg";
    }
    void rotatedAndSavedKeepsEveryField()
    {
        QFETCH(QString, file);
        const MsrRecord original = readRecord(record178);
        const GridInfo expected(original.document);
        QCOMPARE(expected.fields().size(), std::size_t(4));
        const QString path = dir_.filePath(file);
        std::vector<Move> rotated;
        {
            MainWindow w;
            QVERIFY(w.fileActions()->openFile(record178));
            QVERIFY(w.document()->info() == expected);
            QAction* rotate = w.transformActions()->transformAction(5);
            QCOMPARE(rotate->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
            rotate->trigger();
            rotated = w.document()->moves();
            QVERIFY(rotated == Symmetry(5).apply(Variant::T5, original.moves));
            QVERIFY(w.document()->info() == expected);
            if (file.endsWith(QLatin1String(".png")) || file.endsWith(QLatin1String(".svg"))) {
                ExportDialog dialog(w.document(), QStringLiteral("light"));
                const QString error = dialog.writeFile(path);
                QVERIFY2(error.isEmpty(), qPrintable(error));
            } else {
                QVERIFY(w.fileActions()->saveTo(path));
            }
        }
        MainWindow again;
        QVERIFY(again.fileActions()->openFile(path));
        QVERIFY(again.document()->moves() == rotated);
        const GridInfo& back = again.document()->info();
        QVERIFY2(back == expected, back.asComments().c_str());
        QCOMPARE(back.value(GridInfo::Field::Author), std::string("Christopher D. Rosin"));
        // The panel shows them, the unknown transcribed_by included.
        QCOMPARE(lineEditor(again, GridInfo::Field::Source)->text(),
                 QStringLiteral("http://morpionsolitaire.com/Grid5T178Rosin.txt"));
        QVERIFY(again.gridInfoPanel()->otherFields()->text().contains(QStringLiteral("transcribed_by")));
    }

    // Typing in a field is one undo step; it marks the grid changed, and undo takes it back.
    void editingAFieldIsUndoable()
    {
        MainWindow w;
        QVERIFY(w.fileActions()->openFile(record178));
        QUndoStack* stack = w.document()->undoStack();
        const int steps = stack->count();
        QLineEdit* author = lineEditor(w, GridInfo::Field::Author);
        author->setFocus();
        author->selectAll();
        QTest::keyClicks(author, QStringLiteral("C. D. Rosin"));
        QCOMPARE(w.document()->info().value(GridInfo::Field::Author), std::string("C. D. Rosin"));
        QCOMPARE(stack->count(), steps + 1);
        QVERIFY(w.document()->isModified());
        QVERIFY(w.isWindowModified());
        // Another field is another step.
        auto* comment = qobject_cast<QPlainTextEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Comment));
        QVERIFY(comment);
        comment->setFocus();
        QTest::keyClicks(comment, QStringLiteral("Checked against the book."));
        QCOMPARE(stack->count(), steps + 2);
        QCOMPARE(w.document()->info().value(GridInfo::Field::Comment), std::string("Checked against the book."));

        stack->undo();
        QCOMPARE(w.document()->info().value(GridInfo::Field::Comment), std::string());
        QCOMPARE(comment->toPlainText(), QString());
        stack->undo();
        QCOMPARE(author->text(), QStringLiteral("Christopher D. Rosin"));
        QVERIFY(w.document()->info() == GridInfo(readRecord(record178).document));
        QVERIFY(!w.document()->isModified());
        stack->redo();
        QCOMPARE(author->text(), QStringLiteral("C. D. Rosin"));
    }

    void clearingAFieldRemovesIt()
    {
        MainWindow w;
        QVERIFY(w.fileActions()->openFile(record178));
        lineEditor(w, GridInfo::Field::Source)->clear();
        QVERIFY(w.document()->info().record().find("source") == nullptr);
        w.document()->undoStack()->undo();
        // Back where it stood, between author and transcribed_by.
        QVERIFY(w.document()->info() == GridInfo(readRecord(record178).document));
    }

    // An edit of Rosin's 178 (59 moves cut out of it) is not Rosin's: its record says what
    // it is based on, and it is saved and exported without his name as its author or the
    // 178's title, unless the user keeps the author (the note offers it). Undo gives the
    // record back with the moves.
    void anEditIsBasedOnTheOriginal()
    {
        const QString path = dir_.filePath(QStringLiteral("cut.msr.json"));
        MainWindow w;
        Document* doc = w.document();
        QVERIFY(w.fileActions()->openFile(record178));
        const GridInfo original = doc->info();
        const int steps = doc->undoStack()->count();
        QVERIFY(w.editActions()->takeBackTo(58));
        QCOMPARE(doc->score(), 59);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->info().value(GridInfo::Field::Author), std::string());
        QCOMPARE(doc->info().value(GridInfo::Field::Title), std::string());
        QVERIFY(doc->info().basedOn());
        QVERIFY2(w.gridInfoPanel()->findChild<QLabel*>()->text().contains(QStringLiteral("Based on 5T record · 178 moves")),
                 qPrintable(w.gridInfoPanel()->findChild<QLabel*>()->text()));
        // Saved and exported: no author, no title of the 178; what it is based on.
        QVERIFY(w.fileActions()->saveTo(path));
        const MsrRecord saved = readRecord(path);
        QVERIFY(!saved.document.find("author"));
        QVERIFY(!saved.document.find("description"));
        QVERIFY(saved.document.find("based_on"));
        QCOMPARE(saved.document.find("based_on")->find("author")->text(), std::string("Christopher D. Rosin"));
        const QString caption = ExportDialog(doc, QStringLiteral("light")).captionText();
        QVERIFY2(!caption.contains(QStringLiteral("Rosin")), qPrintable(caption));
        // Undo: the 178 with its record.
        doc->undoStack()->undo();
        QCOMPARE(doc->score(), 178);
        QVERIFY(doc->info() == original);
        doc->undoStack()->redo();
        QVERIFY(doc->info().basedOn());
        // The note asks whether to keep the author: one more undo step.
        QVERIFY(w.editActions()->removeMove(0));
        QVERIFY(doc->info().basedOn()); // a second edit changes nothing more
        doc->undoStack()->undo();
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        doc->undoStack()->undo();
        QVERIFY(w.editActions()->takeBackTo(58));
        QPushButton* keep = nullptr;
        for (QPushButton* b : w.banner()->findChildren<QPushButton*>())
            if (b->isVisibleTo(w.banner()) && b->text().contains(QStringLiteral("Keep")))
                keep = b;
        QVERIFY2(keep, qPrintable(w.banner()->text()));
        QVERIFY(w.banner()->text().contains(QStringLiteral("Christopher D. Rosin")));
        keep->click();
        QCOMPARE(doc->info().value(GridInfo::Field::Author), std::string("Christopher D. Rosin"));
        QCOMPARE(doc->undoStack()->count(), steps + 2);
    }

    // Fields the user typed are theirs: an edit keeps them (only a loaded record's fields
    // move into "based_on"), also when the user changed a loaded record's fields first.
    void typedFieldsStayThroughEdits()
    {
        MainWindow w;
        Document* doc = w.document();
        QVERIFY(w.fileActions()->openFile(record178));
        const GridInfo original = doc->info();
        doc->editInfo(GridInfo::Field::Author, QStringLiteral("A. Player"), QStringLiteral("author"));
        QVERIFY(w.editActions()->takeBackTo(58));
        // The typed author stays; the title and source, still as loaded, went into "based_on".
        QCOMPARE(doc->info().value(GridInfo::Field::Author), std::string("A. Player"));
        QVERIFY(doc->info().basedOn());
        QCOMPARE(doc->info().value(GridInfo::Field::Title), std::string());
        QCOMPARE(doc->info().basedOn()->find("author")->text(), original.value(GridInfo::Field::Author));
        QCOMPARE(doc->info().basedOn()->find("description")->text(), original.value(GridInfo::Field::Title));
        // Undo both: the 178's own record again, and its fields go into "based_on" at an edit.
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(doc->info() == original);
        QVERIFY(w.editActions()->takeBackTo(58));
        QVERIFY(doc->info().basedOn());
        QCOMPARE(doc->info().value(GridInfo::Field::Author), std::string());
    }

    // The title names the grid: its file, else its title, else what it is.
    void theTitleNamesTheGrid()
    {
        MainWindow w;
        QVERIFY2(w.windowTitle().startsWith(QStringLiteral("An interesting 135")), qPrintable(w.windowTitle()));
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        QVERIFY2(w.windowTitle().startsWith(QStringLiteral("5T grid, 178 move")), qPrintable(w.windowTitle()));
        QVERIFY(w.fileActions()->openFile(record178));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("5T-rosin178.msr.json")));
        w.newGame(Variant::D4);
        QVERIFY2(w.windowTitle().startsWith(QStringLiteral("New 4D game")), qPrintable(w.windowTitle()));
        // A title typed in the panel names an unsaved grid.
        lineEditor(w, GridInfo::Field::Title)->setText(QStringLiteral("My first try"));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("My first try")));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestGridInfo)
#include "tst_gridinfo.moc"
