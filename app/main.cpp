// morpion-layers: the desktop program. Everything is in the morpion_gui library; this
// only sets up the application, its language and the window.

#include "app/gui/Autosave.h"
#include "app/gui/Language.h"
#include "app/gui/MainWindow.h"
#include "app/gui/SignalQuit.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("MorpionLayers"));
    QApplication::setApplicationName(QStringLiteral("morpion-layers"));
    QApplication::setApplicationDisplayName(QStringLiteral("Morpion Layers"));
    QApplication::setApplicationVersion(QStringLiteral(MORPION_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("morpion-layers"));
    morpion::gui::Language::install(morpion::gui::Language::chosen());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Morpion Solitaire grids, layer by layer."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("grid"), QApplication::translate("main", "A grid file, a layer code or a game number to open."), QStringLiteral("[grid]"));
    parser.process(app);

    morpion::gui::MainWindow window;
    // SIGTERM, SIGINT, SIGHUP and the end of the session quit like File > Quit, losing nothing.
    new morpion::gui::SignalQuit(&window);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openArgument(parser.positionalArguments().constFirst());
    // Work a crash or a kill left unsaved.
    window.autosave()->offerRecovery();
    return app.exec();
}
