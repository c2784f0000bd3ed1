// The search log (core/formats/SearchLog.h): the line form, its parser's errors, reading a log
// back, the best grid to resume from (core/BestCode), and appends from several writers at once.

#include "core/codes/LayerCode.h"
#include "core/formats/BestCode.h"
#include "core/formats/SearchLog.h"

#include "tests/core/support/TestGrids.h"

#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <clocale>
#include <string>
#include <thread>
#include <vector>

using namespace morpion;
using namespace morpion::test;

namespace {

// The spec's test vectors (§5).
const char* const code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";
const char* const code160 = "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t";
const char* const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";

std::string readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace

class TestSearchLog : public QObject {
    Q_OBJECT

private slots:
    void format_data()
    {
        QTest::addColumn<qlonglong>("iteration");
        QTest::addColumn<int>("score");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("seed example") << 54LL << 74 << 1.73 << "bqKnG3NmhJYjSh1bzNH18m3g"
                                      << "54. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g";
        QTest::newRow("zero") << 0LL << 0 << 0.0 << "A"
                              << "0. 0 (0.00) A";
        QTest::newRow("rounding") << 7LL << 100 << 2.005 << "Bx"
                                  << "7. 100 (2.00) Bx";
        QTest::newRow("rounds up") << 7LL << 80 << 1.726 << "x"
                                   << "7. 80 (1.73) x";
        QTest::newRow("rounds down") << 7LL << 80 << 1.724 << "x"
                                     << "7. 80 (1.72) x";
        QTest::newRow("pads") << 123456789LL << 150 << 59.5 << "x"
                              << "123456789. 150 (59.50) x";
        QTest::newRow("long search") << 123456789012LL << 178 << 86400.5 << code178
                                     << QStringLiteral("123456789012. 178 (86400.50) ") + QLatin1String(code178);
    }
    void format()
    {
        QFETCH(qlonglong, iteration);
        QFETCH(int, score);
        QFETCH(double, seconds);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const SearchLogEntry e{iteration, score, seconds, code.toStdString()};
        QCOMPARE(QString::fromStdString(formatSearchLogLine(e)), expected);
        // And back.
        const auto parsed = parseSearchLogLine(expected.toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->iteration, std::int64_t{iteration});
        QCOMPARE(parsed->score, score);
        QCOMPARE(QString::fromStdString(parsed->code), code);
        QVERIFY(std::abs(parsed->seconds - seconds) < 0.006);
    }

    // A decimal comma in the C locale must not leak into the log, nor break reading it.
    void formatIgnoresLocale()
    {
        const std::string saved = std::setlocale(LC_NUMERIC, nullptr);
        const char* candidates[] = {"de_DE.UTF-8", "fr_FR.UTF-8", "de_DE", "fr_FR"};
        bool switched = false;
        for (const char* name : candidates)
            if (std::setlocale(LC_NUMERIC, name)) {
                switched = true;
                break;
            }
        const std::string line = formatSearchLogLine({3, 90, 2.5, "x"});
        const auto parsed = parseSearchLogLine("3. 90 (2.50) x");
        std::setlocale(LC_NUMERIC, saved.c_str());
        if (!switched)
            QSKIP("no locale with a decimal comma installed");
        QCOMPARE(QString::fromStdString(line), QStringLiteral("3. 90 (2.50) x"));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->seconds, 2.5);
    }

    void parseGood_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<qlonglong>("iteration");
        QTest::addColumn<int>("score");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("code");
        QTest::newRow("plain") << "54. 74 (1.73) bqKnG3Nm" << 54LL << 74 << 1.73 << "bqKnG3Nm";
        QTest::newRow("carriage return") << "54. 74 (1.73) bqKnG3Nm\r" << 54LL << 74 << 1.73 << "bqKnG3Nm";
        QTest::newRow("blanks around") << "  1. 2 (3.5) A+/9 \t" << 1LL << 2 << 3.5 << "A+/9";
        QTest::newRow("wide gaps") << "1.\t2  (3)   AB" << 1LL << 2 << 3.0 << "AB";
        QTest::newRow("many decimals") << "1. 2 (0.123456789) AB" << 1LL << 2 << 0.123456789 << "AB";
    }
    void parseGood()
    {
        QFETCH(QString, line);
        QFETCH(qlonglong, iteration);
        QFETCH(int, score);
        QFETCH(double, seconds);
        QFETCH(QString, code);
        const auto parsed = parseSearchLogLine(line.toStdString());
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message().c_str());
        QCOMPARE(parsed->iteration, std::int64_t{iteration});
        QCOMPARE(parsed->score, score);
        QCOMPARE(parsed->seconds, seconds);
        QCOMPARE(QString::fromStdString(parsed->code), code);
    }

    void parseBad_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("position");
        const int syntax = int(ErrorKind::Syntax), tooLarge = int(ErrorKind::TooLarge);
        QTest::newRow("empty") << "" << syntax << 0;
        QTest::newRow("text") << "hello" << syntax << 0;
        QTest::newRow("no dot") << "54 74 (1.73) AB" << syntax << 2;
        QTest::newRow("no space after dot") << "54.74 (1.73) AB" << syntax << 3;
        QTest::newRow("no score") << "54. (1.73) AB" << syntax << 4;
        QTest::newRow("negative score") << "54. -74 (1.73) AB" << syntax << 4;
        QTest::newRow("no parenthesis") << "54. 74 1.73 AB" << syntax << 7;
        QTest::newRow("no seconds") << "54. 74 () AB" << syntax << 8;
        QTest::newRow("bare decimal point") << "54. 74 (1.) AB" << syntax << 10;
        QTest::newRow("decimal comma") << "54. 74 (1,73) AB" << syntax << 9;
        QTest::newRow("unclosed") << "54. 74 (1.73 AB" << syntax << 12;
        QTest::newRow("code glued") << "54. 74 (1.73)AB" << syntax << 13;
        QTest::newRow("no code") << "54. 74 (1.73) " << syntax << 14;
        QTest::newRow("bad code character") << "54. 74 (1.73) AB!C" << syntax << 16;
        QTest::newRow("two codes") << "54. 74 (1.73) AB CD" << syntax << 17;
        QTest::newRow("huge iteration") << "1234567890123456789. 74 (1.73) AB" << tooLarge << 0;
        QTest::newRow("huge score") << "1. 1234567 (1.73) AB" << tooLarge << 3;
        QTest::newRow("huge seconds") << "1. 2 (1234567890123.5) AB" << tooLarge << 6;
    }
    void parseBad()
    {
        QFETCH(QString, line);
        QFETCH(int, kind);
        QFETCH(int, position);
        const auto parsed = parseSearchLogLine(line.toStdString());
        QVERIFY(!parsed.ok());
        QCOMPARE(int(parsed.error().kind), kind);
        QCOMPARE(parsed.error().position, std::int64_t{position});
        QVERIFY(!parsed.error().detail.empty());
    }

    // Long garbage is rejected quickly (one pass), whatever it holds.
    void parseHugeLines()
    {
        const std::string digits(2'000'000, '7');
        const std::string code = "1. 2 (3) " + std::string(2'000'000, 'A');
        const std::string blanks = std::string(2'000'000, ' ') + "x";
        const auto start = std::chrono::steady_clock::now();
        QCOMPARE(parseSearchLogLine(digits).error().kind, ErrorKind::TooLarge);
        QCOMPARE(parseSearchLogLine(code).error().kind, ErrorKind::TooLarge);
        QCOMPARE(parseSearchLogLine(blanks).error().kind, ErrorKind::Syntax);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    }

    // Blank and '#' lines are skipped; malformed lines are reported by line number and
    // do not stop the reading.
    void readText()
    {
        const std::string text = "# search of 5T, seed 1\n"
                                 "0. 60 (0.01) AAAA\n"
                                 "\n"
                                 "1. 61 (0.02) BBBB\r\n"
                                 "this is not a log line\n"
                                 "   # indented comment\n"
                                 "5. 70 (0,50) CCCC\n"
                                 "9. 75 (1.00) DDDD"; // no final line break
        const SearchLogContents log = readSearchLog(text);
        QCOMPARE(log.entries.size(), std::size_t{3});
        QCOMPARE(log.lines, (std::vector<int>{2, 4, 8}));
        QCOMPARE(log.entries[2].score, 75);
        QCOMPARE(QString::fromStdString(log.entries[1].code), QStringLiteral("BBBB"));
        QCOMPARE(log.errors.size(), std::size_t{2});
        QCOMPARE(log.errors[0].line, 5);
        QCOMPARE(log.errors[0].position, std::int64_t{0});
        QCOMPARE(log.errors[1].line, 7);
        QCOMPARE(log.errors[1].position, std::int64_t{8});
        QVERIFY(QString::fromStdString(log.errors[1].message()).contains(QStringLiteral("line 7")));
        QVERIFY(readSearchLog("").entries.empty());
        QVERIFY(readSearchLog("\n\n#\n").errors.empty());
    }

    // Write a log, read it back: the best grid is the line with the highest score, the
    // first of equal ones.
    void appendAndResume()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("search.log")).toStdString();
        const SearchLogEntry lines[] = {
            {0, 135, 0.5, code135}, {10, 178, 1.25, code178}, {20, 160, 2.0, code160}, {30, 178, 3.0, code178}};
        {
            auto log = SearchLog::open(path);
            QVERIFY(log.ok());
            for (const SearchLogEntry& e : lines)
                QVERIFY(!log.value().append(e).has_value());
        }
        {
            // A second writer appends after the first: nothing is overwritten.
            auto log = SearchLog::open(path);
            QVERIFY(log.ok());
            QVERIFY(!log.value().append(std::string_view("# resumed")).has_value());
            QVERIFY(!log.value().append(SearchLogEntry{40, 170, 9.0, code160}).has_value()); // a lie: the code holds 160
        }
        const SearchLogContents read = readSearchLog(readFile(QString::fromStdString(path)));
        QCOMPARE(read.entries.size(), std::size_t{5});
        QVERIFY(read.errors.empty());
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(QString::fromStdString(formatSearchLogLine(read.entries[i])),
                     QString::fromStdString(formatSearchLogLine(lines[i])));
        const auto best = bestCodeInFile(path, Variant::T5);
        QVERIFY(best.ok());
        QCOMPARE(best->line, 2);
        QCOMPARE(best->score, 178);
        QCOMPARE(best->moves.size(), std::size_t{178});
        QCOMPARE(text(sorted(best->moves)), text(sorted(readMsrMoves(QStringLiteral("records/5T-rosin178.msr.json")))));
        QCOMPARE(QString::fromStdString(readFile(QString::fromStdString(path))).count(QLatin1Char('\n')), 6);
        // A line break inside a line would forge a second line: refused, nothing written.
        auto log = SearchLog::open(path);
        QVERIFY(log.ok());
        const auto refused = log.value().append(std::string_view("1. 2 (3.00) AB\n4. 5 (6.00) CD"));
        QVERIFY(refused.has_value());
        QCOMPARE(refused->kind, ErrorKind::Syntax);
        QCOMPARE(refused->position, std::int64_t{14});
        QCOMPARE(QString::fromStdString(readFile(QString::fromStdString(path))).count(QLatin1Char('\n')), 6);
    }

    // What a log resumes from when its lines are not what they say (core/BestCode, the
    // one way to find the best grid of a file of codes).
    void resumeErrors()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("search.log")).toStdString();
        const auto bestIn = [&](const std::string& text) {
            QFile f(QString::fromStdString(path));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
                qFatal("cannot write %s", path.c_str());
            f.close();
            return bestCodeInFile(path, Variant::T5);
        };
        const auto empty = bestIn("# nothing yet\n");
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().kind, ErrorKind::EmptyInput);

        // A line that claims more than its code holds is not believed: the codes decide.
        const auto lie = bestIn(std::string("1. 100 (1.00) ") + code135 + "\n2. 170 (2.00) " + code160 + "\n");
        QVERIFY(lie.ok());
        QCOMPARE(lie->line, 2);
        QCOMPARE(lie->score, 160);

        // "//////" sets bits after the end of a game: the error names its line.
        // (A log line's code is read whatever it looks like: "1. 0 (1.00) AAAA" would be the
        // empty grid, so the first line here holds no code.)
        const auto bad = bestIn("# job 1\n2. 50 (2.00) //////////////////\n");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().line, 2);
        QVERIFY(bad.error().kind == ErrorKind::ConflictingMoves || bad.error().kind == ErrorKind::BitsAfterEnd);
    }

    void ioErrors()
    {
        QTemporaryDir dir;
        const std::string missing = dir.filePath(QStringLiteral("no/such/dir/search.log")).toStdString();
        const auto open = SearchLog::open(missing);
        QVERIFY(!open.ok());
        QCOMPARE(open.error().kind, ErrorKind::Io);
        QVERIFY(QString::fromStdString(open.error().detail.english()).contains(QStringLiteral("search.log")));
        const auto read = bestCodeInFile(missing, Variant::T5);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::Io);
    }

    // Writers on several threads, each with its own descriptor as separate processes
    // would have: every line arrives whole, none is lost.
    void concurrentAppends()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("shared.log")).toStdString();
        constexpr int writers = 4, perWriter = 500;
        std::vector<std::thread> threads;
        std::atomic<int> failures{0};
        for (int w = 0; w < writers; ++w)
            threads.emplace_back([&, w] {
                auto log = SearchLog::open(path);
                if (!log.ok()) {
                    ++failures;
                    return;
                }
                for (int i = 0; i < perWriter; ++i)
                    if (log.value().append(SearchLogEntry{w * 100000 + i, 100 + w, i * 0.01, code178}))
                        ++failures;
            });
        for (std::thread& t : threads)
            t.join();
        QCOMPARE(failures.load(), 0);
        const SearchLogContents read = readSearchLog(readFile(QString::fromStdString(path)));
        QVERIFY(read.errors.empty());
        QCOMPARE(read.entries.size(), std::size_t{writers * perWriter});
        std::vector<int> next(writers, 0);
        for (const SearchLogEntry& e : read.entries) {
            const int w = static_cast<int>(e.iteration / 100000);
            QCOMPARE(e.iteration % 100000, std::int64_t{next[static_cast<std::size_t>(w)]++}); // each writer's lines in order
            QCOMPARE(e.score, 100 + w);
        }
    }
};

QTEST_APPLESS_MAIN(TestSearchLog)
#include "tst_searchlog.moc"
