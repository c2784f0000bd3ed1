#pragma once

#include "core/Layers.h"
#include "core/Move.h"
#include "core/Position.h"
#include "core/Variant.h"

#include <QObject>
#include <QString>

#include <vector>

class QUndoStack;

namespace morpion::gui {

// The open grid: a game in play order, its layering, codes, the layer being looked at, and
// the undo stack. Every change goes through a QUndoCommand that calls back in here, so the
// change signals fire in one place and the stack's clean state is the "modified" mark.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    Variant variant() const { return variant_; }
    // The grid's moves in play order (layer order for a grid read from a code).
    const std::vector<Move>& moves() const { return moves_; }
    int score() const { return static_cast<int>(moves_.size()); }
    // The board after every move, for hand play.
    const Position& position() const { return position_; }
    // Legal moves after every move, canonical order.
    const std::vector<Move>& legalMoves() const { return legal_; }
    bool isOver() const { return legal_.empty(); }
    // moves()[playedFrom()] and after were played by hand since the grid was put in place
    // (the view makes them stand out).
    int playedFrom() const { return playedFrom_; }

    const Layering& layering() const { return layering_; }
    int layerCount() const { return static_cast<int>(layering_.layers.size()); }
    // The layer of moves()[index].
    int layerOfMove(int index) const { return layerOf_[static_cast<std::size_t>(index)]; }
    int currentLayer() const { return currentLayer_; }
    void setCurrentLayer(int layer);

    // The layer code and game number, with the variant prefix ("5D:") for every variant
    // but 5T, as users copy them.
    QString layerCode() const { return layerCode_; }
    QString gameNumber() const { return gameNumber_; }
    static QString withVariantPrefix(Variant v, const QString& text);

    QUndoStack* undoStack() const { return undoStack_; }
    bool isModified() const;
    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);

    // Edits, each one undo step. play() refuses (returns false) an illegal move.
    bool play(const Move& m);
    void load(Variant v, std::vector<Move> moves, const QString& description);
    void newGame(Variant v);

    // For setGrid(): layer 0 of a finished grid, the last layer of an unfinished one, so that
    // play can continue where it stopped.
    static constexpr int openingLayer = -1;

    // For the undo commands only: the raw changes, without pushing anything. `playedFrom`
    // -1: none of the moves was played by hand.
    void setGrid(Variant v, std::vector<Move> moves, int layer, int playedFrom = -1);
    void pushMove(const Move& m);
    void popMove(int layer);

signals:
    void gridChanged();
    // After gridChanged when a whole grid was put in place (a load, a new game, its undo).
    void gridReplaced();
    void currentLayerChanged(int layer);
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);
    // A hand-played move ended the game.
    void gameOver(int score);

private:
    void recompute();

    Variant variant_ = Variant::T5;
    std::vector<Move> moves_;
    Position position_;
    std::vector<Move> legal_;
    Layering layering_;
    std::vector<int> layerOf_;
    int currentLayer_ = 0;
    int playedFrom_ = 0;
    QString layerCode_;
    QString gameNumber_;
    QString filePath_;
    QUndoStack* undoStack_;
};

} // namespace morpion::gui
