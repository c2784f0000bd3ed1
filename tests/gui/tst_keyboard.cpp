// The board from the keyboard alone: ←/→ step layers, Enter starts a cursor that the
// arrows move, Enter plays (Tab picks the line), Esc ends; Tab picks the line wherever the
// focus is while the pointer rests on the board; the board tells screen readers its state.

#include "GuiTestSupport.h"
#include "tests/common/MainWindowFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>
#include <QWheelEvent>

#include <map>

using namespace morpion;
using namespace morpion::gui;

class TestKeyboard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(window_.open("tst_keyboard", QSize(1200, 800))); }
    void cleanupTestCase() { window_.close(); }

    void arrowsStepLayers()
    {
        Document* doc = window_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        BoardView* view = window_->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(doc->currentLayer(), 2);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(doc->currentLayer(), 1);
        // Ctrl+arrows step layers from anywhere, even during keyboard play.
        window_->layerBar()->nextAction()->trigger();
        QVERIFY(window_->layerBar()->nextAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Right)));
        QCOMPARE(doc->currentLayer(), 2);
    }

    void animationIsNotOnCtrlP()
    {
        QVERIFY(!window_->layerBar()->playAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_P)));
        QVERIFY(!window_->layerBar()->playAction()->shortcut().isEmpty());
    }

    // A whole game of five moves without a mouse: Enter starts the cursor, Shift+arrows
    // jump to playable points, Enter plays; the board's accessible text follows.
    void playWithoutAMouse()
    {
        Document* doc = window_->document();
        doc->newGame(Variant::T5);
        BoardView* view = window_->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(view->cursorPoint().has_value());
        QVERIFY(view->scene().cursor.has_value());
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(view);
        QVERIFY(a);
        QVERIFY(a->text(QAccessible::Name).contains(QStringLiteral("cursor")));
        QVERIFY(a->text(QAccessible::Description).contains(QStringLiteral("5T")));
        for (int i = 0; i < 5; ++i) {
            // Onto a playable point: the cursor starts on one, and jumps keep to them.
            if (!view->previewMove())
                QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
            QVERIFY(view->previewMove().has_value());
            const Move expected = *view->previewMove();
            QTest::keyClick(view, Qt::Key_Return);
            QCOMPARE(doc->score(), i + 1);
            QCOMPARE(doc->moves().back(), expected);
            QVERIFY(a->text(QAccessible::Description).contains(QStringLiteral("score %1").arg(i + 1)));
            QTest::keyClick(view, Qt::Key_Down, Qt::ShiftModifier);
        }
        // Plain arrows move one point; ←/→ do not step layers while the cursor is on.
        const Point before = *view->cursorPoint();
        const int layer = doc->currentLayer();
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->cursorPoint()->x, before.x - 1);
        QCOMPARE(doc->currentLayer(), layer);
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->cursorPoint().has_value());
        QVERIFY(!view->scene().cursor.has_value());
    }

    // The line picker from the keyboard: Tab chooses, Enter plays the chosen line.
    void pickALineWithTab()
    {
        Document* doc = window_->document();
        BoardView* view = window_->boardView();
        std::vector<Move> through = playUntilAPointHasTwoLines();
        QVERIFY(through.size() >= 2);
        view->setFocus();
        view->setCursorPoint(through[0].point);
        QCOMPARE(view->choiceCount(), static_cast<int>(through.size()));
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(view->hasFocus() || window_->focusWidget() == view);
        const Move chosen = *view->previewMove();
        QCOMPARE(chosen, through[1]);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(doc->moves().back(), chosen);
        QTest::keyClick(view, Qt::Key_Escape);
    }

    // The pointer rests on a point with several lines while the focus is in the code field:
    // Tab still picks the line (and does not leave the field).
    void tabPicksTheLineWhereverTheFocusIs()
    {
        BoardView* view = window_->boardView();
        std::vector<Move> through = playUntilAPointHasTwoLines();
        QVERIFY(through.size() >= 2);
        window_->activateWindow();
        QLineEdit* field = window_->codeBar()->openField();
        field->setFocus();
        const QPointF pos = view->widgetPosition(through[0].point);
        QTest::mouseMove(view, pos.toPoint());
        QMouseEvent move(QEvent::MouseMove, pos, view->mapToGlobal(pos), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view, &move);
        QTRY_VERIFY(view->underMouse());
        QCOMPARE(view->choiceCount(), static_cast<int>(through.size()));
        const int before = view->choiceIndex();
        QTest::keyClick(field, Qt::Key_Tab);
        QCOMPARE(view->choiceIndex(), (before + 1) % view->choiceCount());
    }

    // Every widget of the program's own, and every control without visible text (icon
    // buttons, combo boxes, sliders), has a name a screen reader can say.
    void everyWidgetHasAnAccessibleName()
    {
        QStringList nameless;
        for (QWidget* w : window_->findChildren<QWidget*>()) {
            const QString cls = QString::fromLatin1(w->metaObject()->className());
            const bool own = cls.startsWith(QLatin1String("morpion::gui::"));
            const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractSlider*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                                 qobject_cast<QLineEdit*>(w);
            if ((!own && !control) || qobject_cast<QMenu*>(w) || qobject_cast<QScrollBar*>(w))
                continue;
            // Qt's own helpers (tool bar extension, the clear button of a line edit, …).
            if (w->objectName().startsWith(QLatin1String("qt_")) || cls == QLatin1String("QLineEditIconButton") ||
                cls == QLatin1String("QTableCornerButton"))
                continue;
            if (w->parentWidget() && qobject_cast<QAbstractSpinBox*>(w->parentWidget()))
                continue; // a spin box's own line edit
            if (qobject_cast<QComboBox*>(w->parentWidget()))
                continue;
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
            if (!a || a->text(QAccessible::Name).remove(QLatin1Char('&')).trimmed().isEmpty())
                nameless << cls + QLatin1Char(' ') + w->objectName() + QLatin1Char(' ') + w->toolTip();
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QLatin1Char('\n'))));
    }

    // Esc ends a comparison wherever the focus is (here the layer box), and Edit > End
    // Comparison does the same; neither is there when nothing is compared. Keyboard play
    // on the board keeps its own Esc first.
    void escEndsAComparisonFromAnywhere()
    {
        Document* doc = window_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        GridCompare* compare = window_->gridCompare();
        QAction* end = compare->leaveAction();
        QVERIFY(!end->isEnabled());
        QVERIFY(end->shortcuts().contains(QKeySequence(Qt::Key_Escape)));
        QVERIFY(menuHolds(QStringLiteral("Edit"), end));
        QVERIFY(compare->compareWith(QString::fromLatin1(test::code135)));
        QVERIFY(end->isEnabled());
        auto* box = window_->layerBar()->findChild<QSpinBox*>();
        box->setFocus();
        QVERIFY(box->hasFocus());
        QTest::keyClick(box, Qt::Key_Escape);
        QVERIFY(!compare->isComparing());
        QVERIFY(!window_->boardView()->isComparing());
        QVERIFY(!window_->banner()->isVisible());
        QVERIFY(!end->isEnabled());
        // During keyboard play the first Esc ends the keyboard play, the second the comparison.
        QVERIFY(compare->compareWith(QString::fromLatin1(test::code135)));
        BoardView* view = window_->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(view->cursorPoint().has_value());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->cursorPoint().has_value());
        QVERIFY(compare->isComparing());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!compare->isComparing());
    }

    // F6 (View > Focus on the Board) puts the keyboard on the board from anywhere; the
    // board then shows a ring in the highlight colour, in the dark palette too.
    void aKeyFocusesTheBoard()
    {
        BoardView* view = window_->boardView();
        QLineEdit* field = window_->codeBar()->openField();
        field->setFocus();
        QVERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_F6);
        QVERIFY(view->hasFocus());
        const QPalette before = QApplication::palette();
        QApplication::setPalette(AppPalette::dark());
        const QColor ring = view->palette().color(QPalette::Highlight);
        QCOMPARE(view->grab().toImage().pixelColor(1, view->height() / 2), ring);
        field->setFocus();
        QVERIFY(view->grab().toImage().pixelColor(1, view->height() / 2) != ring);
        QApplication::setPalette(before);
    }

    // After a number typed in the layer box, Delete is still Remove Move (of the move
    // picked in the layer panel); Enter in the box puts the keyboard back on the board.
    void deleteRemovesAfterTypingInTheLayerBox()
    {
        Document* doc = window_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        BoardView* view = window_->boardView();
        auto* box = window_->layerBar()->findChild<QSpinBox*>();
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("3"));
        QCOMPARE(doc->currentLayer(), 3);
        view->setSelectedMove(doc->moves().front()); // picked in the layer panel
        const int steps = doc->undoStack()->count();
        QTest::keyClick(box, Qt::Key_Delete);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(doc->score() < 178);
        QCOMPARE(box->value(), 3);
        QVERIFY2(box->text().startsWith(QStringLiteral("Layer 3 / ")), qPrintable(box->text()));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(view->hasFocus());
    }

    // The wheel over a spin box or combo box without the focus changes nothing (it is the
    // panel's to scroll): the search's "Stop after" stays at what it was.
    void theWheelLeavesUnfocusedBoxesAlone()
    {
        window_->searchDock()->show();
        auto* seconds = window_->searchPanel()->findChild<QSpinBox*>(QStringLiteral("searchSeconds"));
        auto* algorithm = window_->searchPanel()->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
        QVERIFY(seconds && algorithm);
        window_->boardView()->setFocus();
        seconds->setValue(60);
        const int algo = algorithm->currentIndex();
        const auto wheel = [](QWidget* w) {
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                              false);
            QApplication::sendEvent(w, &event);
        };
        wheel(seconds);
        wheel(algorithm);
        QCOMPARE(seconds->value(), 60);
        QCOMPARE(algorithm->currentIndex(), algo);
        // Once it has the focus, the wheel is the box's.
        seconds->setFocus();
        wheel(seconds);
        QVERIFY(seconds->value() != 60);
    }

private:
    bool menuHolds(const QString& title, QAction* action) const
    {
        for (QAction* m : window_->menuBar()->actions())
            if (m->menu() && m->text().remove(QLatin1Char('&')) == title)
                return m->menu()->actions().contains(action);
        return false;
    }

    // Plays the first legal move until a point has two legal lines; returns them.
    std::vector<Move> playUntilAPointHasTwoLines()
    {
        Document* doc = window_->document();
        doc->newGame(Variant::T5);
        while (!doc->isOver()) {
            std::map<std::pair<int, int>, std::vector<Move>> byPoint;
            for (const Move& m : doc->legalMoves())
                byPoint[{m.point.x, m.point.y}].push_back(m);
            for (const auto& [p, list] : byPoint)
                if (list.size() >= 2)
                    return list;
            doc->play(doc->legalMoves().back());
        }
        return {};
    }

    test::MainWindowFixture window_;
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
