#include "app/cli/SolverCommand.h"

#include "app/cli/StopSignals.h"
#include "app/common/FileWrite.h"
#include "app/common/WriteTarget.h"

#include "core/base/ClockText.h"
#include "core/codes/LayerCode.h"
#include "core/formats/GridReader.h"

#include <QFileInfo>
#include <QSaveFile>

#include <chrono>
#include <cstdio>

#include <unistd.h>

namespace morpion::cli {

namespace {

// A checkpoint holds a line per finished item (about a million at most): room for them.
constexpr std::size_t maxCheckpointBytes = std::size_t{1} << 30;

// "morpion-cli solve": the program and the command, as messages start.
std::string command(const CommandLine& cl)
{
    return "morpion-cli " + cl.name().toStdString();
}

// "4D from the cross" / "5T from a grid of 12 moves"
std::string taskText(const SolverTask& task)
{
    std::string text = std::string(variantName(task.variant)) + " from ";
    text += task.start.empty() ? std::string("the cross") : "a grid of " + std::to_string(task.start.size()) + " moves";
    return text;
}

// Why `path` cannot take a checkpoint now, or an empty string: it must be a file (or
// nothing yet) that the one writer replaces whole (WriteTarget's rule for every output),
// in a folder that takes one: a trial file beside it, never kept, says so.
QString checkpointProblem(const QString& path)
{
    const WriteTarget target = WriteTarget::of(path);
    if (target.kind == WriteTarget::Kind::Refused)
        return target.reason;
    if (target.kind == WriteTarget::Kind::Stream)
        return QStringLiteral("a checkpoint is a file the work reads back, not a device or a pipe");
    QSaveFile trial(path);
    if (!trial.open(QIODevice::WriteOnly))
        return trial.errorString();
    trial.cancelWriting();
    return {};
}

// "I/K" with 1 <= I <= K: the part, 0-based, and K.
std::optional<std::pair<int, int>> parsePart(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    if (parts.size() != 2)
        return std::nullopt;
    bool iOk = false, kOk = false;
    const uint i = parts[0].toUInt(&iOk), k = parts[1].toUInt(&kOk);
    if (!iOk || !kOk || parts[0].startsWith(QLatin1Char('+')) || parts[1].startsWith(QLatin1Char('+')) || i < 1 || i > k ||
        k > 65536)
        return std::nullopt;
    return std::pair(static_cast<int>(i) - 1, static_cast<int>(k));
}

} // namespace

SolverOptions addSolverOptions(CommandLine& cl)
{
    cl.addPositional(QStringLiteral("GRID"),
                     QStringLiteral("The position to start from: a layer code, a game number, a move list or a file in any "
                                    "grid format ('-': standard input). Default: the cross."),
                     true);
    SolverOptions o{
        QCommandLineOption(QStringLiteral("threads"), QStringLiteral("Threads (default 1; 0 = one per processor core)."),
                           QStringLiteral("T")),
        QCommandLineOption(QStringLiteral("part"),
                           QStringLiteral("Do only the I-th of K shares of the work (1 <= I <= K), for a cluster; "
                                          "`morpion-cli combine` adds the K outputs up."),
                           QStringLiteral("I/K")),
        QCommandLineOption(QStringLiteral("checkpoint"),
                           QStringLiteral("Save the work done to FILE now and then and when it stops (replaced whole each "
                                          "time)."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("checkpoint-every"), QStringLiteral("Seconds between two checkpoints (default 60)."),
                           QStringLiteral("S")),
        QCommandLineOption(QStringLiteral("resume"),
                           QStringLiteral("Go on from the work saved in FILE (by --checkpoint) for the same grid, variant, "
                                          "depth and part."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("progress"),
                           QStringLiteral("A progress line on standard error every S seconds (default: 10 when standard "
                                          "error is a terminal, else none; 0: none)."),
                           QStringLiteral("S")),
    };
    cl.addOptions({o.threads, o.part, o.checkpoint, o.checkpointEvery, o.resume, o.progress});
    return o;
}

std::optional<int> readSolverJob(const CommandLine& cl, const SolverOptions& o, SolverJob& job)
{
    const QCommandLineParser& p = cl.parser();
    if (!cl.threadsOption(o.threads, job.share.threads))
        return ExitUsage;
    if (p.isSet(o.part)) {
        const auto part = parsePart(p.value(o.part));
        if (!part)
            return cl.usageError(QStringLiteral("--part needs I/K, the I-th of K shares with 1 <= I <= K <= 65536, not '%1'")
                                     .arg(p.value(o.part)));
        job.share.part = part->first;
        job.share.parts = part->second;
        job.partGiven = true;
    }
    job.checkpoint = p.value(o.checkpoint);
    job.resumePath = p.value(o.resume);
    if (!cl.doubleOption(o.checkpointEvery, job.checkpointEvery, 0.1, 1e9))
        return ExitUsage;
    if (p.isSet(o.checkpointEvery) && job.checkpoint.isEmpty())
        return cl.usageError(QStringLiteral("--checkpoint-every needs --checkpoint FILE"));
    job.progressEvery = ::isatty(2) ? 10 : 0;
    if (!cl.doubleOption(o.progress, job.progressEvery, 0, 1e9))
        return ExitUsage;

    job.task.variant = cl.variant();
    if (!cl.positional().isEmpty()) {
        const auto grid = cl.readGridArgument(0);
        if (!grid)
            return ExitBadInput;
        job.task.variant = grid->variant;
        job.task.start = grid->moves;
    }
    job.start = "cross";
    if (!job.task.start.empty()) {
        const auto code = encodeLayerCode(job.task.variant, job.task.start);
        if (!code)
            return cl.fail(code.error());
        job.start = *code;
    }
    return std::nullopt;
}

std::optional<int> readSolverFiles(const CommandLine& cl, SolverJob& job)
{
    if (!job.checkpoint.isEmpty()) {
        // An earlier run's checkpoint is work: replaced only by the run that goes on from it.
        if (QFileInfo::exists(job.checkpoint) && QFileInfo(job.checkpoint).isFile() &&
            (job.resumePath.isEmpty() || !sameFile(job.checkpoint, job.resumePath)))
            return cl.usageError(
                QStringLiteral("%1 holds an earlier run: go on from it with --resume %1, or give another --checkpoint file")
                    .arg(job.checkpoint));
        const QString problem = checkpointProblem(job.checkpoint);
        if (!problem.isEmpty())
            return cl.fail("cannot write the checkpoint " + job.checkpoint.toStdString() + ": " + problem.toStdString());
    }
    if (job.resumePath.isEmpty())
        return std::nullopt;
    const auto text = readInput(job.resumePath, GridTextLimit{maxCheckpointBytes, {}});
    if (!text)
        return cl.fail(text.error());
    auto read = parseSolverCheckpoint(*text);
    if (!read)
        return cl.fail(job.resumePath.toStdString() + ": " + read.error().message());
    job.resume = std::move(read).value();
    return std::nullopt;
}

namespace {

// What a checkpoint holds, for a message that refuses it.
std::string checkpointText(const SolverCheckpoint& c)
{
    std::string text = taskText(c.task);
    if (c.task.maxDepth < (1 << 20))
        text += " to " + std::to_string(c.task.start.size() + static_cast<std::size_t>(c.task.maxDepth)) + " moves";
    return text + ", part " + std::to_string(c.part + 1) + "/" + std::to_string(c.parts);
}

// The answer the report gives, as formatSolverAnswer prints it.
Result<SolverAnswer> answerOf(const SolverJob& job, const SolverReport& r)
{
    SolverAnswer a;
    a.enumerate = job.enumerate;
    a.startMoves = static_cast<int>(job.task.start.size());
    a.complete = r.complete;
    a.nodes = r.tally.nodes;
    a.seconds = r.seconds;
    if (job.enumerate) {
        const auto rows = static_cast<std::size_t>(job.task.maxDepth) + 1;
        a.classes = r.tally.classes;
        a.positions = r.tally.positions;
        a.classes.resize(rows, 0);
        a.positions.resize(rows, 0);
    } else if (r.tally.best >= 0) {
        a.further = r.tally.best;
        GridRead game;
        game.variant = job.task.variant;
        game.moves = job.task.start;
        game.moves.insert(game.moves.end(), r.tally.bestPath.begin(), r.tally.bestPath.end());
        auto code = writeGrid(game, GridFormat::Code);
        if (!code)
            return code.error();
        a.code = *code;
        while (!a.code.empty() && a.code.back() == '\n')
            a.code.pop_back();
    }
    return a;
}

// The hooks of a run: the checkpoint written every job.checkpointEvery seconds (a failed
// write said once and remembered in `checkpointFailed`), progress on standard error every
// job.progressEvery seconds.
SolverHooks solverHooks(const SolverJob& job, const std::string& name, bool& checkpointFailed)
{
    SolverHooks hooks;
    hooks.stop = StopSignals::flag();
    if (!job.checkpoint.isEmpty()) {
        hooks.checkpointSeconds = job.checkpointEvery;
        hooks.checkpoint = [&job, &name, &checkpointFailed](const SolverCheckpoint& c) {
            const QString failure = FileWrite::replace(job.checkpoint, QByteArray::fromStdString(formatSolverCheckpoint(c)));
            if (!failure.isEmpty() && !checkpointFailed)
                writeErrorLine(name + ": cannot write the checkpoint " + job.checkpoint.toStdString() + ": " +
                               failure.toStdString() + " (the work goes on and tries again; exit status 1)");
            checkpointFailed = checkpointFailed || !failure.isEmpty();
            return true; // the work goes on: its answer is worth more than the file
        };
    }
    if (job.progressEvery > 0) {
        auto last = std::chrono::steady_clock::now();
        hooks.progress = [&job, &name, last](const SolverProgress& p) mutable {
            const auto now = std::chrono::steady_clock::now();
            if (std::chrono::duration<double>(now - last).count() < job.progressEvery)
                return;
            last = now;
            char rate[64];
            std::snprintf(rate, sizeof rate, "%.3g", p.seconds > 0 ? static_cast<double>(p.nodes) / p.seconds : 0.0);
            writeErrorLine(
                name + ": " + std::to_string(p.itemsDone) + " of " + std::to_string(p.items) + " items, " +
                std::to_string(p.nodes) + " classes (" + rate + " a second)" +
                (p.best >= 0 ? ", deepest " + std::to_string(job.task.start.size() + static_cast<std::size_t>(p.best)) + " moves"
                             : std::string()) +
                ", " + clockText(static_cast<long long>(p.seconds)));
        };
    }
    return hooks;
}

// The tag of a part's output (`combine` reads it); empty when no --part was given.
SolverPartTag partTag(const SolverJob& job, const SolverReport& r)
{
    SolverPartTag tag;
    if (job.partGiven) {
        tag.part = job.share.part + 1;
        tag.parts = job.share.parts;
        tag.variant = job.task.variant;
        tag.start = job.start;
        tag.depth = job.enumerate ? static_cast<int>(job.task.start.size()) + job.task.maxDepth : -1;
        tag.items = r.itemCount;
        tag.bestItem = r.bestItem;
    }
    return tag;
}

// The summary: what was done, how fast, and where it stands.
std::string solverSummary(const std::string& name, const SolverJob& job, const SolverReport& r, const SolverAnswer& a,
                          bool stopped)
{
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.2f s (%.0f classes a second)", r.seconds,
                  r.seconds > 0 ? static_cast<double>(r.tally.nodes) / r.seconds : 0.0);
    std::string summary = name + ": " + taskText(job.task);
    if (job.enumerate)
        summary += " to " + std::to_string(a.startMoves + job.task.maxDepth) + " moves";
    else if (a.further >= 0)
        summary += ": " + std::to_string(a.startMoves + a.further) + " moves";
    if (job.partGiven)
        summary += ", part " + std::to_string(job.share.part + 1) + "/" + std::to_string(job.share.parts);
    summary += std::string(", ") + (r.complete ? (job.enumerate || job.partGiven ? "complete" : "proven") : "not complete") +
               ", " + std::to_string(r.tally.nodes) + " classes in " + rate + ", " + std::to_string(job.share.threads) +
               (job.share.threads == 1 ? " thread" : " threads");
    if (job.resume)
        summary += ", resumed with " + std::to_string(job.resume->done.size()) + " items done";
    if (!r.complete && !stopped)
        summary += ", stopped by the node budget";
    if (stopped)
        summary += ", stopped by a signal";
    return summary;
}

} // namespace

int runSolverJob(const CommandLine& cl, const SolverJob& job)
{
    const std::string name = command(cl);
    bool checkpointFailed = false;
    const SolverHooks hooks = solverHooks(job, name, checkpointFailed);

    StopSignals stopSignals;
    const auto report = runSolver(job.task, job.share, hooks, job.resume ? &*job.resume : nullptr);
    if (!report) {
        if (job.resume && report.error().kind == ErrorKind::Mismatch)
            return cl.fail(job.resumePath.toStdString() + ": " + report.error().detail.english() + " (it holds " +
                           checkpointText(*job.resume) + ")");
        return cl.fail(report.error());
    }
    const SolverReport& r = report.value();
    const auto answer = answerOf(job, r);
    if (!answer)
        return cl.fail(answer.error());

    const bool stopped = !r.complete && StopSignals::flag()->load();
    const bool saved = !job.checkpoint.isEmpty() && !checkpointFailed;
    std::string stoppedText;
    if (stopped)
        stoppedText = "stopped by a signal before the end: " + std::to_string(r.itemsDone) + " of " +
                      std::to_string(r.partItems) + " items done" +
                      (saved ? "; go on with --resume " + job.checkpoint.toStdString() : "; the result is partial");
    const SolverPartTag tag = partTag(job, r);
    writeOut(formatSolverAnswer(*answer, job.partGiven ? &tag : nullptr, stoppedText));
    writeErrorLine(solverSummary(name, job, r, *answer, stopped));
    if (checkpointFailed)
        return ExitBadInput;
    return stopped && !saved ? ExitStopped : ExitOk;
}

} // namespace morpion::cli
