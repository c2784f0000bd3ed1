// morpion-cli: the core's codes, listings and searches for scripts and batch work.
// All logic is in morpion_core; this is argument parsing and printing.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <csignal>
#include <string>

#ifndef MORPION_VERSION
#define MORPION_VERSION "unknown"
#endif

using namespace morpion::cli;

namespace {

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
};

// The dispatch table: a new subcommand is one row here (plus its run function).
const Command commands[] = {
    {"info", "score, layers, bits, orderings, code and game number of a layer code", runInfo},
    {"layers", "the layer listing of a layer code (candidates, bits, taboo moves)", runLayers},
    {"moves", "the moves of a layer code, one per line, in layer order", runMoves},
    {"encode", "the layer code of a move list (from a file or standard input)", runEncode},
    {"number", "the game number of a layer code (its moves in layer order)", runNumber},
    {"from-number", "the layer code (or --moves) of a game number", runFromNumber},
    {"search", "hill climb or NRPA search; prints a log line each time the best score rises", runSearch},
    {"bench", "speed figures: playouts, decode, encode, hill-climb iterations, NRPA moves and solver nodes in 4D", runBench},
    {"convert", "a grid from one format to another: code, number, moves, pentasol, msr, msr-compact", runConvert},
    {"canon", "the canonical code of a layer code (smallest over the 8 symmetries) and the symmetry", runCanon},
    {"merge", "many search logs or code lists into one list of distinct grids (by canonical code), best first", runMerge},
    {"diff", "two grids compared: the moves both have, the moves each has alone, symmetry", runDiff},
    {"remove", "a grid without some moves and every move that needs them", runRemove},
    {"improve", "large neighbourhood search on a grid: remove a part, refill it by NRPA, keep if as long", runImprove},
    {"analyse", "how much each move of a game cost: searches from every position, the largest losses", runAnalyse},
    {"enumerate", "how many positions and classes of positions extend a grid, move by move, up to a depth", runEnumerate},
    {"solve", "the longest game from a grid, proven by visiting every class of positions", runSolve},
    {"combine", "the outputs of the K parts of an enumerate or solve run added up into the whole answer", runCombine},
    {"examples", "the famous grids built in (record grids, the seeds' grids); with NAME, one's code", runExamples},
    {"render", "a PNG, SVG or PDF picture of a grid (a code or a file), as the desktop program draws it", runRender},
    {"html", "a grid as one self-contained web page (the layer view, offline, in any browser)", runHtml},
};

const Command* findCommand(const QString& name)
{
    const std::string key = name.toStdString();
    const auto it = std::find_if(std::begin(commands), std::end(commands), [&](const Command& c) { return key == c.name; });
    return it == std::end(commands) ? nullptr : &*it;
}

std::string overview()
{
    std::string text = "Usage: morpion-cli <command> [options] [arguments]\n"
                       "Morpion Solitaire grids, layer codes and game numbers (formats: see man morpion-cli).\n\n"
                       "Commands:\n";
    std::size_t width = 0;
    for (const Command& c : commands)
        width = std::max(width, std::string(c.name).size());
    for (const Command& c : commands)
        text += "  " + std::string(c.name) + std::string(width + 2 - std::string(c.name).size(), ' ') + c.summary + "\n";
    text += "\nEvery command takes --variant 5T|5D|4T|4D (default 5T) and --help.\n"
            "Exit status: 0 success, 1 invalid input or a failed write, 2 wrong usage,\n"
            "3 a part that is not installed (render without the desktop program),\n"
            "4 stopped by a signal with a partial result (analyse; enumerate and solve\n"
            "without --checkpoint).\n";
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    // A file-size limit (ulimit -f) fails a write with EFBIG, which every write reports,
    // instead of killing the program between two writes with a line half written.
    std::signal(SIGXFSZ, SIG_IGN);
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    if (args.size() < 2) {
        writeErrorLine("morpion-cli: missing command (see morpion-cli --help)");
        return ExitUsage;
    }
    QString name = args.at(1);
    if (name == QStringLiteral("--help") || name == QStringLiteral("-h") || name == QStringLiteral("help")) {
        if (name == QStringLiteral("help") && args.size() > 2) {
            // "morpion-cli help info" is "morpion-cli info --help".
            name = args.at(2);
            args = QStringList{args.at(0), name, QStringLiteral("--help")};
        } else {
            writeOut(overview());
            return finishOut({}, ExitOk);
        }
    }
    if (name == QStringLiteral("--version") || name == QStringLiteral("-v")) {
        writeLine(std::string("morpion-cli ") + MORPION_VERSION);
        return finishOut({}, ExitOk);
    }
    const Command* command = findCommand(name);
    if (!command) {
        writeErrorLine("morpion-cli: unknown command '" + name.toStdString() + "' (see morpion-cli --help)");
        return ExitUsage;
    }
    QStringList rest = args.mid(2);
    rest.prepend(QStringLiteral("morpion-cli ") + name);
    // Every command's output is checked here, once: a lost line is a failure.
    return finishOut(name, command->run(rest));
}
