// Durations as a clock shows them: minutes and seconds below an hour, then hours too, the
// boundaries on both sides.

#include "core/base/ClockText.h"

#include <QTest>

using namespace morpion;

class TestClockText : public QObject {
    Q_OBJECT

private slots:
    void clock_data()
    {
        QTest::addColumn<qlonglong>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("nothing") << 0LL << "0:00";
        QTest::newRow("seconds") << 9LL << "0:09";
        QTest::newRow("last of the first minute") << 59LL << "0:59";
        QTest::newRow("a minute") << 60LL << "1:00";
        QTest::newRow("minutes") << 754LL << "12:34";
        QTest::newRow("last before an hour") << 3599LL << "59:59";
        QTest::newRow("an hour") << 3600LL << "1:00:00";
        QTest::newRow("past an hour") << 3723LL << "1:02:03";
        QTest::newRow("a day") << 86400LL << "24:00:00";
        QTest::newRow("a hundred hours") << 360000LL + 59LL << "100:00:59";
        QTest::newRow("below zero") << -5LL << "0:00";
    }
    void clock()
    {
        QFETCH(qlonglong, seconds);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(clockText(seconds)), text);
    }
};

QTEST_APPLESS_MAIN(TestClockText)
#include "tst_clocktext.moc"
