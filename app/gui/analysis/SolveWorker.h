#pragma once

#include "app/gui/common/BackgroundRun.h"
#include "core/search/PositionSolver.h"

#include <QObject>
#include <QString>

#include <optional>

namespace morpion::gui {

// Runs Solve from Here in the background (the solver's threads under a thread of its own),
// one position at a time: starting another stops the one under way, whose end is then not
// reported, and runs the new one as soon as it has stopped, so that a stale computation
// never holds up the current position's. What it reports comes as signals on the GUI's
// thread, each with the options it is of.
class SolveWorker : public QObject {
    Q_OBJECT

public:
    explicit SolveWorker(QObject* parent = nullptr);

    void start(const PositionSolveOptions& options);
    // Stops the one under way (finished() follows, stopped) and drops one waiting.
    void stop();
    bool isRunning() const { return run_.isRunning(); }
    // The options of the computation under way or waiting to start.
    const PositionSolveOptions& current() const { return current_; }

signals:
    void progressed(const morpion::PositionSolveProgress& progress);
    // The solve ended: `error` is empty and `solution` holds what it found (`stopped`:
    // cut by stop(), so unproven unless the position's walk had finished), or `error` says
    // why it could not run (translated).
    void finished(const morpion::PositionSolution& solution, bool stopped, const QString& error);

private:
    void launch();

    BackgroundRun run_;
    PositionSolveOptions current_;
    std::optional<PositionSolveOptions> pending_;
    bool stopAsked_ = false;
};

} // namespace morpion::gui
