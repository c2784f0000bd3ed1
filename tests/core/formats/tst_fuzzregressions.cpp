// Every input saved in tests/data/fuzz-regressions/<target>/ (crashers the fuzzers of
// fuzz/ found, and hostile inputs written by hand) goes through the same checks as in
// the fuzz target, so that a fixed bug stays fixed without clang or libFuzzer.

#include "fuzz/FuzzTargets.h"
#include "tests/common/NoHang.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <functional>
#include <map>

namespace {

using Check = std::function<std::string(std::string_view)>;

const std::map<QString, Check>& targets()
{
    static const std::map<QString, Check> all = {
        {QStringLiteral("layercode"), morpion::fuzz::layerCode},
        {QStringLiteral("gamenumber"), morpion::fuzz::gameNumber},
        {QStringLiteral("movelist"), morpion::fuzz::moveList},
        {QStringLiteral("pentasol"), morpion::fuzz::pentasol},
        {QStringLiteral("msr"), morpion::fuzz::msr},
        {QStringLiteral("ms1"), morpion::fuzz::ms1},
        {QStringLiteral("picture"), morpion::fuzz::picture},
        {QStringLiteral("gridreader"), morpion::fuzz::gridReader},
        {QStringLiteral("collection"), morpion::fuzz::codeCollection},
        {QStringLiteral("searchlog"), morpion::fuzz::searchLog},
    };
    return all;
}

const QString root = QStringLiteral(MORPION_TEST_DATA "/fuzz-regressions");

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void everyFolderIsATarget()
    {
        const auto folders = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(!folders.isEmpty());
        for (const QString& f : folders)
            QVERIFY2(targets().count(f), qPrintable(QStringLiteral("unknown fuzz target folder ") + f));
    }

    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        for (const auto& [target, check] : targets()) {
            const QDir dir(root + QLatin1Char('/') + target);
            for (const QString& f : dir.entryList(QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(target + QLatin1Char('/') + f)) << target << dir.filePath(f);
        }
    }
    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QElapsedTimer timer;
        timer.start();
        const std::string problem =
            targets().at(target)(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
        QVERIFY2(problem.empty(), problem.c_str());
        QVERIFY2(timer.elapsed() < morpion::test::noHangMs, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
