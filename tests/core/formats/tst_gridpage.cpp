// The web page in one file with a grid in it (core/formats/GridPage.h): the grid's MSR
// record goes where the page's template says, as a JSON string that no "</script>" in the
// record can end, and reads back as the same grid with its information; a page that is not
// the viewer (no place for a grid, or two) is refused.

#include "core/codes/LayerCode.h"
#include "core/formats/GridPage.h"
#include "core/formats/Json.h"

#include <QTest>

#include <string>

using namespace morpion;

namespace {

const std::string code82 = "LG4VXOFJjGWQMXhsY7aRf+/97Y";
const std::string viewer = "<!doctype html><script id=\"morpion-embed\" type=\"application/json\">{\"wasm\":\"AAAA\""
                           ",\"grid\":null}</script>\n<script type=\"module\">go()</script>";

GridRead grid82()
{
    GridRead g;
    g.variant = Variant::D5;
    g.moves = decodeLayerCode(Variant::D5, code82)->movesInOrder();
    g.info.setValue(GridInfo::Field::Title, "Rosin’s 82 </script><script>alert(1)</script>");
    return g;
}

} // namespace

class TestGridPage : public QObject {
    Q_OBJECT

private slots:
    void gridGoesInAndReadsBack()
    {
        const auto page = gridPage(viewer, grid82());
        QVERIFY2(page.ok(), page.ok() ? "" : page.error().message().c_str());
        // The template around the grid is unchanged.
        QVERIFY(page->starts_with(
            "<!doctype html><script id=\"morpion-embed\" type=\"application/json\">{\"wasm\":\"AAAA\",\"grid\":\""));
        QVERIFY(page->ends_with("}</script>\n<script type=\"module\">go()</script>"));
        // Nothing inside the data can close its <script>.
        const std::size_t start = page->find("{\"wasm\"");
        const std::size_t end = page->find("</script>");
        const std::string data = page->substr(start, end - start);
        QVERIFY(data.find('<') == std::string::npos);
        // The data is JSON whose "grid" is the record, which reads as the grid.
        const auto json = Json::parse(data);
        QVERIFY2(json.ok(), json.ok() ? "" : json.error().message().c_str());
        const Json* record = json->find("grid");
        QVERIFY(record && record->isString());
        const auto read = readGrid(record->text());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        QCOMPARE(read->variant, Variant::D5);
        QCOMPARE(read->moves, grid82().moves);
        QCOMPARE(read->info.value(GridInfo::Field::Title), grid82().info.value(GridInfo::Field::Title));
    }

    void notTheViewer_data()
    {
        QTest::addColumn<QByteArray>("page");
        QTest::newRow("no place") << QByteArray("<html><script>{\"grid\":1}</script></html>");
        QTest::newRow("two places") << QByteArray::fromStdString(viewer + viewer);
        QTest::newRow("empty") << QByteArray();
    }
    void notTheViewer()
    {
        QFETCH(QByteArray, page);
        const auto out = gridPage(page.toStdString(), grid82());
        QVERIFY(!out.ok());
        QCOMPARE(out.error().kind, ErrorKind::Syntax);
        QVERIFY(QString::fromStdString(out.error().message()).contains(QStringLiteral("no place for a grid")));
    }
};

QTEST_APPLESS_MAIN(TestGridPage)
#include "tst_gridpage.moc"
