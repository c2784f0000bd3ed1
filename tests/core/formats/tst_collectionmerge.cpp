// CollectionMerge (core/formats/CollectionMerge.h): streaming, batched, multi-threaded merging
// gives exactly what the plain whole-text merge gave, and BestCode's resume choice is
// the plain "decode every line and take the best".

#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/formats/BestCode.h"
#include "core/formats/CollectionMerge.h"
#include "core/formats/LineReader.h"

#include "tests/core/support/TestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>
#include <set>
#include <tuple>

using namespace morpion;
using namespace morpion::test;

namespace {

// The merge as it was: the whole text read as a collection, every code decoded, the
// canonical code by encoding all 8 images, a map ordered by (variant, code), then a
// stable sort by score.
struct PlainMerge {
    std::map<std::pair<Variant, std::string>, MergedGrid> grids;
    std::vector<std::string> failures; // "source:line: message"
    int codesRead = 0;

    void add(std::string_view text, const std::string& source, Variant defaultVariant)
    {
        const CodeCollection codes = readCodeCollection(text, defaultVariant);
        for (const CodeFailure& f : codes.failures)
            failures.push_back(source + ":" + std::to_string(f.line) + ": " + f.error.message());
        for (const CodeEntry& e : codes.entries) {
            ++codesRead;
            const auto canon = canonicalCodeByAllImages(e.variant, e.moves);
            const auto [it, added] = grids.try_emplace({e.variant, canon->code});
            if (added)
                it->second = MergedGrid{e.variant, canon->code, e.score, source, e.line, 0};
            ++it->second.copies;
        }
    }
    std::vector<MergedGrid> sorted() const
    {
        std::vector<MergedGrid> out;
        for (const auto& [key, g] : grids)
            out.push_back(g);
        std::stable_sort(out.begin(), out.end(), [](const MergedGrid& a, const MergedGrid& b) { return a.score > b.score; });
        return out;
    }
};

using GridRow = std::tuple<int, int, std::string, int, std::string, int>;
GridRow row(const MergedGrid& g)
{
    return {g.score, static_cast<int>(g.variant), g.canonicalCode, g.copies, g.source, g.line};
}

// A log of a few thousand lines: all 8 images of some grids, repeats, games of every
// length, other variants, comments, and codes that do not decode.
std::string testLog(std::uint64_t seed)
{
    Random rng(seed);
    std::vector<std::pair<Variant, std::vector<Move>>> grids;
    for (int g = 0; g < 120; ++g) {
        const Variant v = g % 10 == 0 ? Variant::D5 : (g % 10 == 1 ? Variant::T4 : Variant::T5);
        const int stop = g % 3 == 0 ? -1 : static_cast<int>(rng.below(40));
        grids.emplace_back(v, randomGame(v, rng, stop));
    }
    std::string text;
    for (int i = 0; i < 3000; ++i) {
        const auto& [v, moves] =
            grids[i < 960 ? static_cast<std::size_t>(i / 8) : rng.below(static_cast<std::uint32_t>(grids.size()))];
        const int s = i < 960 ? i % 8 : static_cast<int>(rng.below(8));
        const std::string code = encodeLayerCode(v, Symmetry(s).apply(v, moves)).value();
        const std::string prefix = v == Variant::T5 ? std::string() : std::string(variantName(v)) + ": ";
        if (i % 97 == 0)
            text += "# a comment\n";
        if (i % 251 == 0)
            text += std::to_string(i) + ". 50 (1.00) " + code + "zz9/\n"; // bits after the end
        text += std::to_string(i) + ". " + std::to_string(moves.size()) + " (1.00) " + prefix + code + "\n";
    }
    return text;
}

// The (variant, canonical code) of each grid: what the merge holds, and what the reader
// (readCodeCollection, the program's reading) gives for the same text.
using VariantGrids = std::set<std::pair<int, std::string>>;
VariantGrids mergedVariants(const CollectionMerge& merge)
{
    VariantGrids out;
    for (const MergedGrid* g : merge.grids())
        out.insert({static_cast<int>(g->variant), g->canonicalCode});
    return out;
}
VariantGrids readerVariants(const std::string& text)
{
    VariantGrids out;
    for (const CodeEntry& e : readCodeCollection(text, std::nullopt).entries)
        out.insert({static_cast<int>(e.variant), canonicalCode(e.variant, e.moves).value().code});
    return out;
}

// A short 5D game whose code also decodes as 5T (read as 5D, the stricter, unless the
// file votes 5T), and a 5T game whose code decodes as 5T only.
std::string ambiguousCode()
{
    for (std::uint64_t seed = 1;; ++seed) {
        Random rng(seed);
        const auto moves = randomGame(Variant::D5, rng, 3 + static_cast<int>(seed % 6));
        const std::string code = encodeLayerCode(Variant::D5, moves).value();
        if (decodeLayerCode(Variant::T5, code))
            return code;
    }
}
std::string only5TCode()
{
    for (std::uint64_t seed = 1;; ++seed) {
        const std::string code = encodeLayerCode(Variant::T5, randomGame(Variant::T5, seed, 12)).value();
        if (!decodeLayerCode(Variant::D5, code) && !decodeLayerCode(Variant::T4, code) && !decodeLayerCode(Variant::D4, code))
            return code;
    }
}

} // namespace

class TestCollectionMerge : public QObject {
    Q_OBJECT

private slots:
    void sameAsPlainMerge_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("3 threads") << 3;
    }
    void sameAsPlainMerge()
    {
        QFETCH(int, threads);
        const std::string a = testLog(1), b = testLog(2);
        PlainMerge plain;
        plain.add(a, "a.log", Variant::T5);
        plain.add(b, "b.log", Variant::T5);
        CollectionMerge merge(threads);
        merge.add(a, "a.log", Variant::T5);
        merge.add(b, "b.log", Variant::T5);

        QCOMPARE(merge.codesRead(), plain.codesRead);
        const auto expected = plain.sorted();
        const auto got = merge.grids();
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i)
            QVERIFY2(row(*got[i]) == row(expected[i]), qPrintable(QString::number(i)));
        QVERIFY(expected.size() <= 240); // 6,000 codes of 2 x 120 grids: the images did merge
        QCOMPARE(merge.failures().size(), plain.failures.size());
        QVERIFY(!plain.failures.empty());
        for (std::size_t i = 0; i < plain.failures.size(); ++i) {
            const MergeFailure& f = merge.failures()[i];
            QCOMPARE(f.source + ":" + std::to_string(f.failure.line) + ": " + f.failure.error.message(), plain.failures[i]);
        }
    }

    // A file is read in chunks: lines across chunk boundaries, a last line without a
    // line break, and a line past the limit (an error naming it).
    void lineReader()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("lines.txt")).toStdString();
        std::string text;
        for (int i = 0; i < 20000; ++i)
            text += std::string(static_cast<std::size_t>(i % 37), 'x') + std::to_string(i) + "\n";
        text += "last";
        std::ofstream(path, std::ios::binary) << text;
        auto reader = LineReader::open(path);
        QVERIFY(reader.ok());
        LineReader memory = LineReader::fromText(text);
        std::string_view a, b;
        int count = 0;
        for (;;) {
            const auto more = reader.value().next(a);
            const auto same = memory.next(b);
            QVERIFY(more.ok() && same.ok());
            QCOMPARE(*more, *same);
            if (!*more)
                break;
            QCOMPARE(a, b);
            ++count;
        }
        QCOMPARE(count, 20001);
        QCOMPARE(std::string(a), std::string("last"));

        QVERIFY(!LineReader::open(dir.filePath(QStringLiteral("missing")).toStdString()).ok());
    }

    // A line past the limit (a damaged one, a run of NUL bytes a crash left) is skipped and
    // counted, and the lines after it are read; the file reader (in chunks) and the memory
    // reader agree with a plain split of the text.
    void longLinesSkipped_data()
    {
        const std::size_t max = LineReader::maxLineBytes;
        QTest::addColumn<QByteArray>("text");
        const auto bytes = [](const std::string& s) { return QByteArray::fromStdString(s); };
        QTest::newRow("one long line") << bytes("short\n" + std::string(max + 1, 'y') + "\nafter\n");
        QTest::newRow("exactly the limit is kept") << bytes("a\n" + std::string(max, 'y') + "\nb\n");
        QTest::newRow("first line") << bytes(std::string(3 * max, 'z') + "\nafter");
        QTest::newRow("last line, no line break") << bytes("before\n" + std::string(max + 7, 'q'));
        QTest::newRow("two in a row") << bytes(std::string(max + 1, 'a') + "\n" + std::string(max + 2, 'b') + "\nc\n");
        QTest::newRow("NUL run into the next line")
            << bytes("12. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g\n" + std::string(3 * max, '\0') + "13. 75 (1.80) x\nnext\n");
        QTest::newRow("line ends across a chunk")
            << bytes(std::string(max - 3, 'k') + "\n" + std::string(max + 65536, 'm') + "\nz");
    }
    void longLinesSkipped()
    {
        QFETCH(QByteArray, text);
        // The plain reference: split on '\n' (a last empty piece is no line).
        std::vector<std::string> expected;
        std::vector<int> skipped;
        const std::string whole = text.toStdString();
        std::size_t start = 0;
        for (int number = 1; start < whole.size(); ++number) {
            std::size_t end = whole.find('\n', start);
            if (end == std::string::npos)
                end = whole.size();
            if (end - start > LineReader::maxLineBytes)
                skipped.push_back(number);
            else
                expected.push_back(whole.substr(start, end - start));
            start = end + 1;
        }
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("lines.txt")).toStdString();
        std::ofstream(path, std::ios::binary) << whole;
        auto file = LineReader::open(path);
        QVERIFY(file.ok());
        LineReader memory = LineReader::fromText(whole);
        for (LineReader* reader : {&file.value(), &memory}) {
            std::vector<std::string> lines;
            std::string_view line;
            for (;;) {
                const auto more = reader->next(line);
                QVERIFY(more.ok());
                if (!*more)
                    break;
                lines.push_back(std::string(line));
            }
            QCOMPARE(lines, expected);
            QCOMPARE(reader->skippedLines(), skipped);
        }
        QVERIFY(!skipped.empty() || QByteArray(QTest::currentDataTag()).contains("exactly"));

        // Merged: each skipped line is one failure, in line order, and the grids after it count.
        CollectionMerge merge(2);
        auto again = LineReader::open(path);
        QVERIFY(!merge.add(again.value(), "lines.txt", Variant::T5));
        std::vector<int> failed;
        for (const MergeFailure& f : merge.failures())
            if (f.failure.error.kind == ErrorKind::TooLarge)
                failed.push_back(f.failure.line);
        QCOMPARE(failed, skipped);
    }

    // The resume choice reads stated scores from the text, and still equals decoding
    // every line; a stated score that lies makes it decode every line.
    void bestCode_data()
    {
        QTest::addColumn<bool>("lie");
        QTest::newRow("honest log") << false;
        QTest::newRow("a line states too much") << true;
    }
    void bestCode()
    {
        QFETCH(bool, lie);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("run.log")).toStdString();
        std::string text = testLog(3);
        const std::string record = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
        text += "a bare code, no stated score: BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70\n";
        if (lie)
            text += "7. 200 (1.00) BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70\n";
        text += "178 " + record + " 2\n" + "9. 178 (1.00) " + record + "\n";
        std::ofstream(path, std::ios::binary) << text;
        const auto best = bestCodeInFile(path, Variant::T5);
        QVERIFY(best.ok());
        QCOMPARE(best->score, 178);
        QCOMPARE(best->code, record);
        const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
        QCOMPARE(best->line, lines - 1); // the first of the two 178s

        std::ofstream(path, std::ios::binary) << "# nothing\n";
        QCOMPARE(bestCodeInFile(path, Variant::T5).error().kind, ErrorKind::EmptyInput);
    }

    // A bare code and a line that states its score, for grids of the same score: the one
    // on the earlier line wins, whichever kind it is.
    void bestCodeTie_data()
    {
        QTest::addColumn<bool>("bareFirst");
        QTest::newRow("bare code first") << true;
        QTest::newRow("stated score first") << false;
    }
    void bestCodeTie()
    {
        QFETCH(bool, bareFirst);
        const std::string record = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
        const auto grid = decodeLayerCode(Variant::T5, record);
        const std::string image = encodeLayerCode(Variant::T5, Symmetry(3).apply(Variant::T5, grid->movesInOrder())).value();
        QVERIFY(image != record);
        const std::string bare = "the 178: " + (bareFirst ? record : image) + "\n";
        const std::string stated = "12. 178 (3.00) " + (bareFirst ? image : record) + "\n";
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("tie.log")).toStdString();
        std::ofstream(path, std::ios::binary) << "# x\n" << (bareFirst ? bare + stated : stated + bare);
        const auto best = bestCodeInFile(path, Variant::T5);
        QVERIFY(best.ok());
        QCOMPARE(best->line, 2);
        QCOMPARE(best->code, record);
    }
    // Bare codes are read in the variant of the file's vote (VariantVote): the first
    // variantVoteCodes bare codes, repeats counted, named codes not. The merge reads every
    // grid in the variant the reader does, for the same text.
    void votesAsTheReader_data()
    {
        QTest::addColumn<QByteArray>("text");
        const std::string x = ambiguousCode(), t = only5TCode();
        std::string named;
        for (std::size_t i = 0; i < variantVoteCodes; ++i)
            named += "5T: " + t + "\n";
        // Named codes fill the first batch: the vote is on the bare codes after them.
        QTest::newRow("named first") << QByteArray::fromStdString(named + x + "\n" + t + "\n" + t + "\n" + t + "\n");
        // Repeats of a 5T-only code outvote the ambiguous one, named 5D ones do not vote.
        std::string repeats = "5D " + x + "\n5D " + x + "\n" + x + "\n";
        for (int i = 0; i < 5; ++i)
            repeats += t + "\n";
        QTest::newRow("repeats") << QByteArray::fromStdString(repeats);
        // A line too long to read before the bare codes: it does not close the vote.
        QTest::newRow("long line") << QByteArray::fromStdString(x + "\n" + std::string(LineReader::maxLineBytes + 10, ' ') +
                                                                "\n" + t + "\n" + t + "\n");
    }
    void votesAsTheReader()
    {
        QFETCH(QByteArray, text);
        const std::string s = text.toStdString();
        CollectionMerge merge(2);
        merge.add(s, "a.log", std::nullopt);
        const VariantGrids reader = readerVariants(s);
        QVERIFY(reader.count(
            {static_cast<int>(Variant::T5),
             canonicalCode(Variant::T5, decodeLayerCode(Variant::T5, ambiguousCode())->movesInOrder()).value().code}));
        QCOMPARE(mergedVariants(merge), reader);
    }
};

QTEST_APPLESS_MAIN(TestCollectionMerge)
#include "tst_collectionmerge.moc"
