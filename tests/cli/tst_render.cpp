// morpion-cli render as scripts and file managers use it: a grid from a record file (any
// format, or standard input) drawn into a picture that carries the same grid, the
// thumbnailer's own command line (dist/*.thumbnailer) run as a file manager runs it, and
// the hand-over to the desktop program's renderer when that is missing.

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>

using namespace morpion::test;

namespace {

#ifdef MORPION_HAVE_RENDERER
// Width and height of a PNG from its IHDR chunk; {0, 0} when the bytes are not a PNG.
QSize pngSize(const QByteArray& png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.size() < 24 || png.mid(12, 4) != "IHDR")
        return {};
    auto big = [&](int at) {
        const auto* u = reinterpret_cast<const unsigned char*>(png.constData() + at);
        return int((std::uint32_t(u[0]) << 24) | (std::uint32_t(u[1]) << 16) | (std::uint32_t(u[2]) << 8) | u[3]);
    };
    return {big(16), big(20)};
}

// The layer code (with its variant prefix) of a grid file, through convert.
QString codeOf(const QString& path, const QStringList& extra = {})
{
    const CliRun run = runCli(QStringList{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code")} + extra +
                              QStringList{path});
    return run.exitCode == 0 ? run.out.trimmed() : QStringLiteral("convert failed: ") + run.err;
}
#endif

} // namespace

class TestRender : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

#ifdef MORPION_HAVE_RENDERER
    void fromFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("msr 5T") << records + QStringLiteral("5T-rosin178.msr.json") << QStringList();
        QTest::newRow("msr 4T") << records + QStringLiteral("4T-hyyroporanen62.msr.json") << QStringList();
        QTest::newRow("pentasol 5D") << records + QStringLiteral("5D-rosin82.pentasol.txt")
                                     << QStringList{QStringLiteral("--variant"), QStringLiteral("5D")};
        QTest::newRow("pentasol 5T") << records + QStringLiteral("5T-bruneau170.pentasol.txt") << QStringList();
        QTest::newRow("ms1") << QStringLiteral("ms1") << QStringList();
    }
    void fromFile()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        if (file == QLatin1String("ms1")) {
            const CliRun ms1 = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("msr-compact"),
                                       records + QStringLiteral("4D-hyyroporanen35.msr.json")});
            QCOMPARE(ms1.exitCode, 0);
            file = dir_.filePath(QStringLiteral("35.ms1"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(ms1.out.toUtf8());
        }
        const QString picture = dir_.filePath(QStringLiteral("%1.png").arg(
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        const CliRun run = runCli(QStringList{QStringLiteral("render"), file, QStringLiteral("-o"), picture,
                                              QStringLiteral("--size"), QStringLiteral("400")} +
                                  options);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(pngSize(fileBytes(picture)).width(), 400);
        // The picture carries the grid it was drawn from.
        QCOMPARE(codeOf(picture), codeOf(file, options));
    }

    // The record's own fields go into the picture, as the program's and the page's exports
    // put them: the picture opens again as the grid with its title, author and source.
    void fieldsKept_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
    }
    void fieldsKept()
    {
        QFETCH(QString, suffix);
        const QString picture = dir_.filePath(QStringLiteral("fields.") + suffix);
        const QString record = records + QStringLiteral("5T-rosin178.msr.json");
        QCOMPARE(runCli({QStringLiteral("render"), record, QStringLiteral("-o"), picture}).exitCode, 0);
        const CliRun fromPicture = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("msr"), picture});
        QCOMPARE(fromPicture.exitCode, 0);
        for (const char* field : {"\"description\": \"5T record · 178 moves · Christopher D. Rosin\"",
                                  "\"author\": \"Christopher D. Rosin\"", "\"transcribed_by\": \"morpion-solitaire.io\""})
            QVERIFY2(fromPicture.out.contains(QString::fromUtf8(field)), qPrintable(fromPicture.out.left(600)));
    }

    void fromStandardInput()
    {
        const QString picture = dir_.filePath(QStringLiteral("stdin.svg"));
        const CliRun run = runCli({QStringLiteral("render"), QStringLiteral("-"), QStringLiteral("-o"), picture},
                                  fileBytes(records + QStringLiteral("5T-rosin178.msr.json")));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(fileBytes(picture).contains("<svg"));
        QCOMPARE(codeOf(picture), code178);
    }

    // The command a file manager runs for a thumbnail: the .thumbnailer file's Exec line with
    // %s, %o and %i filled in, the output named without a suffix as some managers do.
    void thumbnailer_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("size");
        QTest::newRow("msr 128") << records + QStringLiteral("5T-rosin178.msr.json") << 128;
        QTest::newRow("msr 256") << records + QStringLiteral("4D-hyyroporanen35.msr.json") << 256;
        QTest::newRow("pentasol 512") << records + QStringLiteral("5D-rosin82.pentasol.txt") << 512;
        QTest::newRow("msr 1024, the largest") << records + QStringLiteral("5T-rosin178.msr.json") << 1024;
    }
    void thumbnailer()
    {
        QFETCH(QString, file);
        QFETCH(int, size);
        const QString entry = QString::fromUtf8(fileBytes(QStringLiteral(MORPION_THUMBNAILER)));
        const QRegularExpressionMatch exec =
            QRegularExpression(QStringLiteral("^Exec=(.*)$"), QRegularExpression::MultilineOption).match(entry);
        QVERIFY2(exec.hasMatch(), qPrintable(entry));
        QStringList words = exec.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(words.takeFirst(), QStringLiteral("morpion-cli"));
        const QString output = dir_.filePath(QStringLiteral("thumbnail-%1").arg(size));
        for (QString& w : words)
            w.replace(QStringLiteral("%s"), QString::number(size))
                .replace(QStringLiteral("%o"), output)
                .replace(QStringLiteral("%i"), file);
        const CliRun run = runCli(words);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err)); // a Pentasol file may bring a note
        // Within N x N; a picture taller than wide is made from its width, so its height may
        // come a row or two short of N.
        const QSize got = pngSize(fileBytes(output));
        QVERIFY2(std::max(got.width(), got.height()) <= size && std::max(got.width(), got.height()) >= size - 2,
                 qPrintable(QStringLiteral("%1 x %2").arg(got.width()).arg(got.height())));
        QVERIFY(std::min(got.width(), got.height()) > size / 2);
    }

    // A file manager runs the thumbnailer on any file of the types: whatever it holds, the
    // work is bounded. At most 1024 pixels (--size 1025 is wrong usage; a picture, not a
    // thumbnail, may be larger), and at most 1 MiB of the file read (64 MiB of code
    // characters, or a valid code padded past the most a code can take, are refused).
    void thumbnailBounds_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QByteArray code178bytes = code178.toUtf8();
        QTest::newRow("size 1025") << code178bytes << 1025 << 2 << QStringLiteral("--size needs a whole number from 16 to 1024");
        QTest::newRow("64 MiB of code characters") << (code178bytes + QByteArray(64 << 20, 'A')).left((64 << 20) - 1) << 256 << 1
                                                   << QStringLiteral("larger than 1 MiB, the most a thumbnail reads");
        QTest::newRow("a code padded past the longest")
            << code178bytes + QByteArray(5000, 'A') << 256 << 1
            << QStringLiteral("characters, the most a layer code or a game number can have");
        QTest::newRow("90,000 JSON keys") << [] {
            QByteArray keys = "{";
            for (int i = 0; i < 90000; ++i)
                keys += "\"k" + QByteArray::number(i) + "\":1,";
            return keys + "\"moves\":[]}";
        }() << 256 << 1 << QStringLiteral("more than 80000 JSON values");
    }
    void thumbnailBounds()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, size);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString file = dir_.filePath(QStringLiteral("hostile.msr.json"));
        QVERIFY(writeBytes(file, content));
        const QString output = dir_.filePath(QStringLiteral("hostile-thumbnail"));
        const CliRun run = runCli({QStringLiteral("render"), QStringLiteral("--thumbnail"), QStringLiteral("--size"),
                                   QString::number(size), QStringLiteral("-o"), output, file});
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(output));
        // Not a thumbnail: the picture may be as large as asked.
        if (size > 1024) {
            const CliRun picture = runCli({QStringLiteral("render"), QStringLiteral("--size"), QString::number(size),
                                           QStringLiteral("-o"), output + QStringLiteral(".svg"), file});
            QCOMPARE(picture.exitCode, 0);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringList{QStringLiteral("no-such-grid.msr.json")}
                                      << QStringLiteral("no-such-grid.msr.json");
        QTest::newRow("not a grid") << QStringList{QStringLiteral("not-a-grid.txt")} << QStringLiteral("line 3");
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        if (args.first() == QLatin1String("not-a-grid.txt")) {
            args.first() = dir_.filePath(args.first());
            QFile text(args.first());
            QVERIFY(text.open(QIODevice::WriteOnly));
            text.write("# a move list whose second move is no move\n2, 2 - (0,4,ne)\nhello\n");
        }
        const QString picture = dir_.filePath(QStringLiteral("bad.png"));
        const CliRun run = runCli(QStringList{QStringLiteral("render")} + args + QStringList{QStringLiteral("-o"), picture});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(picture));
    }
#else
    void withoutRenderer()
    {
        const CliRun run =
            runCli({QStringLiteral("render"), code135, QStringLiteral("-o"), dir_.filePath(QStringLiteral("x.png"))});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains(QLatin1String("morpion-layers")), qPrintable(run.err));
    }
#endif

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(TestRender)
#include "tst_render.moc"
