#include "app/gui/common/BackgroundRun.h"

#include <QObject>
#include <QThread>

#include <exception>

namespace morpion::gui {

BackgroundRun::BackgroundRun(QObject* owner, const QString& threadName)
    : owner_(owner)
    , threadName_(threadName)
{}

BackgroundRun::~BackgroundRun()
{
    stop();
    join();
}

bool BackgroundRun::start(Job job, std::function<void(const QString& message)> failed)
{
    if (running_)
        return false;
    join();
    // A stop asked for before the job has begun must not be lost: the flag holds it.
    stopFlag_ = std::make_shared<std::atomic<bool>>(false);
    running_ = true;
    // The thread posts to the owner, which outlives it: the destructor joins it.
    thread_ = QThread::create([this, job = std::move(job), failed = std::move(failed), flag = stopFlag_] {
        const Post post = [owner = owner_](std::function<void()> call) {
            QMetaObject::invokeMethod(owner, std::move(call), Qt::QueuedConnection);
        };
        std::function<void()> finished;
        try {
            finished = job(*flag, post);
        } catch (const std::exception& e) {
            finished = [failed, message = QString::fromLocal8Bit(e.what())] { failed(message); };
        }
        post([this, finished = std::move(finished)] {
            running_ = false;
            join();
            if (finished)
                finished();
        });
    });
    thread_->setObjectName(threadName_);
    thread_->start(QThread::LowPriority);
    return true;
}

void BackgroundRun::stop()
{
    if (stopFlag_)
        stopFlag_->store(true);
}

void BackgroundRun::join()
{
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

} // namespace morpion::gui
