// html: the grid as one self-contained web page, the web page's layer view with the grid
// inlined, for sharing where a link cannot go. The page is built from web/ with Emscripten
// (cmake/WebPage.cmake); without it, html says how to get it.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/common/FileWrite.h"
#include "app/common/WebViewer.h"
#include "core/formats/GridPage.h"

#include <QFile>

namespace morpion::cli {

int runHtml(const QStringList& args)
{
    CommandLine cl(QStringLiteral("html"),
                   QStringLiteral("Writes a grid as one self-contained web page: the layer view of the web page\n"
                                  "(docs/web.md) with the grid in it, which any browser opens from the file,\n"
                                  "with no network and nothing installed. A prefix such as 5D: in a code sets the variant."));
    cl.addPositional(QStringLiteral("GRID"),
                     QStringLiteral("A grid file in any format (MSR, MS1, Pentasol, move list, code, a PNG or SVG\n"
                                    "picture with its grid; - for standard input), or a layer code or game number."));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          QStringLiteral("The page to write (e.g. grid-178.html); standard output when\n"
                                                         "absent or '-'."),
                                          QStringLiteral("FILE"));
    cl.addOption(outputOption);
    if (auto stop = cl.parse(args))
        return *stop;

    const QString viewer = WebViewer::path();
    if (viewer.isEmpty()) {
        writeErrorLine("morpion-cli html: the web page is not part of this installation: it is built with Debian's "
                       "emscripten and esbuild packages installed (cmake --preset web, or any build with "
                       "MORPION_BUILD_WEB=ON; docs/web.md), and the morpion-cli package built so carries it");
        return ExitUnavailable;
    }
    const auto grid = cl.readGridArgument(0);
    if (!grid)
        return ExitBadInput;
    QFile file(viewer);
    if (!file.open(QIODevice::ReadOnly))
        return cl.fail("cannot read the web page " + viewer.toStdString() + ": " + file.errorString().toStdString());
    const QByteArray bytes = file.readAll();
    const auto page = gridPage(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), *grid);
    if (!page)
        return cl.fail(viewer.toStdString() + ": " + page.error().message());

    const QString output = cl.parser().value(outputOption);
    if (output.isEmpty() || output == QLatin1String("-")) {
        writeOut(*page);
        return ExitOk;
    }
    const QString failure = FileWrite::replace(output, QByteArray::fromStdString(*page));
    if (!failure.isEmpty())
        return cl.fail("cannot write " + output.toStdString() + ": " + failure.toStdString());
    return ExitOk;
}

} // namespace morpion::cli
