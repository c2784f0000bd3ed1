// morpion-layers: the desktop program. Everything is in the morpion_gui library; this
// only sets up the application, its language and the window.

#include "app/gui/common/Language.h"
#include "app/gui/common/NoDisplay.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/SignalQuit.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

QCommandLineOption collectionOption()
{
    return QCommandLineOption(
        {QStringLiteral("c"), QStringLiteral("collection")},
        QApplication::translate(
            "main", "List the grids of a text of codes (a search log) or of a folder of record files in the collection panel."),
        QApplication::translate("main", "file or folder"));
}

void describe(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QApplication::translate("main", "Morpion Solitaire grids, layer by layer."));
    parser.addHelpOption();
    parser.addVersionOption();
    //: The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.
    const QString grid = QApplication::translate("main", "grid");
    parser.addPositionalArgument(grid, QApplication::translate("main", "A grid file, a layer code or a game number to open."),
                                 QStringLiteral("[%1]").arg(grid));
    parser.addOption(collectionOption());
}

// The command line, read as Qt does (--help, --version), but wrong usage ends with status 2
// as morpion-cli's does (Qt's process() ends it with 1, which says "failed").
void parseArguments(QCommandLineParser& parser)
{
    describe(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName()), qPrintable(parser.errorText()));
        std::exit(2);
    }
    parser.process(QCoreApplication::arguments());
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MorpionLayers"));
    QCoreApplication::setApplicationName(QStringLiteral("morpion-layers"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MORPION_VERSION));
}

} // namespace

int main(int argc, char** argv)
{
    if (morpion::gui::NoDisplay::detected(argc, argv)) {
        // --help and --version still work; anything else is explained instead of Qt's abort.
        QCoreApplication app(argc, argv);
        setIdentity();
        morpion::gui::Language::install(morpion::gui::Language::chosen());
        QCommandLineParser parser;
        parseArguments(parser);
        std::fprintf(stderr, "%s\n", qPrintable(morpion::gui::NoDisplay::message()));
        return 1;
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Morpion Layers"));
    QApplication::setDesktopFileName(QStringLiteral(MORPION_APP_ID));
    morpion::gui::Language::install(morpion::gui::Language::chosen());

    QCommandLineParser parser;
    parseArguments(parser);

    morpion::gui::MainWindow window;
    // SIGTERM, SIGINT, SIGHUP and the end of the session quit like File > Quit, losing nothing.
    new morpion::gui::SignalQuit(&window);
    window.show();
    // The grid asked for, work a crash or a kill left unsaved, or the last grid.
    window.start(parser.positionalArguments());
    if (parser.isSet(QStringLiteral("collection"))) {
        // Once the window has its size, so that the panel opens at its usual width.
        QTimer::singleShot(0, &window, [&window, path = parser.value(QStringLiteral("collection"))] {
            if (QFileInfo(path).isDir())
                window.openCollectionFolder(path);
            else
                window.openCollectionFile(path);
        });
    }
    return app.exec();
}
