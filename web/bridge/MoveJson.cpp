#include "web/bridge/MoveJson.h"

namespace morpion::web {

Json moveJson(const Move& m)
{
    return Json::array({Json::number(m.point.x), Json::number(m.point.y), Json::number(m.line.start.x),
                        Json::number(m.line.start.y), Json::number(dirIndex(m.line.dir))});
}

Json moveList(const std::vector<Move>& moves)
{
    std::vector<Json> items;
    items.reserve(moves.size());
    for (const Move& m : moves)
        items.push_back(moveJson(m));
    return Json::array(std::move(items));
}

Result<std::vector<Move>> movesFromJson(const Json& list)
{
    const auto bad = [] { return syntaxError(Phrase::literal("a move list must be arrays [px, py, lx, ly, dir]")); };
    if (!list.isArray())
        return bad();
    std::vector<Move> moves;
    moves.reserve(list.items().size());
    for (const Json& item : list.items()) {
        if (!item.isArray() || item.items().size() != 5)
            return bad();
        int v[5];
        for (int i = 0; i < 5; ++i) {
            const auto n = item.items()[static_cast<std::size_t>(i)].isNumber()
                               ? item.items()[static_cast<std::size_t>(i)].asInteger()
                               : std::nullopt;
            if (!n || *n < -1000000 || *n > 1000000)
                return bad();
            v[i] = static_cast<int>(*n);
        }
        if (v[4] < 0 || v[4] > 3)
            return bad();
        moves.push_back({{v[0], v[1]}, {{v[2], v[3]}, static_cast<Dir>(v[4])}});
    }
    return moves;
}

} // namespace morpion::web
