// morpion-cli canon: the canonical code is the smallest code over the 8 images of a grid
// (spec §9), the same for every image, with the symmetry that gives it.

#include "CliRunner.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace morpion::test;

namespace {

// The spec's 8 maps of the cross's bounding box (w = 9, or 6 for 4-point games), written
// here again on their own so that the test does not lean on the code under test.
QPoint mapPoint(int s, QPoint p, int w)
{
    const int x = p.x(), y = p.y();
    switch (s) {
    case 0: return {x, y};
    case 1: return {w - x, y};
    case 2: return {x, w - y};
    case 3: return {w - x, w - y};
    case 4: return {y, x};
    case 5: return {w - y, x};
    case 6: return {y, w - x};
    default: return {w - y, w - x};
    }
}

QPoint step(const QString& dir)
{
    if (dir == QStringLiteral("ne"))
        return {1, -1};
    if (dir == QStringLiteral("e"))
        return {1, 0};
    if (dir == QStringLiteral("se"))
        return {1, 1};
    return {0, 1};
}

// A move list ("px, py – (lx,ly,dir)" lines) mapped by symmetry s.
QByteArray mapMoveList(const QString& list, int s, int w, int n)
{
    static const QRegularExpression move(QStringLiteral("^(-?\\d+), (-?\\d+) \\S+ \\((-?\\d+),(-?\\d+),(\\w+)\\)$"));
    QString out;
    for (const QString& line : list.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const auto m = move.match(line);
        if (!m.hasMatch())
            continue;
        const QPoint p = mapPoint(s, {m.captured(1).toInt(), m.captured(2).toInt()}, w);
        const QPoint start(m.captured(3).toInt(), m.captured(4).toInt());
        QPoint a = mapPoint(s, start, w), b = mapPoint(s, start + step(m.captured(5)) * (n - 1), w);
        // A line is named by its west end, or its north end when vertical.
        if (b.x() < a.x() || (b.x() == a.x() && b.y() < a.y()))
            std::swap(a, b);
        const QPoint d = (b - a) / (n - 1);
        const QString dir = d.x() == 0   ? QStringLiteral("s")
                            : d.y() < 0  ? QStringLiteral("ne")
                            : d.y() == 0 ? QStringLiteral("e")
                                         : QStringLiteral("se");
        out += QStringLiteral("%1, %2 - (%3,%4,%5)\n").arg(p.x()).arg(p.y()).arg(a.x()).arg(a.y()).arg(dir);
    }
    return out.toUtf8();
}

int value(QChar c)
{
    static const QString alphabet = QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");
    return static_cast<int>(alphabet.indexOf(c));
}

// Codes compared as bit strings (padding zeros past the end), not as ASCII.
bool lessAsBits(const QString& a, const QString& b)
{
    const qsizetype n = std::max(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const int x = i < a.size() ? value(a.at(i)) : 0, y = i < b.size() ? value(b.at(i)) : 0;
        if (x != y)
            return x < y;
    }
    return false;
}

QString bare(QString code)
{
    if (code.size() > 3 && code.at(2) == QLatin1Char(':'))
        code.remove(0, 3);
    return code;
}

} // namespace

class TestCanon : public QObject {
    Q_OBJECT

private slots:
    void imagesShareTheCanonicalCode_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("135") << "5T" << code135;
        QTest::newRow("178") << "5T" << code178;
        QTest::newRow("82 5D") << "5D" << code82;
        QTest::newRow("4T 62") << "4T" << QStringLiteral("C0mESiqv75tz9v7/2");
    }
    void imagesShareTheCanonicalCode()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        const int w = variant.startsWith(QLatin1Char('4')) ? 6 : 9;
        const int n = variant.startsWith(QLatin1Char('4')) ? 4 : 5;
        const CliRun canon = runCli({QStringLiteral("canon"), QStringLiteral("--variant"), variant, code});
        QVERIFY2(canon.exitCode == 0, qPrintable(canon.err));
        const QString canonical = canon.value(QStringLiteral("code"));
        QVERIFY(!canonical.isEmpty());
        QCOMPARE(canonical.startsWith(variant + QLatin1Char(':')), variant != QStringLiteral("5T"));
        const QString symmetry = canon.value(QStringLiteral("symmetry"));
        QVERIFY2(QRegularExpression(QStringLiteral("^[0-7] [a-z -]+$")).match(symmetry).hasMatch(), qPrintable(symmetry));

        const CliRun moves = runCli({QStringLiteral("moves"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(moves.exitCode, 0);
        QStringList images;
        for (int s = 0; s < 8; ++s) {
            const CliRun encode =
                runCli({QStringLiteral("encode"), QStringLiteral("--variant"), variant}, mapMoveList(moves.out, s, w, n));
            QVERIFY2(encode.exitCode == 0, qPrintable(encode.err));
            const QString image = encode.out.trimmed();
            QCOMPARE(image.size(), code.size()); // layering commutes with the symmetries
            images << image;
            const CliRun again = runCli({QStringLiteral("canon"), QStringLiteral("--variant"), variant, image});
            QCOMPARE(again.exitCode, 0);
            QCOMPARE(again.value(QStringLiteral("code")), canonical);
        }
        // It is the smallest of the 8, and the stated symmetry gives it.
        const QString smallest = *std::min_element(images.begin(), images.end(), lessAsBits);
        QCOMPARE(bare(canonical), smallest);
        QCOMPARE(images.at(symmetry.left(1).toInt()), smallest);
        // Canonical codes are fixed points.
        const CliRun fixed = runCli({QStringLiteral("canon"), QStringLiteral("--variant"), variant, bare(canonical)});
        QCOMPARE(fixed.value(QStringLiteral("symmetry")), QStringLiteral("0 identity"));
    }

    void prefixSetsTheVariant()
    {
        const CliRun withPrefix = runCli({QStringLiteral("canon"), QStringLiteral("5D:") + code82});
        const CliRun withOption = runCli({QStringLiteral("canon"), QStringLiteral("--variant"), QStringLiteral("5D"), code82});
        QCOMPARE(withPrefix.exitCode, 0);
        QCOMPARE(withPrefix.out, withOption.out);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bad character") << QStringList{"canon", "LoyB*D5"} << 1 << "position 5";
        QTest::newRow("conflict") << QStringList{"canon", "////"} << 1 << "layer";
        QTest::newRow("unknown prefix") << QStringList{"canon", "7Q:LoyB"} << 1 << "7Q";
        QTest::newRow("missing code") << QStringList{"canon"} << 2 << "missing CODE";
        QTest::newRow("two codes") << QStringList{"canon", "A", "B"} << 2 << "unexpected";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, expected);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, status);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCanon)
#include "tst_canon.moc"
