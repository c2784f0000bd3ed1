#include "app/gui/Document.h"

#include "app/gui/EditGridCommand.h"
#include "app/gui/EditGridInfoCommand.h"
#include "app/gui/LoadGridCommand.h"
#include "app/gui/PlayMoveCommand.h"
#include "core/GameNumber.h"
#include "core/LayerCode.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <map>
#include <tuple>

namespace morpion::gui {

Document::Document(QObject* parent) : QObject(parent), undoStack_(new QUndoStack(this))
{
    connect(undoStack_, &QUndoStack::cleanChanged, this, &Document::updateModified);
    connect(undoStack_, &QUndoStack::indexChanged, this, &Document::updateModified);
    recompute();
}

Document::~Document() = default;

bool Document::isModified() const
{
    const int index = undoStack_->index();
    if (index == 0 || undoStack_->isClean())
        return false;
    const auto* load = dynamic_cast<const LoadGridCommand*>(undoStack_->command(index - 1));
    return !load || load->isWork();
}

void Document::updateModified()
{
    const bool modified = isModified();
    if (modified == modified_)
        return;
    modified_ = modified;
    emit modifiedChanged(modified);
}

void Document::setFilePath(const QString& path)
{
    if (filePath_ == path)
        return;
    filePath_ = path;
    emit filePathChanged(path);
}

QString Document::withVariantPrefix(Variant v, const QString& text)
{
    if (v == Variant::T5)
        return text;
    return QString::fromLatin1(variantName(v).data(), static_cast<qsizetype>(variantName(v).size())) + QLatin1Char(':') + text;
}

void Document::setCurrentLayer(int layer)
{
    layer = std::clamp(layer, 0, std::max(0, layerCount() - 1));
    if (layer == currentLayer_)
        return;
    currentLayer_ = layer;
    emit currentLayerChanged(layer);
}

bool Document::play(const Move& m)
{
    if (!position_.isLegal(m))
        return false;
    undoStack_->push(new PlayMoveCommand(this, m));
    if (isOver())
        emit gameOver(score());
    return true;
}

QString Document::displayName() const
{
    if (!filePath_.isEmpty())
        return QFileInfo(filePath_).fileName();
    const QString title = QString::fromStdString(info_.value(GridInfo::Field::Title)).simplified();
    if (!title.isEmpty())
        return title;
    const QString variant = QString::fromLatin1(variantName(variant_).data(), 2);
    if (moves_.empty())
        return tr("New %1 game").arg(variant);
    return tr("%1 grid, %n move(s)", nullptr, score()).arg(variant);
}

void Document::editInfo(GridInfo::Field field, const QString& text, int session)
{
    if (info_.value(field) == text.toStdString())
        return;
    undoStack_->push(new EditGridInfoCommand(this, field, text.toStdString(), session));
}

void Document::load(Variant v, std::vector<Move> moves, const QString& description, GridInfo info, bool work)
{
    undoStack_->push(new LoadGridCommand(this, v, std::move(moves), std::move(info), description, work));
}

void Document::setInfo(GridInfo info)
{
    info_ = std::move(info);
    emit infoChanged();
}

void Document::edit(std::vector<Move> moves, const QString& description)
{
    undoStack_->push(new EditGridCommand(this, std::move(moves), description));
}

int Document::moveAtPoint(Point p) const
{
    for (std::size_t i = 0; i < moves_.size(); ++i)
        if (moves_[i].point == p)
            return static_cast<int>(i);
    return -1;
}

void Document::newGame(Variant v)
{
    load(v, {}, tr("New %1 game").arg(QString::fromLatin1(variantName(v).data(), 2)));
}

void Document::setGrid(Variant v, std::vector<Move> moves, int layer, int playedFrom, bool replaced)
{
    variant_ = v;
    position_ = Position(v);
    moves_.clear();
    for (const Move& m : moves) {
        // The commands only carry grids that were checked when they were read.
        if (!position_.play(m))
            break;
        moves_.push_back(m);
    }
    playedFrom_ = playedFrom < 0 ? score() : std::min(playedFrom, score());
    recompute();
    if (layer == openingLayer)
        layer = isOver() ? 0 : layerCount() - 1;
    currentLayer_ = std::clamp(layer, 0, std::max(0, layerCount() - 1));
    emit gridChanged();
    if (replaced)
        emit gridReplaced();
    emit currentLayerChanged(currentLayer_);
}

void Document::pushMove(const Move& m)
{
    if (!position_.play(m))
        return;
    moves_.push_back(m);
    recompute();
    // Follow the game: the newest moves are in the last layers.
    currentLayer_ = std::max(0, layerCount() - 1);
    emit gridChanged();
    emit currentLayerChanged(currentLayer_);
}

void Document::popMove(int layer)
{
    if (moves_.empty())
        return;
    position_.undo();
    moves_.pop_back();
    playedFrom_ = std::min(playedFrom_, score());
    recompute();
    currentLayer_ = std::clamp(layer, 0, std::max(0, layerCount() - 1));
    emit gridChanged();
    emit currentLayerChanged(currentLayer_);
}

void Document::recompute()
{
    legal_ = position_.legalMoves();
    auto deps = Dependencies::of(variant_, moves_);
    dependencies_ = deps ? std::move(deps).value() : Dependencies::of(variant_, {}).value();
    auto layered = layerGrid(variant_, moves_);
    if (layered) {
        layering_ = std::move(layered).value();
    } else {
        // Cannot happen for a game replayed from the cross; keep the view usable anyway.
        layering_ = Layering{};
        layering_.variant = variant_;
    }
    // Layer of each move: look the moves up by their canonical key.
    using Key = std::tuple<int, int, int, int, int>;
    std::map<Key, int> layerByMove;
    for (std::size_t k = 0; k < layering_.layers.size(); ++k) {
        const Layer& layer = layering_.layers[k];
        for (std::size_t i = 0; i < layer.candidates.size(); ++i)
            if (layer.taken[i]) {
                const Move& m = layer.candidates[i];
                layerByMove[{m.point.x, m.point.y, m.line.start.x, m.line.start.y, dirIndex(m.line.dir)}] = static_cast<int>(k);
            }
    }
    layerOf_.assign(moves_.size(), 0);
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        const Move& m = moves_[i];
        const auto it = layerByMove.find({m.point.x, m.point.y, m.line.start.x, m.line.start.y, dirIndex(m.line.dir)});
        layerOf_[i] = it == layerByMove.end() ? 0 : it->second;
    }
    layerCode_ = withVariantPrefix(variant_, QString::fromStdString(encodeLayerCode(layering_)));
    const auto number = encodeGameNumber(variant_, moves_);
    gameNumber_ = number ? withVariantPrefix(variant_, QString::fromStdString(number.value())) : QString();
}

} // namespace morpion::gui
