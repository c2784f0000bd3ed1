#include "app/gui/analysis/SolveWorker.h"

#include "app/gui/common/CoreText.h"

namespace morpion::gui {

SolveWorker::SolveWorker(QObject* parent)
    : QObject(parent)
    , run_(this, QStringLiteral("solver"))
{}

void SolveWorker::start(const PositionSolveOptions& options)
{
    current_ = options;
    if (run_.isRunning()) {
        // Its end is dropped; the new one starts from there.
        pending_ = options;
        run_.stop();
        return;
    }
    launch();
}

void SolveWorker::stop()
{
    pending_.reset();
    stopAsked_ = true;
    run_.stop();
}

void SolveWorker::launch()
{
    stopAsked_ = false;
    const PositionSolveOptions options = current_;
    const auto ended = [this](PositionSolution solution, bool stopped, QString error) {
        if (pending_) {
            // A stale computation: the waiting one replaces it.
            current_ = *pending_;
            pending_.reset();
            launch();
            return;
        }
        emit finished(solution, stopped || stopAsked_, error);
    };
    run_.start(
        [this, options, ended](const std::atomic<bool>& stop, const BackgroundRun::Post& post) -> std::function<void()> {
            auto solved = solvePosition(options, &stop, [&post, &stop, this](const PositionSolveProgress& p) {
                if (!stop.load())
                    post([this, p] {
                        if (!pending_)
                            emit progressed(p);
                    });
            });
            if (!solved)
                return [ended, error = CoreText::describe(solved.error())] { ended({}, false, error); };
            return [ended, solution = std::move(solved).value(), stopped = stop.load()] { ended(solution, stopped, {}); };
        },
        [ended](const QString& error) { ended({}, false, error); });
}

} // namespace morpion::gui
