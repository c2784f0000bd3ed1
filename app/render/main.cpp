// morpion-render: `morpion-cli render`, a picture of a grid without a display, drawn by the
// desktop program's renderer so that it looks exactly like the program's own export. It is
// a program of its own, shipped with the desktop program, so that morpion-cli needs nothing
// of Qt but QtCore; `morpion-cli render` hands its arguments over to it unchanged.

#include "app/cli/CliCommon.h"
#include "app/common/FileWrite.h"

#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"
#include "app/paint/PictureExport.h"
#include "app/paint/PictureMetadata.h"
#include "core/codes/LayeredGame.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QStringList>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <memory>

namespace morpion::cli {

namespace {

// A thumbnail's bounds: the largest size of the freedesktop thumbnail specification, and
// a file far larger than any record (a few KiB) but small enough to cost nothing.
constexpr std::uint64_t maxThumbnailSize = 1024;
constexpr std::size_t maxThumbnailFileBytes = 1u << 20;

// The offscreen platform warns about a missing XDG_RUNTIME_DIR, which a picture does not
// need; everything else still reaches standard error.
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    const QByteArray text = qFormatLogMessage(type, context, message).toLocal8Bit();
    std::fprintf(stderr, "%s\n", text.constData());
}

// A thumbnail as the freedesktop thumbnailers make them: a PNG at `output` whatever its
// name says, whose longer side is options.width (the size the file manager asked for).
int writeThumbnail(const CommandLine& cl, const QString& output, const paint::BoardScene& scene, const paint::BoardStyle& style,
                   paint::PictureOptions options)
{
    const QSizeF size = paint::PictureExport::pictureSize(scene, options);
    if (size.height() > size.width())
        options.width = std::max(1, static_cast<int>(options.width * size.width() / size.height()));
    const QImage image = paint::PictureExport::image(scene, style, options);
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QImageWriter writer(&png, "png");
    if (!writer.write(image))
        return cl.fail("cannot write " + output.toStdString() + ": " + writer.errorString().toStdString());
    // Checked and atomic, as every file the programs write: a failure leaves no partial PNG.
    const QString failure = FileWrite::replace(output, png.data());
    if (!failure.isEmpty())
        return cl.fail("cannot write " + output.toStdString() + ": " + failure.toStdString());
    return ExitOk;
}

// The options render adds to --variant and --help.
struct RenderFlags {
    QCommandLineOption output, layer, numbers, size, print, dark, thumbnail, page;
};

RenderFlags addRenderFlags(CommandLine& cl)
{
    cl.addPositional(QStringLiteral("GRID"),
                     QStringLiteral("A grid file in any format (MSR, MS1, Pentasol, move list, code; - for standard\n"
                                    "input), or a layer code or game number, e.g. BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("The picture to write; its suffix (.png, .svg, .pdf) sets the type."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption layer(QStringLiteral("layer"),
                                   QStringLiteral("Highlight layer K: its taken moves, the candidates it did not take,\n"
                                                  "its taboo moves, with a legend; later layers faint."),
                                   QStringLiteral("K"));
    const QCommandLineOption numbers(QStringLiteral("numbers"), QStringLiteral("Number the moves in their order."));
    const QCommandLineOption size(
        QStringLiteral("size"), QStringLiteral("Width in pixels (PNG) or points (SVG, PDF); default 1600."), QStringLiteral("N"));
    const QCommandLineOption print(QStringLiteral("print"), QStringLiteral("Clean print style (no guide lattice, black ink)."));
    const QCommandLineOption dark(QStringLiteral("dark"), QStringLiteral("The dark screen colours."));
    const QCommandLineOption thumbnail(
        QStringLiteral("thumbnail"),
        QStringLiteral("A file manager's thumbnail: a PNG whatever FILE's name, the plain grid\n"
                       "within N x N pixels (the .thumbnailer file's command). A file manager runs it\n"
                       "on any file, so it is bounded: --size at most 1024, a file of at most 1 MiB."));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("SVG and PDF: fit (default; the picture and a margin), a4 or letter\n"
                                                 "(the picture scaled to the paper, with margins)."),
                                  QStringLiteral("PAGE"));
    for (const auto* o : {&output, &layer, &numbers, &size, &print, &dark, &thumbnail, &page})
        cl.addOption(*o);
    return {output, layer, numbers, size, print, dark, thumbnail, page};
}

// The usage errors of options that do not go together or name no such thing; nothing
// when there is none.
std::optional<int> checkRenderFlags(const CommandLine& cl, const RenderFlags& flags)
{
    if (!cl.parser().isSet(flags.output))
        return cl.usageError(QStringLiteral("missing -o FILE"));
    const QString suffix = QFileInfo(cl.parser().value(flags.output)).suffix().toLower();
    const bool thumbnail = cl.parser().isSet(flags.thumbnail);
    if (!thumbnail && suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return cl.usageError(QStringLiteral("the output must end in .png, .svg or .pdf"));
    if (cl.parser().isSet(flags.print) && cl.parser().isSet(flags.dark))
        return cl.usageError(QStringLiteral("--print and --dark exclude each other"));
    if (thumbnail && (cl.parser().isSet(flags.layer) || cl.parser().isSet(flags.numbers)))
        return cl.usageError(QStringLiteral("--thumbnail draws the plain grid, without --layer or --numbers"));
    const QString pageName = cl.parser().value(flags.page).toLower();
    if (cl.parser().isSet(flags.page) && pageName != QLatin1String("fit") && pageName != QLatin1String("a4") &&
        pageName != QLatin1String("letter"))
        return cl.usageError(QStringLiteral("--page must be fit, a4 or letter, not '%1'").arg(cl.parser().value(flags.page)));
    return std::nullopt;
}

// Fonts need a QGuiApplication; no display is needed.
std::unique_ptr<QGuiApplication> startGuiApplication()
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "morpion-cli";
    static char* argv[] = {name, nullptr};
    qInstallMessageHandler(quietHandler);
    std::unique_ptr<QGuiApplication> app;
    if (!QGuiApplication::instance())
        app = std::make_unique<QGuiApplication>(argc, argv);
    return app;
}

// The picture's options from the command line (its width already read).
paint::PictureOptions pictureOptions(const CommandLine& cl, const RenderFlags& flags, int width)
{
    paint::PictureOptions options;
    options.printStyle = cl.parser().isSet(flags.print);
    options.numbers = cl.parser().isSet(flags.numbers);
    options.legend = cl.parser().isSet(flags.layer);
    options.width = width;
    const QString pageName = cl.parser().value(flags.page).toLower();
    options.page = pageName == QLatin1String("a4")       ? paint::PicturePage::A4
                   : pageName == QLatin1String("letter") ? paint::PicturePage::Letter
                                                         : paint::PicturePage::Fit;
    return options;
}

int run(const QStringList& args)
{
    CommandLine cl(QStringLiteral("render"),
                   QStringLiteral("Draws a grid as a PNG, SVG or PDF picture, as the desktop program exports it.\n"
                                  "A prefix such as 5D: in a code sets the variant."));
    const RenderFlags flags = addRenderFlags(cl);
    if (auto stop = cl.parse(args))
        return *stop;
    if (const auto bad = checkRenderFlags(cl, flags))
        return *bad;
    const QString output = cl.parser().value(flags.output);
    const bool thumbnail = cl.parser().isSet(flags.thumbnail);
    std::uint64_t width = 1600;
    // A thumbnail costs little whatever it is given: the largest thumbnail size of the
    // freedesktop specification, and no more of a file than the largest record.
    if (!cl.integerOption(flags.size, width, 16, thumbnail ? maxThumbnailSize : 20000))
        return ExitUsage;
    const GridTextLimit limit = thumbnail ? GridTextLimit{maxThumbnailFileBytes, Phrase::literal("the most a thumbnail reads")}
                                          : gridTextLimit(GridFormat::Auto);

    const auto grid = cl.readGridArgument(0, GridFormat::Auto, std::nullopt, {}, limit);
    if (!grid)
        return ExitBadInput;
    const Variant variant = grid->variant;
    const std::unique_ptr<QGuiApplication> app = startGuiApplication();

    auto layered = layeredGame(*grid); // a code's layering as the reader decoded it
    if (!layered)
        return cl.fail(layered.error());
    const LayeredGame& game = layered.value();
    int layer = 0;
    paint::ViewOptions view;
    view.highlightLayer = cl.parser().isSet(flags.layer);
    view.showNumbers = cl.parser().isSet(flags.numbers);
    view.showLegend = view.highlightLayer;
    if (view.highlightLayer) {
        std::uint64_t k = 0;
        if (!cl.integerOption(flags.layer, k, 0, static_cast<std::uint64_t>(std::max(0, game.viewSteps() - 1))))
            return ExitUsage;
        layer = static_cast<int>(k);
    }
    const paint::PictureOptions options = pictureOptions(cl, flags, static_cast<int>(width));
    const paint::BoardStyle style = options.printStyle              ? paint::BoardStyle::print()
                                    : cl.parser().isSet(flags.dark) ? paint::BoardStyle::dark()
                                                                    : paint::BoardStyle::light();
    const paint::BoardScene scene =
        paint::PictureExport::adjusted(paint::BoardScene::of(game, layer, static_cast<int>(game.moves.size()), view), options);
    if (thumbnail)
        return writeThumbnail(cl, output, scene, style, options);
    const QString error = paint::PictureExport::write(output, scene, style, options,
                                                      paint::PictureMetadata::record(variant, game.moves, grid->info));
    if (!error.isEmpty())
        return cl.fail(error.toStdString());
    return ExitOk;
}

} // namespace
} // namespace morpion::cli

int main(int argc, char** argv)
{
    // As morpion-cli: a file-size limit fails the picture's write, which is reported.
    std::signal(SIGXFSZ, SIG_IGN);
    // Messages and --help read as those of `morpion-cli render`, which runs this.
    QStringList args{QStringLiteral("morpion-cli render")};
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return morpion::cli::finishOut(QStringLiteral("render"), morpion::cli::run(args));
}
