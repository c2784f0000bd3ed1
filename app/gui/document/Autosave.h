#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QLockFile;
class QMessageBox;
class QTimer;
class QWidget;

namespace morpion::gui {

class Document;

// Unsaved work kept safe from a crash, a kill or a lost session. Half a second after the
// first change that leaves the document modified, its grid (an MSR record) and file path go
// to a small file in the application-data directory, written atomically (FileWrite) from a
// timer, never from painting. A save (the document clean again) or a clean quit removes
// it. Each running program owns its file through a lock, so the next start can tell the
// files of programs that died from those of programs still running, and offers them back.
class Autosave : public QObject {
    Q_OBJECT

public:
    // directory: where the files live; empty for defaultDirectory().
    Autosave(Document* doc, QWidget* window, const QString& directory = {});
    ~Autosave() override;

    // <AppDataLocation>/autosave, e.g. ~/.local/share/MorpionLayers/morpion-layers/autosave.
    static QString defaultDirectory();
    QString directory() const { return dir_; }
    // This program's file (it exists only while there is unsaved work).
    QString filePath() const;

    // Writes the unsaved work now, or removes the file when there is none: for a quit that
    // cannot wait for the timer or ask the user. False when the write failed.
    bool flush();
    // The work is saved or knowingly thrown away: removes the file (a later change writes
    // it again).
    void remove();
    // The same at a clean quit; later changes (while the window goes) are not written.
    void finish();

    // Looks for the work of programs that ended without saving it and, for the newest,
    // shows a window-modal question: Restore (one undo step, the document stays modified),
    // Discard, or Keep for Later. Returns at once; the question is offer() until answered.
    void offerRecovery();
    QMessageBox* offer() const { return offer_; }

signals:
    // A failed autosave, said once until one succeeds again.
    void error(const QString& message);

private:
    void schedule();
    bool write();
    bool lockOwn();
    void answerOffer(int role);

    Document* doc_;
    QWidget* window_;
    QString dir_;
    QString session_;
    QTimer* timer_;
    std::unique_ptr<QLockFile> ownLock_;
    bool finished_ = false;
    bool failing_ = false;
    // The file being offered and the lock that keeps other programs from offering it too.
    QString offeredFile_;
    std::unique_ptr<QLockFile> offeredLock_;
    QMessageBox* offer_ = nullptr;
    // Files kept for later: not offered again until the next start.
    QStringList keptForLater_;
};

} // namespace morpion::gui
