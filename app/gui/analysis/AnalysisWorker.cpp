#include "app/gui/analysis/AnalysisWorker.h"

#include "app/gui/common/ErrorText.h"

#include <QThread>

#include <exception>

namespace morpion::gui {

AnalysisWorker::AnalysisWorker(QObject* parent)
    : QObject(parent)
{}

AnalysisWorker::~AnalysisWorker()
{
    stop();
    join();
}

bool AnalysisWorker::start(const AnalysisOptions& options)
{
    if (running_)
        return false;
    join();
    // A stop asked for before the analysis has begun must not be lost: the flag holds it.
    stopFlag_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
    // The thread posts to this object, which outlives it: the destructor joins it.
    thread_ = QThread::create([this, options, flag = stopFlag_] {
        auto post = [this](auto call) { QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection); };
        GameAnalysis analysis;
        bool stopped = false;
        QString error;
        try {
            GameAnalyser analyser(options);
            auto run =
                analyser.run([&post, this](const AnalysisProgress& p,
                                           const GameAnalysis& sofar) { post([this, p, sofar] { emit progressed(p, sofar); }); },
                             flag.get());
            if (run) {
                analysis = std::move(run).value();
                stopped = analyser.stopReason() != SearchStop::Runs;
            } else {
                error = ErrorText::describe(run.error());
            }
        } catch (const std::exception& e) {
            error = QString::fromLocal8Bit(e.what());
        }
        post([this, analysis = std::move(analysis), stopped, error] {
            running_ = false;
            join();
            emit finished(analysis, stopped, error);
        });
    });
    thread_->setObjectName(QStringLiteral("analysis"));
    thread_->start(QThread::LowPriority);
    return true;
}

void AnalysisWorker::stop()
{
    if (stopFlag_)
        stopFlag_->store(true);
}

void AnalysisWorker::join()
{
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

} // namespace morpion::gui
