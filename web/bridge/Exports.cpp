// The functions the web page calls (web/src/core.ts), over one Viewer. Strings go in as
// UTF-8 (a picture as bytes with their length) and come out as JSON in one result buffer,
// valid until the next call: the page reads it at once.

#include "core/codes/LayerCoder.h"
#include "core/formats/AnalysisRecord.h"
#include "core/formats/FamousGrids.h"
#include "core/formats/PictureRecord.h"
#include "web/bridge/AnalysisJson.h"
#include "web/bridge/MoveJson.h"
#include "web/bridge/Viewer.h"
#include "web/bridge/ViewerJson.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <string>

namespace morpion::web {
// resources/famous-grids.txt, compiled in (FamousText.cpp, made by web/CMakeLists.txt).
extern const char* const famousGridsText;
} // namespace morpion::web

using namespace morpion;
using namespace morpion::web;

namespace {

Viewer& viewer()
{
    static Viewer v;
    return v;
}

std::string& result()
{
    static std::string r;
    return r;
}

std::string& bytes()
{
    static std::string b;
    return b;
}

const Result<std::vector<FamousGrid>>& famous()
{
    static const auto grids = parseFamousGrids(famousGridsText);
    return grids;
}

const char* out(const Json& json)
{
    result() = json.dump(false);
    return result().c_str();
}

// The page's translations of errors (mw_set_catalogue).
ErrorCatalogue& catalogue()
{
    static ErrorCatalogue c;
    return c;
}

// The notices of the last grid mw_open read, for mw_notices to word again.
std::vector<ReadNotice>& lastNotices()
{
    static std::vector<ReadNotice> n;
    return n;
}

// {"ok": false, "error": ...} in the page's language, with `more` members (mw_open's others).
const char* failed(const Error& e, std::vector<Json::Member> more = {})
{
    more.insert(more.begin(), {{"ok", Json::boolean(false)}, {"error", errorJson(e, catalogue().translate())}});
    return out(Json::object(std::move(more)));
}

const char* succeeded(std::vector<Json::Member> members = {})
{
    members.insert(members.begin(), {"ok", Json::boolean(true)});
    members.emplace_back("state", stateJson(viewer()));
    return out(Json::object(std::move(members)));
}

std::optional<Variant> variantOf(const char* name)
{
    return name && *name ? parseVariant(name) : std::nullopt;
}

Move moveOf(int px, int py, int lx, int ly, int dir)
{
    return {{px, py}, {{lx, ly}, static_cast<Dir>(dir & 3)}};
}

} // namespace

extern "C" {

// Reads a grid from text or a picture's bytes; `variant` ("" or "5D"...) as "read as".
EMSCRIPTEN_KEEPALIVE const char* mw_open(const char* data, int length, const char* variant)
{
    const std::string_view text(data, static_cast<std::size_t>(length));
    const Translate* language = catalogue().translate();
    auto read = viewer().open(text, variantOf(variant));
    if (!read) {
        // What it is in the variants it does read under, for the page to offer.
        GridReadOptions options;
        options.variant = variantOf(variant).value_or(Variant::T5);
        std::vector<Json> others;
        for (const VariantReading& r : otherVariantReadings(text, options))
            others.push_back(readingJson(r, language));
        return failed(read.error(), {{"others", Json::array(std::move(others))}});
    }
    lastNotices() = read->notices;
    return succeeded({{"read", readJson(*read, language)}});
}

// The notices of the last grid read (mw_open), in the page's language as it is now: the
// message line says them again after a language switch.
EMSCRIPTEN_KEEPALIVE const char* mw_notices()
{
    return out(Json::object({{"ok", Json::boolean(true)}, {"notices", noticesJson(lastNotices(), catalogue().translate())}}));
}

// A format's name ("code", "pentasol"...) as the page's language says it now ("layer code").
EMSCRIPTEN_KEEPALIVE const char* mw_format_name(const char* name)
{
    const auto format = parseGridFormat(name ? name : "");
    if (!format)
        return failed(syntaxError(Phrase::literal(name ? name : ""))); // the page names only the formats there are
    return out(
        Json::object({{"ok", Json::boolean(true)}, {"name", Json::string(formatNameSaid(*format, catalogue().translate()))}}));
}

// Opens a built-in famous grid by its id, in its published order, with its story.
EMSCRIPTEN_KEEPALIVE const char* mw_open_famous(const char* id)
{
    if (!famous())
        return failed(famous().error());
    for (const FamousGrid& g : *famous())
        if (g.id == id) {
            viewer().openGrid(g.variant, g.moves, gridInfo(g, catalogue().translate()),
                              [&g] { return gridInfo(g, catalogue().translate()); });
            return succeeded();
        }
    return failed(syntaxError(Phrase::literal(id))); // the page lists only the grids there are
}

EMSCRIPTEN_KEEPALIVE const char* mw_new(const char* variant)
{
    viewer().newGame(variantOf(variant).value_or(Variant::T5));
    return succeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mw_state()
{
    return succeeded();
}

// The scene of a layer. flags: 1 later layers faint (else hidden), 2 move numbers,
// 4 as an exported picture shows it (BoardScene::forPicture, with its legend).
EMSCRIPTEN_KEEPALIVE const char* mw_scene(int layer, int flags)
{
    paint::ViewOptions options;
    options.ghostLater = (flags & 1) != 0;
    options.showNumbers = (flags & 2) != 0;
    options.handPlay = true;
    paint::BoardScene scene = viewer().scene(layer, options);
    if (flags & 4)
        scene = scene.forPicture(options.showNumbers, true);
    return out(sceneJson(scene, viewer().game()));
}

// The grid's moves in play order, for the search module (which takes moves, not codes).
EMSCRIPTEN_KEEPALIVE const char* mw_moves()
{
    return out(Json::object({{"ok", Json::boolean(true)}, {"moves", moveList(viewer().game().moves)}}));
}

// Another grid's last layer as a picture shows it (no numbers, no legend), without opening
// it: the search panel's preview of its best grid. `text`: what mw_open reads.
EMSCRIPTEN_KEEPALIVE const char* mw_preview(const char* text, const char* variant)
{
    GridReadOptions options;
    if (const auto v = variantOf(variant))
        options.variant = *v;
    auto read = readGrid(text, options);
    if (!read)
        return failed(read.error());
    auto game = layeredGame(*read); // a code's layering as it was decoded
    if (!game)
        return failed(game.error());
    paint::ViewOptions view;
    view.highlightLayer = false; // the grid as a whole, in one colour
    const paint::BoardScene scene =
        paint::BoardScene::of(*game, std::max(0, game->viewSteps() - 1), static_cast<int>(game->moves.size()), view)
            .forPicture(false, false);
    return out(Json::object({{"ok", Json::boolean(true)}, {"scene", sceneJson(scene, *game)}}));
}

// The analysis of the game as it stands (AnalysisJson.h), or null.
EMSCRIPTEN_KEEPALIVE const char* mw_analysis()
{
    const GameAnalysis* a = viewer().analysis();
    return out(Json::object({{"ok", Json::boolean(true)}, {"analysis", a ? analysisViewJson(*a) : Json()}}));
}

// The analysis the page's search module made (or any record's "analysis" field, as JSON
// text) becomes the game's; refused, with the reason, when it is not of this game.
EMSCRIPTEN_KEEPALIVE const char* mw_set_analysis(const char* field)
{
    auto json = Json::parse(field);
    if (!json)
        return failed(json.error());
    const LayeredGame& game = viewer().game();
    auto analysis = analysisFromJson(*json, game.variant, game.moves);
    if (!analysis)
        return failed(analysis.error());
    viewer().setAnalysis(std::move(analysis).value());
    return mw_analysis();
}

// The position after the game's first `move` moves with the better game drawn over it
// (flags as mw_scene's); the plain scene when the analysis has no better game there.
EMSCRIPTEN_KEEPALIVE const char* mw_better_scene(int move, int flags)
{
    paint::ViewOptions options;
    options.ghostLater = (flags & 1) != 0;
    options.showNumbers = (flags & 2) != 0;
    const LayeredGame& game = viewer().game();
    paint::BoardScene scene = viewer().scene(game.viewSteps(), options);
    scene.comparison = viewer().betterComparison(move);
    scene.showLegend = scene.comparison.has_value();
    return out(sceneJson(scene, game));
}

EMSCRIPTEN_KEEPALIVE const char* mw_choices(int x, int y)
{
    return out(movesJson(viewer().choicesAt({x, y})));
}

EMSCRIPTEN_KEEPALIVE const char* mw_play(int px, int py, int lx, int ly, int dir)
{
    if (!viewer().play(moveOf(px, py, lx, ly, dir))) {
        Error e;
        e.kind = ErrorKind::IllegalMove;
        return failed(e);
    }
    return succeeded();
}

// Back to before move `move`, the analysis's better game from there played (Viewer::playBetter).
EMSCRIPTEN_KEEPALIVE const char* mw_play_better(int move)
{
    if (!viewer().playBetter(move)) {
        Error e;
        e.kind = ErrorKind::IllegalMove;
        return failed(e);
    }
    return succeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mw_undo()
{
    viewer().undo();
    return succeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mw_redo()
{
    viewer().redo();
    return succeeded();
}

// The grid as text: "code", "number", "moves", "pentasol", "msr".
EMSCRIPTEN_KEEPALIVE const char* mw_text(const char* format)
{
    const auto f = parseGridFormat(format);
    auto text = f ? viewer().text(*f) : Result<std::string>(syntaxError(Phrase::literal(format)));
    if (!text)
        return failed(text.error());
    return succeeded({{"text", Json::string(*text)}});
}

// The picture (PNG or SVG bytes) with the grid's record in it, in the byte buffer
// (mw_bytes, mw_bytes_length); the JSON says whether it worked.
EMSCRIPTEN_KEEPALIVE const char* mw_with_record(const char* data, int length, int svg)
{
    const LayeredGame& game = viewer().game();
    auto record = pictureRecord(game.variant, game.moves, viewer().info());
    if (!record)
        return failed(record.error());
    const std::string_view picture(data, static_cast<std::size_t>(length));
    auto written = svg ? withSvgRecord(picture, *record) : withPngRecord(picture, *record);
    if (!written)
        return failed(written.error());
    bytes() = std::move(written).value();
    return succeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mw_bytes()
{
    return bytes().data();
}

EMSCRIPTEN_KEEPALIVE int mw_bytes_length()
{
    return static_cast<int>(bytes().size());
}

EMSCRIPTEN_KEEPALIVE const char* mw_famous()
{
    if (!famous())
        return failed(famous().error());
    return out(Json::object({{"ok", Json::boolean(true)}, {"grids", famousJson(*famous(), catalogue().translate())}}));
}

// How many times the core has run the layering procedure since the module started: what
// web.core counts to show that a grid is layered once from the link to the board.
EMSCRIPTEN_KEEPALIVE const char* mw_layerings()
{
    return out(
        Json::object({{"ok", Json::boolean(true)}, {"layerings", Json::number(static_cast<std::int64_t>(LayerCoder::runs()))}}));
}

EMSCRIPTEN_KEEPALIVE const char* mw_palette()
{
    return out(paletteJson());
}

// The catalogue errors are worded with: a JSON object of strings (others are skipped);
// "" for English.
EMSCRIPTEN_KEEPALIVE const char* mw_set_catalogue(const char* json)
{
    if (auto bad = catalogue().set(json))
        return failed(*bad);
    viewer().wordAgain(); // a famous grid as it opened: its title, story and date in the new words
    return out(Json::object({{"ok", Json::boolean(true)}}));
}

} // extern "C"
