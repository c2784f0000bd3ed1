// search: the hill climb of spec section 6 or NRPA, its log on standard output (and in a
// log file) as it happens.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/LogOutput.h"
#include "app/cli/StopSignals.h"
#include "app/common/FileWrite.h"
#include "app/common/WriteTarget.h"

#include "core/formats/BestCode.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/LineReader.h"
#include "core/formats/SearchLog.h"
#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <optional>
#include <string>

namespace morpion::cli {

namespace {

// The grid a search starts from, and where it came from (for the log's first line).
struct StartGrid {
    std::vector<Move> moves;
    std::string note;
};

// The file holds one grid in any format the reader knows (a record, a move list, a
// picture, a code), or else it is a collection of codes such as a search log or a merged
// file, whose best grid of the variant is taken. A record whose stored code disagrees with
// its moves starts from the moves (the reader's rule), with a warning.
Result<StartGrid> startGridIn(const CommandLine& cl, const std::string& path, Variant variant, bool resume)
{
    // One grid in any format the reader knows, unless the file is too large for one (a
    // long log, read line by line below).
    auto text = readInput(QString::fromStdString(path));
    if (!text && text.error().kind != ErrorKind::TooLarge)
        return text.error();
    std::optional<Error> notAGrid;
    if (text) {
        GridReadOptions options;
        options.variant = variant;
        options.variantForced = true;
        const auto grid = readGrid(text.value(), options);
        // A record is its grid or its error; an empty grid (a log of its first line only
        // reads as an empty move list) starts nothing.
        if (!grid && isRecordText(text.value())) {
            Error e = grid.error();
            e.detail = withColon(path, e.detail);
            return e;
        }
        if (grid && !grid->moves.empty()) {
            if (grid->variant != variant)
                return syntaxError(Phrase::literal(path + " holds a " + std::string(variantName(grid->variant)) +
                                                   " grid: search it with --variant " + std::string(variantName(grid->variant))));
            cl.printNotices(*grid);
            return StartGrid{grid->moves, "started from a grid of " + std::to_string(grid->moves.size())};
        }
        if (!grid && grid.error().kind != ErrorKind::BadCharacter && grid.error().kind != ErrorKind::EmptyInput)
            notAGrid = grid.error();
    }
    // Else a collection of codes: a search log, a merged list (core/BestCode). A line too
    // long to read (a damaged log) is skipped with a warning, as a job must still start.
    std::vector<int> skipped;
    auto best = bestCodeInFile(path, variant, &skipped);
    for (const int line : skipped)
        writeErrorLine("morpion-cli search: warning: " + path + " line " + std::to_string(line) + ": " +
                       LineReader::lineTooLong().message());
    if (best) {
        // No path here: it goes into the log, where a '/' would look like a code.
        return StartGrid{best->moves, std::string(resume ? "resumed from " : "started from ") + std::to_string(best->score) +
                                          " (line " + std::to_string(best->line) +
                                          (resume ? " of the log)" : " of a collection)")};
    }
    Error e = best.error();
    if (e.kind == ErrorKind::EmptyInput && notAGrid) {
        // Neither codes nor a grid: say why it is not the grid it looks like.
        e = *notAGrid;
        e.detail = withColon(path, e.detail);
    } else if (e.kind == ErrorKind::EmptyInput) {
        e.detail = Phrase::literal(e.detail.english() + (resume ? " to resume from" : " to start from"));
    }
    return e;
}

// The options of `search`, each with its --help line.
struct SearchArguments {
    const QCommandLineOption algo{QStringLiteral("algo"), QStringLiteral("hillclimb (default) or nrpa."), QStringLiteral("name"),
                                  QStringLiteral("hillclimb")};
    const LimitOptions limits{
        {QStringLiteral("seconds"), QStringLiteral("Stop after S seconds."), QStringLiteral("S")},
        {QStringLiteral("iterations"), QStringLiteral("Stop after K iterations over all threads."), QStringLiteral("K")},
        {QStringLiteral("target"), QStringLiteral("Stop when a game reaches SCORE moves."), QStringLiteral("SCORE")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default: a random seed, shown in the summary)."),
         QStringLiteral("N")},
        {QStringLiteral("threads"), QStringLiteral("Searching threads (default 1; 0 = one per processor core)."),
         QStringLiteral("T")}};
    const QCommandLineOption level{QStringLiteral("level"), QStringLiteral("NRPA nesting level (default 3)."),
                                   QStringLiteral("L")};
    const QCommandLineOption perLevel{QStringLiteral("per-level"), QStringLiteral("NRPA iterations per level (default 100)."),
                                      QStringLiteral("N")};
    const QCommandLineOption alpha{QStringLiteral("alpha"), QStringLiteral("NRPA adaptation step (default 1)."),
                                   QStringLiteral("A")};
    const QCommandLineOption stabilization{
        QStringLiteral("stabilization"),
        QStringLiteral("NRPA playouts per level-1 iteration, the best adapting (default 3; 1 = as published)."),
        QStringLiteral("P")};
    const QCommandLineOption repetitions{
        QStringLiteral("repetitions"),
        QStringLiteral("NRPA limited repetitions: a level stops once its best game has come back R times "
                       "(default 0 = off)."),
        QStringLiteral("R")};
    const QCommandLineOption parallel{QStringLiteral("parallel"),
                                      QStringLiteral("NRPA with several threads: independent (default; one search per thread, "
                                                     "sharing only the best result) or root (one search at a time, the threads "
                                                     "run its level-(L-1) searches side by side)."),
                                      QStringLiteral("mode")};
    const QCommandLineOption blacklist{QStringLiteral("blacklist"),
                                       QStringLiteral("Hill climb: lines blacklisted per iteration (default 3)."),
                                       QStringLiteral("B")};
    const QCommandLineOption from{QStringLiteral("from"),
                                  QStringLiteral("Start from GRID: a code, or a file in any grid format or of codes "
                                                 "(the best one is taken)."),
                                  QStringLiteral("GRID")};
    const QCommandLineOption start{
        QStringLiteral("start"),
        QStringLiteral("How to use the --from/--resume grid: warm (default; NRPA: bias the policy toward it, "
                       "hill climb: climb from it) or prefix (NRPA: keep its moves, search after them)."),
        QStringLiteral("mode")};
    const QCommandLineOption warmWeight{QStringLiteral("warm-weight"),
                                        QStringLiteral("NRPA warm start: the grid's moves' first weight (default 3)."),
                                        QStringLiteral("W")};
    const QCommandLineOption log{QStringLiteral("log"),
                                 QStringLiteral("Also append the log to FILE (created if needed, safe to share)."),
                                 QStringLiteral("FILE")};
    const QCommandLineOption resume{QStringLiteral("resume"),
                                    QStringLiteral("Start from the best grid already in the --log FILE (warm start).")};
    const QCommandLineOption checkpoint{
        QStringLiteral("checkpoint"),
        QStringLiteral("Save the search's state to FILE now and then and when it stops; go on from FILE when it exists."),
        QStringLiteral("FILE")};
    const QCommandLineOption checkpointEvery{
        QStringLiteral("checkpoint-every"), QStringLiteral("Seconds between two checkpoints (default 60)."), QStringLiteral("S")};

    void addTo(CommandLine& cl) const
    {
        cl.addOption(algo);
        cl.addOptions(limits.all());
        cl.addOptions({level, perLevel, alpha, stabilization, repetitions, parallel, blacklist, from, start, warmWeight, log,
                       resume, checkpoint, checkpointEvery});
    }
};

QString searchHelp()
{
    return QStringLiteral("Searches for long games and prints a line \"iteration. score (elapsed_seconds) code\"\n"
                          "each time the best score rises (an iteration is a climb step, or an NRPA playout).\n"
                          "  --algo hillclimb  the DNA hill climb of the seeds (the default)\n"
                          "  --algo nrpa       Nested Rollout Policy Adaptation (Rosin 2011), as record hunters use\n"
                          "Stops after --seconds, --iterations or at --target, whichever comes first (10 seconds\n"
                          "when none is given), or on Ctrl-C / SIGTERM; a summary line goes to standard error.\n"
                          "With --threads T, T independent searches share the best result (NRPA: or, with\n"
                          "--parallel root, one search at a time runs on all threads). The same --seed and\n"
                          "--threads with --iterations (not --seconds) give the same best game; with one thread,\n"
                          "the same log line for line.\n"
                          "For many machines or jobs (GNU parallel, Slurm arrays): give each job its own --seed,\n"
                          "--log FILE appends each line in one atomic write (many jobs may share a file),\n"
                          "--resume starts from the best grid in that file, and `morpion-cli merge` merges logs.\n"
                          "--checkpoint FILE saves the search itself (every --checkpoint-every seconds and when it\n"
                          "stops); when FILE exists the search goes on from it exactly where it stopped (its\n"
                          "algorithm, seed, threads and parameters are the file's; --iterations counts its\n"
                          "iterations too, --seconds this run only).");
}

// The algorithm and its parameters, the seed, the threads and the stop rules.
std::optional<int> readParameters(CommandLine& cl, const SearchArguments& a, SearchOptions& options)
{
    options.variant = cl.variant();
    const auto algorithm = parseSearchAlgorithm(cl.parser().value(a.algo).toStdString());
    if (!algorithm || *algorithm == SearchAlgorithm::Improve)
        return cl.usageError(
            QStringLiteral("--algo must be hillclimb or nrpa, not '%1' (to improve a grid: morpion-cli improve GRID)")
                .arg(cl.parser().value(a.algo)));
    options.algorithm = *algorithm;
    // Each algorithm's own options: one given to the other algorithm would be ignored
    // without a word, so it is refused.
    const std::vector<const QCommandLineOption*> nrpaOnly = {&a.level,       &a.perLevel, &a.alpha,     &a.stabilization,
                                                             &a.repetitions, &a.parallel, &a.warmWeight};
    const std::vector<const QCommandLineOption*> climbOnly = {&a.blacklist};
    const bool nrpa = options.algorithm == SearchAlgorithm::Nrpa;
    for (const QCommandLineOption* own : nrpa ? climbOnly : nrpaOnly)
        if (cl.parser().isSet(*own))
            return cl.usageError(QStringLiteral("--%1 is for --algo %2, not %3")
                                     .arg(own->names().constFirst(), nrpa ? QStringLiteral("hillclimb") : QStringLiteral("nrpa"),
                                          QString::fromLatin1(searchAlgorithmName(options.algorithm))));

    // Each option once, into the one options value; their ranges are the check's (run()).
    const auto limits = cl.limits(a.limits);
    if (!limits || !cl.readParameters(options.nrpa) || !cl.readParameters(options.hillClimb))
        return ExitUsage;
    options.limits = *limits;
    const QString parallelText = cl.parser().value(a.parallel);
    if (cl.parser().isSet(a.parallel) && parallelText != QLatin1String("root") && parallelText != QLatin1String("independent"))
        return cl.usageError(QStringLiteral("--parallel must be root or independent, not '%1'").arg(parallelText));
    options.nrpa.parallel = parallelText == QLatin1String("root") ? SearchParallel::Root : SearchParallel::Independent;
    return std::nullopt;
}

// Where to start: the best grid of the --resume log, the --from grid or the cross. `note`
// says where the grid came from, for the log.
std::optional<int> readStart(CommandLine& cl, const SearchArguments& a, SearchOptions& options, std::string& note)
{
    const bool resume = cl.parser().isSet(a.resume);
    if (resume && !cl.parser().isSet(a.log))
        return cl.usageError(QStringLiteral("--resume needs --log FILE (the log to resume from)"));
    if (resume && cl.parser().isSet(a.from))
        return cl.usageError(QStringLiteral("give --resume or --from, not both"));
    const QString startText = cl.parser().value(a.start);
    if (cl.parser().isSet(a.start) && startText != QLatin1String("warm") && startText != QLatin1String("prefix"))
        return cl.usageError(QStringLiteral("--start must be warm or prefix, not '%1'").arg(startText));
    const std::string logPath = cl.parser().value(a.log).toStdString();
    if (resume) {
        // A log that does not exist yet is a fresh start (the first run of a resumable job).
        if (QFileInfo::exists(QString::fromStdString(logPath))) {
            auto start = startGridIn(cl, logPath, options.variant, true);
            if (start) {
                options.grid = start->moves;
                note = start->note;
            } else if (start.error().kind != ErrorKind::EmptyInput) {
                return cl.fail(start.error());
            }
        }
    } else if (cl.parser().isSet(a.from)) {
        const QString from = cl.parser().value(a.from);
        if (QFileInfo::exists(from)) {
            auto start = startGridIn(cl, QFile::encodeName(from).toStdString(), options.variant, false);
            if (!start)
                return cl.fail(start.error());
            options.grid = start->moves;
            note = start->note;
        } else {
            const auto grid = cl.readGridText(from.toStdString(), GridFormat::Auto);
            if (!grid)
                return ExitBadInput;
            if (grid->variant != options.variant)
                return cl.fail("the grid is " + std::string(variantName(grid->variant)) + ": search it with --variant " +
                               std::string(variantName(grid->variant)));
            options.grid = grid->moves;
            note = "started from a grid of " + std::to_string(options.grid.size());
        }
    }
    if (!options.grid.empty())
        options.start = startText == QLatin1String("prefix") ? SearchStart::Prefix : SearchStart::Warm;
    return std::nullopt;
}

// --checkpoint FILE and how often it is written.
struct CheckpointFile {
    QString path; // empty: none
    double every = 60;
};

std::optional<int> readCheckpointFile(CommandLine& cl, const SearchArguments& a, const SearchOptions& options,
                                      CheckpointFile& file)
{
    file.path = cl.parser().value(a.checkpoint);
    if (!cl.doubleOption(a.checkpointEvery, file.every, 0.1, 1e9))
        return ExitUsage;
    if (cl.parser().isSet(a.checkpointEvery) && file.path.isEmpty())
        return cl.usageError(QStringLiteral("--checkpoint-every needs --checkpoint FILE"));
    // A checkpoint is replaced whole and read back: only a regular file (or none yet) can
    // be one. Anything else is refused before the search starts, never replaced by it.
    if (!file.path.isEmpty()) {
        const WriteTarget target = WriteTarget::of(file.path);
        if (target.kind == WriteTarget::Kind::Refused)
            return cl.fail("cannot write the checkpoint " + file.path.toStdString() + ": " + target.reason.toStdString());
        if (target.kind == WriteTarget::Kind::Stream)
            return cl.fail("cannot write the checkpoint " + file.path.toStdString() +
                           ": a checkpoint is a file the search reads back, not a device or a pipe");
    }
    // The log appends lines, the checkpoint is replaced whole: one file cannot be both
    // (the log's lines would go to a replaced, unlinked file). The files are compared, not
    // the names.
    if (!file.path.isEmpty() && cl.parser().isSet(a.log) && sameFile(file.path, cl.parser().value(a.log)))
        return cl.usageError(QStringLiteral("--log and --checkpoint name the same file (%1): give each its own").arg(file.path));
    if (!file.path.isEmpty() && options.algorithm == SearchAlgorithm::Nrpa && options.nrpa.parallel == SearchParallel::Root)
        return cl.usageError(
            QStringLiteral("--checkpoint cannot save a search with --parallel root (its threads share each search)"));
    return std::nullopt;
}

// The search an existing checkpoint file holds, checked against what the command line
// asks for explicitly; `saved` stays empty when there is no such file.
std::optional<int> readSavedSearch(CommandLine& cl, const SearchArguments& a, const QString& path, const SearchOptions& options,
                                   std::optional<SearchCheckpoint>& saved)
{
    if (path.isEmpty() || !QFileInfo::exists(path))
        return std::nullopt;
    auto text = readInput(path);
    if (!text)
        return cl.fail(text.error());
    auto read = parseSearchCheckpoint(text.value());
    if (!read) {
        Error e = read.error();
        e.detail = withColon(path.toStdString(), e.detail);
        return cl.fail(e);
    }
    const SearchOptions& c = read->options;
    const auto ownSearch = [&](const QString& option) {
        return cl.usageError(
            QStringLiteral("%1 holds a search of its own: drop --%2, or give another --checkpoint file").arg(path, option));
    };
    const std::pair<const QCommandLineOption*, bool> agree[] = {
        {&a.algo, c.algorithm == options.algorithm},
        {&a.limits.seed, c.limits.seed == options.limits.seed},
        {&a.limits.threads, c.limits.threads == options.limits.threads},
        {&a.parallel, c.nrpa.parallel == options.nrpa.parallel},
        {&a.from, false},
        {&a.resume, false},
    };
    for (const auto& [option, same] : agree)
        if (cl.parser().isSet(*option) && !same)
            return ownSearch(option->names().constFirst());
    // Every parameter given that differs from the file's, found by its rule's name.
    std::optional<QString> differs;
    const auto compare = [&](const auto& mine, const auto& theirs) {
        using Parameters = std::decay_t<decltype(mine)>;
        std::vector<double> values;
        Parameters::forEachNumber(theirs, [&](const ParameterRule&, const auto& v) { values.push_back(static_cast<double>(v)); });
        std::size_t i = 0;
        Parameters::forEachNumber(mine, [&](const ParameterRule& rule, const auto& v) {
            const QString name = QString::fromLatin1(rule.option.data(), static_cast<qsizetype>(rule.option.size()));
            if (!differs && cl.parser().isSet(name) && static_cast<double>(v) != values[i])
                differs = name;
            ++i;
        });
    };
    compare(options.nrpa, c.nrpa);
    compare(options.hillClimb, c.hillClimb);
    if (differs)
        return ownSearch(*differs);
    if (cl.parser().isSet(QStringLiteral("variant")) && c.variant != options.variant)
        return cl.usageError(QStringLiteral("%1 holds a %2 search, not %3")
                                 .arg(path, QString::fromLatin1(variantName(c.variant).data(), 2),
                                      QString::fromLatin1(variantName(options.variant).data(), 2)));
    saved = std::move(read).value();
    return std::nullopt;
}

// The log's first comment: who wrote what follows, with every option of the search as the
// command line gives it (lines starting with '#' are comments to every reader).
std::string logHeader(const SearchOptions& options, const std::string& note)
{
    return utcTimestamp() + " morpion-cli search " + searchOptionsText(options) + (note.empty() ? "" : ", " + note);
}

// Writes each state the search hands over to `path`. A failed write leaves the last good
// file; the search goes on and tries again at the next, and `failed` makes the exit status
// say that the file may be behind.
Search::CheckpointCallback checkpointWriter(const QString& path, bool& failed)
{
    return [path, &failed](const SearchCheckpoint& c) {
        const QString failure = FileWrite::replace(path, QByteArray::fromStdString(formatSearchCheckpoint(c)));
        if (failure.isEmpty())
            return;
        // Said once: the next saves are tried all the same.
        if (!failed)
            writeErrorLine("morpion-cli search: cannot write the checkpoint " + path.toStdString() + ": " +
                           failure.toStdString() + " (the search goes on and tries again; exit status 1)");
        failed = true;
    };
}

// The summary on standard error and as the log's last comment.
void reportSummary(LogOutput& log, const SearchResult& r, const SearchOptions& options, const std::string& note)
{
    char summary[400];
    const std::string started =
        r.threads < options.limits.threads ? " (" + std::to_string(r.threads) + " started before the stop)" : std::string();
    std::snprintf(
        summary, sizeof summary, "best %d after %lld iterations in %.2f s (%.0f iterations/s), seed %llu, %d thread%s%s%s",
        r.score, static_cast<long long>(r.iterations), r.seconds,
        r.seconds > 0 ? static_cast<double>(r.iterations) / r.seconds : 0.0, static_cast<unsigned long long>(options.limits.seed),
        options.limits.threads, options.limits.threads == 1 ? "" : "s", started.c_str(),
        r.reason == SearchStop::Requested ? ", stopped by a signal" : "");
    writeErrorLine("morpion-cli search: " + std::string(summary) + (note.empty() ? "" : ", " + note));
    // No '/' in comments: collection readers would take "iterations/s" for a code.
    std::string comment = summary;
    comment.replace(comment.find("iterations/s"), 12, "per second");
    log.comment(comment);
}

} // namespace

int runSearch(const QStringList& args)
{
    CommandLine cl(QStringLiteral("search"), searchHelp());
    const SearchArguments a;
    a.addTo(cl);
    if (auto stop = cl.parse(args))
        return *stop;

    SearchOptions options;
    std::string startNote;
    CheckpointFile checkpoint;
    std::optional<SearchCheckpoint> saved;
    if (auto stop = readParameters(cl, a, options))
        return *stop;
    if (auto stop = readStart(cl, a, options, startNote))
        return *stop;
    if (auto stop = readCheckpointFile(cl, a, options, checkpoint))
        return *stop;
    if (auto stop = readSavedSearch(cl, a, checkpoint.path, options, saved))
        return *stop;

    std::optional<Search> search;
    if (saved) {
        startNote = "resumed from a checkpoint at " + std::to_string(saved->iterations()) + " iterations, best " +
                    std::to_string(saved->bestScore());
        // The saved search under the command line's stop rules.
        search.emplace(*saved, options.limits);
        options = search->options();
    } else {
        search.emplace(options);
    }
    // The options' one check, made with the search: a number outside its rule names the
    // option it came from; anything else is the input's fault.
    if (search->problem()) {
        if (const auto broken = brokenRule(options))
            return cl.parameterError(*broken);
        return cl.fail(*search->problem());
    }

    auto opened = LogOutput::open(cl.parser().value(a.log).toStdString(), "search");
    if (!opened)
        return cl.fail(opened.error());
    LogOutput log = std::move(opened).value();
    log.comment(logHeader(options, startNote));

    // With a checkpoint file the search runs in stretches, its state saved in between.
    bool checkpointFailed = false;
    if (!checkpoint.path.isEmpty())
        search->saveEvery(checkpoint.every, checkpointWriter(checkpoint.path, checkpointFailed));
    StopSignals stopSignals;
    const auto result = search->run([&](const SearchImprovement& found) { log.improvement(found); }, {}, StopSignals::flag());
    if (!result)
        return cl.fail(result.error());
    reportSummary(log, result.value(), options, startNote);
    return log.failed() || checkpointFailed ? ExitBadInput : ExitOk;
}

} // namespace morpion::cli
