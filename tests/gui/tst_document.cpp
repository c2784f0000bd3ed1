// The document and its board model: a loaded code gives the core's moves, layers and codes.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/paint/BoardScene.h"
#include "core/codes/GameNumber.h"
#include "core/rules/Position.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_document"); }

    void loadCode_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("layers");
        QTest::newRow("135") << int(Variant::T5) << QString::fromLatin1(test::code135) << 135 << 59;
        QTest::newRow("178") << int(Variant::T5) << QString::fromLatin1(test::code178) << 178 << 73;
        QTest::newRow("82 5D") << int(Variant::D5) << QString::fromLatin1(test::code82d) << 82 << 28;
    }
    void loadCode()
    {
        QFETCH(int, variant);
        QFETCH(QString, code);
        QFETCH(int, score);
        QFETCH(int, layers);
        const auto v = static_cast<Variant>(variant);
        const Layering expected = test::decoded(v, code.toLatin1().constData());

        Document doc;
        QSignalSpy changed(&doc, &Document::gridChanged);
        doc.load(v, expected.movesInOrder(), QStringLiteral("load"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.score(), score);
        QCOMPARE(doc.viewSteps(), layers);
        QCOMPARE(doc.currentLayer(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
        // A loaded grid is not the user's work: undoable, but nothing to save.
        QVERIFY(!doc.isModified());
        // Codes as users copy them: the prefix for every variant but 5T.
        const QString prefix = v == Variant::T5 ? QString() : QStringLiteral("5D:");
        QCOMPARE(doc.layerCode(), prefix + code);
        const auto number = encodeGameNumber(v, expected.movesInOrder());
        QVERIFY(number.ok());
        QCOMPARE(doc.gameNumber(), prefix + QString::fromStdString(number.value()));

        // The board model: every move once, in play order, with the core's layer.
        const paint::BoardScene scene = doc.scene(paint::ViewOptions{});
        QCOMPARE(static_cast<int>(scene.items.size()), score);
        QCOMPARE(scene.variant, v);
        QCOMPARE(scene.cross.size(), std::size_t{36});
        for (std::size_t k = 0; k < expected.layers.size(); ++k)
            for (const Move& m : expected.layers[k].takenMoves()) {
                const auto it =
                    std::find_if(scene.items.begin(), scene.items.end(), [&](const auto& item) { return item.move == m; });
                QVERIFY(it != scene.items.end());
                QCOMPARE(it->layer, static_cast<int>(k));
            }
    }

    void seed000Vector()
    {
        // Spec §7: the 135 in layer order has this game number.
        Document doc;
        doc.load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QStringLiteral("load"));
        QCOMPARE(doc.gameNumber(), QStringLiteral("Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7"));
    }

    void currentLayerIsClamped()
    {
        Document doc;
        doc.load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QStringLiteral("load"));
        QSignalSpy spy(&doc, &Document::currentLayerChanged);
        doc.setCurrentLayer(1000);
        QCOMPARE(doc.currentLayer(), 58);
        doc.setCurrentLayer(-3);
        QCOMPARE(doc.currentLayer(), 0);
        doc.setCurrentLayer(0);
        QCOMPARE(spy.count(), 2);
    }

    void newGameIsEmpty_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("legal");
        QTest::addColumn<int>("crossPoints");
        QTest::newRow("5T") << int(Variant::T5) << 28 << 36;
        QTest::newRow("5D") << int(Variant::D5) << 28 << 36;
        QTest::newRow("4T") << int(Variant::T4) << -1 << 24;
        QTest::newRow("4D") << int(Variant::D4) << -1 << 24;
    }
    void newGameIsEmpty()
    {
        QFETCH(int, variant);
        QFETCH(int, legal);
        QFETCH(int, crossPoints);
        Document doc;
        doc.newGame(static_cast<Variant>(variant));
        QCOMPARE(doc.score(), 0);
        QCOMPARE(doc.variant(), static_cast<Variant>(variant));
        QCOMPARE(doc.legalMoves(), Position(static_cast<Variant>(variant)).legalMoves());
        if (legal >= 0)
            QCOMPARE(static_cast<int>(doc.legalMoves().size()), legal);
        // The empty game is one open layer: all its candidates are not taken.
        QCOMPARE(doc.viewSteps(), 1);
        const paint::BoardScene scene = doc.scene(paint::ViewOptions{});
        QCOMPARE(static_cast<int>(scene.cross.size()), crossPoints);
        QCOMPARE(scene.openCandidates, doc.legalMoves());
    }

    void illegalPlayIsRefused()
    {
        Document doc;
        doc.newGame(Variant::T5);
        const int steps = doc.undoStack()->count();
        const Move bogus{{50, 50}, {{46, 50}, Dir::E}};
        QVERIFY(!doc.play(bogus));
        QCOMPARE(doc.score(), 0);
        QCOMPARE(doc.undoStack()->count(), steps);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
