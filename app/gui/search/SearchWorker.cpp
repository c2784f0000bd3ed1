#include "app/gui/search/SearchWorker.h"

#include "app/gui/common/ErrorText.h"

#include <QThread>

#include <atomic>
#include <exception>

namespace morpion::gui {

SearchWorker::SearchWorker(QObject* parent)
    : QObject(parent)
{}

SearchWorker::~SearchWorker()
{
    stop();
    join();
}

bool SearchWorker::start(const SearchOptions& options)
{
    if (running_)
        return false;
    options_ = options;
    return launch(std::make_shared<Search>(options));
}

bool SearchWorker::resume(const SearchCheckpoint& from, const SearchLimits& stops)
{
    if (running_)
        return false;
    auto search = std::make_shared<Search>(from, stops);
    options_ = search->options();
    return launch(std::move(search));
}

bool SearchWorker::launch(std::shared_ptr<Search> search)
{
    join();
    search_ = std::move(search);
    // A stop asked for before run() has begun must not be lost: the flag holds it.
    stopFlag_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
    // The thread posts to this object, which outlives it: the destructor joins it. Posted
    // calls still queued when this object goes are dropped with it.
    thread_ = QThread::create([this, search = search_, flag = stopFlag_] {
        auto post = [this](auto call) { QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection); };
        SearchResult result;
        QString error;
        try {
            auto run =
                search->run([&post, this](const SearchImprovement& i) { post([this, i] { emit improved(i); }); },
                            [&post, this](const SearchProgress& p) { post([this, p] { emit progressed(p); }); }, flag.get());
            if (run)
                result = std::move(run).value();
            else
                error = ErrorText::describe(run.error());
        } catch (const std::exception& e) {
            error = QString::fromLocal8Bit(e.what());
        }
        post([this, result = std::move(result), error] {
            running_ = false;
            join();
            emit finished(result, error);
        });
    });
    thread_->setObjectName(QStringLiteral("search"));
    thread_->start(QThread::LowPriority);
    return true;
}

void SearchWorker::stop()
{
    if (stopFlag_)
        stopFlag_->store(true);
    if (search_)
        search_->requestStop();
}

void SearchWorker::join()
{
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

} // namespace morpion::gui
