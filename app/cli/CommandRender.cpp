// render: hands over to morpion-render, the desktop program's renderer as a program of its
// own. Drawing needs QtGui and QtSvg; morpion-cli keeps to QtCore so that a cluster node can
// install it without a desktop stack, and the one renderer (screen, pictures, print) stays
// in the desktop program's library. Without the desktop program installed, render says so.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include <QByteArray>
#include <QFileInfo>
#include <QString>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef MORPION_RENDERER_RELATIVE
#define MORPION_RENDERER_RELATIVE "../libexec/morpion-layers/morpion-render"
#endif

namespace morpion::cli {

namespace {

// morpion-render beside this program (the build tree), or where the packages install it
// relative to this program (bin/ and libexec/morpion-layers/ of the same prefix).
QString rendererPath()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    const std::filesystem::path dir = self.parent_path();
    for (const std::filesystem::path& candidate : {dir / "morpion-render", dir / MORPION_RENDERER_RELATIVE}) {
        const QString path = QString::fromStdString(candidate.lexically_normal().string());
        if (QFileInfo(path).isExecutable())
            return path;
    }
    return {};
}

} // namespace

int runRender(const QStringList& args)
{
    const QString renderer = rendererPath();
    if (renderer.isEmpty()) {
        writeErrorLine("morpion-cli render: pictures are drawn by the desktop program's renderer, which is not "
                       "installed (install the morpion-layers package, or build the target morpion-render)");
        return ExitUnavailable;
    }
    // Replace this process: the renderer's output and exit status are render's own.
    std::vector<QByteArray> storage{renderer.toLocal8Bit()};
    for (qsizetype i = 1; i < args.size(); ++i)
        storage.push_back(args.at(i).toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    flushOut();
    ::execv(argv[0], argv.data());
    writeErrorLine("morpion-cli render: cannot run " + renderer.toStdString() + ": " + std::strerror(errno));
    return ExitUnavailable;
}

} // namespace morpion::cli
