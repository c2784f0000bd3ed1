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
// When that directory cannot take the file (read-only, full, gone), the copy goes to the
// first fallback directory that can, and the next start looks there too; only when no
// place takes it is the write a failure.
class Autosave : public QObject {
    Q_OBJECT

public:
    // directory: where the files live; empty for defaultDirectory().
    Autosave(Document* doc, QWidget* window, const QString& directory = {});
    ~Autosave() override;

    // <AppDataLocation>/autosave, e.g. ~/.local/share/MorpionLayers/morpion-layers/autosave.
    static QString defaultDirectory();
    // Where a copy goes when the usual directory cannot take it: <CacheLocation>/autosave,
    // then a folder of this user's in the temporary directory.
    static QStringList defaultFallbackDirectories();
    QString directory() const { return dir_; }
    // The default directory comes with the default fallbacks; a directory given to the
    // constructor has none until they are set.
    void setFallbackDirectories(const QStringList& directories) { fallbacks_ = directories; }
    // This program's file (it exists only while there is unsaved work): in directory(), or
    // in a fallback directory while the usual one cannot be written.
    QString filePath() const;
    // The usual directory's problem while the copy is kept in a fallback one; else empty.
    QString fallbackReason() const { return currentDir_ == dir_ ? QString() : fallbackReason_; }

    // Writes the unsaved work now, or removes the file when there is none: for a quit that
    // cannot wait for the timer or ask the user. False when no directory took it; then
    // failure() says why.
    bool flush();
    QString failure() const { return failing_ ? failure_ : QString(); }
    // The work is saved or knowingly thrown away: removes the file (a later change writes
    // it again).
    void remove();
    // The same at a clean quit; later changes (while the window goes) are not written.
    void finish();

    // Looks for the work of programs that ended without saving it (in the usual directory
    // and the fallback ones) and, for the newest, shows a window-modal question: Restore
    // (one undo step, the document stays modified), Discard, or Keep for Later. A copy whose
    // record disagrees with itself is offered as damaged, one that cannot be read without
    // Restore. Returns at once; the question is offer() until answered. Before that, the
    // temporary files of writes that a kill cut short are put right: a complete one is the
    // newest copy of its program's work and takes the copy's place, a torn one goes.
    void offerRecovery();
    QMessageBox* offer() const { return offer_; }

signals:
    // A failed autosave, said once until one succeeds again.
    void error(const QString& message);

private:
    void schedule();
    bool write();
    // Writes the copy into `dir` (taking a lock there first); the system's reason on failure.
    QString writeTo(const QString& dir, const QByteArray& bytes);
    void answerOffer(int role);

    Document* doc_;
    QWidget* window_;
    QString dir_;
    QStringList fallbacks_;
    QString session_;
    QTimer* timer_;
    // The directory holding this program's copy and the lock that owns it there.
    QString currentDir_;
    std::unique_ptr<QLockFile> ownLock_;
    QString fallbackReason_;
    bool finished_ = false;
    bool failing_ = false;
    QString failure_;
    // The file being offered and the lock that keeps other programs from offering it too.
    QString offeredFile_;
    bool offeredReadable_ = false;
    std::unique_ptr<QLockFile> offeredLock_;
    QMessageBox* offer_ = nullptr;
    // Files kept for later: not offered again until the next start.
    QStringList keptForLater_;
};

} // namespace morpion::gui
