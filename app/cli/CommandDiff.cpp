// diff: two grids side by side, the moves they share and the moves each has alone.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/codes/GridDiff.h"
#include "core/rules/MoveText.h"

namespace morpion::cli {

int runDiff(const QStringList& args)
{
    CommandLine cl(QStringLiteral("diff"),
                   QStringLiteral("Compares two grids (each a layer code, a game number, or a file in any grid\n"
                                  "format). B is first turned or mirrored by the symmetry of the cross that\n"
                                  "gives the most moves in common (--as-is: B as it is). Prints, as key: value lines:\n"
                                  "  alignment: that symmetry, as its number 0-7 and its name (0 identity: B as it is)\n"
                                  "  common, only_a, only_b: how many moves both have, and each alone\n"
                                  "  same_points: yes when some symmetry of the cross maps A's points onto B's\n"
                                  "               (whatever their lines)\n"
                                  "  symmetry: the symmetry that maps A onto B move for move (identity when\n"
                                  "            they are equal), or none\n"
                                  "then each move only in A as \"- x, y – (lx,ly,dir)\" and each move only in B\n"
                                  "(as aligned) as \"+ ...\", in canonical order. A line on standard error says\n"
                                  "the alignment when it is not the identity. Exit status 0 whether or not they differ."));
    cl.addPositional(QStringLiteral("A"), QStringLiteral("The first grid."));
    cl.addPositional(QStringLiteral("B"), QStringLiteral("The second grid."));
    const QCommandLineOption asIsOption(QStringLiteral("as-is"),
                                        QStringLiteral("Compare B as it is, without turning or mirroring it."));
    cl.addOption(asIsOption);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto a = cl.readGridArgument(0, GridFormat::Auto, std::nullopt, "A: ");
    if (!a)
        return ExitBadInput;
    const auto b = cl.readGridArgument(1, GridFormat::Auto, cl.variantGiven() ? cl.variant() : a->variant, "B: ");
    if (!b)
        return ExitBadInput;
    if (a->variant != b->variant)
        return cl.fail("A is a " + std::string(variantName(a->variant)) + " grid and B a " +
                       std::string(variantName(b->variant)) + " grid");
    const GridDiff d =
        diffGrids(a->variant, a->moves, b->moves, cl.parser().isSet(asIsOption) ? DiffAlignment::AsIs : DiffAlignment::Best);
    if (d.alignment != Symmetry())
        writeErrorLine("morpion-cli diff: B aligned by " + alignmentSummary(d) + " (compare it as it is with --as-is)");
    writeLine("alignment: " + std::to_string(d.alignment.index()) + " " + std::string(d.alignment.name()));
    writeLine("common: " + std::to_string(d.common.size()));
    writeLine("only_a: " + std::to_string(d.onlyA.size()));
    writeLine("only_b: " + std::to_string(d.onlyB.size()));
    writeLine(std::string("same_points: ") + (d.samePoints ? "yes" : "no"));
    writeLine("symmetry: " + (d.symmetry ? std::string(d.symmetry->name()) : std::string("none")));
    for (const Move& m : d.onlyA)
        writeLine("- " + formatMove(m));
    for (const Move& m : d.onlyB)
        writeLine("+ " + formatMove(m));
    return ExitOk;
}

} // namespace morpion::cli
