#pragma once

// For the suites of the paint library (app/paint) that need only pixels: an image of a given
// size that a scene is painted into through the one renderer, fitted to the whole area as the
// board view fits it, with the legend where asked; and the ink that painting left.
//
//     test::PaintArea area(QSize(1920, 1080), paint::BoardStyle::light());
//     area.paint(doc.scene(options), QPointF(10, 900));
//     QVERIFY(area.ink() > 10000);
//     area.paintPart(scene, QRect(40, 40, 100, 80)); // an exposed rectangle only

#include "app/paint/BoardLegend.h"
#include "app/paint/BoardRenderer.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QImage>
#include <QPainter>
#include <QPointF>
#include <QRect>
#include <QSize>

#include <optional>

namespace morpion::gui::test {

class PaintArea {
public:
    PaintArea(QSize size, paint::BoardStyle style)
        : image_(size, QImage::Format_ARGB32_Premultiplied)
        , style_(std::move(style))
    {
        image_.fill(Qt::transparent);
    }

    // Paints `scene` over the whole area; with `legendAt`, its legend (12-pixel text) there.
    // The geometry is fitted to the scene painted first, so that later frames compare.
    void paint(const paint::BoardScene& scene, std::optional<QPointF> legendAt = std::nullopt)
    {
        const QRectF area(QPointF(0, 0), QSizeF(image_.size()));
        if (!geometry_)
            geometry_ = paint::BoardGeometry::fit(paint::BoardRenderer::bounds(scene), area);
        QPainter p(&image_);
        paint::BoardRenderer::paint(p, scene, style_, *geometry_, area);
        if (legendAt)
            paint::BoardLegend::paint(p, scene, style_, *legendAt, 12);
    }

    // Paints only `part` of the area, clipped to it, as a widget paints an exposed rectangle
    // (the geometry still fitted to the whole area).
    void paintPart(const paint::BoardScene& scene, const QRect& part)
    {
        const QRectF area(QPointF(0, 0), QSizeF(image_.size()));
        if (!geometry_)
            geometry_ = paint::BoardGeometry::fit(paint::BoardRenderer::bounds(scene), area);
        QPainter p(&image_);
        p.setClipRect(part);
        paint::BoardRenderer::paint(p, scene, style_, *geometry_, QRectF(part));
    }

    const QImage& image() const { return image_; }
    const paint::BoardStyle& style() const { return style_; }
    // Pixels, one in four, that differ from the style's background.
    qint64 ink() const
    {
        const QRgb background = style_.background.rgba();
        qint64 ink = 0;
        for (int y = 0; y < image_.height(); y += 2)
            for (int x = 0; x < image_.width(); x += 2)
                ink += image_.pixel(x, y) != background;
        return ink;
    }

private:
    QImage image_;
    paint::BoardStyle style_;
    std::optional<paint::BoardGeometry> geometry_;
};

} // namespace morpion::gui::test
