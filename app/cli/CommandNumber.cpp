// number, from-number: between the layer code (the set of moves) and the game number
// (the exact order, spec section 7).

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"

#include <string>

namespace morpion::cli {

int runNumber(const QStringList& args)
{
    CommandLine cl(QStringLiteral("number"),
                   QStringLiteral("Prints the game number (spec section 7) of the grid a layer code stands for,\n"
                                  "with its moves in layer order."));
    cl.addPositional(QStringLiteral("CODE"),
                     QStringLiteral("A layer code (spec section 5), optionally with a prefix such as 5D:."));
    if (auto stop = cl.parse(args))
        return *stop;
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    const auto number = encodeGameNumber(layering->variant, layering->movesInOrder());
    if (!number)
        return cl.fail(number.error());
    writeLine(*number);
    return ExitOk;
}

int runFromNumber(const QStringList& args)
{
    CommandLine cl(QStringLiteral("from-number"),
                   QStringLiteral("Prints the layer code of the game a game number (spec section 7) stands for,\n"
                                  "or with --moves its moves in play order, one per line."));
    cl.addPositional(QStringLiteral("NUMBER"),
                     QStringLiteral("A game number in the code alphabet, e.g. CPdgnPwAGw/VDDKNT7XfoicfEU/cgnP8wS6z7."));
    const QCommandLineOption movesOption(QStringLiteral("moves"),
                                         QStringLiteral("Print the moves in play order instead of the layer code."));
    cl.addOption(movesOption);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto grid = cl.readGridArgument(0, GridFormat::Number);
    if (!grid)
        return ExitBadInput;
    if (cl.parser().isSet(movesOption)) {
        std::string out;
        for (const Move& m : grid->moves)
            out += formatMove(m) + '\n';
        writeOut(out);
        return ExitOk;
    }
    const auto code = encodeLayerCode(grid->variant, grid->moves);
    if (!code)
        return cl.fail(code.error());
    writeLine(*code);
    return ExitOk;
}

} // namespace morpion::cli
