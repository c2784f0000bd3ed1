// Writing the record a picture carries (core/formats/PictureRecord.h), which the desktop
// program's exports and the web page share: the record is ASCII JSON, goes into a PNG as
// one tEXt chunk after IHDR with its CRC and into an SVG as <metadata>, replaces an older
// one, and reads back through the one reader as the same grid with its information.

#include "core/codes/LayerCode.h"
#include "core/formats/GridReader.h"
#include "core/formats/PictureRecord.h"

#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <string>
#include <zlib.h>

using namespace morpion;

namespace {

const std::string code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";

std::string chunk(const std::string& type, const std::string& data)
{
    std::string out;
    const auto n = static_cast<std::uint32_t>(data.size());
    for (int shift = 24; shift >= 0; shift -= 8)
        out += static_cast<char>(n >> shift);
    out += type + data;
    const auto crc = static_cast<std::uint32_t>(
        crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef*>(out.data() + 4), static_cast<uInt>(out.size() - 4)));
    for (int shift = 24; shift >= 0; shift -= 8)
        out += static_cast<char>(crc >> shift);
    return out;
}

const std::string signature("\x89PNG\r\n\x1a\n", 8);

std::string png(const std::string& extra = {})
{
    return signature + chunk("IHDR", std::string(13, '\1')) + extra + chunk("IDAT", "pixels") + chunk("IEND", "");
}

// The PNG's chunks as (type, data), each CRC checked.
std::vector<std::pair<std::string, std::string>> chunks(const std::string& bytes)
{
    std::vector<std::pair<std::string, std::string>> out;
    std::size_t pos = 8;
    while (pos + 12 <= bytes.size()) {
        std::uint32_t n = 0;
        for (int i = 0; i < 4; ++i)
            n = (n << 8) | static_cast<unsigned char>(bytes[pos + static_cast<std::size_t>(i)]);
        const std::string whole = bytes.substr(pos, 12 + n);
        if (chunk(whole.substr(4, 4), whole.substr(8, n)) != whole)
            return {{"bad CRC", whole.substr(4, 4)}};
        out.emplace_back(whole.substr(4, 4), whole.substr(8, n));
        pos += 12 + n;
    }
    return out;
}

GridInfo info()
{
    GridInfo i;
    i.setValue(GridInfo::Field::Title, "Rosin’s grid → 178 😀");
    i.setValue(GridInfo::Field::Author, "a<b & c>d ]]>");
    return i;
}

} // namespace

class TestPictureWrite : public QObject {
    Q_OBJECT

private slots:
    void recordIsAsciiJson()
    {
        const auto moves = decodeLayerCode(Variant::T5, code178)->movesInOrder();
        const auto record = pictureRecord(Variant::T5, moves, info());
        QVERIFY(record.ok());
        for (const char c : *record)
            QVERIFY2(static_cast<unsigned char>(c) < 128, record->c_str());
        QVERIFY(record->find("\\u2019") != std::string::npos);        // ’
        QVERIFY(record->find("\\ud83d\\ude00") != std::string::npos); // 😀 as a surrogate pair
        QVERIFY(record->find('\n') == std::string::npos);
        // The JSON reads back to the same text.
        const auto grid = readGrid(*record);
        QVERIFY(grid.ok());
        QCOMPARE(grid->info.value(GridInfo::Field::Title), info().value(GridInfo::Field::Title));
    }

    void pictureRoundTrip_data()
    {
        QTest::addColumn<bool>("svg");
        QTest::addColumn<QByteArray>("old");
        QTest::newRow("png") << false << QByteArray();
        QTest::newRow("png over a tEXt record") << false << QByteArray("tEXt");
        QTest::newRow("png over a zTXt record") << false << QByteArray("zTXt");
        QTest::newRow("svg") << true << QByteArray();
        QTest::newRow("svg over a record") << true << QByteArray("svg");
    }
    void pictureRoundTrip()
    {
        QFETCH(bool, svg);
        QFETCH(QByteArray, old);
        const auto moves = decodeLayerCode(Variant::T5, code178)->movesInOrder();
        const std::string record = pictureRecord(Variant::T5, moves, info()).value();
        const std::string oldRecord = pictureRecord(Variant::T5, {}).value();
        std::string picture;
        if (svg) {
            picture = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\">\n<rect "
                      "width=\"2\"/>\n</svg>\n";
            if (!old.isEmpty())
                picture = withSvgRecord(picture, oldRecord).value();
        } else {
            picture = old.isEmpty() ? png() : png(chunk(old.toStdString(), std::string("msr\0", 4) + "stale"));
        }
        const auto written = svg ? withSvgRecord(picture, record) : withPngRecord(picture, record);
        QVERIFY2(written.ok(), written.ok() ? "" : written.error().message().c_str());
        QCOMPARE(readPictureRecord(*written).value(), record);
        const auto grid = readGrid(*written);
        QVERIFY(grid.ok());
        QCOMPARE(encodeLayerCode(grid->variant, grid->moves).value(), code178);
        QCOMPARE(grid->moves, moves);
        QCOMPARE(grid->info.value(GridInfo::Field::Author), std::string("a<b & c>d ]]>"));
        if (svg) {
            QCOMPARE(written->find("<metadata"), written->rfind("<metadata")); // one record
            QVERIFY(written->find("<metadata") > written->find("<svg"));
            QVERIFY(written->find("a<b") == std::string::npos);
            return;
        }
        const auto list = chunks(*written);
        QCOMPARE(list.size(), std::size_t(4));
        QCOMPARE(list[0].first, std::string("IHDR"));
        QCOMPARE(list[1].first, std::string("tEXt")); // right after IHDR, its CRC right
        QCOMPARE(list[1].second, std::string("msr\0", 4) + record);
        QCOMPARE(list[2].first, std::string("IDAT"));
        QCOMPARE(list[3].first, std::string("IEND"));
    }

    void notPictures_data()
    {
        QTest::addColumn<bool>("svg");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("not a png") << false << QByteArray("GIF89a") << "not a PNG picture";
        const std::string cut = png().substr(0, 47); // inside the pixels
        QTest::newRow("cut png") << false << QByteArray::fromStdString(cut) << "cut short in its IDAT chunk";
        QTest::newRow("png ending in a header") << false << QByteArray::fromStdString(png() + "abc") << "inside a chunk's header";
        QTest::newRow("no svg tag") << true << QByteArray("<?xml version=\"1.0\"?><html/>") << "no <svg> tag";
        QTest::newRow("svg tag cut") << true << QByteArray("<svg xmlns=") << "no <svg> tag";
    }
    void notPictures()
    {
        QFETCH(bool, svg);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const std::string text = bytes.toStdString();
        const auto written = svg ? withSvgRecord(text, "{}") : withPngRecord(text, "{}");
        QVERIFY(!written.ok());
        QCOMPARE(written.error().kind, ErrorKind::Syntax);
        const QString message = QString::fromStdString(written.error().message());
        QVERIFY2(message.contains(says), qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(TestPictureWrite)
#include "tst_picturewrite.moc"
