// The functions the web page calls (web/src/core.ts), over one Viewer. Strings go in as
// UTF-8 (a picture as bytes with their length) and come out as JSON in one result buffer,
// valid until the next call: the page reads it at once.

#include "core/codes/LayerCoder.h"
#include "core/formats/FamousGrids.h"
#include "core/formats/PictureRecord.h"
#include "web/bridge/Viewer.h"
#include "web/bridge/ViewerJson.h"

#include <emscripten/emscripten.h>

#include <string>
#include <unordered_map>

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

// The page's translations, by context and source joined with U+0004 (web/src/i18n.ts);
// empty for English, where errors read as the command line words them.
std::unordered_map<std::string, std::string>& catalogue()
{
    static std::unordered_map<std::string, std::string> c;
    return c;
}

std::string translated(const char* context, const char* source)
{
    const auto it = catalogue().find(std::string(context) + '\x04' + source);
    return it == catalogue().end() ? std::string(source) : it->second;
}

const char* failed(const Error& e, std::vector<Json::Member> more = {})
{
    const Translate translate = translated;
    more.insert(more.begin(),
                {{"ok", Json::boolean(false)}, {"error", errorJson(e, catalogue().empty() ? nullptr : &translate)}});
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
    const Translate translate = translated;
    const Translate* language = catalogue().empty() ? nullptr : &translate;
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
    return succeeded({{"read", readJson(*read, language)}});
}

// Opens a built-in famous grid by its id, in its published order, with its story.
EMSCRIPTEN_KEEPALIVE const char* mw_open_famous(const char* id)
{
    if (!famous())
        return failed(famous().error());
    for (const FamousGrid& g : *famous())
        if (g.id == id) {
            viewer().openGrid(g.variant, g.moves, gridInfo(g));
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
    return out(Json::object({{"ok", Json::boolean(true)}, {"grids", famousJson(*famous())}}));
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
    catalogue().clear();
    if (*json) {
        auto parsed = Json::parse(json);
        if (!parsed || !parsed->isObject())
            return failed(parsed ? syntaxError(Phrase::literal("not an object")) : parsed.error());
        for (const auto& [key, value] : parsed->members())
            if (value.isString())
                catalogue().emplace(key, value.text());
    }
    return out(Json::object({{"ok", Json::boolean(true)}}));
}

} // extern "C"
