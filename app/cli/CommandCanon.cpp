// canon: the canonical code of a grid, the smallest code over the 8 symmetries (spec §9).

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/Symmetry.h"

namespace morpion::cli {

int runCanon(const QStringList& args)
{
    CommandLine cl(QStringLiteral("canon"),
                   QStringLiteral("Prints the canonical code of a grid: the smallest of the layer codes of its\n"
                                  "8 images under the symmetries of the cross (docs/layer-code.md), compared as bit\n"
                                  "strings. Two grids are the same up to symmetry when their canonical codes are\n"
                                  "equal. Output, as key: value lines:\n"
                                  "  code: the canonical code (with a prefix such as 5D: for variants but 5T)\n"
                                  "  symmetry: the transformation that takes the given grid there, as its\n"
                                  "            number 0-7 and its name (0 identity: the code was canonical)"));
    cl.addPositional(QStringLiteral("CODE"), QStringLiteral("A layer code, optionally with a prefix such as 5D:, or a file\n"
                                                            "in any grid format (- for standard input)."));
    if (auto stop = cl.parse(args))
        return *stop;
    const auto grid = cl.readGridArgument(0, GridFormat::Code);
    if (!grid)
        return ExitBadInput;
    const auto canon = canonicalCode(grid->variant, grid->moves);
    if (!canon)
        return cl.fail(canon.error());
    const std::string prefix = grid->variant == Variant::T5 ? std::string() : std::string(variantName(grid->variant)) + ":";
    writeLine("code: " + prefix + canon->code);
    writeLine("symmetry: " + std::to_string(canon->symmetry.index()) + " " + std::string(canon->symmetry.name()));
    return ExitOk;
}

} // namespace morpion::cli
