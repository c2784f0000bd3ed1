// remove: a grid without some of its moves and every move that needs them.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"

#include <QRegularExpression>

#include <algorithm>

namespace morpion::cli {

namespace {

// A move in its text form, or "x,y" for the move that added that point. Returns its index
// in the grid.
Result<int> findMove(const std::vector<Move>& grid, const QString& text, int length)
{
    static const QRegularExpression pointRe(QStringLiteral("^\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*$"));
    const auto point = pointRe.match(text);
    std::optional<Move> move;
    std::optional<Point> at;
    if (point.hasMatch()) {
        at = Point{point.captured(1).toInt(), point.captured(2).toInt()};
    } else {
        const auto parsed = parseMove(text.toStdString(), length);
        if (!parsed)
            return parsed.error();
        move = *parsed;
    }
    for (std::size_t i = 0; i < grid.size(); ++i)
        if ((move && grid[i] == *move) || (at && grid[i].point == *at))
            return static_cast<int>(i);
    Error e;
    e.kind = ErrorKind::IllegalMove;
    e.detail = Phrase::literal("the grid has no move " + (move ? formatMove(*move) : "at " + text.trimmed().toStdString()));
    return e;
}

} // namespace

int runRemove(const QStringList& args)
{
    CommandLine cl(QStringLiteral("remove"),
                   QStringLiteral("Removes moves from a grid together with every move that needs them (whose line\n"
                                  "passes through a removed point, and so on), so that what is left is still a\n"
                                  "legal grid. Prints, as key: value lines:\n"
                                  "  removed: how many moves went, the cones included\n"
                                  "  code: the layer code of what is left"));
    cl.addPositional(QStringLiteral("GRID"), QStringLiteral("A layer code, a game number, or a file in any grid format."));
    cl.addPositional(QStringLiteral("MOVE"),
                     QStringLiteral("A move as 'x, y – (lx,ly,dir)' (as `moves` prints it), or 'x,y' for the move that "
                                    "added that point."));
    cl.allowRepeatedLast();
    if (auto stop = cl.parse(args))
        return *stop;
    const QStringList positional = cl.positional();
    const auto grid = cl.readGridArgument(0);
    if (!grid)
        return ExitBadInput;
    std::vector<int> indices;
    for (qsizetype k = 1; k < positional.size(); ++k) {
        const auto index = findMove(grid->moves, positional.at(k), lineLength(grid->variant));
        if (!index)
            return cl.fail("MOVE " + std::to_string(k) + ": " + index.error().message());
        indices.push_back(*index);
    }
    const auto edit = removeMoves(grid->variant, grid->moves, indices);
    if (!edit)
        return cl.fail(edit.error());
    const auto code = encodeLayerCode(grid->variant, edit->moves);
    if (!code)
        return cl.fail(code.error());
    const std::string prefix = grid->variant == Variant::T5 ? std::string() : std::string(variantName(grid->variant)) + ":";
    writeLine("removed: " + std::to_string(edit->removed.size()));
    writeLine("code: " + prefix + *code);
    return ExitOk;
}

} // namespace morpion::cli
