#include "app/gui/analysis/AnalysisWorker.h"

#include "app/gui/common/CoreText.h"

namespace morpion::gui {

AnalysisWorker::AnalysisWorker(QObject* parent)
    : QObject(parent)
    , run_(this, QStringLiteral("analysis"))
{}

bool AnalysisWorker::start(const AnalysisOptions& options)
{
    return run_.start(
        [this, options](const std::atomic<bool>& stop, const BackgroundRun::Post& post) -> std::function<void()> {
            GameAnalyser analyser(options);
            auto run =
                analyser.run([&post, this](const AnalysisProgress& p,
                                           const GameAnalysis& sofar) { post([this, p, sofar] { emit progressed(p, sofar); }); },
                             &stop);
            if (!run)
                return [this, error = CoreText::describe(run.error())] { emit finished({}, false, error); };
            const bool stopped = analyser.stopReason() != SearchStop::Runs;
            return [this, analysis = std::move(run).value(), stopped] { emit finished(analysis, stopped, {}); };
        },
        [this](const QString& error) { emit finished({}, false, error); });
}

} // namespace morpion::gui
