// merge: many search logs (or any collections of codes) into one list of distinct grids.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/formats/CollectionMerge.h"
#include "core/formats/GridFile.h"
#include "core/formats/LineReader.h"

#include <QFile>

namespace morpion::cli {

int runMerge(const QStringList& args)
{
    CommandLine cl(QStringLiteral("merge"),
                   QStringLiteral("Reads search logs (or any text with layer codes, one per line, or records: MSR,\n"
                                  "MS1, Pentasol, move lists, pictures with their grid) and prints each\n"
                                  "distinct grid once, best first, as \"score code copies\": the code is canonical\n"
                                  "(docs/layer-code.md), so the 8 images of a grid count as one, and copies says how often\n"
                                  "it was seen. The output is itself a collection: `search --resume` and the desktop\n"
                                  "program's collection panel read it. Codes that do not decode are reported on\n"
                                  "standard error with their file and line and skipped; the exit status is then 1."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("Logs or collections (- for standard input)."));
    cl.allowRepeatedLast();
    const QCommandLineOption minOption(QStringLiteral("min-score"), QStringLiteral("Leave out grids below SCORE."),
                                       QStringLiteral("SCORE"));
    cl.addOption(minOption);
    if (auto stop = cl.parse(args))
        return *stop;
    std::uint64_t minScore = 0;
    if (!cl.integerOption(minOption, minScore, 0, 100000))
        return ExitUsage;

    CollectionMerge merge;
    for (const QString& file : cl.positional()) {
        const std::string path = file.isEmpty() ? std::string("-") : QFile::encodeName(file).toStdString();
        // A record (MSR, MS1, Pentasol, a picture) is one grid, read by the one reader;
        // any other text is a collection of codes, read line by line.
        if (path != "-") {
            auto head = readGridFileHead(path, 64u << 10);
            if (!head)
                return cl.fail(head.error());
            if (isRecordText(*head)) {
                auto text = readInput(file);
                if (!text)
                    return cl.fail(text.error());
                GridReadOptions options;
                options.variant = cl.variant();
                options.variantForced = cl.variantGiven();
                const auto grid = readGrid(text.value(), options);
                if (!grid)
                    return cl.fail(file.toStdString() + ": " + grid.error().message());
                cl.printNotices(*grid);
                merge.addGrid(grid->variant, grid->moves, file.toStdString());
                continue;
            }
        }
        auto lines = LineReader::open(path);
        if (!lines)
            return cl.fail(lines.error());
        const std::optional<Variant> forced = cl.variantGiven() ? std::optional<Variant>(cl.variant()) : std::nullopt;
        if (auto bad = merge.add(lines.value(), file.toStdString(), forced))
            return cl.fail(*bad);
    }
    for (const MergeFailure& f : merge.failures()) {
        Error e = f.failure.error;
        writeErrorLine("morpion-cli merge: " + f.source + " line " + std::to_string(f.failure.line) + ": " + e.message());
    }
    const InferredVariants& inferred = merge.inferred();
    if (inferred.worthSaying()) {
        std::string hint;
        if (const auto other = inferred.mostOther())
            hint = " (read them as " + std::string(variantName(*other)) + " with --variant " + std::string(variantName(*other)) +
                   ")";
        else if (inferred.mostRead() != Variant::T5)
            hint = " (choose another with --variant)";
        writeErrorLine("morpion-cli merge: " + inferred.message() + hint);
    }
    const auto grids = merge.grids();
    writeLine("# score code copies (" + std::to_string(merge.codesRead()) + " codes, " + std::to_string(grids.size()) +
              " distinct grids)");
    for (const MergedGrid* g : grids) {
        if (g->score < static_cast<int>(minScore))
            continue;
        const std::string prefix = g->variant == Variant::T5 ? std::string() : std::string(variantName(g->variant)) + ": ";
        writeLine(std::to_string(g->score) + " " + prefix + g->canonicalCode + " " + std::to_string(g->copies));
    }
    return merge.failures().empty() ? ExitOk : ExitBadInput;
}

} // namespace morpion::cli
