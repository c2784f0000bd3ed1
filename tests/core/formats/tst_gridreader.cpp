// The one reader (core/GridReader, core/PictureRecord, core/GridFile): what each text is read
// as, the notices that say what was decided, pictures, files that are not files, and a
// differential round trip: every format of random grids of all four variants reads back as
// the grid and variant that were written.

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/GridFile.h"
#include "core/formats/GridReader.h"
#include "core/formats/Msr.h"
#include "core/rules/MoveText.h"
#include "tests/core/support/LayeredGames.h"
#include "tests/core/support/TestSupport.h"
#include "tests/core/support/ZlibDeflate.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

using namespace morpion;
using namespace morpion::test;

Q_DECLARE_METATYPE(morpion::Variant)
Q_DECLARE_METATYPE(morpion::GridFormat)
Q_DECLARE_METATYPE(morpion::ErrorKind)

namespace {

const std::string code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const std::string code82 = "LG4VXOFJjGWQMXhsY7aRf+/97Y";

std::string record(const char* name)
{
    return readData(QStringLiteral("records/") + QString::fromLatin1(name)).toStdString();
}

// A PNG of chunks (CRCs left 0: the reader does not check them).
std::string pngChunk(const std::string& type, const std::string& data)
{
    std::string out;
    const auto n = static_cast<std::uint32_t>(data.size());
    out += static_cast<char>(n >> 24);
    out += static_cast<char>(n >> 16);
    out += static_cast<char>(n >> 8);
    out += static_cast<char>(n);
    out += type + data + std::string(4, '\0');
    return out;
}

std::string png(const std::string& chunks)
{
    return std::string("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", std::string(13, '\1')) + chunks + pngChunk("IDAT", "pixels") +
           pngChunk("IEND", "");
}

// The moves of a code, one per line, with no comment.
std::string moveList(Variant v, const std::string& code)
{
    std::string out;
    for (const Move& m : decodeLayerCode(v, code)->movesInOrder())
        out += formatMove(m) + "\n";
    return out;
}

std::string compactRecord(Variant v, const std::vector<Move>& moves)
{
    auto pretty = writeMsr(v, moves);
    auto json = Json::parse(*pretty);
    return json->dump(false);
}

} // namespace

class TestGridReader : public QObject {
    Q_OBJECT

private slots:
    // What a text is read as, in which variant, with how many moves, and the notices.
    void readAs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<GridFormat>("format");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("notice"); // a ReadNotice::Kind, or -1 for none
        const auto none = -1;
        QTest::newRow("code") << QByteArray(code178.c_str()) << GridFormat::Code << Variant::T5 << 178 << none;
        QTest::newRow("code, prefix") << QByteArray(("5D:" + code82).c_str()) << GridFormat::Code << Variant::D5 << 82 << none;
        QTest::newRow("code, prefix with space")
            << QByteArray(("5d : " + code82).c_str()) << GridFormat::Code << Variant::D5 << 82 << none;
        QTest::newRow("code, wrapped, CRLF") << QByteArray("LoyBD5plSCpD5FoFiiitZT6074\r\n  dfe79eZN1sxUc/drP/+0vf/7fw\r\n")
                                             << GridFormat::Code << Variant::T5 << 178 << none;
        QTest::newRow("code, byte-order mark")
            << QByteArray(("\xEF\xBB\xBF" + code178).c_str()) << GridFormat::Code << Variant::T5 << 178 << none;
        QTest::newRow("code that is also a number")
            << QByteArray("L0") << GridFormat::Code << Variant::T5 << 6 << int(ReadNotice::Kind::OtherReading);
        QTest::newRow("number that runs out")
            << QByteArray("t0Uchf9xl") << GridFormat::Number << Variant::T5 << 35 << int(ReadNotice::Kind::NumberRunsOut);
        QTest::newRow("number") << QByteArray("Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7")
                                << GridFormat::Number << Variant::T5 << 135 << none;
        QTest::newRow("move list, BOM") << QByteArray("\xEF\xBB\xBF# two moves\r\n2, 2 - (0,4,ne)\r\n3, 10 - (3,6,s)\r\n")
                                        << GridFormat::Moves << Variant::D5 << 2 << int(ReadNotice::Kind::StrictestVariant);
        // As `morpion-cli moves` prints them: no comment names the variant.
        QTest::newRow("move list of a 5D game") << QByteArray(moveList(Variant::D5, code82).c_str()) << GridFormat::Moves
                                                << Variant::D5 << 82 << int(ReadNotice::Kind::StrictestVariant);
        QTest::newRow("move list of a 5T game")
            << QByteArray(moveList(Variant::T5, code178).c_str()) << GridFormat::Moves << Variant::T5 << 178 << none;
        QTest::newRow("move list of a 4T game")
            << QByteArray(moveList(Variant::T4, "C0mESiqv75tz9v7/2").c_str()) << GridFormat::Moves << Variant::T4 << 62 << none;
        QTest::newRow("move list naming 5D")
            << QByteArray("# 5D grid, 1 moves\n2, 2 - (0,4,ne)\n") << GridFormat::Moves << Variant::D5 << 1 << none;
        QTest::newRow("Pentasol 5D: strictest") << QByteArray(record("5D-rosin82.pentasol.txt").c_str()) << GridFormat::Pentasol
                                                << Variant::D5 << 82 << int(ReadNotice::Kind::StrictestVariant);
        QTest::newRow("Pentasol 5T only") << QByteArray(record("5T-bruneau170.pentasol.txt").c_str()) << GridFormat::Pentasol
                                          << Variant::T5 << 170 << none;
        QTest::newRow("Pentasol naming 5T") << QByteArray(("# 5T grid, 82 moves\n" + record("5D-rosin82.pentasol.txt")).c_str())
                                            << GridFormat::Pentasol << Variant::T5 << 82 << none;
        QTest::newRow("Pentasol, program's comment")
            << QByteArray(("# Morpion Layers: 5T 82 moves\n" + record("5D-rosin82.pentasol.txt")).c_str()) << GridFormat::Pentasol
            << Variant::T5 << 82 << none;
        QTest::newRow("Pentasol naming an illegal variant")
            << QByteArray(("# 5D grid\n" + record("5T-bruneau170.pentasol.txt")).c_str()) << GridFormat::Pentasol << Variant::T5
            << 170 << int(ReadNotice::Kind::NamedVariantIllegal);
        QTest::newRow("Pentasol after a prefix") << QByteArray(("5T: " + record("5D-rosin82.pentasol.txt")).c_str())
                                                 << GridFormat::Pentasol << Variant::T5 << 82 << none;
        QTest::newRow("MSR") << QByteArray(record("4T-hyyroporanen62.msr.json").c_str()) << GridFormat::Msr << Variant::T4 << 62
                             << none;
        std::string wrongCode = record("5T-rosin178.msr.json");
        wrongCode.insert(wrongCode.find('{') + 1, "\"code\": \"" + code82 + "\",");
        QTest::newRow("MSR, code disagrees")
            << QByteArray(wrongCode.c_str()) << GridFormat::Msr << Variant::T5 << 178 << int(ReadNotice::Kind::RecordMismatch);
        QTest::newRow("MSR, BOM") << QByteArray(("\xEF\xBB\xBF" + record("5T-rosin178.msr.json")).c_str()) << GridFormat::Msr
                                  << Variant::T5 << 178 << none;
    }
    void readAs()
    {
        QFETCH(QByteArray, text);
        QFETCH(GridFormat, format);
        QFETCH(Variant, variant);
        QFETCH(int, score);
        QFETCH(int, notice);
        const auto grid = readGrid(text.toStdString());
        QVERIFY2(grid.ok(), grid.ok() ? "" : grid.error().message().c_str());
        QCOMPARE(grid->format, format);
        QCOMPARE(grid->variant, variant);
        QCOMPARE(int(grid->moves.size()), score);
        if (notice < 0) {
            QVERIFY2(grid->notices.empty(), grid->notices.empty() ? "" : grid->notices.front().phrase().english().c_str());
        } else {
            QCOMPARE(int(grid->notices.size()), 1);
            QCOMPARE(int(grid->notices.front().kind), notice);
            QVERIFY(!grid->notices.front().phrase().english().empty());
        }
        QCOMPARE(grid->record.has_value(), format == GridFormat::Msr || format == GridFormat::Ms1);
    }

    // The other reading a notice offers is there when asked for.
    void otherReadings()
    {
        const auto asNumber = readGrid("L0", {GridFormat::Number});
        QVERIFY(asNumber.ok());
        QCOMPARE(int(asNumber->moves.size()), 1);
        QVERIFY(asNumber->notices.empty());
        GridReadOptions as5T;
        as5T.variant = Variant::T5;
        as5T.variantForced = true;
        const auto pentasol = readGrid(record("5D-rosin82.pentasol.txt"), as5T);
        QVERIFY(pentasol.ok());
        QCOMPARE(pentasol->variant, Variant::T5);
        QVERIFY(pentasol->notices.empty());
        // A user's --variant wins over the file's own comment.
        const auto forced = readGrid("# 5D grid\n2, 2 - (0,4,ne)\n", as5T);
        QVERIFY(forced.ok());
        QCOMPARE(forced->variant, Variant::T5);
    }

    // Errors name what and where; positions count bytes of the whole text.
    void bad_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<GridFormat>("format");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<int>("position"); // -2: not checked
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray("") << GridFormat::Auto << ErrorKind::EmptyInput << -1 << 0;
        QTest::newRow("blank") << QByteArray(" \r\n\t") << GridFormat::Code << ErrorKind::EmptyInput << -1 << 0;
        QTest::newRow("BOM only") << QByteArray("\xEF\xBB\xBF\n") << GridFormat::Auto << ErrorKind::EmptyInput << -1 << 0;
        QTest::newRow("prefix only") << QByteArray("5D:") << GridFormat::Auto << ErrorKind::EmptyInput << -1 << 0;
        QTest::newRow("bad character") << QByteArray("BBYqjXKmCREUk9zx!uXW3nx3v") << GridFormat::Auto << ErrorKind::BadCharacter
                                       << 16 << 0;
        QTest::newRow("bad character after prefix")
            << QByteArray("5D:LG4V#XOF") << GridFormat::Auto << ErrorKind::BadCharacter << 7 << 0;
        QTest::newRow("bad character, wrapped")
            << QByteArray("  BBYqjXKm\n  CREU!k9") << GridFormat::Auto << ErrorKind::BadCharacter << 17 << 0;
        QTest::newRow("bad character after BOM") << QByteArray("\xEF\xBB\xBF"
                                                               "ab!")
                                                 << GridFormat::Code << ErrorKind::BadCharacter << 5 << 0;
        QTest::newRow("unknown variant") << QByteArray("6X:BBYq") << GridFormat::Auto << ErrorKind::UnknownVariant << 0 << 0;
        QTest::newRow("two codes are not one number")
            << QByteArray("////\n////") << GridFormat::Auto << ErrorKind::ConflictingMoves << -2 << 0;
        QTest::newRow("move list, illegal") << QByteArray("2, 2 - (0,4,ne)\r\n2, 2 - (0,4,ne)\r\n") << GridFormat::Auto
                                            << ErrorKind::IllegalMove << -1 << 2;
        QTest::newRow("MSR, cut short") << QByteArray("{\"variant\": \"5T\", \"moves\": [") << GridFormat::Auto
                                        << ErrorKind::Syntax << -2 << 1;
        QTest::newRow("code asked, move list given")
            << QByteArray("2, 2 - (0,4,ne)") << GridFormat::Code << ErrorKind::BadCharacter << 1 << 0;
        QTest::newRow("picture without a record")
            << QByteArray(png("").c_str(), int(png("").size())) << GridFormat::Auto << ErrorKind::NoRecord << -1 << 0;
        QTest::newRow("SVG without a record") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>")
                                              << GridFormat::Auto << ErrorKind::NoRecord << -1 << 0;
        QTest::newRow("SVG end tag out of place")
            << QByteArray("<svg><metadata><msr>{\"a\":1</metadata></svg>") << GridFormat::Auto << ErrorKind::Syntax << -1 << 1;
        QTest::newRow("Pentasol after an unknown prefix")
            << QByteArray("6X:(28,28)\n") << GridFormat::Auto << ErrorKind::UnknownVariant << 0 << 0;
        QTest::newRow("SVG not well formed") << QByteArray("<svg>\n<metadata>\n<msr>{&bogus;}</msr></metadata></svg>")
                                             << GridFormat::Auto << ErrorKind::Syntax << -1 << 3;
    }
    void bad()
    {
        QFETCH(QByteArray, text);
        QFETCH(GridFormat, format);
        QFETCH(ErrorKind, kind);
        QFETCH(int, position);
        QFETCH(int, line);
        const auto grid = readGrid(std::string_view(text.constData(), std::size_t(text.size())), {format});
        QVERIFY(!grid.ok());
        const std::string message = grid.error().message();
        QVERIFY2(grid.error().kind == kind, message.c_str());
        if (position != -2)
            QVERIFY2(grid.error().position == position, message.c_str());
        QVERIFY2(grid.error().line == line, message.c_str());
    }

    // Neither a code nor a number: the message quotes why it is no number whole, with the
    // kind of the error and its position (a quoted error keeps them in every language).
    void neitherCodeNorNumber()
    {
        const auto grid = readGrid(std::string(1300, '/'));
        QVERIFY(!grid.ok());
        QCOMPARE(grid.error().kind, ErrorKind::ConflictingMoves);
        const std::string message = grid.error().message();
        QVERIFY2(message.find("; not a layer code, nor a game number: input too large at position 1254: 1300 digits; a 5T "
                              "game number has at most 1253") != std::string::npos,
                 message.c_str());
    }

    // The record of a picture: PNG text chunks of the three kinds, SVG metadata with
    // namespaces, entities, CDATA and comments.
    void pictures_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const std::vector<Move> moves = decodeLayerCode(Variant::D5, code82)->movesInOrder();
        const std::string json = compactRecord(Variant::D5, moves);
        const auto row = [](const char* name, const std::string& bytes) {
            QTest::newRow(name) << QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
        };
        row("PNG tEXt", png(pngChunk("tEXt", std::string("Software\0x", 10)) + pngChunk("tEXt", std::string("msr\0", 4) + json)));
        row("PNG zTXt", png(pngChunk("zTXt", std::string("msr\0\0", 5) + deflateForTest(json, false))));
        row("PNG iTXt", png(pngChunk("iTXt", std::string("msr\0\0\0en\0\0", 10) + json)));
        row("PNG iTXt compressed", png(pngChunk("iTXt", std::string("msr\0\1\0\0\0", 8) + deflateForTest(json, false))));
        row("PNG, record after the pixels", png(pngChunk("IDAT", "more") + pngChunk("tEXt", std::string("msr\0", 4) + json)));
        std::string escaped;
        for (const char c : json)
            escaped += c == '"' ? std::string("&quot;") : c == '{' ? std::string("&#123;") : std::string(1, c);
        row("SVG", "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<metadata id=\"msr\"><msr "
                   "xmlns=\"urn:x-morpion:msr\" version=\"0.1\">" +
                       escaped + "</msr></metadata><rect width=\"2\"/></svg>");
        row("SVG, prefixed, CDATA, comment",
            "\xEF\xBB\xBF<!-- drawn --><!DOCTYPE svg [<!ENTITY x \"y\">]>\n<svg><g><metadata><m:msr "
            "xmlns:m=\"urn:x\" a='>'><!-- c --><![CDATA[" +
                json + "]]></m:msr></metadata></g></svg>");
    }
    void pictures()
    {
        QFETCH(QByteArray, bytes);
        const auto grid = readGrid(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY2(grid.ok(), grid.ok() ? "" : grid.error().message().c_str());
        QVERIFY(grid->picture != PictureKind::None);
        QCOMPARE(grid->format, GridFormat::Msr);
        QCOMPARE(grid->variant, Variant::D5);
        QCOMPARE(encodeLayerCode(grid->variant, grid->moves).value(), code82);
    }

    // Differential round trip: write → read gives the same grid (and order, where the format
    // keeps it) and variant, for every format and variant.
    void roundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<GridFormat>("format");
        QTest::addColumn<int>("seed");
        for (const Variant v : allVariants)
            for (const GridFormat f : {GridFormat::Code, GridFormat::Number, GridFormat::Moves, GridFormat::Pentasol,
                                       GridFormat::Msr, GridFormat::Ms1})
                QTest::addRow("%s %s", variantName(v).data(), gridFormatName(f).data()) << v << f << int(f) * 7 + int(v);
    }
    void roundTrip()
    {
        QFETCH(Variant, variant);
        QFETCH(GridFormat, format);
        QFETCH(int, seed);
        Random rng(static_cast<std::uint64_t>(seed));
        for (int game = 0; game < 25; ++game) {
            GridRead written;
            written.variant = variant;
            // Every third game unfinished; the first is the empty grid.
            written.moves = game == 0 ? std::vector<Move>{} : randomGame(variant, rng, game % 3 == 0 ? game : -1);
            const auto text = writeGrid(written, format);
            QVERIFY2(text.ok(), text.ok() ? "" : text.error().message().c_str());
            auto read = readGrid(*text);
            QVERIFY2(read.ok(), (read.ok() ? "" : read.error().message() + " reading " + *text).c_str());
            // A number that is also a code reads as the code, and says so.
            if (format == GridFormat::Number && read->format == GridFormat::Code) {
                QCOMPARE(int(read->notices.size()), 1);
                QCOMPARE(read->notices.front().kind, ReadNotice::Kind::OtherReading);
                read = readGrid(*text, {GridFormat::Number});
                QVERIFY(read.ok());
            }
            QCOMPARE(read->format, format);
            QCOMPARE(read->variant, variant);
            if (format == GridFormat::Code)
                QCOMPARE(sorted(read->moves), sorted(written.moves));
            else
                QCOMPARE(read->moves, written.moves);
            // And again: the text written from what was read is the same text.
            QCOMPARE(writeGrid(*read, format).value(), *text);
        }
    }

    // A record's own fields go along when it is written again.
    void recordFieldsKept()
    {
        const auto read = readGrid(record("5T-rosin178.msr.json"));
        QVERIFY(read.ok());
        const auto again = readGrid(writeGrid(*read, GridFormat::Msr).value());
        QVERIFY(again.ok());
        for (const auto& [key, value] : read->record->document.members()) {
            const Json* kept = again->record->document.find(key);
            QVERIFY2(kept && *kept == value, key.c_str());
        }
    }

    // A grid's fields (title, author, source, date, comment) go through every format that
    // keeps them: MSR and MS1 as the record's fields, Pentasol as "# key: value" comments,
    // and from one to the other.
    void fieldsThroughEveryFormat_data()
    {
        QTest::addColumn<GridFormat>("format");
        QTest::newRow("msr") << GridFormat::Msr;
        QTest::newRow("ms1") << GridFormat::Ms1;
        QTest::newRow("pentasol") << GridFormat::Pentasol;
    }
    void fieldsThroughEveryFormat()
    {
        QFETCH(GridFormat, format);
        GridRead grid = readGrid(code178).value();
        const std::pair<GridInfo::Field, std::string> fields[] = {
            {GridInfo::Field::Title, "Rosin's 178, again"},
            {GridInfo::Field::Author, "Christopher D. Rosin"},
            {GridInfo::Field::Source, "https://example.org/178"},
            {GridInfo::Field::Date, "2011-08"},
            {GridInfo::Field::Comment, "178"}, // text that is JSON too
        };
        for (const auto& [field, value] : fields)
            grid.info.setValue(field, value);
        const auto text = writeGrid(grid, format);
        QVERIFY(text.ok());
        const auto read = readGrid(*text);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        QCOMPARE(read->format, format);
        for (const auto& [field, value] : fields)
            QCOMPARE(read->info.value(field), value);
        // On to the other formats: the fields stay.
        for (const GridFormat other : {GridFormat::Msr, GridFormat::Pentasol}) {
            const auto again = readGrid(writeGrid(*read, other).value());
            QVERIFY(again.ok());
            for (const auto& [field, value] : fields)
                QCOMPARE(again->info.value(field), value);
        }
    }

    // Only regular files are read, and the size limit holds while reading.
    void files()
    {
        QTemporaryDir dir;
        const std::string path = QFile::encodeName(dir.filePath(QStringLiteral("grid.txt"))).toStdString();
        {
            QFile f(QString::fromStdString(path));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(code178));
        }
        QCOMPARE(readGridFile(path).value(), code178);
        QCOMPARE(readGridFile(path, code178.size()).value(), code178);
        const auto small = readGridFile(path, 10);
        QVERIFY(!small.ok());
        QCOMPARE(small.error().kind, ErrorKind::TooLarge);

        const auto zero = readGridFile("/dev/zero");
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().kind, ErrorKind::Io);
        QVERIFY(zero.error().detail.english().find("not a regular file") != std::string::npos);

        const std::string fifo = QFile::encodeName(dir.filePath(QStringLiteral("fifo"))).toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const auto fromFifo = readGridFile(fifo); // must not wait for a writer
        QVERIFY(!fromFifo.ok());
        QVERIFY(fromFifo.error().detail.english().find("not a regular file") != std::string::npos);

        const auto folder = readGridFile(QFile::encodeName(dir.path()).toStdString());
        QVERIFY(!folder.ok());
        QVERIFY(folder.error().detail.english().find("is a directory") != std::string::npos);

        const auto missing = readGridFile(path + ".none");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, ErrorKind::Io);
    }

    // Read as a game number, a file is read only as far as the longest legal number's text
    // can reach: a huge one is refused with the limit in the message after limit + 1
    // bytes, and the same text in memory is refused at the same limit, unread.
    void longGameNumber()
    {
        const GridTextLimit limit = gridTextLimit(GridFormat::Number);
        std::size_t longest = 0;
        for (const Variant v : allVariants)
            longest = std::max(longest, maxGameNumberLength(v));
        QVERIFY(limit.bytes >= 2 * longest);
        QVERIFY(limit.bytes < (64u << 10));
        QCOMPARE(gridTextLimit(GridFormat::Auto).bytes, maxGridFileBytes);

        QTemporaryDir dir;
        const std::string path = QFile::encodeName(dir.filePath(QStringLiteral("number.txt"))).toStdString();
        const std::string digits(1u << 20, '7');
        {
            QFile f(QString::fromStdString(path));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(digits.data(), static_cast<qint64>(digits.size())), static_cast<qint64>(digits.size()));
        }
        const auto fd = openRegularFile(path);
        QVERIFY(fd.ok());
        const auto read = readGridStream(*fd, path, limit.bytes, limit.why);
        const ::off_t consumed = ::lseek(*fd, 0, SEEK_CUR);
        ::close(*fd);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::TooLarge);
        const QString message = QString::fromStdString(read.error().message());
        QVERIFY2(message.contains(QString::number(limit.bytes)) && message.contains(QStringLiteral("game number")) &&
                     message.contains(QString::number(longest)) && message.contains(QStringLiteral("number.txt")),
                 qPrintable(message));
        QCOMPARE(static_cast<std::size_t>(consumed), limit.bytes + 1);

        GridReadOptions asNumber;
        asNumber.format = GridFormat::Number;
        const auto inMemory = readGrid(digits, asNumber);
        QVERIFY(!inMemory.ok());
        QCOMPARE(inMemory.error().kind, ErrorKind::TooLarge);
        QCOMPARE(inMemory.error().position, static_cast<std::int64_t>(limit.bytes));
        QVERIFY(QString::fromStdString(inMemory.error().message()).contains(QString::number(longest)));
        // A legal number with a prefix, a thousand leading zeros and CRLF line breaks every
        // 60 characters stays within the limit and reads.
        const auto grid178 = readGrid(code178);
        QVERIFY(grid178.ok());
        const auto number = writeGrid(*grid178, GridFormat::Number);
        QVERIFY(number.ok());
        const std::string bare = std::string(1000, 'A') + number->substr(0, number->size() - 1);
        std::string wrapped = "5T:\r\n";
        for (std::size_t i = 0; i < bare.size(); i += 60)
            wrapped += bare.substr(i, 60) + "\r\n";
        QVERIFY(wrapped.size() <= limit.bytes);
        const auto back = readGrid(wrapped, asNumber);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        QCOMPARE(back->moves.size(), std::size_t{178});
        // The documented room, four times the longest number (white space and leading
        // zeros), is read to its last byte; a byte more is refused.
        std::string exact = wrapped + std::string(4 * longest - wrapped.size(), ' ');
        const auto atLimit = readGrid(exact, asNumber);
        QVERIFY2(atLimit.ok(), atLimit.ok() ? "" : atLimit.error().message().c_str());
        QCOMPARE(atLimit->moves.size(), std::size_t{178});
        const auto past = readGrid(exact + " ", asNumber);
        QVERIFY(!past.ok());
        QCOMPARE(past.error().kind, ErrorKind::TooLarge);
    }

    // A code or number takes at most the longest code any reader takes, or a game number's
    // text (its leading zeros included), whichever is more: a longer text (16 MiB of code
    // characters, say) is refused at the
    // first character past it, before it is copied, with the position in the whole text;
    // a code padded with 'A's up to the limit still reads.
    void codeTextBounded_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<int>("wrap"); // a line break every `wrap` characters, 0 for none
        QTest::newRow("bare") << QString() << 0;
        QTest::newRow("prefix, lines of 60") << QStringLiteral("5T:\r\n") << 60;
    }
    void codeTextBounded()
    {
        QFETCH(QString, prefix);
        QFETCH(int, wrap);
        const std::size_t most = std::max(maxCollectionCodeLength, gridTextLimit(GridFormat::Number).bytes);
        const auto text = [&](std::size_t chars) {
            const std::string bare = std::string(code178) + std::string(chars - code178.size(), 'A');
            std::string out = prefix.toStdString();
            for (std::size_t i = 0; i<bare.size(); i += wrap> 0 ? std::size_t(wrap) : bare.size())
                out += bare.substr(i, wrap > 0 ? std::size_t(wrap) : bare.size()) + (wrap > 0 ? "\r\n" : "");
            return out;
        };
        for (const GridFormat format : {GridFormat::Auto, GridFormat::Code}) {
            GridReadOptions options;
            options.format = format;
            const auto whole = readGrid(text(most), options);
            QVERIFY2(whole.ok(), whole.ok() ? "" : whole.error().message().c_str());
            QCOMPARE(whole->moves.size(), std::size_t{178});
            for (const std::size_t chars : {most + 1, std::size_t{16} << 20}) {
                const std::string long_ = text(chars);
                const auto refused = readGrid(long_, options);
                QVERIFY(!refused.ok());
                QCOMPARE(refused.error().kind, ErrorKind::TooLarge);
                // The byte of the first character past the limit.
                std::size_t at = 0, seen = 0;
                for (std::size_t i = std::size_t(prefix.size()); i < long_.size(); ++i)
                    if (long_[i] != '\r' && long_[i] != '\n' && seen++ == most) {
                        at = i;
                        break;
                    }
                QCOMPARE(refused.error().position, static_cast<std::int64_t>(at));
            }
        }
        // Positions of other errors are still those of the whole text.
        const auto bad = readGrid(prefix.toStdString() + "BBYq\n jXKm*CREU");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().kind, ErrorKind::BadCharacter);
        QCOMPARE(bad.error().position, static_cast<std::int64_t>(prefix.toUtf8().size() + 10));
    }

    // A large SVG costs no more than its bytes: the record near the top is found in one
    // pass, and a drawing without one is walked through once.
    void largeSvg()
    {
        const std::string json = compactRecord(Variant::T5, decodeLayerCode(Variant::T5, code178)->movesInOrder());
        std::string svg = "<svg><metadata><msr>" + json + "</msr></metadata>";
        std::string rect = "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>\n";
        svg.reserve(svg.size() + 200000 * rect.size());
        for (int i = 0; i < 200000; ++i)
            svg += rect;
        svg += "</svg>";
        const auto grid = readGrid(svg);
        QVERIFY(grid.ok());
        QCOMPARE(int(grid->moves.size()), 178);
        const std::string noRecord = "<svg>" + svg.substr(svg.find("</metadata>") + 11);
        const auto none = readGrid(noRecord);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().kind, ErrorKind::NoRecord);
    }
    // The reader keeps the layering it decoded; the game made from it is the game made from
    // its moves, and a code is layered once from the text to whoever draws or writes it
    // (LayerCoder::runs counts; codes/tst_layeredgame plays such games).
    void layeringHandedOn_data() { addCodedGridRows(); }
    void layeringHandedOn()
    {
        QFETCH(int, grid);
        const std::uint64_t before = LayerCoder::runs();
        const auto reading = readGrid(codedGrids[grid].text);
        QVERIFY(reading.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1}); // the decode
        QVERIFY(reading->layering.has_value());
        QCOMPARE(reading->layering->movesInOrder(), reading->moves);
        const auto game = layeredGame(*reading);
        QVERIFY(game.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1}); // nothing layered again
        const auto replayed = LayeredGame::of(reading->variant, reading->moves);
        QVERIFY(replayed.ok());
        compareGames(*game, *replayed);
        // Written back as a code: from the layering, the same text.
        const std::uint64_t written = LayerCoder::runs();
        const auto text = writeGrid(*reading, GridFormat::Code);
        QVERIFY(text.ok());
        QCOMPARE(LayerCoder::runs(), written);
        QCOMPARE(readGrid(*text)->layering->bits(), reading->layering->bits());
    }

    // Other formats carry no layering: it is computed once, when asked for.
    void otherFormatsLayerOnce()
    {
        const auto code = readGrid(codedGrids[0].text);
        QVERIFY(code.ok());
        GridRead list;
        list.variant = code->variant;
        list.moves = code->moves;
        const std::uint64_t before = LayerCoder::runs();
        const auto game = layeredGame(list);
        QVERIFY(game.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1});
        compareGames(*game, LayeredGame::of(code->variant, code->moves).value());
    }
};

QTEST_APPLESS_MAIN(TestGridReader)
#include "tst_gridreader.moc"
