// What the status bar and the layer panel say about the game and its moves: a finished
// game says "finished"; the status bar's move number (the order of play) and the layer
// panel's number (the layer code's order) each say which order they count in; every place
// counts the layers as morpion-cli info does, and an unfinished game goes on "In play".

#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/panels/LayerSpinBox.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/LayerCode.h"
#include "core/rules/Position.h"

#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStatusBar>
#include <QTreeWidget>

using namespace morpion;
using namespace morpion::gui;

Q_DECLARE_METATYPE(std::vector<morpion::Move>)

namespace {

QString statusTexts(MainWindow& w)
{
    QStringList texts;
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
        texts << l->text();
    return texts.join(QLatin1Char('|'));
}

QString labelTexts(QWidget& w)
{
    QStringList texts;
    for (QLabel* l : w.findChildren<QLabel*>())
        texts << l->text();
    return texts.join(QLatin1Char('|'));
}

// A first move of 5T whose layering has a second, empty layer: it opens a new move.
Move opening()
{
    for (const Move& m : Position(Variant::T5).legalMoves())
        if (layerGrid(Variant::T5, {m})->layers.size() == 2)
            return m;
    return {};
}

} // namespace

class TestStatusWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_statuswords"); }

    // The layer box takes "In play" typed as the step after the layers, as it shows it, and
    // a layer's number; other words are not a step.
    void layerBoxTakesInPlay()
    {
        LayerSpinBox box;
        box.setSteps(5, true);
        auto* edit = box.findChild<QLineEdit*>();
        QVERIFY(edit);
        const auto typed = [&](const QString& text) {
            edit->selectAll();
            QTest::keyClicks(edit, text);
            return box.hasAcceptableInput();
        };
        QVERIFY(typed(QStringLiteral("In play")));
        QVERIFY(typed(QStringLiteral("3")));
        QVERIFY(!typed(QStringLiteral("Layer")));
        box.setSteps(5, false); // a finished game has no step in play
        QVERIFY(!typed(QStringLiteral("In play")));
    }

    void aFinishedGameSaysFinished()
    {
        MainWindow w;
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        QVERIFY(w.document()->isOver());
        const QString texts = statusTexts(w);
        QVERIFY2(texts.contains(QStringLiteral("Score 178, finished")), qPrintable(texts));
        QVERIFY2(!texts.contains(QStringLiteral("over")), qPrintable(texts));
    }

    void bothMoveNumbersSayWhatTheyCount()
    {
        MainWindow w;
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        const Move first = w.document()->moves().front();
        emit w.boardView()->pointerMoved(true, first.point.x, first.point.y);
        const QString texts = statusTexts(w);
        QVERIFY2(texts.contains(QStringLiteral("move 1 in the order of play")), qPrintable(texts));
        QTreeWidgetItem* header = w.layerPanel()->list()->headerItem();
        QCOMPARE(header->text(0), QStringLiteral("Code No."));
        QVERIFY2(header->toolTip(0).contains(QStringLiteral("layer code's order")), qPrintable(header->toolTip(0)));
    }

    // morpion-cli info's count: 73 layers for the 178, 63 for its first 160 moves, 1 for a
    // single move, whether its layering ends with an empty layer of open moves or not.
    void layerCountsAgree_data()
    {
        QTest::addColumn<std::vector<Move>>("moves");
        QTest::addColumn<int>("layers");
        const std::vector<Move> all = test::decoded(Variant::T5, test::code178).movesInOrder();
        QTest::newRow("178, finished") << all << 73;
        QTest::newRow("its first 160") << std::vector<Move>(all.begin(), all.begin() + 160) << 63;
        QTest::newRow("its first move, no layer after") << std::vector<Move>(all.begin(), all.begin() + 1) << 1;
        QTest::newRow("a move that opens another") << std::vector<Move>{opening()} << 1;
        QTest::newRow("no move") << std::vector<Move>() << 0;
    }

    void layerCountsAgree()
    {
        QFETCH(std::vector<Move>, moves);
        QFETCH(int, layers);
        MainWindow w;
        QVERIFY(w.openText(QString::fromStdString(*encodeLayerCode(Variant::T5, moves)), Variant::T5));
        // "73 layer(s)": the suites run without the English catalogue's plural forms.
        const QString counted = QStringLiteral("%1 layer").arg(layers);
        QVERIFY2(statusTexts(w).contains(QLatin1Char('|') + counted), qPrintable(statusTexts(w)));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral(" in ") + counted),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY2(labelTexts(w).contains(QStringLiteral(" · ") + counted), qPrintable(labelTexts(w)));
        auto* box = w.layerBar()->findChild<QSpinBox*>();
        const QString last = QStringLiteral("Layer %1 / %1").arg(layers - 1);
        if (w.document()->isOver()) {
            QCOMPARE(box->text(), QStringLiteral("Layer 0 / %1").arg(layers - 1));
            w.document()->setCurrentLayer(1000);
            QCOMPARE(box->text(), last);
            return;
        }
        // Opened where its play goes on: not a layer, the step after the last one.
        QCOMPARE(w.document()->currentLayer(), layers);
        QCOMPARE(box->text(), QStringLiteral("In play"));
        QVERIFY2(statusTexts(w).contains(QStringLiteral("|In play")), qPrintable(statusTexts(w)));
        QVERIFY2(
            w.layerPanel()->findChild<QLabel*>(QStringLiteral("layerTitle"))->text().startsWith(QStringLiteral("<b>In play</b>")),
            qPrintable(labelTexts(w)));
        if (layers > 0) {
            w.layerBar()->previousAction()->trigger();
            QCOMPARE(box->text(), last);
            QVERIFY2(statusTexts(w).contains(QStringLiteral("|Layer %1|").arg(layers - 1)), qPrintable(statusTexts(w)));
        }
    }
};

QTEST_MAIN(TestStatusWords)
#include "tst_statuswords.moc"
