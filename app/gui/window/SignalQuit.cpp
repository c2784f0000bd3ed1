#include "app/gui/window/SignalQuit.h"

#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/window/MainWindow.h"

#include <QDir>
#include <QGuiApplication>
#include <QSessionManager>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <cstdio>

#include <fcntl.h>
#include <unistd.h>

namespace morpion::gui {

namespace {

int pipeFds[2] = {-1, -1};
constexpr int handled[] = {SIGTERM, SIGINT, SIGHUP};

extern "C" void onSignal(int number)
{
    const int saved = errno;
    const unsigned char byte = static_cast<unsigned char>(number);
    [[maybe_unused]] const auto n = ::write(pipeFds[1], &byte, 1);
    errno = saved;
}

// One line on standard error, where a program ended by a signal has its say (a terminal,
// the session's log).
void say(const QString& text)
{
    std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName()), text.toLocal8Bit().constData());
    std::fflush(stderr);
}

} // namespace

SignalQuit::SignalQuit(MainWindow* window)
    : QObject(window)
    , window_(window)
{
    connect(qApp, &QGuiApplication::commitDataRequest, this, &SignalQuit::commitData);
    // The session is saved (it may end without asking): the work must be on disk now.
    connect(qApp, &QGuiApplication::saveStateRequest, this, [this] { window_->autosave()->flush(); });
    if (pipeFds[0] >= 0 || ::pipe(pipeFds) != 0)
        return;
    for (int fd : pipeFds) {
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    }
    notifier_ = new QSocketNotifier(pipeFds[0], QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, &SignalQuit::readSignal);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int number : handled)
        ::sigaction(number, &action, nullptr);
    ::signal(SIGXFSZ, SIG_IGN);
}

SignalQuit::~SignalQuit()
{
    if (!notifier_)
        return;
    for (int number : handled)
        std::signal(number, SIG_DFL);
    delete notifier_;
    for (int& fd : pipeFds) {
        ::close(fd);
        fd = -1;
    }
}

void SignalQuit::readSignal()
{
    unsigned char byte = 0;
    if (::read(pipeFds[0], &byte, 1) != 1)
        return;
    // No question can be asked: the work goes where the next start finds it, and the rest
    // is what Quit does.
    Autosave* autosave = window_->autosave();
    const bool kept = autosave->flush();
    if (!kept && !refused_) {
        refused_ = true;
        const QString message = tr("Not quitting on signal %1: %2. Save the grid, or send the signal again to quit "
                                   "without it.")
                                    .arg(byte)
                                    .arg(autosave->failure());
        say(message);
        emit autosave->error(message);
        return;
    }
    if (!kept)
        say(tr("Quitting on signal %1 without the unsaved work: %2").arg(byte).arg(autosave->failure()));
    else if (!autosave->fallbackReason().isEmpty())
        say(tr("The unsaved work is kept in %1, because %2 could not take it: %3")
                .arg(QDir::toNativeSeparators(autosave->filePath()), QDir::toNativeSeparators(autosave->directory()),
                     autosave->fallbackReason()));
    window_->prepareToQuit();
    emit quitting(byte);
    QCoreApplication::exit(kept ? 0 : 1);
}

void SignalQuit::commitData(QSessionManager& manager)
{
    Autosave* autosave = window_->autosave();
    autosave->flush();
    if (!window_->document()->isModified() || !manager.allowsInteraction())
        return; // kept in the autosave, offered at the next start
    if (!window_->fileActions()->maybeSave())
        manager.cancel();
    else
        autosave->remove(); // saved, or knowingly discarded
    manager.release();
}

} // namespace morpion::gui
