#pragma once

#include <QObject>

class QSessionManager;
class QSocketNotifier;

namespace morpion::gui {

class MainWindow;

// Requests to end that come from outside the window: SIGTERM, SIGINT and SIGHUP, and the
// session manager's end of session. They are handled like Quit, with no silent loss. A
// signal cannot wait for an answer, so the unsaved work goes to the autosave at once and
// the program quits; the next start offers it back. When the copy had to go to a fallback
// folder, standard error says where; when no place could take it, the program does not
// quit (standard error and the window say why), and only a second signal ends it, with
// exit status 1. SIGXFSZ is ignored, so that a file-size limit fails a write (which is
// then reported) instead of killing the program with the work. The session manager may allow a
// question: then the usual "Save first?" is asked, and Cancel cancels the logout; when it
// only saves its state, the autosave is written.
// The signals reach the GUI thread through a self-pipe read by a QSocketNotifier (a signal
// handler may do nothing but write()). One per process.
class SignalQuit : public QObject {
    Q_OBJECT

public:
    explicit SignalQuit(MainWindow* window);
    ~SignalQuit() override;

signals:
    // After the work was kept, just before the event loop is asked to end.
    void quitting(int signalNumber);

private:
    void readSignal();
    void commitData(QSessionManager& manager);

    MainWindow* window_;
    QSocketNotifier* notifier_ = nullptr;
    // A signal came that could not keep the work: the next one quits without it.
    bool refused_ = false;
};

} // namespace morpion::gui
