#include "app/common/WebViewer.h"

#include <QFileInfo>

#include <filesystem>
#include <system_error>

#ifndef MORPION_WEB_VIEWER_RELATIVE
#define MORPION_WEB_VIEWER_RELATIVE "../share/morpion-cli/viewer.html"
#endif

namespace morpion {

QString WebViewer::path()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const QString installed =
            QString::fromStdString((self.parent_path() / MORPION_WEB_VIEWER_RELATIVE).lexically_normal().string());
        if (QFileInfo(installed).isFile())
            return installed;
    }
#ifdef MORPION_WEB_VIEWER_BUILT
    if (QFileInfo(QStringLiteral(MORPION_WEB_VIEWER_BUILT)).isFile())
        return QStringLiteral(MORPION_WEB_VIEWER_BUILT);
#endif
    return {};
}

} // namespace morpion
