// Pictures told by their content and their record read without Qt (core/formats/PictureRecord.h):
// an SVG after any prolog, in UTF-8 or UTF-16, is read as the grid it carries.

#include "core/formats/GridReader.h"
#include "core/formats/PictureRecord.h"

#include <QTest>

using namespace morpion;

namespace {

const std::string record = "{\"variant\":\"5T\",\"moves\":[]}";

std::string svgWith(const std::string& prolog)
{
    return prolog + "<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata><msr>" + record + "</msr></metadata></svg>\n";
}

// A DOCTYPE with an internal subset of `bytes` bytes, as some editors write.
std::string longDoctype(std::size_t bytes)
{
    std::string subset;
    for (int i = 0; subset.size() < bytes; ++i)
        subset += "<!ENTITY e" + std::to_string(i) + " \"a > b, ]] or <svg\">\n";
    return "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x.dtd\" [\n" + subset + "]>\n";
}

std::string utf16(const std::string& ascii, bool little, bool bom)
{
    std::string out = bom ? (little ? "\xff\xfe" : "\xfe\xff") : "";
    for (char c : ascii) {
        out += little ? c : '\0';
        out += little ? '\0' : c;
    }
    return out;
}

} // namespace

class TestPictureRecord : public QObject {
    Q_OBJECT

private slots:
    void sniffing_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<int>("kind");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << int(PictureKind::Png);
        QTest::newRow("svg") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\">") << int(PictureKind::Svg);
        QTest::newRow("svg with bom and prolog")
            << QByteArray("\xef\xbb\xbf  <?xml version=\"1.0\"?><svg>") << int(PictureKind::Svg);
        QTest::newRow("svg after comments") << QByteArray("<!-- made by hand -->\n<!-- <html> -->\n<svg:svg>")
                                            << int(PictureKind::Svg);
        const std::string doctype = longDoctype(8192);
        QTest::newRow("svg after an 8 KB DOCTYPE") << QByteArray::fromStdString(doctype + "<svg>") << int(PictureKind::Svg);
        QTest::newRow("html after a DOCTYPE naming svg")
            << QByteArray::fromStdString(doctype + "<html><svg>") << int(PictureKind::None);
        QTest::newRow("utf-16 le svg") << QByteArray::fromStdString(
                                              utf16("<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg>", true, true))
                                       << int(PictureKind::Svg);
        QTest::newRow("utf-16 be svg, no bom")
            << QByteArray::fromStdString(utf16("<svg>", false, false)) << int(PictureKind::Svg);
        QTest::newRow("utf-16 html") << QByteArray::fromStdString(utf16("<html>", true, true)) << int(PictureKind::None);
        QTest::newRow("msr json") << QByteArray("{\"variant\":\"5T\"}") << int(PictureKind::None);
        QTest::newRow("pentasol") << QByteArray("(28,28)\n") << int(PictureKind::None);
        QTest::newRow("xml but not svg") << QByteArray("<?xml version=\"1.0\"?><html/>") << int(PictureKind::None);
        QTest::newRow("unfinished prolog") << QByteArray("<?xml version=\"1.0\"") << int(PictureKind::None);
        QTest::newRow("empty") << QByteArray() << int(PictureKind::None);
    }
    void sniffing()
    {
        QFETCH(QByteArray, head);
        QFETCH(int, kind);
        QCOMPARE(int(sniffPicture(head.toStdString())), kind);
    }

    // The one reader opens such pictures as their grid (it read them as a code before:
    // "bad character at position 1: '<'").
    void readAsGrid_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("8 KB DOCTYPE") << QByteArray::fromStdString(svgWith(longDoctype(8192)));
        QTest::newRow("utf-16 le") << QByteArray::fromStdString(utf16(svgWith("<?xml version=\"1.0\"?>\n"), true, true));
        QTest::newRow("utf-16 be") << QByteArray::fromStdString(utf16(svgWith(""), false, true));
    }
    void readAsGrid()
    {
        QFETCH(QByteArray, bytes);
        const std::string text = bytes.toStdString();
        QCOMPARE(readPictureRecord(text).value(), record);
        const auto grid = readGrid(text);
        QVERIFY2(grid.ok(), grid.ok() ? "" : grid.error().message().c_str());
        QCOMPARE(grid->picture, PictureKind::Svg);
        QCOMPARE(grid->format, GridFormat::Msr);
    }
};

QTEST_APPLESS_MAIN(TestPictureRecord)
#include "tst_picturerecord.moc"
