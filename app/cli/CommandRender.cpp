// render: a picture of a grid without a display, through the desktop program's renderer,
// so that it looks exactly like the program's own export.

#ifdef MORPION_HAVE_RENDER

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "app/gui/BoardScene.h"
#include "app/gui/BoardStyle.h"
#include "app/gui/Document.h"
#include "app/gui/PictureExport.h"
#include "app/gui/PictureMetadata.h"
#include "core/LayerCode.h"

#include <QFileInfo>
#include <QGuiApplication>

#include <cstdio>
#include <memory>

namespace morpion::cli {

namespace {

// The offscreen platform warns about a missing XDG_RUNTIME_DIR, which a picture does not
// need; everything else still reaches standard error.
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    const QByteArray text = qFormatLogMessage(type, context, message).toLocal8Bit();
    std::fprintf(stderr, "%s\n", text.constData());
}

} // namespace

int runRender(const QStringList& args)
{
    CommandLine cl(QStringLiteral("render"),
                   QStringLiteral("Draws the grid of a layer code as a PNG, SVG or PDF picture, as the desktop\n"
                                  "program exports it. A prefix such as 5D: in the code sets the variant."));
    cl.addPositional(QStringLiteral("CODE"), QStringLiteral("A layer code (spec section 5), e.g. BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70."));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          QStringLiteral("The picture to write; its suffix (.png, .svg, .pdf) sets the type."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption layerOption(QStringLiteral("layer"),
                                         QStringLiteral("Highlight layer K: its taken moves, the candidates it did not take,\n"
                                                        "its taboo moves, with a legend; later layers faint."),
                                         QStringLiteral("K"));
    const QCommandLineOption numbersOption(QStringLiteral("numbers"), QStringLiteral("Number the moves in their order."));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Width in pixels (PNG) or points (SVG, PDF); default 1600."),
                                        QStringLiteral("N"));
    const QCommandLineOption printOption(QStringLiteral("print"), QStringLiteral("Clean print style (no guide lattice, black ink)."));
    const QCommandLineOption darkOption(QStringLiteral("dark"), QStringLiteral("The dark screen colours."));
    for (const auto* o : {&outputOption, &layerOption, &numbersOption, &sizeOption, &printOption, &darkOption})
        cl.parser().addOption(*o);
    if (auto stop = cl.parse(args))
        return *stop;
    if (!cl.parser().isSet(outputOption))
        return cl.usageError(QStringLiteral("missing -o FILE"));
    const QString output = cl.parser().value(outputOption);
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return cl.usageError(QStringLiteral("the output must end in .png, .svg or .pdf"));
    if (cl.parser().isSet(printOption) && cl.parser().isSet(darkOption))
        return cl.usageError(QStringLiteral("--print and --dark exclude each other"));
    std::uint64_t width = 1600;
    if (!cl.integerOption(QStringLiteral("size"), width, 16, 20000))
        return ExitUsage;

    // An optional variant prefix, as the desktop program writes it.
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    const Variant variant = layering->variant;

    // Fonts need a QGuiApplication; no display is needed.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "morpion-cli";
    static char* argv[] = {name, nullptr};
    qInstallMessageHandler(quietHandler);
    std::unique_ptr<QGuiApplication> app;
    if (!QGuiApplication::instance())
        app = std::make_unique<QGuiApplication>(argc, argv);

    gui::Document doc;
    doc.setGrid(variant, layering->movesInOrder(), 0);
    gui::ViewOptions view;
    view.highlightLayer = cl.parser().isSet(layerOption);
    view.showNumbers = cl.parser().isSet(numbersOption);
    view.showLegend = view.highlightLayer;
    if (view.highlightLayer) {
        std::uint64_t k = 0;
        if (!cl.integerOption(QStringLiteral("layer"), k, 0, static_cast<std::uint64_t>(std::max(0, doc.layerCount() - 1))))
            return ExitUsage;
        doc.setCurrentLayer(static_cast<int>(k));
    }
    gui::PictureOptions options;
    options.printStyle = cl.parser().isSet(printOption);
    options.numbers = view.showNumbers;
    options.legend = view.showLegend;
    options.width = static_cast<int>(width);
    const gui::BoardStyle style = options.printStyle                 ? gui::BoardStyle::print()
                                  : cl.parser().isSet(darkOption) ? gui::BoardStyle::dark()
                                                                  : gui::BoardStyle::light();
    const gui::BoardScene scene = gui::PictureExport::adjusted(gui::BoardScene::fromDocument(doc, view), options);
    const QString error = gui::PictureExport::write(output, scene, style, options, gui::PictureMetadata::record(variant, doc.moves()));
    if (!error.isEmpty())
        return cl.fail(error.toStdString());
    return ExitOk;
}

} // namespace morpion::cli

#endif // MORPION_HAVE_RENDER
