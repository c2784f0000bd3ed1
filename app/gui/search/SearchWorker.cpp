#include "app/gui/search/SearchWorker.h"

#include "app/gui/common/CoreText.h"

namespace morpion::gui {

SearchWorker::SearchWorker(QObject* parent)
    : QObject(parent)
    , run_(this, QStringLiteral("search"))
{}

SearchWorker::~SearchWorker()
{
    stop(); // the run's own end waits for the thread, which the search's stop ends sooner
}

bool SearchWorker::start(const SearchOptions& options)
{
    if (run_.isRunning())
        return false;
    options_ = options;
    return launch(std::make_shared<Search>(options));
}

bool SearchWorker::resume(const SearchCheckpoint& from, const SearchLimits& stops)
{
    if (run_.isRunning())
        return false;
    auto search = std::make_shared<Search>(from, stops);
    options_ = search->options();
    return launch(std::move(search));
}

bool SearchWorker::launch(std::shared_ptr<Search> search)
{
    search_ = std::move(search);
    return run_.start(
        [this, search = search_](const std::atomic<bool>& stop, const BackgroundRun::Post& post) -> std::function<void()> {
            auto run = search->run([&post, this](const SearchImprovement& i) { post([this, i] { emit improved(i); }); },
                                   [&post, this](const SearchProgress& p) { post([this, p] { emit progressed(p); }); }, &stop);
            if (!run)
                return [this, error = CoreText::describe(run.error())] { emit finished({}, error); };
            return [this, result = std::move(run).value()] { emit finished(result, {}); };
        },
        [this](const QString& error) { emit finished({}, error); });
}

void SearchWorker::stop()
{
    run_.stop();
    if (search_)
        search_->requestStop();
}

} // namespace morpion::gui
