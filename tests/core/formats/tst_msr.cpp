// MSR records (JSON and the compact MS1 form): the real record files, round trips of
// random games in every variant, unknown fields kept, derived fields checked, and bad or
// hostile input of every kind.

#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/formats/Json.h"
#include "core/formats/Msr.h"
#include "core/rules/Position.h"
#include "tests/common/NoHang.h"
#include "tests/core/support/ReferenceRules.h"
#include "tests/core/support/TestSupport.h"
#include "tests/core/support/ZlibDeflate.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <zlib.h>

using namespace morpion;
using test::deflateForTest;
using test::randomGame;
using test::readData;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// A small legal 5T game written by hand in MSR form, for the bad-input rows below:
// move 1: 3,-1 - (3,-1,s); move 2: 4,3 - (0,3,e) ; move 3: 2,0 - (2,0,e).
const char* smallRecord = R"({
  "version": "0.1",
  "variant": "5T",
  "score": 3,
  "moves": [
    {"x": 3, "y": -1, "dir": "V", "pos": 0},
    {"x": 4, "y": 3, "dir": "H", "pos": 4},
    {"x": 2, "y": 0, "dir": "H", "pos": 0}
  ]
})";

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("test data: '%s' not found", from.c_str());
    return text.replace(at, from.size(), to);
}

std::string inflateForTest(const std::string& data)
{
    z_stream z{};
    inflateInit2(&z, -15);
    std::string out(1 << 20, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = inflate(&z, Z_FINISH);
    out.resize(rc == Z_STREAM_END ? z.total_out : 0);
    inflateEnd(&z);
    return out;
}

std::string ms1Of(const std::string& bytes)
{
    const QByteArray b64 =
        QByteArray::fromStdString(bytes).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    return "MS1:" + b64.toStdString();
}

} // namespace

class TestMsr : public QObject {
    Q_OBJECT

private slots:
    void recordFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("score");
        QTest::newRow("5T 178") << QStringLiteral("records/5T-rosin178.msr.json") << Variant::T5 << 178;
        QTest::newRow("4T 62") << QStringLiteral("records/4T-hyyroporanen62.msr.json") << Variant::T4 << 62;
        QTest::newRow("4D 35") << QStringLiteral("records/4D-hyyroporanen35.msr.json") << Variant::D4 << 35;
    }
    void recordFiles()
    {
        QFETCH(QString, file);
        QFETCH(Variant, variant);
        QFETCH(int, score);
        const QByteArray text = readData(file);
        auto rec = readMsr(text.toStdString());
        QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().message().c_str());
        QCOMPARE(rec->variant, variant);
        QCOMPARE(int(rec->moves.size()), score);
        // The stored score, available_moves, terminal and bbox all agree with the moves.
        QVERIFY2(rec->warnings.empty(), rec->warnings.empty() ? "" : rec->warnings.front().message().c_str());
        // Cross-check the replay against the slow reference rules: legal, and finished.
        test::ReferenceRules ref(variant);
        for (const Move& m : rec->moves) {
            QVERIFY(ref.legal(m));
            ref.play(m);
        }
        QVERIFY(ref.legalMoves().empty());
    }

    // Written back, a published record is the same text plus the "code" line before "moves".
    void recordRoundTripKeepsEverything_data() { recordFiles_data(); }
    void recordRoundTripKeepsEverything()
    {
        QFETCH(QString, file);
        const std::string text = readData(file).toStdString();
        auto rec = readMsr(text);
        QVERIFY(rec.ok());
        auto written = writeMsr(*rec);
        QVERIFY(written.ok());
        const auto code = encodeLayerCode(rec->variant, rec->moves);
        QVERIFY(code.ok());
        const std::string expected = replaced(text, "  \"moves\": [", "  \"code\": \"" + *code + "\",\n  \"moves\": [");
        QCOMPARE(QByteArray::fromStdString(*written), QByteArray::fromStdString(expected));
        // And reading that gives no warning (the code field now agrees too).
        auto again = readMsr(*written);
        QVERIFY(again.ok());
        QVERIFY(again->warnings.empty());
        QVERIFY(again->moves == rec->moves);
    }

    void unknownFieldsKept()
    {
        std::string text = replaced(smallRecord, "\"score\": 3,", "\"score\": 3, \"comment\": {\"by\": [\"me\", 1.50]},");
        text = replaced(text, "\"dir\": \"H\", \"pos\": 4}", "\"dir\": \"H\", \"pos\": 4, \"t\": 12.0}");
        text = replaced(text, "\"version\": \"0.1\",", "\"first\": null, \"version\": \"0.1\",");
        auto rec = readMsr(text);
        QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().message().c_str());
        for (bool compact : {false, true}) {
            std::string out;
            if (compact) {
                auto ms1 = writeMs1(*rec);
                QVERIFY(ms1.ok());
                auto back = readMs1(*ms1);
                QVERIFY(back.ok());
                out = back->document.dump(false);
            } else {
                out = writeMsr(*rec).value();
            }
            auto doc = Json::parse(out);
            QVERIFY(doc.ok());
            // Same order: the unknown "first" still comes first, "comment" after "score".
            QCOMPARE(doc->members().front().first, std::string("first"));
            QCOMPARE(doc->members()[3].first, std::string("score"));
            QCOMPARE(doc->members()[4].first, std::string("comment"));
            QCOMPARE(doc->find("comment")->dump(false), std::string("{\"by\":[\"me\",1.50]}"));
            QCOMPARE(doc->find("moves")->items()[1].find("t")->text(), std::string("12.0"));
            QVERIFY(doc->find("code"));
            Position pos(Variant::T5);
            for (const Move& m : rec->moves)
                pos.play(m);
            QCOMPARE(doc->find("available_moves")->asInteger().value_or(-1), std::int64_t(pos.legalCount()));
        }
    }

    void freshRecordLayout()
    {
        const std::vector<Move> moves = readMsr(smallRecord)->moves;
        auto text = writeMsr(Variant::T5, moves);
        QVERIFY(text.ok());
        auto doc = Json::parse(*text);
        QVERIFY(doc.ok());
        QStringList keys;
        for (const auto& m : doc->members())
            keys << QString::fromStdString(m.first);
        QCOMPARE(keys.join(QLatin1Char(',')), QStringLiteral("version,variant,score,available_moves,terminal,bbox,code,moves"));
        QCOMPARE(doc->find("score")->asInteger().value_or(0), std::int64_t(3));
        QCOMPARE(doc->find("terminal")->asBool(), false);
        // bbox = [min x, min y, max x, max y] over every point: the cross (0..9) and 3,-1.
        QCOMPARE(doc->find("bbox")->dump(false), std::string("[0,-1,9,9]"));
        QCOMPARE(doc->find("code")->text(), encodeLayerCode(Variant::T5, moves).value());
        QCOMPARE(doc->find("moves")->items()[1].dump(false), std::string("{\"x\":4,\"y\":3,\"dir\":\"H\",\"pos\":4}"));
    }

    void randomRoundTrips_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<bool>("compact");
        for (Variant v : allVariants)
            for (bool compact : {false, true})
                QTest::newRow(qPrintable(QString::fromLatin1(variantName(v).data(), 2) +
                                         (compact ? QStringLiteral(" MS1") : QStringLiteral(" JSON"))))
                    << v << compact;
    }
    void randomRoundTrips()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, compact);
        for (int i = 0; i < 60; ++i) {
            // Finished games and unfinished ones (every third stops early).
            const auto moves = randomGame(variant, 1000 + static_cast<std::uint64_t>(i), i % 3 == 0 ? i : -1);
            auto text = compact ? writeMs1(variant, moves) : writeMsr(variant, moves);
            QVERIFY(text.ok());
            if (compact) {
                QVERIFY(text->rfind("MS1:", 0) == 0);
                QVERIFY(text->find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 4) ==
                        std::string::npos);
            }
            auto back = readMsr(*text);
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
            QCOMPARE(back->variant, variant);
            QVERIFY(back->moves == moves);
            QVERIFY(back->warnings.empty());
        }
    }

    // MS1 is exactly "MS1:" + base64url(raw DEFLATE(compact JSON)): check with zlib and Qt.
    void ms1IsRawDeflateOfCompactJson()
    {
        const std::string text = readData(QStringLiteral("records/5T-rosin178.msr.json")).toStdString();
        auto rec = readMsr(text);
        QVERIFY(rec.ok());
        const std::string ms1 = writeMs1(*rec).value();
        QVERIFY(ms1.find('=') == std::string::npos);
        const QByteArray packed = QByteArray::fromBase64(QByteArray::fromStdString(ms1.substr(4)), QByteArray::Base64UrlEncoding);
        const std::string json = inflateForTest(packed.toStdString());
        QVERIFY(!json.empty());
        QVERIFY(json.find('\n') == std::string::npos && json.find(": ") == std::string::npos);
        QCOMPARE(Json::parse(json).value(), Json::parse(writeMsr(*rec).value()).value());
        // And what another program compresses on its own reads back too.
        auto other = readMs1(ms1Of(deflateForTest(Json::parse(text)->dump(false))));
        QVERIFY(other.ok());
        QVERIFY(other->moves == rec->moves);
        // Padding and line breaks, as pasted from a mail, are tolerated.
        QByteArray padded = packed.toBase64(QByteArray::Base64UrlEncoding);
        padded.insert(40, "\r\n  ");
        QVERIFY(readMs1("  MS1:" + padded.toStdString() + "\n").ok());
    }

    void fallbackVariant()
    {
        const std::string noVariant = replaced(smallRecord, "\"variant\": \"5T\",", "");
        auto none = readMsr(noVariant);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().kind, ErrorKind::UnknownVariant);
        auto given = readMsr(noVariant, Variant::D5);
        QVERIFY(given.ok());
        QCOMPARE(given->variant, Variant::D5);
        // The file's own variant wins over the fallback.
        QCOMPARE(readMsr(smallRecord, Variant::D5)->variant, Variant::T5);
    }

    void derivedMismatchesAreWarnings_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::newRow("score") << "\"score\": 3,"
                               << "\"score\": 4,"
                               << "score" << 4;
        QTest::newRow("score as text") << "\"score\": 3,"
                                       << "\"score\": \"3\","
                                       << "score" << 4;
        QTest::newRow("available_moves") << "\"score\": 3,"
                                         << "\"score\": 3, \"available_moves\": 0,"
                                         << "available_moves" << 4;
        QTest::newRow("terminal") << "\"score\": 3,"
                                  << "\"score\": 3, \"terminal\": true,"
                                  << "terminal" << 4;
        QTest::newRow("terminal as number") << "\"score\": 3,"
                                            << "\"score\": 3, \"terminal\": 0,"
                                            << "terminal" << 4;
        QTest::newRow("bbox") << "\"score\": 3,"
                              << "\"score\": 3,\n\"bbox\": [0, 0, 9, 9],"
                              << "bbox" << 5;
        QTest::newRow("bbox short") << "\"score\": 3,"
                                    << "\"score\": 3, \"bbox\": [0, -1, 9],"
                                    << "bbox" << 4;
        QTest::newRow("code") << "\"score\": 3,"
                              << "\"score\": 3, \"code\": \"AAAA\","
                              << "code" << 4;
        // Values of any size are quoted shortened: the message stays a line.
        QTest::newRow("100,000-digit score")
            << "\"score\": 3," << QString("\"score\": %1,").arg(QString(100000, QLatin1Char('9'))) << "score" << 4;
        QTest::newRow("long code") << "\"score\": 3,"
                                   << QString("\"score\": 3, \"code\": \"%1\",").arg(QString(100000, QLatin1Char('A'))) << "code"
                                   << 4;
    }
    void derivedMismatchesAreWarnings()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, field);
        QFETCH(int, line);
        auto rec = readMsr(replaced(smallRecord, from.toStdString(), to.toStdString()));
        QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().message().c_str());
        QCOMPARE(int(rec->moves.size()), 3);
        QCOMPARE(int(rec->warnings.size()), 1);
        const Error& w = rec->warnings.front();
        QCOMPARE(w.kind, ErrorKind::Mismatch);
        QCOMPARE(w.line, line);
        QVERIFY2(QString::fromStdString(w.message()).contains(QLatin1Char('"') + field + QLatin1Char('"')), w.message().c_str());
        QVERIFY2(w.message().size() < 400, w.message().substr(0, 400).c_str());
        // Writing recomputes the field: no warning on the way back.
        auto again = readMsr(writeMsr(*rec).value());
        QVERIFY(again.ok());
        QVERIFY(again->warnings.empty());
    }

    void bad_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line");     // JSON line, 0 when the error names a move index
        QTest::addColumn<int>("position"); // column, or the move's index
        QTest::addColumn<QString>("says");
        const int syntax = int(ErrorKind::Syntax);
        QTest::newRow("truncated") << "\n  ]\n}"
                                   << "" << syntax << 8 << 42 << "unterminated array";
        QTest::newRow("not an object") << "{\n  \"version\""
                                       << "[\n  \"version\"" << syntax << 2 << 11 << "expected ',' or ']'";
        QTest::newRow("root is an array") << smallRecord << "[1]" << syntax << 1 << 0 << "JSON object";
        QTest::newRow("no moves") << "\"moves\""
                                  << "\"mooves\"" << syntax << 1 << 0 << "no \"moves\"";
        QTest::newRow("moves not an array") << "\"moves\": ["
                                            << "\"moves\": 5, \"m\": [" << syntax << 5 << 11 << "must be an array";
        QTest::newRow("move not an object") << "{\"x\": 2, \"y\": 0, \"dir\": \"H\", \"pos\": 0}"
                                            << "[2, 0]" << syntax << 8 << 4 << "move 3: expected an object";
        QTest::newRow("x as string") << "{\"x\": 4,"
                                     << "{\"x\": \"4\"," << syntax << 7 << 10 << "move 2: \"x\" must be an integer";
        QTest::newRow("x fractional") << "{\"x\": 4,"
                                      << "{\"x\": 4.5," << syntax << 7 << 10 << "must be an integer";
        QTest::newRow("x huge") << "{\"x\": 4,"
                                << "{\"x\": 40000000000," << syntax << 7 << 10 << "out of range";
        QTest::newRow("y missing") << "\"y\": 3, "
                                   << "" << syntax << 7 << 4 << "move 2: no \"y\"";
        QTest::newRow("dir missing") << "\"dir\": \"H\", \"pos\": 4"
                                     << "\"pos\": 4" << syntax << 7 << 4 << "no \"dir\"";
        QTest::newRow("dir as number") << "\"dir\": \"H\", \"pos\": 4"
                                       << "\"dir\": 1, \"pos\": 4" << syntax << 7 << 28 << "\"dir\" must be a string";
        QTest::newRow("unknown dir") << "\"dir\": \"H\", \"pos\": 4"
                                     << "\"dir\": \"E\", \"pos\": 4" << syntax << 7 << 28 << "unknown \"dir\" \"E\"";
        QTest::newRow("dir lower case") << "\"dir\": \"H\", \"pos\": 4"
                                        << "\"dir\": \"h\", \"pos\": 4" << syntax << 7 << 28 << "unknown \"dir\"";
        QTest::newRow("pos out of range") << "\"pos\": 4}"
                                          << "\"pos\": 5}" << syntax << 7 << 40 << "\"pos\" must be 0..4, found 5";
        QTest::newRow("pos negative") << "\"pos\": 4}"
                                      << "\"pos\": -1}" << syntax << 7 << 40 << "\"pos\" must be 0..4";
        QTest::newRow("pos as string") << "\"pos\": 4}"
                                       << "\"pos\": \"4\"}" << syntax << 7 << 40 << "\"pos\" must be an integer";
        QTest::newRow("variant unknown") << "\"5T\""
                                         << "\"6T\"" << int(ErrorKind::UnknownVariant) << 3 << 13 << "6T";
        QTest::newRow("variant as number") << "\"5T\""
                                           << "5" << syntax << 3 << 13 << "\"variant\" must be a string";
        QTest::newRow("illegal first move") << "\"x\": 3, \"y\": -1, \"dir\": \"V\", \"pos\": 0"
                                            << "\"x\": 3, \"y\": -2, \"dir\": \"V\", \"pos\": 0" << int(ErrorKind::IllegalMove)
                                            << 0 << 0 << "move 1, 3, -2";
        QTest::newRow("illegal third move") << "\"x\": 2, \"y\": 0, \"dir\": \"H\", \"pos\": 0"
                                            << "\"x\": 2, \"y\": 0, \"dir\": \"H\", \"pos\": 1" << int(ErrorKind::IllegalMove)
                                            << 0 << 2 << "needs the point 1, 0";
        QTest::newRow("move played twice") << "\"x\": 2, \"y\": 0, \"dir\": \"H\", \"pos\": 0"
                                           << "\"x\": 4, \"y\": 3, \"dir\": \"H\", \"pos\": 4" << int(ErrorKind::IllegalMove) << 0
                                           << 2 << "already on the board";
        QTest::newRow("duplicate key") << "\"score\": 3,"
                                       << "\"score\": 3, \"score\": 3," << syntax << 4 << 14 << "duplicate key";
    }
    void bad()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, kind);
        QFETCH(int, line);
        QFETCH(int, position);
        QFETCH(QString, says);
        const std::string text = replaced(smallRecord, from.toStdString(), to.toStdString());
        auto rec = readMsr(text);
        QVERIFY(!rec.ok());
        const QString message = QString::fromStdString(rec.error().message());
        QVERIFY2(int(rec.error().kind) == kind, qPrintable(message));
        QVERIFY2(rec.error().line == line, qPrintable(message));
        QVERIFY2(rec.error().position == position, qPrintable(message));
        QVERIFY2(message.contains(says), qPrintable(message));
        // The same record inside MS1 fails the same way, saying it is inside.
        auto packed = readMsr(ms1Of(deflateForTest(text)));
        QVERIFY(!packed.ok());
        QCOMPARE(int(packed.error().kind), kind);
        QVERIFY(QString::fromStdString(packed.error().message()).contains(QStringLiteral("inflated JSON")));
    }

    void badMs1_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << QByteArray("  ") << int(ErrorKind::EmptyInput) << -1 << "";
        QTest::newRow("no data") << QByteArray("MS1:") << int(ErrorKind::EmptyInput) << -1 << "no data";
        QTest::newRow("wrong prefix") << QByteArray(" MS2:abcd") << int(ErrorKind::Syntax) << 1 << "starts with \"MS1:\"";
        QTest::newRow("standard base64 plus") << QByteArray("MS1:ab+d") << int(ErrorKind::BadCharacter) << 6 << "'+'";
        QTest::newRow("standard base64 slash") << QByteArray("MS1:ab/d") << int(ErrorKind::BadCharacter) << 6 << "'/'";
        QTest::newRow("padding inside") << QByteArray("MS1:ab==cd") << int(ErrorKind::BadCharacter) << 6 << "'='";
        QTest::newRow("binary") << QByteArray("MS1:ab\x01") << int(ErrorKind::BadCharacter) << 6 << "byte 1";
        QTest::newRow("lone character") << QByteArray("MS1:abcde") << int(ErrorKind::Syntax) << 9 << "cut short";
        QTest::newRow("not deflate") << QByteArray("MS1:____________") << int(ErrorKind::Syntax) << -1 << "bad DEFLATE data";
        const std::string json = "{\"variant\":\"5T\",\"moves\":[]}";
        const std::string packed = deflateForTest(json);
        QTest::newRow("fine") << QByteArray::fromStdString(ms1Of(packed)) << -1 << -1 << "";
        QTest::newRow("truncated deflate") << QByteArray::fromStdString(ms1Of(packed.substr(0, packed.size() - 3)))
                                           << int(ErrorKind::Syntax) << -1 << "cut short";
        QTest::newRow("data after the stream")
            << QByteArray::fromStdString(ms1Of(packed + "xyz")) << int(ErrorKind::Syntax) << -1 << "after the end";
        QTest::newRow("zlib header") << QByteArray::fromStdString(ms1Of(deflateForTest(json, false))) << int(ErrorKind::Syntax)
                                     << -1 << "bad DEFLATE";
        QTest::newRow("not json inside") << QByteArray::fromStdString(ms1Of(deflateForTest("hello"))) << int(ErrorKind::Syntax)
                                         << 0 << "inflated JSON";
        // A bomb: 64 MiB of spaces compress to about 64 KiB; reading stops at the cap.
        QTest::newRow("huge inflate") << QByteArray::fromStdString(ms1Of(deflateForTest(std::string(64u << 20, ' '))))
                                      << int(ErrorKind::TooLarge) << -1 << "inflates to more than 16 MiB";
    }
    void badMs1()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(int, position);
        QFETCH(QString, says);
        QElapsedTimer timer;
        timer.start();
        auto rec = readMs1(text.toStdString());
        QVERIFY(timer.elapsed() < test::noHangMs);
        if (kind < 0) {
            QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().message().c_str());
            return;
        }
        QVERIFY(!rec.ok());
        const QString message = QString::fromStdString(rec.error().message());
        QVERIFY2(int(rec.error().kind) == kind, qPrintable(message));
        QVERIFY2(rec.error().position == position, qPrintable(message));
        QVERIFY2(message.contains(says), qPrintable(message));
    }

    void writeRejectsIllegalMoves()
    {
        std::vector<Move> moves = readMsr(smallRecord)->moves;
        std::swap(moves[0], moves[2]);
        moves[0].line.start.x += 1; // no longer a line through its point's neighbours
        auto text = writeMsr(Variant::T5, moves);
        QVERIFY(!text.ok());
        QCOMPARE(text.error().kind, ErrorKind::IllegalMove);
        QCOMPARE(text.error().position, std::int64_t(0));
    }

    // 10 MB inputs: refused by a limit, or read, in well under a second or two.
    void largeInputs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        const QByteArray move = "{\"x\":0,\"y\":0,\"dir\":\"H\",\"pos\":0},";
        const auto record = [&](int count) {
            QByteArray moves = move.repeated(count);
            moves.chop(1);
            return "{\"variant\":\"5T\",\"moves\":[" + moves + "]}";
        };
        QTest::newRow("10 MB of moves") << record(10 * 1024 * 1024 / int(move.size())) << int(ErrorKind::TooLarge);
        QTest::newRow("over the move limit") << record(int(msrMaxMoves) + 1) << int(ErrorKind::TooLarge);
        QTest::newRow("many moves, first illegal") << record(int(msrMaxMoves)) << int(ErrorKind::IllegalMove);
        QTest::newRow("17 MB") << QByteArray(17 << 20, ' ') << int(ErrorKind::TooLarge);
        // JSON values past what a record may hold (8 per move of the move limit): a million
        // keys, or a field of numbers beside good moves, are refused before they cost.
        QByteArray keys = "{";
        for (int i = 0; i < 900000; ++i)
            keys += "\"k" + QByteArray::number(i) + "\":1,";
        keys += "\"variant\":\"5T\",\"moves\":[]}";
        QTest::newRow("a million keys") << keys << int(ErrorKind::TooLarge);
        QTest::newRow("a field of numbers") << "{\"variant\":\"5T\",\"x\":[" + QByteArray("1,").repeated(int(msrMaxJsonValues)) +
                                                   "1],\"moves\":[]}"
                                            << int(ErrorKind::TooLarge);
        QTest::newRow("numbers within the limit")
            << "{\"variant\":\"5T\",\"x\":[" + QByteArray("1,").repeated(int(msrMaxJsonValues) - 10) + "1],\"moves\":[]}" << -1;
        QTest::newRow("10 MB description") << "{\"variant\":\"5T\",\"d\":\"" + QByteArray(10 << 20, 'x') + "\",\"moves\":[]}"
                                           << -1;
    }
    void largeInputs()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QElapsedTimer timer;
        timer.start();
        auto rec = readMsr(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        const qint64 ms = timer.elapsed();
        if (kind < 0) {
            QVERIFY(rec.ok());
        } else {
            QVERIFY(!rec.ok());
            QVERIFY2(int(rec.error().kind) == kind, rec.error().message().c_str());
        }
        QVERIFY2(ms < test::noHangMs, qPrintable(QString::number(ms)));
    }
};

QTEST_APPLESS_MAIN(TestMsr)
#include "tst_msr.moc"
