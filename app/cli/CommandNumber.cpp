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
                   QStringLiteral("Prints the game number (docs/game-number.md) of a grid, with its moves in\n"
                                  "layer order, with a prefix such as 5D: but for 5T."));
    cl.addPositional(QStringLiteral("CODE"),
                     QStringLiteral("A layer code (docs/layer-code.md), optionally with a prefix such as 5D:,\n"
                                    "or a file in any grid format (- for standard input)."));
    if (auto stop = cl.parse(args))
        return *stop;
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    GridRead ordered;
    ordered.variant = layering->variant;
    ordered.moves = layering->movesInOrder();
    const auto number = writeGrid(ordered, GridFormat::Number);
    if (!number)
        return cl.fail(number.error());
    writeOut(*number);
    return ExitOk;
}

int runFromNumber(const QStringList& args)
{
    CommandLine cl(QStringLiteral("from-number"),
                   QStringLiteral("Prints the layer code of the game a game number (docs/game-number.md) stands for\n"
                                  "(with a prefix such as 5D: but for 5T, as every command writes codes),\n"
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
    // The one writer, so that the code carries its variant's prefix.
    const auto code = writeGrid(*grid, GridFormat::Code);
    if (!code)
        return cl.fail(code.error());
    writeOut(*code);
    return ExitOk;
}

} // namespace morpion::cli
