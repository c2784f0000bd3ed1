// Pentasol text files: the real published files, the variant guess, round trips of random
// games in every variant (any reference point, CRLF, comments), and bad input.

#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/formats/Pentasol.h"
#include "core/rules/Position.h"
#include "tests/common/NoHang.h"
#include "tests/core/support/ReferenceRules.h"
#include "tests/core/support/TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace morpion;
using test::randomGame;

Q_DECLARE_METATYPE(morpion::Variant)
Q_DECLARE_METATYPE(std::optional<morpion::Variant>)

namespace {

QByteArray readRecord(const QString& name)
{
    return test::readData(QStringLiteral("records/") + name);
}

// Moves every "(col,row)" of a Pentasol text by (dx,dy): the same game, another reference.
QString shifted(const QString& text, int dx, int dy)
{
    static const QRegularExpression point(QStringLiteral("\\((-?\\d+),(-?\\d+)\\)"));
    QString out;
    qsizetype last = 0;
    for (auto it = point.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += QStringLiteral("( %1 ,%2)").arg(m.captured(1).toInt() + dx).arg(m.captured(2).toInt() + dy);
        last = m.capturedEnd();
    }
    return out + text.mid(last);
}

bool finishedByReference(Variant v, const std::vector<Move>& moves)
{
    test::ReferenceRules ref(v);
    for (const Move& m : moves) {
        if (!ref.legal(m))
            return false;
        ref.play(m);
    }
    return ref.legalMoves().empty();
}

} // namespace

class TestPentasol : public QObject {
    Q_OBJECT

private slots:
    void recordFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<std::optional<Variant>>("given");
        QTest::addColumn<Variant>("expected");
        QTest::addColumn<int>("score");
        QTest::newRow("Bruneau 170 as 5T") << "5T-bruneau170.pentasol.txt" << std::optional(Variant::T5) << Variant::T5 << 170;
        QTest::newRow("Bruneau 170, guessed") << "5T-bruneau170.pentasol.txt" << std::optional<Variant>() << Variant::T5 << 170;
        QTest::newRow("Rosin 82 as 5D") << "5D-rosin82.pentasol.txt" << std::optional(Variant::D5) << Variant::D5 << 82;
        // Every 5D game is legal in 5T: the guess is the strictest variant, 5D.
        QTest::newRow("Rosin 82, guessed") << "5D-rosin82.pentasol.txt" << std::optional<Variant>() << Variant::D5 << 82;
    }
    void recordFiles()
    {
        QFETCH(QString, file);
        QFETCH(std::optional<Variant>, given);
        QFETCH(Variant, expected);
        QFETCH(int, score);
        auto rec = readPentasol(readRecord(file).toStdString(), given);
        QVERIFY2(rec.ok(), rec.ok() ? "" : rec.error().message().c_str());
        QCOMPARE(rec->variant, expected);
        QCOMPARE(int(rec->moves.size()), score);
        QCOMPARE(rec->reference, (Point{28, 28}));
        QCOMPARE(rec->legalVariants.front(), expected);
        QCOMPARE(rec->finished, finishedByReference(expected, rec->moves));
    }

    void guessListsEveryLegalVariant()
    {
        auto rec = readPentasol(readRecord(QStringLiteral("5D-rosin82.pentasol.txt")).toStdString());
        QVERIFY(rec.ok());
        QCOMPARE(rec->legalVariants, (std::vector<Variant>{Variant::D5, Variant::T5}));
        // As 5D it is the record of spec §5's table.
        auto as5D = readPentasol(readRecord(QStringLiteral("5D-rosin82.pentasol.txt")).toStdString(), Variant::D5);
        QVERIFY(as5D.ok());
        QVERIFY(as5D->finished);
        QCOMPARE(encodeLayerCode(Variant::D5, as5D->moves).value(), std::string("LG4VXOFJjGWQMXhsY7aRf+/97Y"));
        // Bruneau's 170 is illegal in 5D: the guess has only one reading.
        auto bruneau = readPentasol(readRecord(QStringLiteral("5T-bruneau170.pentasol.txt")).toStdString());
        QVERIFY(bruneau.ok());
        QCOMPARE(bruneau->legalVariants, std::vector<Variant>{Variant::T5});
    }

    // Written in our dialect, the published files come out byte for byte.
    void rewriteIsIdentical_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Variant>("variant");
        QTest::newRow("Bruneau 170") << "5T-bruneau170.pentasol.txt" << Variant::T5;
        QTest::newRow("Rosin 82") << "5D-rosin82.pentasol.txt" << Variant::D5;
    }
    void rewriteIsIdentical()
    {
        QFETCH(QString, file);
        QFETCH(Variant, variant);
        const QByteArray text = readRecord(file);
        auto rec = readPentasol(text.toStdString(), variant);
        QVERIFY(rec.ok());
        auto written = writePentasol(variant, rec->moves);
        QVERIFY(written.ok());
        QCOMPARE(QByteArray::fromStdString(*written), text);
    }

    void randomRoundTrips_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : allVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void randomRoundTrips()
    {
        QFETCH(Variant, variant);
        for (int i = 0; i < 50; ++i) {
            const auto moves = randomGame(variant, 77 + static_cast<std::uint64_t>(i), i % 4 == 0 ? i : -1);
            auto text = writePentasol(variant, moves, "a game\nplayed at random");
            QVERIFY(text.ok());
            QVERIFY(text->rfind("# a game\n# played at random\n(28,28)\n", 0) == 0);
            auto back = readPentasol(*text, variant);
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
            QVERIFY(back->moves == moves);
            QCOMPARE(back->finished, finishedByReference(variant, moves));

            // Another reference point, CRLF, spaces inside tokens, unsigned positive offsets.
            QString other = shifted(QString::fromStdString(*text), -20 + i, 7 - i);
            other.replace(QStringLiteral(" +"), QStringLiteral("  ")).replace(QStringLiteral("\n"), QStringLiteral(" \r\n\t"));
            auto moved = readPentasol(other.toStdString(), variant);
            QVERIFY2(moved.ok(), moved.ok() ? "" : moved.error().message().c_str());
            QVERIFY(moved->moves == moves);

            // Without a variant: the first legal reading, which always includes the true one.
            auto guessed = readPentasol(*text);
            QVERIFY(guessed.ok());
            QCOMPARE(guessed->variant, guessed->legalVariants.front());
            QVERIFY(std::find(guessed->legalVariants.begin(), guessed->legalVariants.end(), variant) !=
                    guessed->legalVariants.end());
            if (guessed->variant == variant)
                QVERIFY(guessed->moves == moves);
        }
    }

    void fourPointOffsets()
    {
        // 4-point lines: offsets +2..-1, the new point at index 2 - off of its line.
        const auto moves = randomGame(Variant::T4, 5);
        const std::string text = writePentasol(Variant::T4, moves).value();
        QVERIFY(text.find(" -2\n") == std::string::npos);
        QVERIFY(text.find(" -1\n") != std::string::npos);
        QVERIFY(text.find(" +2\n") != std::string::npos);
        // An offset of -2 is a 5-point offset: as 4T it is rejected where it stands.
        auto bad = readPentasol("(28,28)\n(28,29) | -2\n", Variant::T4);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().kind, ErrorKind::Syntax);
        QCOMPARE(bad.error().line, 2);
        QCOMPARE(bad.error().position, std::int64_t(10));
    }

    void emptyGame()
    {
        auto rec = readPentasol("# nothing played yet\n(0,0)\n");
        QVERIFY(rec.ok());
        QVERIFY(rec->moves.empty());
        QCOMPARE(rec->variant, Variant::D5); // legal everywhere: the strictest
        QCOMPARE(int(rec->legalVariants.size()), 4);
        QCOMPARE(writePentasol(Variant::T5, {}).value(), std::string("(28,28)\n"));
    }

    void bad_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<std::optional<Variant>>("variant");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column"); // 0-based, -1 for none
        QTest::addColumn<QString>("says");
        const auto t5 = std::optional(Variant::T5);
        const auto any = std::optional<Variant>();
        const int syntax = int(ErrorKind::Syntax);
        QTest::newRow("empty") << QByteArray("") << any << int(ErrorKind::EmptyInput) << 0 << -1 << "reference";
        QTest::newRow("only comments") << QByteArray("# a\n\n  # b\r\n") << any << int(ErrorKind::EmptyInput) << 0 << -1
                                       << "reference";
        QTest::newRow("reference missing, move first")
            << QByteArray("(28,29) | -2\n") << any << syntax << 1 << 8 << "after the reference";
        QTest::newRow("reference without parenthesis") << QByteArray("28,28\n") << any << syntax << 1 << 0 << "expected '('";
        QTest::newRow("reference without row") << QByteArray("(28)\n") << any << syntax << 1 << 3 << "expected ','";
        QTest::newRow("wrong direction") << QByteArray("(28,28)\n(28,29) x -2\n") << t5 << syntax << 2 << 8 << "direction";
        QTest::newRow("direction missing") << QByteArray("(28,28)\n(28,29) 2\n") << t5 << syntax << 2 << 8 << "direction";
        QTest::newRow("offset 3") << QByteArray("(28,28)\n(28,29) | 3\n") << t5 << syntax << 2 << 10
                                  << "offset 3 is out of range";
        QTest::newRow("offset -3") << QByteArray("(28,28)\n(28,29) | -3\n") << t5 << syntax << 2 << 10 << "out of range";
        QTest::newRow("offset missing") << QByteArray("(28,28)\n(28,29) |\n") << t5 << syntax << 2 << 9 << "expected an offset";
        QTest::newRow("offset doubled sign")
            << QByteArray("(28,28)\n(28,29) | +-2\n") << t5 << syntax << 2 << 10 << "expected an offset";
        QTest::newRow("text after the offset")
            << QByteArray("(28,28)\n(28,29) | -2 x\n") << t5 << syntax << 2 << 13 << "after the offset";
        QTest::newRow("trailing comment") << QByteArray("(28,28)\n(28,29) | -2 # no\n") << t5 << syntax << 2 << 13
                                          << "after the offset";
        QTest::newRow("unclosed point") << QByteArray("(28,28)\n(28,29 | -2\n") << t5 << syntax << 2 << 7 << "expected ')'";
        QTest::newRow("huge coordinate") << QByteArray("(28,28)\n(99999999999,29) | -2\n") << t5 << syntax << 2 << 1 << "column";
        QTest::newRow("illegal move on line 4") << QByteArray("# Bruneau's start\n(28,28)\n(28,29) | -2\n(28,29) | +1\n") << t5
                                                << int(ErrorKind::IllegalMove) << 4 << -1 << "already on the board";
        QTest::newRow("illegal move, line needs a point") << QByteArray("(28,28)\n(28,29) | -2\n\n(29,29) - 0\n") << t5
                                                          << int(ErrorKind::IllegalMove) << 4 << -1 << "needs the point";
        QTest::newRow("illegal in every variant")
            << QByteArray("(28,28)\n(28,29) | -2\n(20,20) | 0\n") << any << int(ErrorKind::IllegalMove) << 3 << -1
            << "no variant replays the whole file; as 5D";
        QTest::newRow("5T file read as 5D") << QByteArray(readRecord(QStringLiteral("5T-bruneau170.pentasol.txt")))
                                            << std::optional(Variant::D5) << int(ErrorKind::IllegalMove) << -2 << -1
                                            << "touches the line";
    }
    void bad()
    {
        QFETCH(QByteArray, text);
        QFETCH(std::optional<Variant>, variant);
        QFETCH(int, kind);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, says);
        auto rec = readPentasol(text.toStdString(), variant);
        QVERIFY(!rec.ok());
        const QString message = QString::fromStdString(rec.error().message());
        QVERIFY2(int(rec.error().kind) == kind, qPrintable(message));
        if (line != -2) // -2: somewhere, not checked
            QVERIFY2(rec.error().line == line, qPrintable(message));
        QVERIFY2(rec.error().position == column, qPrintable(message));
        QVERIFY2(message.contains(says), qPrintable(message));
    }

    void largeInputs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        const int mb10 = 10 << 20;
        QTest::newRow("10 MB of moves") << "(28,28)\n" + QByteArray("(28,29) | -2\n").repeated(mb10 / 13)
                                        << int(ErrorKind::TooLarge);
        QTest::newRow("10 MB of comments") << QByteArray("# comment\n").repeated(mb10 / 10) + "(28,28)\n" << -1;
        QTest::newRow("10 MB line") << "(28,28)\n(28,29) | -2" + QByteArray(mb10, ' ') + "x\n" << int(ErrorKind::Syntax);
        QTest::newRow("many moves, second illegal")
            << "(28,28)\n" + QByteArray("(28,29) | -2\n").repeated(int(pentasolMaxMoves)) << int(ErrorKind::IllegalMove);
    }
    void largeInputs()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QElapsedTimer timer;
        timer.start();
        auto rec = readPentasol(text.toStdString());
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

QTEST_APPLESS_MAIN(TestPentasol)
#include "tst_pentasol.moc"
