// Renders the program's icon and the document icon (SVG) as the PNGs committed in
// dist/icons for desktops that do not draw SVG icons, at every size of the hicolor theme
// that menus, file managers and task bars ask for:
//   cmake --build build --target render-icons && ./build/tools/render-icons
// (from the repository's root).

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    const struct {
        const char* svg;
        const char* prefix;
    } icons[] = {{"resources/icons/morpion-layers.svg", "dist/icons/morpion-layers-"},
                 {"dist/icons/grid-document.svg", "dist/icons/grid-document-"}};
    for (const auto& icon : icons) {
        QSvgRenderer svg(QString::fromLatin1(icon.svg));
        if (!svg.isValid()) {
            std::fprintf(stderr, "render-icons: cannot read %s (run from the repository's root)\n", icon.svg);
            return 1;
        }
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
            QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            svg.render(&painter);
            painter.end();
            const QString out = QString::fromLatin1(icon.prefix) + QString::number(size) + QStringLiteral(".png");
            // No time stamp or gamma text chunk: the same SVG gives the same bytes.
            if (!image.save(out, "PNG", 9)) {
                std::fprintf(stderr, "render-icons: cannot write %s\n", qPrintable(out));
                return 1;
            }
        }
    }
    return 0;
}
