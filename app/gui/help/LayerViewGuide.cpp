#include "app/gui/help/LayerViewGuide.h"

#include "app/common/FamousGridList.h"
#include "app/gui/common/MoveLabel.h"
#include "app/gui/document/Document.h"
#include "app/paint/BoardRenderer.h"
#include "app/paint/BoardScene.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

namespace {

const FamousGrid* guideGrid()
{
    return FamousGridList::find("seed-135");
}

// The guide's grid at its shown layer.
void prepare(Document& doc)
{
    const FamousGrid* grid = guideGrid();
    if (!grid)
        return;
    doc.setGrid(grid->variant, grid->moves, 0);
    doc.setCurrentLayer(LayerViewGuide::shownLayer());
}

// The mark for one kind of move: a numbered disc beside its point, with a leader line.
struct Mark {
    int number;
    Point point;
};

} // namespace

int LayerViewGuide::shownLayer()
{
    Document doc;
    const FamousGrid* grid = guideGrid();
    if (!grid)
        return 0;
    doc.setGrid(grid->variant, grid->moves, 0);
    const auto& layers = doc.layering().layers;
    for (std::size_t k = 1; k < layers.size(); ++k) {
        const Layer& l = layers[k];
        const bool taken = std::find(l.taken.begin(), l.taken.end(), 1) != l.taken.end();
        const bool left = std::find(l.taken.begin(), l.taken.end(), 0) != l.taken.end();
        if (taken && left && !l.taboo.empty())
            return static_cast<int>(k);
    }
    return 0;
}

QImage LayerViewGuide::picture(const paint::BoardStyle& style, int width)
{
    Document doc;
    prepare(doc);
    if (doc.moves().empty())
        return {};
    paint::ViewOptions options;
    options.highlightLayer = true;
    options.ghostLater = true;
    options.showLegend = false;
    const paint::BoardScene scene = doc.scene(options);
    const QRectF lattice = paint::BoardRenderer::bounds(scene);
    const int height = static_cast<int>(width * lattice.height() / lattice.width());
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area(0, 0, width, height);
    const paint::BoardGeometry geometry = paint::BoardGeometry::fit(lattice, area);
    paint::BoardRenderer::paint(p, scene, style, geometry, area);

    // One move of each kind, near the grid's centre so that its mark stays inside, and at
    // least three cells from the moves already marked so that the marks do not pile up.
    const QPointF centre = lattice.center();
    std::vector<Mark> marks;
    auto choose = [&](int number, std::vector<Point> points) {
        std::sort(points.begin(), points.end(), [&](Point a, Point b) {
            return std::hypot(a.x - centre.x(), a.y - centre.y()) < std::hypot(b.x - centre.x(), b.y - centre.y());
        });
        for (const Point q : points) {
            const bool apart = std::all_of(marks.begin(), marks.end(),
                                           [&](const Mark& m) { return std::hypot(q.x - m.point.x, q.y - m.point.y) >= 3.0; });
            if (apart) {
                marks.push_back({number, q});
                return;
            }
        }
        if (!points.empty())
            marks.push_back({number, points.front()});
    };
    auto itemPoints = [&](paint::BoardScene::Role role) {
        std::vector<Point> out;
        for (const paint::BoardScene::Item& item : scene.items)
            if (item.role == role)
                out.push_back(item.move.point);
        return out;
    };
    auto movePoints = [](const std::vector<Move>& moves) {
        std::vector<Point> out;
        for (const Move& m : moves)
            out.push_back(m.point);
        return out;
    };
    // The rarer kinds first: they have the fewest places to go.
    choose(2, itemPoints(paint::BoardScene::Role::Current));
    choose(3, movePoints(scene.openCandidates));
    choose(4, movePoints(scene.taboo));
    choose(1, itemPoints(paint::BoardScene::Role::Earlier));
    choose(5, itemPoints(paint::BoardScene::Role::Later));

    const double radius = std::max(9.0, width / 55.0);
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(radius * 1.2));
    font.setBold(true);
    p.setFont(font);
    for (const Mark& m : marks) {
        const QPointF at = geometry.map(m.point);
        // The disc sits outward from the grid's centre, pointing at its move.
        QPointF out = at - geometry.map(centre.x(), centre.y());
        const double length = std::hypot(out.x(), out.y());
        out = length > 1 ? out / length : QPointF(-0.7, -0.7);
        const QPointF disc = at + out * 3.0 * radius;
        p.setPen(QPen(style.legendText, 2));
        p.drawLine(disc, at);
        p.setBrush(style.legendBack);
        p.drawEllipse(disc, radius, radius);
        p.drawText(QRectF(disc.x() - radius, disc.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                   QString::number(m.number));
    }
    return image;
}

LayerViewGuide::LayerViewGuide(const paint::BoardStyle& style, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("layerViewGuide"));
    setWindowTitle(tr("How to Read the Layer View"));
    auto* layout = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* body = new QWidget(scroll);
    auto* row = new QHBoxLayout(body);

    auto* image = new QLabel(body);
    image->setObjectName(QStringLiteral("guidePicture"));
    const qreal dpr = devicePixelRatioF();
    QImage pic = picture(style, static_cast<int>(440 * dpr));
    pic.setDevicePixelRatio(dpr);
    image->setPixmap(QPixmap::fromImage(pic));
    image->setAlignment(Qt::AlignTop);
    row->addWidget(image);

    // The layer panel's rows for the shown layer: the Bit column is the code.
    Document doc;
    prepare(doc);
    const int k = doc.currentLayer();
    QString rows;
    if (k < static_cast<int>(doc.layering().layers.size())) {
        const Layer& layer = doc.layering().layers[static_cast<std::size_t>(k)];
        const std::size_t shown = std::min<std::size_t>(layer.candidates.size(), 6);
        for (std::size_t i = 0; i < shown; ++i)
            rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"center\"><b>%3</b></td></tr>")
                        .arg(i + 1)
                        .arg(moveLabel(layer.candidates[i]).toHtmlEscaped())
                        .arg(layer.taken[i]);
        if (shown < layer.candidates.size())
            rows += QStringLiteral("<tr><td colspan=\"3\">…</td></tr>");
    }
    auto* text = new QLabel(body);
    text->setObjectName(QStringLiteral("guideText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    text->setText(tr("<p>The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves "
                     "that became possible through the layers before it; the layer bar and the Layers menu step "
                     "through them.</p>"
                     "<ol>"
                     "<li><b>Earlier layers</b>: moves already made, in the plain line colour.</li>"
                     "<li><b>Taken in this layer</b>: the moves of the layer that the game made, in the highlight "
                     "colour. They can be played in any order.</li>"
                     "<li><b>Not taken</b>: moves that were possible in this layer and that the game left. "
                     "They are never played later.</li>"
                     "<li><b>Taboo</b>: legal here, but left untaken in an earlier layer, so not a move of this "
                     "game. Shown so that the layer can be read whole.</li>"
                     "<li><b>Later layers</b>: drawn faintly (View › Ghost Later Layers) or hidden.</li>"
                     "</ol>"
                     "<p>The layer panel lists the layer's possible moves in the fixed order of the code. "
                     "Its <b>Bit</b> column is the layer code itself: 1 for a move taken, 0 for one left. "
                     "Taboo moves get no bit: the code already said 0 for them. Six bits make one character "
                     "of the code.</p>"
                     "<table cellspacing=\"4\"><tr><th>No.</th><th>Move</th><th>Bit</th></tr>%2</table>")
                      .arg(k)
                      .arg(rows));
    row->addWidget(text, 1);
    scroll->setWidget(body);
    layout->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 560);
}

} // namespace morpion::gui
