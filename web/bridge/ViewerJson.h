#pragma once

#include "app/paint/BoardScene.h"
#include "core/base/Error.h"
#include "core/base/ErrorText.h"
#include "core/formats/FamousGrids.h"
#include "core/formats/GridReader.h"
#include "core/formats/Json.h"
#include "web/bridge/ErrorJson.h"
#include "web/bridge/Viewer.h"

#include <string>
#include <vector>

// What the web page receives, as JSON (web/src/core.ts declares the same shapes in
// TypeScript). A move is [px, py, lx, ly, dir], dir the spec's index (ne, e, se, s).
namespace morpion::web {

// The grid: variant, score, layers, moves taken per layer, code, hand play's state and
// the record's information (not the game number, which mw_text gives when asked for).
Json stateJson(const Viewer& viewer);

// What the read decided: the format (and its name), a picture it came out of, and the
// notices, said through `translate` (null: in English, as the command line says them).
Json readJson(const GridRead& read, const Translate* translate);
// The reader's notices, each as the page's language says it (null: in English).
Json noticesJson(const std::vector<ReadNotice>& notices, const Translate* translate);
// A format's name ("layer code", "Pentasol record") as the page's language says it.
std::string formatNameSaid(GridFormat format, const Translate* translate);
// Another variant a text reads under (otherVariantReadings): the variant, the format with
// its name in the page's language, and the score.
Json readingJson(const VariantReading& reading, const Translate* translate);

// The scene of one layer (BoardScene, every field the page paints) and the layer's rows as
// the desktop program's layer panel lists them: numbered candidates with their bit, then
// the taboo moves, each with its text.
Json sceneJson(const paint::BoardScene& scene, const LayeredGame& game);

// The moves a click at a point may play, with their text.
Json movesJson(const std::vector<Move>& moves);

// The built-in famous grids: id, title, variant, score, author, year, story, source, code;
// the title, story and authors in the page's language (famousGridWords; English when
// `translate` is null).
Json famousJson(const std::vector<FamousGrid>& grids, const Translate* translate);

// The board palettes (app/paint/BoardPalette.h) as "#rrggbbaa" colours by name.
Json paletteJson();

} // namespace morpion::web
