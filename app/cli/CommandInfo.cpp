// info, layers, moves: three views of one layer code.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"

#include <string>

namespace morpion::cli {

namespace {

const QString codeHelp = QStringLiteral("A layer code (docs/layer-code.md), e.g. BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70,\n"
                                        "optionally with a prefix such as 5D:, or a file in any grid format\n"
                                        "(- for standard input).");

void keyValue(const std::string& key, const std::string& value)
{
    writeLine(key + ": " + value);
}

} // namespace

int runInfo(const QStringList& args)
{
    CommandLine cl(QStringLiteral("info"),
                   QStringLiteral("Prints key: value lines about a grid (a layer code or a file):\n"
                                  "variant, score, layers, bits, orderings (short and exact),\n"
                                  "code (the grid encoded again) and number (its game number in layer order)."));
    cl.addPositional(QStringLiteral("CODE"), codeHelp);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    const auto number = encodeGameNumber(layering->variant, layering->movesInOrder());
    if (!number)
        return cl.fail(number.error());
    const BigUInt orderings = layering->orderings();
    keyValue("variant", std::string(variantName(layering->variant)));
    keyValue("score", std::to_string(layering->score()));
    keyValue("layers", std::to_string(layering->takenLayers()));
    keyValue("bits", std::to_string(layering->bitCount()));
    keyValue("orderings", orderings.toShortScientific());
    keyValue("orderings_exact", orderings.toDecimal());
    keyValue("code", encodeLayerCode(*layering));
    keyValue("number", *number);
    return ExitOk;
}

int runLayers(const QStringList& args)
{
    CommandLine cl(QStringLiteral("layers"),
                   QStringLiteral("Prints the layer listing of a grid (docs/layer-code.md): each layer's numbered\n"
                                  "candidates with their bits, then the taboo moves shown at it in brackets;\n"
                                  "then a blank line, the bit string and the code."));
    cl.addPositional(QStringLiteral("CODE"), codeHelp);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    std::string out;
    for (std::size_t k = 0; k < layering->layers.size(); ++k) {
        const Layer& layer = layering->layers[k];
        if (k > 0)
            out += '\n';
        out += "layer " + std::to_string(k) + '\n';
        for (std::size_t i = 0; i < layer.candidates.size(); ++i)
            out += std::to_string(layer.firstNumber + static_cast<int>(i)) + ". " + formatMove(layer.candidates[i]) + ": " +
                   (layer.taken[i] ? '1' : '0') + '\n';
        if (!layer.taboo.empty()) {
            out += '\n';
            for (const Move& m : layer.taboo)
                out += '[' + formatMove(m) + "]\n";
        }
    }
    out += '\n';
    out += layering->bits() + '\n';
    out += encodeLayerCode(*layering) + '\n';
    writeOut(out);
    return ExitOk;
}

int runMoves(const QStringList& args)
{
    CommandLine cl(QStringLiteral("moves"), QStringLiteral("Prints the moves of a grid, one per line in the text form\n"
                                                           "\"2, 2 \u2013 (0,4,ne)\", in layer order (a legal play order)."));
    cl.addPositional(QStringLiteral("CODE"), codeHelp);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto layering = cl.decodeCode(0);
    if (!layering)
        return ExitBadInput;
    std::string out;
    for (const Move& m : layering->movesInOrder())
        out += formatMove(m) + '\n';
    writeOut(out);
    return ExitOk;
}

} // namespace morpion::cli
