// encode: a move list in play order → its layer code, checking every move on the way.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/LayerCode.h"

namespace morpion::cli {

int runEncode(const QStringList& args)
{
    CommandLine cl(QStringLiteral("encode"),
                   QStringLiteral("Reads a move list in play order, one move per line in the form \"2, 2 - (0,4,ne)\"\n"
                                  "(blank lines and # comments allowed; a first comment \"# 5D grid\" names the\n"
                                  "variant when --variant is not given), checks that every move is legal\n"
                                  "where it stands, and prints the layer code of the grid."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("The move list; standard input when absent or '-'."), true);
    if (auto stop = cl.parse(args))
        return *stop;
    const QStringList files = cl.positional();
    const auto text = readInput(files.isEmpty() ? QString() : files.front(), GridFormat::Moves);
    if (!text)
        return cl.fail(text.error());
    const auto grid = cl.readGridText(*text, GridFormat::Moves);
    if (!grid)
        return ExitBadInput;
    const auto code = encodeLayerCode(grid->variant, grid->moves);
    if (!code)
        return cl.fail(code.error());
    // A list whose "# 5D grid" comment names another variant than --variant gets its prefix.
    writeLine(grid->variant == cl.variant() ? *code : std::string(variantName(grid->variant)) + ":" + *code);
    return ExitOk;
}

} // namespace morpion::cli
