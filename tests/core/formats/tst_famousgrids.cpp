// The built-in famous grids (resources/famous-grids.txt): every entry decodes to its
// stated score, the record files still encode to the stored codes, the seeds' grids are
// the seeds' grids, and the list's reader rejects broken lists with the line.

#include "core/base/NameList.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/formats/FamousGrids.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

const QString resourcePath = QStringLiteral(MORPION_TEST_DATA "/../../resources/famous-grids.txt");

std::vector<FamousGrid> loadList()
{
    auto list = parseFamousGrids(readFile(resourcePath).toStdString());
    if (!list)
        qFatal("famous-grids.txt: %s", list.error().message().c_str());
    return std::move(list).value();
}

const FamousGrid* byId(const std::vector<FamousGrid>& list, const std::string& id)
{
    const auto it = std::find_if(list.begin(), list.end(), [&](const FamousGrid& g) { return g.id == id; });
    return it == list.end() ? nullptr : &*it;
}

std::vector<Move> sorted(std::vector<Move> moves)
{
    std::sort(moves.begin(), moves.end());
    return moves;
}

const char* goodBlock =
    "id: x\ntitle: X\nvariant: 5D\nscore: 82\nauthor: A\nyear: 2010\ncode: LG4VXOFJjGWQMXhsY7aRf+/97Y\nstory: S\n";

} // namespace

class TestFamousGrids : public QObject {
    Q_OBJECT

private slots:
    void everyEntryDecodesToItsScore()
    {
        const auto list = loadList();
        QCOMPARE(int(list.size()), 17);
        for (const FamousGrid& g : list) {
            const auto layering = decodeLayerCode(g.variant, g.code);
            QVERIFY2(layering.ok(), g.id.c_str());
            QCOMPARE(layering->score(), g.score);
            QCOMPARE(int(g.moves.size()), g.score);
            QCOMPARE(g.layers, layering->takenLayers());
            // A finished game, replayed in its published order.
            Position pos(g.variant);
            for (const Move& m : g.moves)
                QVERIFY2(pos.play(m), g.id.c_str());
            QVERIFY2(pos.isOver(), g.id.c_str());
            QVERIFY(!g.title.empty() && !g.authors.empty() && !g.story.empty());
            QVERIFY(g.year == 0 || (g.year >= 1970 && g.year <= 2030));
        }
    }

    // Every record of tests/data/records is built in, with its code and its published
    // move order: the grid opens numbered as its record file numbers it.
    void recordFilesGiveTheStoredCodesAndOrder_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Variant>("variant");
        const QDir dir(QStringLiteral(MORPION_TEST_DATA "/records"));
        const QStringList files = dir.entryList({QStringLiteral("*.json"), QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 15);
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << file << *parseVariant(file.left(2).toStdString());
    }
    void recordFilesGiveTheStoredCodesAndOrder()
    {
        QFETCH(QString, file);
        QFETCH(Variant, variant);
        const auto list = loadList();
        const QString id = file.left(file.indexOf(QLatin1Char('.')));
        const FamousGrid* g = byId(list, id.toStdString());
        QVERIFY2(g, qPrintable(id));
        QCOMPARE(g->variant, variant);
        const std::string text = readFile(QStringLiteral(MORPION_TEST_DATA "/records/") + file).toStdString();
        std::vector<Move> moves;
        if (file.endsWith(QStringLiteral(".json"))) {
            auto rec = readMsr(text);
            QVERIFY(rec.ok());
            QCOMPARE(rec->variant, variant);
            moves = rec->moves;
            // The record's own credits are the grid's.
            const std::string author = rec->document.find("author")->text();
            const std::string authors = nameList(g->authors, nullptr);
            QVERIFY2(authors.find(author.substr(author.rfind(' ') + 1)) != std::string::npos, author.c_str());
            QVERIFY(g->source.find(rec->document.find("source")->text()) == 0);
        } else {
            auto rec = readPentasol(text, variant);
            QVERIFY(rec.ok());
            moves = rec->moves;
        }
        QCOMPARE(encodeLayerCode(variant, moves).value(), g->code);
        QVERIFY(!g->number.empty());
        QVERIFY(moves == g->moves);
    }

    // Without a number, the published order is the layer order.
    void withoutANumberTheLayerOrder()
    {
        const auto list = parseFamousGrids(goodBlock);
        QVERIFY(list.ok());
        QVERIFY(list->front().number.empty());
        QVERIFY(list->front().moves == decodeLayerCode(Variant::D5, list->front().code)->movesInOrder());
        QCOMPARE(list->front().year, 2010);
        auto noYear = parseFamousGrids(std::string(goodBlock).replace(std::string(goodBlock).find("year: 2010\n"), 11, ""));
        QVERIFY(noYear.ok());
        QCOMPARE(noYear->front().year, 0);
    }

    void gridInfoCarriesTheCredits()
    {
        const auto list = loadList();
        const GridInfo info = gridInfo(*byId(list, "5T-rosin178"), nullptr);
        QCOMPARE(info.value(GridInfo::Field::Title), std::string("Rosin's 178, the 5T world record"));
        QCOMPARE(info.value(GridInfo::Field::Author), std::string("Christopher D. Rosin"));
        QCOMPARE(info.value(GridInfo::Field::Date), std::string("2011"));
        QVERIFY(info.value(GridInfo::Field::Comment).find("world record") != std::string::npos);
        QVERIFY(info.value(GridInfo::Field::Source).find("Grid5T178Rosin.txt") != std::string::npos);
        QCOMPARE(gridInfo(*byId(list, "5T-rosin177a"), nullptr).value(GridInfo::Field::Date), std::string());
    }

    // Several authors, one name each between ';', listed as the language lists names; the
    // title and story asked of the translation in the context "FamousGrids".
    void wordsInTheUsersLanguage()
    {
        const auto list = loadList();
        const FamousGrid& g = *byId(list, "4T-demaine56");
        QCOMPARE(g.authors, (std::vector<std::string>{"Demaine", "Demaine", "Langerman", "Langerman"}));
        QCOMPARE(nameList(byId(list, "4D-hyyroporanen35")->authors, nullptr), std::string("Heikki Hyyrö and Timo Poranen"));
        std::vector<std::string> asked;
        const Translate german = [&asked](const char* context, const char* source) {
            asked.push_back(std::string(context) + '|' + source);
            const std::string s = source;
            return s == "%1 and %2" ? std::string("%1 und %2") : s == "%1, %2" ? s : "[de] " + s;
        };
        const FamousGridWords words = famousGridWords(g, &german);
        QCOMPARE(words.title, "[de] " + g.title);
        QCOMPARE(words.story, "[de] " + g.story);
        QCOMPARE(words.authors, std::string("Demaine, Demaine, Langerman und Langerman"));
        QVERIFY(std::find(asked.begin(), asked.end(), "FamousGrids|" + g.title) != asked.end());
        const GridInfo info = gridInfo(g, &german);
        QCOMPARE(info.value(GridInfo::Field::Title), words.title);
        QCOMPARE(info.value(GridInfo::Field::Author), words.authors);
        QCOMPARE(info.value(GridInfo::Field::Comment), words.story);
        // A year known only roughly is said with the language's word for "circa", the
        // record's date too; a year known exactly is the number alone.
        const FamousGrid& roughly = *byId(list, "seed-160");
        QVERIFY(roughly.yearApproximate);
        QCOMPARE(famousGridWords(roughly, &german).date, std::string("[de] c. 2010"));
        QCOMPARE(gridInfo(roughly, &german).value(GridInfo::Field::Date), std::string("[de] c. 2010"));
        QVERIFY(std::find(asked.begin(), asked.end(), "FamousGrids|c. %1") != asked.end());
        QCOMPARE(famousGridWords(roughly, nullptr).date, std::string("c. 2010"));
        QCOMPARE(famousGridWords(*byId(list, "5T-rosin178"), &german).date, std::string("2011"));
        QCOMPARE(famousGridWords(*byId(list, "5T-rosin177a"), &german).date, std::string());
        // Without a translation: the list's English.
        QCOMPARE(famousGridWords(g, nullptr).title, g.title);
        QCOMPARE(famousGridWords(g, nullptr).authors, std::string("Demaine, Demaine, Langerman and Langerman"));
    }

    // The 135 is the grid that seed 000 lists: its taken candidates, move for move.
    void seed135IsTheSeedsGrid()
    {
        const auto list = loadList();
        const FamousGrid* g = byId(list, "seed-135");
        QVERIFY(g);
        const QString trace = QString::fromUtf8(readFile(QStringLiteral(MORPION_TEST_DATA "/seed000-135-trace.txt")));
        static const QRegularExpression taken(QStringLiteral("^\\d+\\. (.*): 1$"), QRegularExpression::MultilineOption);
        std::vector<Move> moves;
        for (auto it = taken.globalMatch(trace); it.hasNext();) {
            auto m = parseMove(it.next().captured(1).toStdString(), 5);
            QVERIFY(m.ok());
            moves.push_back(*m);
        }
        QCOMPARE(int(moves.size()), 135);
        QVERIFY(sorted(moves) == sorted(g->moves));
        QCOMPARE(g->layers, 59);
    }

    // The 160 is seed 001's: 65 layers, 270 bits, its taken counts and orderings.
    void seed160IsTheSeedsGrid()
    {
        const auto list = loadList();
        const FamousGrid* g = byId(list, "seed-160");
        QVERIFY(g);
        const auto layering = decodeLayerCode(Variant::T5, g->code);
        QVERIFY(layering.ok());
        QCOMPARE(layering->takenLayers(), 65);
        QCOMPARE(layering->bitCount(), std::size_t(270));
        const std::vector<int> firstCounts = {8, 4, 1, 2, 2, 3, 4, 3};
        for (std::size_t k = 0; k < firstCounts.size(); ++k)
            QCOMPARE(layering->layers[k].takenCount(), firstCounts[k]);
        QCOMPARE(layering->orderings().toShortScientific(), std::string("6.45314718e+39"));
    }

    void idsAreTheDocumentedOnes()
    {
        const auto list = loadList();
        for (const char* id :
             {"5T-rosin178", "5T-bruneau170", "5D-rosin82", "4T-hyyroporanen62", "4D-hyyroporanen35", "seed-135", "seed-160"})
            QVERIFY2(byId(list, id), id);
        QVERIFY(byId(list, "seed-160")->yearApproximate);
        QVERIFY(!byId(list, "5T-rosin178")->yearApproximate);
        QCOMPARE(byId(list, "5T-rosin178")->year, 2011);
    }

    void badLists_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line");
        const int syntax = int(ErrorKind::Syntax);
        QTest::newRow("fine") << ""
                              << "" << -1 << 0;
        QTest::newRow("no colon") << "title: X"
                                  << "title X" << syntax << 2;
        QTest::newRow("unknown key") << "title: X"
                                     << "name: X" << syntax << 2;
        QTest::newRow("repeated key") << "title: X"
                                      << "title: X\ntitle: Y" << syntax << 3;
        QTest::newRow("empty value") << "author: A"
                                     << "author:" << syntax << 5;
        QTest::newRow("two authors") << "author: A"
                                     << "author: A; B" << -1 << 0;
        QTest::newRow("an empty author") << "author: A"
                                         << "author: A;; B" << syntax << 5;
        QTest::newRow("a last empty author") << "author: A"
                                             << "author: A;" << syntax << 5;
        QTest::newRow("missing key") << "story: S\n"
                                     << "" << syntax << 1;
        QTest::newRow("bad variant") << "variant: 5D"
                                     << "variant: 5X" << int(ErrorKind::UnknownVariant) << 3;
        QTest::newRow("bad score") << "score: 82"
                                   << "score: many" << syntax << 4;
        QTest::newRow("bad year") << "year: 2010"
                                  << "year: 10" << syntax << 6;
        QTest::newRow("number of another grid") << "story: S"
                                                << "story: S\nnumber: A" << int(ErrorKind::Mismatch) << 9;
        QTest::newRow("bad number") << "story: S"
                                    << "story: S\nnumber: L8!A" << int(ErrorKind::BadCharacter) << 9;
        QTest::newRow("approximate year") << "year: 2010"
                                          << "year: c. 2010" << -1 << 0;
        QTest::newRow("wrong score") << "score: 82"
                                     << "score: 81" << int(ErrorKind::Mismatch) << 4;
        QTest::newRow("bad code") << "code: LG4V"
                                  << "code: LG!V" << int(ErrorKind::BadCharacter) << 7;
        QTest::newRow("duplicate id") << "story: S\n"
                                      << QString::fromLatin1("story: S\n\n") + QString::fromLatin1(goodBlock)
                                      << int(ErrorKind::DuplicateMove) << 10;
    }
    void badLists()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, kind);
        QFETCH(int, line);
        QString text = QString::fromLatin1(goodBlock);
        text.replace(from, to);
        auto list = parseFamousGrids("# a comment\n" + text.toStdString());
        if (kind == -1) {
            QVERIFY2(list.ok(), list.ok() ? "" : list.error().message().c_str());
            QCOMPARE(int(list->size()), 1);
            QCOMPARE(list->front().line, 2);
            return;
        }
        QVERIFY(!list.ok());
        const std::string message = list.error().message();
        QVERIFY2(int(list.error().kind) == kind, message.c_str());
        QVERIFY2(list.error().line == line + 1, message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestFamousGrids)
#include "tst_famousgrids.moc"
