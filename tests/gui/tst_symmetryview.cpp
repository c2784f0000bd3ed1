// View > Rotate / Flip Grid: the 8 symmetries of the cross as undoable edits of the grid,
// and Edit > Copy Canonical Code.

#include "DocumentFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The transforms over a document as the window holds it.
class Transforms {
public:
    Document* document() const { return fixture_.document(); }
    GridTransformActions* transformActions() { return &actions_; }
    bool openText(const QString& text, Variant variant) const { return fixture_.openText(text, variant); }

private:
    test::DocumentFixture fixture_;
    QWidget window_;
    GridTransformActions actions_{fixture_.document(), &window_};
};

} // namespace

class TestSymmetryView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_symmetryview"); }

    // Each action maps the grid by its symmetry; Undo gives the grid, codes and layer back.
    void transformThenUndo_data()
    {
        QTest::addColumn<int>("symmetry");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        for (int s = 1; s < Symmetry::count; ++s) {
            QTest::addRow("5T %d", s) << s << int(Variant::T5) << QString::fromLatin1(test::code135);
            QTest::addRow("4D %d", s) << s << int(Variant::D4) << QStringLiteral("RSIkRKLqX4fbY");
        }
    }
    void transformThenUndo()
    {
        QFETCH(int, symmetry);
        QFETCH(int, variant);
        QFETCH(QString, code);
        const auto v = static_cast<Variant>(variant);
        Transforms w;
        Document* doc = w.document();
        QVERIFY(w.openText(code, v));
        doc->setCurrentLayer(5);
        const std::vector<Move> before = doc->moves();
        const QString codeBefore = doc->layerCode(), numberBefore = doc->gameNumber();
        const int steps = doc->undoStack()->count();

        QAction* a = w.transformActions()->transformAction(symmetry);
        QVERIFY(a);
        a->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->moves(), Symmetry(symmetry).apply(v, before));
        QCOMPARE(doc->score(), static_cast<int>(before.size()));
        QCOMPARE(doc->currentLayer(), 5);
        QCOMPARE(doc->layerCode().size(), codeBefore.size()); // layering commutes with symmetry
        QVERIFY(doc->isModified());

        doc->undoStack()->undo();
        QCOMPARE(doc->moves(), before);
        QCOMPARE(doc->layerCode(), codeBefore);
        QCOMPARE(doc->gameNumber(), numberBefore);
        QCOMPARE(doc->currentLayer(), 5);
        doc->undoStack()->redo();
        QCOMPARE(doc->moves(), Symmetry(symmetry).apply(v, before));
    }

    void fourQuarterTurnsAreNothing()
    {
        Transforms w;
        const QString code = w.document()->layerCode();
        QAction* clockwise = w.transformActions()->transformAction(5);
        QAction* counter = w.transformActions()->transformAction(6);
        QCOMPARE(clockwise->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        clockwise->trigger();
        QVERIFY(w.document()->layerCode() != code);
        counter->trigger();
        QCOMPARE(w.document()->layerCode(), code);
        for (int i = 0; i < 4; ++i)
            clockwise->trigger();
        QCOMPARE(w.document()->layerCode(), code);
        QCOMPARE(w.document()->undoStack()->count(), 6);
    }

    // The canonical code is the same for every image and is what the core computes.
    void copyCanonicalCode_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("5T 178") << int(Variant::T5) << QString::fromLatin1(test::code178);
        QTest::newRow("5D 82") << int(Variant::D5) << QString::fromLatin1(test::code82d);
    }
    void copyCanonicalCode()
    {
        QFETCH(int, variant);
        QFETCH(QString, code);
        const auto v = static_cast<Variant>(variant);
        Transforms w;
        QVERIFY(w.openText(code, v));
        const auto expected = canonicalCode(v, w.document()->moves());
        QVERIFY(expected.ok());
        const QString canonical = Document::withVariantPrefix(v, QString::fromStdString(expected->code));
        for (int s = 0; s < Symmetry::count; ++s) {
            if (s > 0)
                w.transformActions()->transformAction(s)->trigger();
            QApplication::clipboard()->clear();
            w.transformActions()->copyCanonicalAction()->trigger();
            QCOMPARE(QApplication::clipboard()->text(), canonical);
        }
        // Turning the grid to its canonical orientation makes its code the canonical one.
        w.transformActions()->canonicalOrientationAction()->trigger();
        QCOMPARE(w.document()->layerCode(), canonical);
        const int steps = w.document()->undoStack()->count();
        w.transformActions()->canonicalOrientationAction()->trigger(); // already there: no step
        QCOMPARE(w.document()->undoStack()->count(), steps);
    }

    // Where the window puts them.
    void theMenusOfferThem()
    {
        MainWindow w;
        QMenu* menu = w.transformActions()->menu();
        int transforms = 0;
        for (QAction* a : menu->actions())
            transforms += a->objectName().startsWith(QStringLiteral("symmetry"));
        QCOMPARE(transforms, 7);
        QVERIFY(menu->menuAction()->associatedObjects().size() >= 1);
        QVERIFY(!w.transformActions()->copyCanonicalAction()->associatedObjects().isEmpty());
    }
};

QTEST_MAIN(TestSymmetryView)
#include "tst_symmetryview.moc"
