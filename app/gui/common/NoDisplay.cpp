#include "app/gui/common/NoDisplay.h"

#include "app/common/FamousGridList.h"

#include <QDir>
#include <QFileInfo>

#include <cstring>

namespace morpion::gui {

bool NoDisplay::detected(int argc, char** argv)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return false;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            return false;
    return true;
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return false;
#endif
}

QString NoDisplay::message()
{
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("morpion-cli"));
    const QString cli = QFileInfo(beside).isExecutable() ? QDir::toNativeSeparators(beside) : QStringLiteral("morpion-cli");
    return tr("morpion-layers: there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
              "The command-line tool needs none; for example, the start-up grid:\n"
              "  %1 info %2\n"
              "  %1 render %2 -o grid.png")
        .arg(cli, QString::fromStdString(FamousGridList::startup() ? FamousGridList::startup()->code : std::string()));
}

} // namespace morpion::gui
