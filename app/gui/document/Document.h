#pragma once

#include "app/gui/document/NamedCommand.h"
#include "app/paint/BoardScene.h"
#include "core/codes/GameAnalysis.h"
#include "core/codes/LayeredGame.h"
#include "core/formats/GridInfo.h"
#include "core/rules/Dependencies.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace morpion::gui {

// The open grid: a game in play order with its layering (as the reader decoded it, or
// computed once a change: LayeredGame), codes, the layer being looked at, and the undo
// stack. Every change goes through a QUndoCommand that calls back in here, so the
// change signals fire in one place and the stack's clean state is the "modified" mark.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    Variant variant() const { return game_.variant; }
    // The grid's moves in play order (layer order for a grid read from a code), with their
    // layering and the moves legal after them.
    const LayeredGame& game() const { return game_; }
    const std::vector<Move>& moves() const { return game_.moves; }
    int score() const { return static_cast<int>(game_.moves.size()); }
    // Legal moves after every move, canonical order.
    const std::vector<Move>& legalMoves() const { return game_.legal; }
    bool isOver() const { return game_.isOver(); }
    // moves()[playedFrom()] and after were played by hand since the grid was put in place
    // (the view makes them stand out).
    int playedFrom() const { return playedFrom_; }

    const Layering& layering() const { return game_.layering; }
    // The grid's layers, as every front end counts them (LayeredGame::layers).
    int layers() const { return game_.layers(); }
    // The steps of the layer view: the layers, then where an unfinished game goes on.
    int viewSteps() const { return game_.viewSteps(); }
    bool inPlayAt(int step) const { return game_.inPlayAt(step); }
    // The layer of moves()[index].
    int layerOfMove(int index) const { return game_.layerOf[static_cast<std::size_t>(index)]; }
    int currentLayer() const { return currentLayer_; }
    // What the board shows of the grid at the current layer.
    paint::BoardScene scene(const paint::ViewOptions& options) const;
    // Which move needs which, by index into moves() (for the highlights and the edits).
    const Dependencies& dependencies() const { return dependencies_; }
    // The index of the move that added point p, or -1.
    int moveAtPoint(Point p) const;
    void setCurrentLayer(int layer);

    // The layer code and game number, with the variant prefix ("5D:") for every variant
    // but 5T, as users copy them.
    QString layerCode() const { return layerCode_; }
    QString gameNumber() const { return gameNumber_; }
    static QString withVariantPrefix(Variant v, const QString& text);

    // The grid's record fields (title, author, source, ... and the ones this program does not
    // know), written back by every save and export.
    const GridInfo& info() const { return info_; }
    // The information as saves, exports and the autosave write it: without an analysis of
    // another game (the grid changed since it was analysed).
    GridInfo recordInfo() const;
    // The analysis the information carries for the grid as it is (its moves in this order),
    // or null: it is kept with the grid until the grid changes (and comes back on undo).
    const GameAnalysis* analysis() const { return analysis_ ? &*analysis_ : nullptr; }
    // Why the information's analysis field does not read for the grid as it is (Mismatch:
    // it is another game's), or null.
    const Error* analysisError() const { return analysisError_ ? &*analysisError_ : nullptr; }
    // Puts an analysis of the grid as it is into the information, as one undo step.
    void setAnalysis(const GameAnalysis& analysis);
    // The record the last load brought (what an edit makes "based on"): fields the user
    // typed are theirs, and an edit keeps them.
    const GridInfo& loadedInfo() const { return loadedInfo_; }
    void setLoadedInfo(GridInfo info) { loadedInfo_ = std::move(info); }
    // What the grid is called: its file's name, else its title, else "5T grid, 135 moves".
    QString displayName() const;
    // The name proposed for a file made of the grid (Save As, Export Picture, Export Web
    // Page), without a suffix: its file's name without its grid suffix (.msr.json,
    // .moves.txt...), else its title made fit for a file name, else "grid-135".
    QString fileStem() const;

    QUndoStack* undoStack() const { return undoStack_; }
    // Unsaved work: the stack is not at its clean (saved) state, and the grid shown is not
    // one that was only read (the start-up grid, or a load that is not `work` with nothing
    // done after it). So undoing back to a loaded grid is clean again.
    bool isModified() const;
    // What isModified() is about, for the question before it is lost.
    enum class Unsaved { Nothing, Changes, OnlyAnalysis, WithAnalysis };
    Unsaved unsaved() const;
    // The grid's file, always absolute (a relative path is taken in the current folder);
    // empty for a grid that has none.
    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);

    // Edits, each one undo step. play() refuses (returns false) an illegal move.
    bool play(const Move& m);
    // Sets one field of the grid's information ("" removes it); nothing when it is unchanged.
    // Edits of one field with the same nonzero `session` (typing in it) are one undo step;
    // `fieldName` is how the undo history names the field.
    void editInfo(GridInfo::Field field, const QString& text, StepName fieldName, int session = 0);
    // Puts a whole grid in place, as one undo step, with the file it was read from (`path`,
    // or none): undoing it brings back the grid and the file before. Only the user's own
    // moves, edits and search results (`work`) are unsaved work: a grid that was only read
    // is not modified.
    // `worded`: a record the program words (a famous grid's), said again in the new language
    // after a switch while nobody changed it (LoadGridCommand::nameAgain).
    void load(LayeredGame game, StepName description, GridInfo info = {}, bool work = false, const QString& path = {},
              RecordWording worded = {});
    // The same for moves in a legal order, layered once here.
    void load(Variant v, std::vector<Move> moves, StepName description, GridInfo info = {}, bool work = false,
              const QString& path = {});
    void newGame(Variant v);
    // The grid shown before any step (the start-up grid), not an undo step, with its record
    // as the program words it: said again after a language switch while nothing was done.
    void setStartGrid(Variant v, std::vector<Move> moves, RecordWording worded);
    // An edit inside the grid (a removal, take back, take instead, an improved grid): the
    // same variant, the view keeps its zoom. The moves must be in a legal order. The first
    // edit of a grid whose record names its title, author or source (a famous grid, a
    // record) also makes its record "based on" that grid, in the same undo step
    // (GridInfo::derived), and emits becameDerived; so does the first hand-played move.
    void edit(std::vector<Move> moves, StepName description);

    // For setGrid(): layer 0 of a finished grid, the last layer of an unfinished one, so that
    // play can continue where it stopped.
    static constexpr int openingLayer = -1;

    // For the undo commands only: the raw changes, without pushing anything. `playedFrom`
    // -1: none of the moves was played by hand. `replaced`: a different grid (the view shows
    // it whole), not an edit of this one. The game comes with its layering: none is computed.
    void setGrid(LayeredGame game, int layer, int playedFrom = -1, bool replaced = true);
    // The same for moves in a legal order (a start grid, the guide's), layered once here.
    void setGrid(Variant v, std::vector<Move> moves, int layer, int playedFrom = -1, bool replaced = true);
    void pushMove(const Move& m);
    void popMove(int layer);
    // The moves up to the first that cannot be played (the commands carry grids that were
    // checked when they were read), layered: the layering computed once for an edit.
    static LayeredGame layeredPrefix(Variant v, std::vector<Move> moves);
    void setInfo(GridInfo info);

signals:
    // The undo steps were named again in the new language (after a language switch).
    void stepsRenamed();
    void gridChanged();
    // After gridChanged when a whole grid was put in place (a load, a new game, its undo).
    void gridReplaced();
    void currentLayerChanged(int layer);
    void filePathChanged(const QString& path);
    void infoChanged();
    // analysis() changed (an analysis put in, or the grid changed under it).
    void analysisChanged();
    void modifiedChanged(bool modified);
    // A hand-played move ended the game.
    void gameOver(int score);
    // An edit made the grid one of its own, based on the grid whose record was `original`.
    void becameDerived(const GridInfo& original);

private:
    // Pushes an edit of the moves, with the record's derivation when it is the first.
    void pushEdit(QUndoCommand* edit);
    void nameStepsAgain();
    // What is worked out from the game (dependencies, codes, the analysis it carries).
    void recompute();
    void updateModified();
    void readAnalysis();

    LayeredGame game_;
    Dependencies dependencies_;
    int currentLayer_ = 0;
    int playedFrom_ = 0;
    QString layerCode_;
    QString gameNumber_;
    QString filePath_;
    GridInfo info_;
    std::optional<GameAnalysis> analysis_;
    // What analysis_ was read from (the field, null for none, and the game).
    struct AnalysisSource {
        Json field;
        Variant variant = Variant::T5;
        std::vector<Move> game;
    };
    std::optional<AnalysisSource> analysisReadFrom_;
    std::optional<Error> analysisError_;
    GridInfo loadedInfo_;
    RecordWording startWords_; // setStartGrid's, and the record it last gave
    GridInfo startInfo_;
    bool modified_ = false;
    QUndoStack* undoStack_;
};

} // namespace morpion::gui
