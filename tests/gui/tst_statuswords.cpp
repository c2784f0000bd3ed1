// What the status bar and the layer panel say about the game and its moves: a finished
// game says "finished"; the status bar's move number (the order of play) and the layer
// panel's number (the layer code's order) each say which order they count in.

#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QTreeWidget>

using namespace morpion;
using namespace morpion::gui;

namespace {

QString statusTexts(MainWindow& w)
{
    QStringList texts;
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
        texts << l->text();
    return texts.join(QLatin1Char('|'));
}

} // namespace

class TestStatusWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_statuswords"); }

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
};

QTEST_MAIN(TestStatusWords)
#include "tst_statuswords.moc"
