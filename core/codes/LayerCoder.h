#pragma once

#include "core/base/Error.h"
#include "core/codes/Layers.h"
#include "core/rules/Move.h"
#include "core/rules/Position.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The layering procedure of spec §4 with all its buffers kept between calls: the engine
// behind layerGrid(), encodeLayerCode() and decodeLayerCode(), and the fast path for code
// that codes many grids (benchmarks, searches). decode() and encode() allocate nothing
// once their buffers have grown. One instance per thread; not thread-safe.
//
// The taboo set and the grid are kept as marks indexed by Position's line ids (a move is
// its line), stamped with a generation so that nothing is cleared between calls; when
// the board's window grows, and the ids change, the marks are rebuilt from their lines.
class LayerCoder {
public:
    explicit LayerCoder(Variant v);
    // Starts the board on a smaller window (see Position), so that tests reach the growth path.
    LayerCoder(Variant v, int initialWindow);

    // This thread's instance for v, kept for the one-call functions (layerGrid(),
    // encodeLayerCode(), decodeLayerCode()) so that they do not set up a board each time.
    // Every call starts from the cross, so no result depends on earlier calls.
    static LayerCoder& forThread(Variant v);

    // How many times the layering procedure has run in this process, on every thread (each
    // decode, encode or layering): what tests count to show that a grid read from a code
    // is layered once on its way to the screen, and never again by whoever draws it.
    static std::uint64_t runs();

    Variant variant() const { return pos_.variant(); }

    // Fast decode: fills `moves` with the grid in its linear order (layer by layer,
    // canonical order inside a layer) and returns the number of layers (a last layer that
    // takes nothing counts). Errors as decodeLayerCode(); after an error, `moves` holds
    // what was decoded before it.
    Result<int> decode(std::string_view code, std::vector<Move>& moves);
    // After a decode() or encode() that succeeded: the layers that took at least one move
    // (Layering::takenLayers()), for lists that show it without the rich form.
    int takenLayers() const { return takenLayers_; }
    // Fast encode: fills `code` with the layer code of `grid` (any order) and returns its
    // number of bits. Errors as layerGrid().
    Result<int> encode(const std::vector<Move>& grid, std::string& code);

    // encode() that may stop early, for canonicalCode(): it stops once `maxBits` bits are
    // written, or as soon as the code is sure to sort after `*bound` (compareCodes order;
    // nullptr: no bound). Returns true when the code is complete; false when it stopped,
    // `code` then holding the bits written so far (whole characters when they are a
    // multiple of 6). Errors as encode(), for the part encoded.
    Result<bool> encodeUntil(const std::vector<Move>& grid, const std::string* bound, std::size_t maxBits, std::string& code);

    // The rich forms, with every layer's candidates, bits and shown taboo moves.
    Result<Layering> decodeLayering(std::string_view code);
    Result<Layering> layerGrid(const std::vector<Move>& grid);

private:
    class CodeSource;
    class GridSource;

    template <class Source> Result<int> run(Source& source, std::vector<Move>* moves, Layering* rich);
    template <class Source> Error conflictError(const Source& source, int layer, std::size_t bit, std::size_t index) const;
    void begin();
    std::optional<Error> prepareGrid(const std::vector<Move>& grid);
    std::optional<Error> unreachedError(const std::vector<Move>& grid) const;
    bool isTaboo(Position::LineId id) const
    {
        return static_cast<std::size_t>(id) < tabooMark_.size() && tabooMark_[static_cast<std::size_t>(id)] == generation_;
    }
    void markTaboo(Position::LineId id);
    void markGrid(Position::LineId id, int index);
    int gridIndexOf(Position::LineId id) const
    {
        const auto i = static_cast<std::size_t>(id);
        return i < gridMark_.size() && gridMark_[i] == generation_ ? gridIndex_[i] : -1;
    }
    void nextGeneration();
    void rebuildMarks();

    Position pos_;
    Position::LineId refId_ = 0; // id of a fixed line: it changes exactly when the window grows

    std::uint32_t generation_ = 0;
    std::vector<std::uint32_t> tabooMark_; // per line id: generation_ when taboo
    std::vector<std::uint32_t> gridMark_;  // per line id: generation_ when a grid move's line
    std::vector<std::int32_t> gridIndex_;  // per line id: index of that move in the grid
    std::vector<Line> tabooLines_;         // the taboo set by name, to rebuild the marks
    const std::vector<Move>* grid_ = nullptr;
    std::vector<std::uint8_t> found_; // per grid move: taken
    std::size_t foundCount_ = 0;
    std::size_t bitCount_ = 0;   // bits read or written by the last run
    std::size_t layerHint_ = 64; // layers of the last run
    int takenLayers_ = 0;        // layers of the last run that took a move

    // One layer's work.
    std::vector<std::uint64_t> keys_;
    std::vector<std::uint64_t> shownKeys_;
    std::vector<Position::LineId> candIds_;
    std::vector<Move> candMoves_;
    std::vector<int> layerTaken_; // indices into candMoves_
};

} // namespace morpion
