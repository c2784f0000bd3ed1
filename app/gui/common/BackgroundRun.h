#pragma once

#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QObject;
class QThread;

namespace morpion::gui {

// One long job at a time on a thread of its own, so that the window never waits for it:
// the search and the game analysis both run through it. What the job reports is handed to
// the owner's thread (the GUI's) through `post`; destroying the run stops the job and waits
// for its thread, which takes a few milliseconds.
class BackgroundRun {
public:
    // Queues a call on the owner's thread; calls still queued when the owner goes are
    // dropped with it.
    using Post = std::function<void(std::function<void()>)>;
    // The job, on its thread: it watches `stop` and returns what is to run on the owner's
    // thread once the thread has ended (the owner's "finished").
    using Job = std::function<std::function<void()>(const std::atomic<bool>& stop, const Post& post)>;

    // `owner` receives the posted calls and outlives the run (the run is its member).
    BackgroundRun(QObject* owner, const QString& threadName);
    ~BackgroundRun();
    BackgroundRun(const BackgroundRun&) = delete;
    BackgroundRun& operator=(const BackgroundRun&) = delete;

    // Starts `job`; false while one runs. An exception the job throws ends it with
    // `failed(message)` on the owner's thread instead.
    bool start(Job job, std::function<void(const QString& message)> failed);
    // Asks the job to end. Safe at any time, also before the job has begun or when none runs.
    void stop();
    // From start() until the job's "finished" has run.
    bool isRunning() const { return running_; }

private:
    void join();

    QObject* owner_;
    QString threadName_;
    std::shared_ptr<std::atomic<bool>> stopFlag_;
    QThread* thread_ = nullptr;
    bool running_ = false;
};

} // namespace morpion::gui
