#pragma once

#include "app/cli/CliCommon.h"
#include "app/cli/SolverOutput.h"

#include "core/solver/SolverRun.h"

#include <QString>

#include <optional>

namespace morpion::cli {

// One run of the exhaustive solver as `enumerate` and `solve` give it: the task, this
// process's share, its files and how it reports.
struct SolverJob {
    bool enumerate = false;
    SolverTask task;   // the caller sets maxDepth (enumerate) after readSolverJob
    SolverShare share; // threads, part (0-based here), parts; nodeBudget: solve's --nodes
    bool partGiven = false;
    std::string start;  // the start's layer code without prefix, "cross" when empty
    QString checkpoint; // --checkpoint FILE, empty for none
    double checkpointEvery = 60;
    QString resumePath; // --resume FILE, empty for none
    std::optional<SolverCheckpoint> resume;
    double progressEvery = 0; // seconds between two progress lines; 0: none
};

// The options both commands take, with GRID: --threads, --part, --checkpoint,
// --checkpoint-every, --resume, --progress. Each command adds its own (--depth, --nodes).
struct SolverOptions {
    QCommandLineOption threads, part, checkpoint, checkpointEvery, resume, progress;
};
SolverOptions addSolverOptions(CommandLine& cl);

// Reads the shared options (through their objects) and GRID into `job`: an exit status
// when the command must stop (a usage error 2, input that does not read 1). The --resume
// file is read by readSolverFiles, once the task is whole.
std::optional<int> readSolverJob(const CommandLine& cl, const SolverOptions& options, SolverJob& job);

// Checks --checkpoint (a file that can be written, not an earlier run's unless it is the
// one resumed from) and reads --resume, before the work starts.
std::optional<int> readSolverFiles(const CommandLine& cl, SolverJob& job);

// Runs the job with progress, stop signals and checkpoints, prints its answer (and a
// part's lines) on standard output and a summary on standard error; returns the exit
// status: 0 (proven or not, and after a stop by a signal once the checkpoint is saved),
// 1 when a checkpoint could not be written or the work failed, ExitStopped after a stop
// that saved nothing.
int runSolverJob(const CommandLine& cl, const SolverJob& job);

} // namespace morpion::cli
