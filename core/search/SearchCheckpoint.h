#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/search/SearchOptions.h"
#include "core/search/SearchThreadState.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// A search's state where it stopped, so that it can go on later, in this process (the
// program's Pause and Resume) or in another (a file: `morpion-cli search --checkpoint`,
// the program's Save State). Resuming continues each thread exactly: the same options and
// iteration budget give the same games as a search that never stopped.
struct SearchCheckpoint {
    // What the search is (algorithm, variant, seed, threads, start grid, parameters). The
    // stop rules are not kept: the resuming caller sets its own.
    SearchOptions options;
    double seconds = 0;                     // searched before this state, over every run so far
    std::vector<SearchThreadState> threads; // one per thread

    int bestScore() const;               // -1 when no thread has finished a game
    std::vector<Move> bestMoves() const; // the best thread's (ties: the lowest index)
    std::int64_t iterations() const;     // over all threads
};

// The first word of a checkpoint; the version formatSearchCheckpoint writes, which
// parseSearchCheckpoint reads with version 1 (the same without the checksum line).
inline constexpr std::string_view searchCheckpointMagic = "morpion-search-checkpoint";
inline constexpr int searchCheckpointVersion = 2;
// The most seconds a checkpoint may say its search ran (over 300 years).
inline constexpr double maxCheckpointSeconds = 1e10;

// The checksum line's value: FNV-1a (64 bits) of every byte before that line, a "\r\n"
// line end counted as "\n". Any one changed byte changes it (each step is a bijection of
// the state), so any flipped bit.
std::uint64_t searchCheckpointDigest(std::string_view text);

// A text of lines "keyword values...", first "morpion-search-checkpoint 2", then
// "checksum" (a digest of every line before it) and "end" (docs/checkpoint.md). Numbers
// are written so that they read back exactly.
std::string formatSearchCheckpoint(const SearchCheckpoint& checkpoint);

// Reads a checkpoint; a text that is not one, of another version, with a missing or
// malformed line, a number out of range (every size it states is bounded: the first board
// window, iteration counts that add up to at most maxSearchIterations), a checksum that
// does not match (a damaged file) or a state its search could not resume from is refused
// with the line and column at fault (Syntax, or the options' own check). Linear in the
// text; no count read from it allocates more than the text holds.
Result<SearchCheckpoint> parseSearchCheckpoint(std::string_view text);

// What is wrong with a checkpoint's state for its options (a thread count or level
// count that disagrees, a slot past the thread's table, a game that does not replay).
std::optional<Error> checkSearchCheckpoint(const SearchCheckpoint& checkpoint);

} // namespace morpion
