// The board from the keyboard alone: ←/→ step layers, Enter starts a cursor that the
// arrows move, Enter plays (Tab picks the line), Esc ends; Tab picks the line wherever the
// focus is while the pointer rests on the board; the board tells screen readers its state.

#include "GuiTestSupport.h"
#include "tests/common/MainWindowFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>

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

private:
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
