// examples: the famous grids built into the programs (resources/famous-grids.txt).

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "app/common/FamousGridList.h"

#include <string>

namespace morpion::cli {

int runExamples(const QStringList& args)
{
    CommandLine cl(QStringLiteral("examples"),
                   QStringLiteral("Lists the famous grids built into the programs, one block of key: value lines\n"
                                  "each (id, title, variant, score, author, year, story, code), blocks separated\n"
                                  "by a blank line. With NAME (an id, in any case), prints that grid's layer\n"
                                  "code alone, e.g. morpion-cli info --variant 5D $(morpion-cli examples 5D-rosin82)."));
    cl.addPositional(QStringLiteral("NAME"), QStringLiteral("The id of one grid, e.g. 5T-rosin178."), true);
    if (auto stop = cl.parse(args))
        return *stop;
    const auto& grids = FamousGridList::all();
    if (!grids)
        return cl.fail("the built-in list does not read: " + grids.error().message());

    if (!cl.positional().isEmpty()) {
        const std::string name = cl.positionalUtf8(0);
        if (const FamousGrid* g = FamousGridList::find(name)) {
            writeLine(g->code);
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
        out += "author: " + g.author + '\n';
        out += "year: " + std::string(g.yearApproximate ? "c. " : "") + std::to_string(g.year) + '\n';
        out += "story: " + g.story + '\n';
        out += "code: " + g.code + '\n';
    }
    writeOut(out);
    return ExitOk;
}

} // namespace morpion::cli
