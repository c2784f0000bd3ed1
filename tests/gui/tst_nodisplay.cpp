// A start without a display: morpion-layers tells it from the environment (and a chosen
// Qt platform) before Qt would abort, and its message shows the command-line tool on the
// start-up grid.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/common/NoDisplay.h"

#include <QByteArray>
#include <QList>

using namespace morpion::gui;

namespace {

// Sets or clears (empty value) the variables for one test, and puts them back afterwards.
class Environment {
public:
    explicit Environment(const QList<QPair<const char*, QByteArray>>& values)
    {
        for (const auto& [name, value] : values) {
            saved_.append({name, qgetenv(name), qEnvironmentVariableIsSet(name)});
            if (value.isEmpty())
                qunsetenv(name);
            else
                qputenv(name, value);
        }
    }
    ~Environment()
    {
        for (const Saved& s : saved_) {
            if (s.wasSet)
                qputenv(s.name, s.value);
            else
                qunsetenv(s.name);
        }
    }
    Environment(const Environment&) = delete;
    Environment& operator=(const Environment&) = delete;

private:
    struct Saved {
        const char* name;
        QByteArray value;
        bool wasSet;
    };
    QList<Saved> saved_;
};

} // namespace

class TestNoDisplay : public QObject {
    Q_OBJECT

private slots:
    void detected_data()
    {
        QTest::addColumn<QByteArray>("display");
        QTest::addColumn<QByteArray>("wayland");
        QTest::addColumn<QByteArray>("platform");
        QTest::addColumn<QByteArray>("argument");
        QTest::addColumn<bool>("missing");
        QTest::newRow("nothing") << QByteArray() << QByteArray() << QByteArray() << QByteArray() << true;
        QTest::newRow("a grid argument") << QByteArray() << QByteArray() << QByteArray() << QByteArray("grid.msr.json") << true;
        QTest::newRow("X11") << QByteArray(":0") << QByteArray() << QByteArray() << QByteArray() << false;
        QTest::newRow("Wayland") << QByteArray() << QByteArray("wayland-0") << QByteArray() << QByteArray() << false;
        QTest::newRow("QT_QPA_PLATFORM") << QByteArray() << QByteArray() << QByteArray("offscreen") << QByteArray() << false;
        QTest::newRow("-platform") << QByteArray() << QByteArray() << QByteArray() << QByteArray("-platform") << false;
    }
    void detected()
    {
        QFETCH(QByteArray, display);
        QFETCH(QByteArray, wayland);
        QFETCH(QByteArray, platform);
        QFETCH(QByteArray, argument);
        QFETCH(bool, missing);
        const Environment env({{"DISPLAY", display}, {"WAYLAND_DISPLAY", wayland}, {"QT_QPA_PLATFORM", platform}});
        QByteArray program("morpion-layers");
        QByteArray second = argument;
        QByteArray third("offscreen");
        char* argv[] = {program.data(), second.data(), third.data(), nullptr};
        QCOMPARE(NoDisplay::detected(argument.isEmpty() ? 1 : 3, argv), missing);
    }

    void messageShowsTheCommandLineTool()
    {
        const QString message = NoDisplay::message();
        QVERIFY2(message.contains(QLatin1String("DISPLAY")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("morpion-cli info ") +
                                  QString::fromStdString(morpion::FamousGridList::startup()->code)),
                 qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestNoDisplay)
#include "tst_nodisplay.moc"
