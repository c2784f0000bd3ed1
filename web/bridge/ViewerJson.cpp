#include "web/bridge/ViewerJson.h"

#include "app/paint/BoardPalette.h"
#include "core/base/Utf8.h"
#include "core/rules/MoveText.h"
#include "web/bridge/MoveJson.h"

#include <initializer_list>
#include <utility>

namespace morpion::web {

namespace {

Json num(std::int64_t n)
{
    return Json::number(n);
}

Json pointJson(const std::optional<Point>& p)
{
    return p ? Json::array({num(p->x), num(p->y)}) : Json();
}

// The board's proportions (app/paint/BoardScene.h) as web/src/board.ts paints with them: a
// size as [perCell, least, shrinks], the others as numbers.
Json proportionsJson(const paint::BoardProportions& p)
{
    using P = paint::BoardProportions;
    const auto size = [](const paint::BoardSize& s) {
        return Json::array({Json::decimal(s.perCell), Json::decimal(s.least), Json::boolean(s.shrinks)});
    };
    std::vector<Json::Member> out;
    for (const auto& [name, field] :
         std::initializer_list<std::pair<const char*, paint::BoardSize P::*>>{{"line", &P::line},
                                                                              {"currentLine", &P::currentLine},
                                                                              {"crossPoint", &P::crossPoint},
                                                                              {"point", &P::point},
                                                                              {"numberedPoint", &P::numberedPoint},
                                                                              {"outline", &P::outline},
                                                                              {"ring", &P::ring},
                                                                              {"numberedRing", &P::numberedRing},
                                                                              {"tabooLine", &P::tabooLine},
                                                                              {"diamond", &P::diamond},
                                                                              {"lastMoveGap", &P::lastMoveGap},
                                                                              {"hintLine", &P::hintLine},
                                                                              {"hintPoint", &P::hintPoint},
                                                                              {"halo", &P::halo},
                                                                              {"haloPoint", &P::haloPoint}})
        out.emplace_back(name, size(p.*field));
    for (const auto& [name, field] :
         std::initializer_list<std::pair<const char*, double P::*>>{{"ringPen", &P::ringPen},
                                                                    {"previewPen", &P::previewPen},
                                                                    {"otherPen", &P::otherPen},
                                                                    {"lastMovePen", &P::lastMovePen},
                                                                    {"lastMovePenLeast", &P::lastMovePenLeast},
                                                                    {"candidateDash", &P::candidateDash},
                                                                    {"candidateGap", &P::candidateGap},
                                                                    {"tabooDash", &P::tabooDash},
                                                                    {"tabooGap", &P::tabooGap},
                                                                    {"otherDash", &P::otherDash},
                                                                    {"otherGap", &P::otherGap},
                                                                    {"numberFont", &P::numberFont},
                                                                    {"smallNumberFont", &P::smallNumberFont},
                                                                    {"numbersFrom", &P::numbersFrom},
                                                                    {"latticeFrom", &P::latticeFrom}})
        out.emplace_back(name, Json::decimal(p.*field));
    out.emplace_back("numberFontLeast", num(p.numberFontLeast));
    out.emplace_back("smallNumberFontLeast", num(p.smallNumberFontLeast));
    return Json::object(std::move(out));
}

std::string_view pictureName(PictureKind k)
{
    return k == PictureKind::Png ? "png" : k == PictureKind::Svg ? "svg" : "";
}

std::string hexColour(paint::Rgba c)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::string out = "#";
    for (const std::uint8_t v : {c.r, c.g, c.b, c.a}) {
        out += hex[v >> 4];
        out += hex[v & 15];
    }
    return out;
}

Json paletteOf(const paint::BoardPalette& p)
{
    std::vector<Json::Member> members;
    for (const auto& f : paint::colourFields<paint::Rgba>())
        members.emplace_back(std::string(f.name), Json::string(hexColour(p.*f.colour)));
    return Json::object(std::move(members));
}

std::string_view legendKind(paint::BoardScene::LegendEntry::Kind k)
{
    using Kind = paint::BoardScene::LegendEntry::Kind;
    switch (k) {
    case Kind::Earlier: return "earlier";
    case Kind::Current: return "current";
    case Kind::Candidate: return "candidate";
    case Kind::Taboo: return "taboo";
    case Kind::Later: return "later";
    case Kind::Hint: return "hint";
    case Kind::LastMove: return "lastMove";
    case Kind::Needs: return "needs";
    case Kind::NeededBy: return "neededBy";
    case Kind::Common: return "common";
    case Kind::OnlyHere: return "onlyHere";
    case Kind::OnlyThere: return "onlyThere";
    }
    return "earlier";
}

// The most of one record field the page shows (the comment a few paragraphs).
constexpr std::size_t maxShownFieldBytes = 2000;

std::string textOr(const Result<std::string>& r)
{
    return r ? *r : std::string();
}

} // namespace

Json stateJson(const Viewer& viewer)
{
    const LayeredGame& game = viewer.game();
    // The moves each layer takes; not the step after them where an unfinished game goes on.
    std::vector<Json> perLayer;
    for (int k = 0; k < game.layers(); ++k)
        perLayer.push_back(num(game.layering.layers[static_cast<std::size_t>(k)].takenCount()));
    // The fields as the page shows them: a title of 15 MiB took seconds to go through JSON
    // and the page's layout at every state. The grid keeps them whole (exports write them).
    std::vector<Json::Member> info;
    for (const GridInfo::Field f : GridInfo::editable)
        if (const std::string value = viewer.info().value(f); !value.empty())
            info.emplace_back(std::string(GridInfo::key(f)), Json::string(shortenedText(value, maxShownFieldBytes)));
    const int moves = static_cast<int>(game.moves.size());
    return Json::object({{"variant", Json::string(std::string(variantName(game.variant)))},
                         {"score", num(moves)},
                         {"layers", num(game.layers())},
                         {"steps", num(game.viewSteps())},
                         {"perLayer", Json::array(std::move(perLayer))},
                         {"over", Json::boolean(game.isOver())},
                         {"legal", num(static_cast<std::int64_t>(game.legal.size()))},
                         {"played", num(moves - viewer.playedFrom())},
                         {"canUndo", Json::boolean(viewer.canUndo())},
                         {"canRedo", Json::boolean(viewer.canRedo())},
                         {"code", Json::string(textOr(viewer.text(GridFormat::Code)))},
                         {"info", Json::object(std::move(info))},
                         {"stem", Json::string(viewer.info().fileStem())}});
}

namespace {

// A phrase as the page's language says it (in English as the command line does).
std::string said(const Phrase& p, const Translate* translate)
{
    return translate ? describePhrase(p, *translate) : p.english();
}

} // namespace

std::string formatNameSaid(GridFormat format, const Translate* translate)
{
    return said(gridFormatPhrase(format), translate);
}

Json noticesJson(const std::vector<ReadNotice>& notices, const Translate* translate)
{
    std::vector<Json> out;
    for (const ReadNotice& n : notices)
        out.push_back(Json::string(said(n.phrase(), translate)));
    return Json::array(std::move(out));
}

Json readingJson(const VariantReading& reading, const Translate* translate)
{
    return Json::object({{"variant", Json::string(std::string(variantName(reading.variant)))},
                         {"format", Json::string(std::string(gridFormatName(reading.format)))},
                         {"formatName", Json::string(formatNameSaid(reading.format, translate))},
                         {"score", num(reading.score)}});
}

Json readJson(const GridRead& read, const Translate* translate)
{
    return Json::object({{"format", Json::string(std::string(gridFormatName(read.format)))},
                         {"formatName", Json::string(formatNameSaid(read.format, translate))},
                         {"picture", Json::string(std::string(pictureName(read.picture)))},
                         {"notices", noticesJson(read.notices, translate)}});
}

Json sceneJson(const paint::BoardScene& scene, const LayeredGame& game)
{
    std::vector<Json> cross;
    for (const Point& p : scene.cross)
        cross.push_back(Json::array({num(p.x), num(p.y)}));
    std::vector<Json> items;
    items.reserve(scene.items.size());
    for (const auto& item : scene.items) {
        Json m = moveJson(item.move);
        m.items().push_back(num(item.number));
        m.items().push_back(num(item.layer));
        m.items().push_back(num(static_cast<int>(item.role))); // 0 earlier, 1 current, 2 later
        m.items().push_back(Json::boolean(item.played));
        items.push_back(std::move(m));
    }
    // The layer panel's rows (app/gui/panels/LayerPanel): candidates, then taboo moves.
    std::vector<Json> candidates, taboo;
    const int k = scene.currentLayer;
    if (k >= 0 && k < static_cast<int>(game.layering.layers.size())) {
        const Layer& layer = game.layering.layers[static_cast<std::size_t>(k)];
        for (std::size_t i = 0; i < layer.candidates.size(); ++i)
            candidates.push_back(Json::object({{"number", num(layer.firstNumber + static_cast<int>(i))},
                                               {"move", moveJson(layer.candidates[i])},
                                               {"text", Json::string(formatMove(layer.candidates[i]))},
                                               {"taken", Json::boolean(layer.taken[i] != 0)}}));
        for (const Move& m : layer.taboo)
            taboo.push_back(Json::object({{"move", moveJson(m)}, {"text", Json::string(formatMove(m))}}));
    }
    std::vector<Json> legend;
    for (const auto& e : scene.legend()) {
        std::vector<Json> numbers;
        for (const int n : e.numbers)
            numbers.push_back(num(n));
        legend.push_back(Json::object({{"kind", Json::string(std::string(legendKind(e.kind)))},
                                       {"text", Json::string(e.text.text)},
                                       {"numbers", Json::array(std::move(numbers))}}));
    }
    const paint::BoardScene::LatticeRect b = scene.bounds();
    const paint::BoardScene::LatticeRect f = scene.frame();
    return Json::object({{"variant", Json::string(std::string(variantName(scene.variant)))},
                         {"layer", num(scene.currentLayer)},
                         {"bounds", Json::array({num(b.left), num(b.top), num(b.width), num(b.height)})},
                         {"frame", Json::array({num(f.left), num(f.top), num(f.width), num(f.height)})},
                         {"steps", num(scene.viewSteps)},
                         {"playing", Json::boolean(scene.playing)},
                         {"ghostLater", Json::boolean(scene.ghostLater)},
                         {"showNumbers", Json::boolean(scene.showNumbers)},
                         {"showLegend", Json::boolean(scene.showLegend)},
                         {"proportions", proportionsJson(scene.proportions)},
                         {"cross", Json::array(std::move(cross))},
                         {"items", Json::array(std::move(items))},
                         {"open", moveList(scene.openCandidates)},
                         {"taboo", moveList(scene.taboo)},
                         {"playable", moveList(scene.playable)},
                         {"last", pointJson(scene.lastMovePoint)},
                         {"comparison", scene.comparison ? Json::object({{"common", moveList(scene.comparison->common)},
                                                                         {"onlyHere", moveList(scene.comparison->onlyHere)},
                                                                         {"onlyThere", moveList(scene.comparison->onlyThere)}})
                                                         : Json()},
                         {"legend", Json::array(std::move(legend))},
                         {"rows", Json::object({{"candidates", Json::array(std::move(candidates))},
                                                {"taboo", Json::array(std::move(taboo))},
                                                {"playable", movesJson(scene.playable)}})}});
}

Json movesJson(const std::vector<Move>& moves)
{
    std::vector<Json> out;
    for (const Move& m : moves)
        out.push_back(Json::object({{"move", moveJson(m)}, {"text", Json::string(formatMove(m))}}));
    return Json::array(std::move(out));
}

Json famousJson(const std::vector<FamousGrid>& grids, const Translate* translate)
{
    std::vector<Json> out;
    for (const FamousGrid& g : grids) {
        const FamousGridWords words = famousGridWords(g, translate);
        out.push_back(Json::object({{"id", Json::string(g.id)},
                                    {"title", Json::string(words.title)},
                                    {"variant", Json::string(std::string(variantName(g.variant)))},
                                    {"score", num(g.score)},
                                    {"author", Json::string(words.authors)},
                                    {"date", Json::string(words.date)},
                                    {"story", Json::string(words.story)},
                                    {"source", Json::string(g.source)},
                                    {"code", Json::string(g.code)},
                                    {"layers", num(g.layers)}}));
    }
    return Json::array(std::move(out));
}

Json paletteJson()
{
    return Json::object({{"light", paletteOf(paint::BoardPalette::light())},
                         {"dark", paletteOf(paint::BoardPalette::dark())},
                         {"print", paletteOf(paint::BoardPalette::print())}});
}

} // namespace morpion::web
