// examples: the famous grids built into the programs (resources/famous-grids.txt).

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "app/common/FamousGridList.h"
#include "core/base/NameList.h"
#include "core/rules/MoveText.h"

#include <string>

namespace morpion::cli {

int runExamples(const QStringList& args)
{
    CommandLine cl(QStringLiteral("examples"),
                   QStringLiteral("Lists the famous grids built into the programs, one block of key: value lines\n"
                                  "each (id, title, variant, score, author, year, source, story, code, number),\n"
                                  "blocks separated by a blank line; year and source only when known. With NAME\n"
                                  "(an id, in any case), prints that grid's layer code alone, e.g.\n"
                                  "morpion-cli info --variant 5D $(morpion-cli examples 5D-rosin82); with --moves,\n"
                                  "its moves in the order they were published, one \"2, 2 - (0,4,ne)\" per line."));
    cl.addPositional(QStringLiteral("NAME"), QStringLiteral("The id of one grid, e.g. 5T-rosin178."), true);
    const QCommandLineOption movesOption(QStringLiteral("moves"),
                                         QStringLiteral("With NAME: print its moves in their published order."));
    cl.addOption(movesOption);
    if (auto stop = cl.parse(args))
        return *stop;
    if (cl.parser().isSet(movesOption) && cl.positional().isEmpty())
        return cl.usageError(QStringLiteral("--moves needs the NAME of a grid"));
    const auto& grids = FamousGridList::all();
    if (!grids)
        return cl.fail("the built-in list does not read: " + grids.error().message());

    if (!cl.positional().isEmpty()) {
        const std::string name = cl.positionalUtf8(0);
        if (const FamousGrid* g = FamousGridList::find(name)) {
            if (!cl.parser().isSet(movesOption)) {
                writeLine(g->code);
                return ExitOk;
            }
            std::string out = "# " + g->title + ": " + std::string(variantName(g->variant)) + ", " + std::to_string(g->score) +
                              " moves in their published order\n";
            for (const Move& m : g->moves)
                out += formatMove(m) + '\n';
            writeOut(out);
            return ExitOk;
        }
        std::string ids;
        for (const FamousGrid& g : *grids)
            ids += (ids.empty() ? "" : ", ") + g.id;
        return cl.fail("no famous grid '" + name + "' (the ids are " + ids + ")");
    }
    std::string out;
    for (const FamousGrid& g : *grids) {
        if (!out.empty())
            out += '\n';
        out += "id: " + g.id + '\n';
        out += "title: " + g.title + '\n';
        out += "variant: " + std::string(variantName(g.variant)) + '\n';
        out += "score: " + std::to_string(g.score) + '\n';
        out += "author: " + nameList(g.authors, nullptr) + '\n';
        if (g.year != 0)
            out += "year: " + std::string(g.yearApproximate ? "c. " : "") + std::to_string(g.year) + '\n';
        if (!g.source.empty())
            out += "source: " + g.source + '\n';
        out += "story: " + g.story + '\n';
        out += "code: " + g.code + '\n';
        if (!g.number.empty())
            out += "number: " + g.number + '\n';
    }
    writeOut(out);
    return ExitOk;
}

} // namespace morpion::cli
