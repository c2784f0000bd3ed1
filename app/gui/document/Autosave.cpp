#include "app/gui/document/Autosave.h"

#include "app/common/FileWrite.h"
#include "app/gui/document/AutosaveCopy.h"
#include "app/gui/document/Document.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cerrno>

#include <sys/stat.h>
#include <unistd.h>

namespace morpion::gui {

namespace {

// Soon enough that a kill loses at most the last second of work, late enough that a burst
// of hand-played moves is one small write.
constexpr int delayMs = 500;
const QLatin1String suffix(".autosave.json");
// A lock file older than this whose content names no owner is left over, not being written.
constexpr qint64 unreadableLockAgeMs = 10'000;

QString lockPath(const QString& file)
{
    return file.chopped(suffix.size()) + QStringLiteral(".lock");
}

// A lock owned by nobody alive: its owner ended without removing its autosave.
std::unique_ptr<QLockFile> takeOrphanLock(const QString& file)
{
    auto lock = std::make_unique<QLockFile>(lockPath(file));
    lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    if (lock->tryLock(0))
        return lock;
    // An empty or garbled lock (a kill or a full disk while it was made) names no owner, so
    // QLockFile would never call it stale and its copy would never be offered. A program
    // writes its lock's content at once: one that still says nothing after a while is dead.
    qint64 pid = 0;
    QString host, application;
    const QFileInfo info(lockPath(file));
    if (lock->error() != QLockFile::LockFailedError || lock->getLockInfo(&pid, &host, &application) ||
        info.lastModified().msecsTo(QDateTime::currentDateTime()) < unreadableLockAgeMs)
        return nullptr;
    lock->removeStaleLockFile();
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

// Why `dir` may not hold this user's copies: it must be a folder of theirs that nobody
// else can write in, and not a link. Another local user who made the folder first (the
// last fallback is in the shared temporary folder), or a link to one of theirs, could
// plant a copy whose file names any of this user's files, for Restore and Save to write
// over. With `create`, a missing folder is made, readable by its owner only. Empty when
// the folder is fit; `absent` says that there is none (and none was to be made).
QString folderProblem(const QString& dir, bool create, bool* absent = nullptr)
{
    const QByteArray name = QFile::encodeName(dir);
    struct stat s {};
    if (::lstat(name.constData(), &s) != 0) {
        if (errno != ENOENT)
            return qt_error_string(errno);
        if (!create) {
            if (absent)
                *absent = true;
            return {};
        }
        QDir().mkpath(QFileInfo(dir).absolutePath());
        if (::mkdir(name.constData(), 0700) != 0 && errno != EEXIST)
            return Autosave::tr("cannot create the folder");
        if (::lstat(name.constData(), &s) != 0)
            return qt_error_string(errno);
    }
    if (S_ISLNK(s.st_mode))
        return Autosave::tr("it is a symbolic link, not a folder of yours");
    if (!S_ISDIR(s.st_mode))
        return Autosave::tr("it is not a folder");
    if (s.st_uid != ::geteuid())
        return Autosave::tr("it belongs to another user");
    if ((s.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        return Autosave::tr("other users can write in it");
    return {};
}

// This program's files: unique among the programs running now and those that ran before.
QString sessionName()
{
    const quint32 random = QRandomGenerator::global()->generate();
    return QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(random, 8, 16, QLatin1Char('0'));
}

// The temporary files FileWrite (QSaveFile) leaves beside a copy when a kill stops it
// between writing and renaming: "<session>.autosave.json.XXXXXX". A complete one is newer
// than the copy beside it (it was about to replace it); a torn one is nothing.
void recoverTemporaries(const QString& dir)
{
    const QFileInfoList temporaries = QDir(dir).entryInfoList({QStringLiteral("*") + suffix + QStringLiteral(".*")},
                                                              QDir::Files | QDir::Hidden | QDir::NoSymLinks);
    for (const QFileInfo& info : temporaries) {
        const QString temporary = info.absoluteFilePath();
        const QString copy = temporary.left(temporary.lastIndexOf(suffix) + suffix.size());
        const auto lock = takeOrphanLock(copy);
        if (!lock)
            continue; // its program runs, and may be writing it right now
        if (AutosaveCopy::isComplete(temporary)) {
            QFile::remove(copy);
            QFile::rename(temporary, copy);
        } else {
            QFile::remove(temporary);
        }
    }
}

} // namespace

Autosave::Autosave(Document* doc, QWidget* window, const QString& directory)
    : QObject(window)
    , doc_(doc)
    , window_(window)
    , dir_(directory.isEmpty() ? defaultDirectory() : directory)
    , fallbacks_(directory.isEmpty() ? defaultFallbackDirectories() : QStringList())
    , session_(sessionName())
    , timer_(new QTimer(this))
    , currentDir_(dir_)
{
    timer_->setSingleShot(true);
    timer_->setInterval(delayMs);
    connect(timer_, &QTimer::timeout, this, [this] { write(); });
    // Every edit, undo, redo and save moves the stack's index or clean state.
    connect(doc_->undoStack(), &QUndoStack::indexChanged, this, &Autosave::schedule);
    connect(doc_->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::schedule);
    connect(doc_, &Document::filePathChanged, this, &Autosave::schedule);
    // The document may go first (both belong to the window): nothing is read from it after.
    connect(doc_, &QObject::destroyed, this, [this] {
        timer_->stop();
        doc_ = nullptr;
    });
}

Autosave::~Autosave()
{
    // Ending without finish() (a signal, a lost session) keeps the file for the next start;
    // the lock goes with this program, which makes the file an orphan to be offered.
    if (!finished_ && timer_->isActive())
        write();
}

QString Autosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QStringList Autosave::defaultFallbackDirectories()
{
    // The last place: the session's runtime folder (the user's own, mode 0700, by the XDG
    // rules), else a folder of the temporary one made 0700; either is checked before use
    // (folderProblem), since the temporary folder is shared with every user.
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QString last =
        QFileInfo(runtime).isAbsolute()
            ? runtime + QStringLiteral("/%1-autosave").arg(QCoreApplication::applicationName())
            : QDir::tempPath() + QStringLiteral("/%1-autosave-%2").arg(QCoreApplication::applicationName()).arg(::geteuid());
    return {QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/autosave"), last};
}

QString Autosave::filePath() const
{
    return currentDir_ + QLatin1Char('/') + session_ + suffix;
}

void Autosave::schedule()
{
    // Not restarted by later changes: a long burst of moves still reaches the disk in time.
    if (doc_ && !finished_ && !timer_->isActive())
        timer_->start();
}

bool Autosave::flush()
{
    timer_->stop();
    return finished_ || write();
}

void Autosave::remove()
{
    timer_->stop();
    QFile::remove(filePath());
    // The lock only guards a file: none is left behind by a kill while nothing is unsaved.
    ownLock_.reset();
    currentDir_ = dir_;
}

void Autosave::finish()
{
    remove();
    finished_ = true;
}

QString Autosave::writeTo(const QString& dir, const QByteArray& bytes)
{
    std::unique_ptr<QLockFile> lock;
    if (dir != currentDir_ || !ownLock_) {
        if (const QString problem = folderProblem(dir, true); !problem.isEmpty())
            return problem;
        lock = std::make_unique<QLockFile>(lockPath(dir + QLatin1Char('/') + session_ + suffix));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            return tr("cannot create its lock file");
    }
    const QString failure = FileWrite::replace(dir + QLatin1Char('/') + session_ + suffix, bytes);
    if (!failure.isEmpty())
        return failure;
    if (lock) {
        // Moved: one copy at a time, in the first place that takes it.
        if (dir != currentDir_)
            QFile::remove(filePath());
        currentDir_ = dir;
        ownLock_ = std::move(lock);
    }
    return {};
}

bool Autosave::write()
{
    if (finished_ || !doc_)
        return true;
    if (!doc_->isModified()) {
        remove();
        failing_ = false;
        return true;
    }
    QString failure;
    QString keptBecause;
    // The usual directory first (it may work again), then the fallbacks; the copy says why
    // it is not in the usual place, for the next start to tell.
    for (const QString& dir : QStringList{dir_} + fallbacks_) {
        const QByteArray bytes =
            AutosaveCopy::format(doc_->variant(), doc_->moves(), doc_->recordInfo(), doc_->filePath(), keptBecause, failure);
        if (bytes.isEmpty())
            break; // the grid itself, wherever it goes
        failure = writeTo(dir, bytes);
        if (failure.isEmpty()) {
            // Said once for each reason, until the usual place works again.
            if (dir == dir_) {
                fallbackReason_.clear();
            } else if (fallbackReason_ != keptBecause) {
                fallbackReason_ = keptBecause;
                emit error(tr("Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.")
                               .arg(QDir::toNativeSeparators(dir_), keptBecause, QDir::toNativeSeparators(dir)));
            }
            failing_ = false;
            return true;
        }
        if (keptBecause.isEmpty())
            keptBecause = failure;
    }
    const QString reason = keptBecause.isEmpty() ? failure : keptBecause;
    QStringList elsewhere;
    for (const QString& dir : fallbacks_)
        elsewhere << QDir::toNativeSeparators(dir);
    failure_ = fallbacks_.isEmpty() || keptBecause.isEmpty()
                   ? tr("Cannot keep a copy of the unsaved work in %1: %2").arg(QDir::toNativeSeparators(dir_), reason)
                   : tr("Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)")
                         .arg(QDir::toNativeSeparators(dir_), reason, elsewhere.join(QStringLiteral(", ")), failure);
    if (!failing_)
        emit error(failure_);
    failing_ = true;
    return false;
}

void Autosave::offerRecovery()
{
    if (offer_)
        return;
    // The newest orphan first, wherever it was kept; the others are offered after it is
    // answered.
    QFileInfoList files;
    for (const QString& dir : QStringList{dir_} + fallbacks_) {
        bool absent = false;
        if (const QString problem = folderProblem(dir, false, &absent); !problem.isEmpty()) {
            // Said, not read: what is in it may have been put there by someone else.
            emit error(tr("Copies of unsaved work in %1 are not read: %2.").arg(QDir::toNativeSeparators(dir), problem));
            continue;
        }
        if (absent)
            continue;
        recoverTemporaries(dir);
        files += QDir(dir).entryInfoList({QStringLiteral("*") + suffix}, QDir::Files | QDir::NoSymLinks);
    }
    std::stable_sort(files.begin(), files.end(),
                     [](const QFileInfo& a, const QFileInfo& b) { return a.lastModified() > b.lastModified(); });
    for (const QFileInfo& info : files) {
        const QString path = info.absoluteFilePath();
        if (path == QFileInfo(filePath()).absoluteFilePath() || keptForLater_.contains(path))
            continue;
        auto lock = takeOrphanLock(path);
        if (!lock)
            continue; // a running program's work
        const AutosaveCopy copy = AutosaveCopy::read(path);
        offeredFile_ = path;
        offeredLock_ = std::move(lock);
        offeredReadable_ = copy.state != AutosaveCopy::State::Unreadable;
        const QString when = QLocale().toString(copy.time.toLocalTime(), QLocale::ShortFormat);
        QString text;
        if (!offeredReadable_) {
            text = tr("Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.")
                       .arg(when, QDir::toNativeSeparators(path), copy.problem);
        } else {
            const QString what = tr("a %1 grid of %n move(s)", nullptr, static_cast<int>(copy.moves.size()))
                                     .arg(QString::fromLatin1(variantName(copy.variant).data(), 2));
            text = copy.file.isEmpty() ? tr("Morpion Layers ended on %1 without saving %2.").arg(when, what)
                                       : tr("Morpion Layers ended on %1 without saving %2, from %3.")
                                             .arg(when, what, QDir::toNativeSeparators(copy.file));
            if (copy.state == AutosaveCopy::State::Damaged)
                text += QLatin1Char(' ') + tr("The copy is damaged (%1): moves may be missing.").arg(copy.problem);
        }
        if (!copy.keptBecause.isEmpty())
            text += QLatin1Char(' ') +
                    tr("It was kept in %1 because %2 could not take it: %3.")
                        .arg(QDir::toNativeSeparators(info.absolutePath()), QDir::toNativeSeparators(dir_), copy.keptBecause);
        offer_ = new QMessageBox(QMessageBox::Question, tr("Restore Unsaved Work"), text, QMessageBox::NoButton, window_);
        offer_->setObjectName(QStringLiteral("autosaveOffer"));
        // File names and the copy's fields are text, never markup.
        offer_->setTextFormat(Qt::PlainText);
        if (offeredReadable_) {
            offer_->setInformativeText(tr("Restore puts it on the board as one step that can be undone; it is not saved "
                                          "until you save it."));
            offer_->addButton(tr("&Restore"), QMessageBox::AcceptRole);
        }
        offer_->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        offer_->setEscapeButton(offer_->addButton(tr("Keep for &Later"), QMessageBox::RejectRole));
        offer_->setAttribute(Qt::WA_DeleteOnClose);
        connect(offer_, &QMessageBox::buttonClicked, this,
                [this](QAbstractButton* button) { answerOffer(offer_->buttonRole(button)); });
        offer_->open();
        return;
    }
}

void Autosave::answerOffer(int role)
{
    if (role == QMessageBox::AcceptRole && doc_ && offeredReadable_) {
        const AutosaveCopy copy = AutosaveCopy::read(offeredFile_);
        if (copy.state != AutosaveCopy::State::Unreadable) {
            doc_->load(
                copy.variant, copy.moves, [] { return tr("Restore unsaved work"); }, copy.info, true);
            doc_->setFilePath(copy.file);
            // Ours now: written before the orphan goes, so that there is always a copy.
            flush();
        }
    }
    if (role == QMessageBox::AcceptRole || role == QMessageBox::DestructiveRole)
        QFile::remove(offeredFile_);
    else
        keptForLater_.append(offeredFile_);
    offeredLock_.reset();
    offeredFile_.clear();
    offer_ = nullptr;
    // The next orphan, if any, once this question has gone.
    QTimer::singleShot(0, this, &Autosave::offerRecovery);
}

} // namespace morpion::gui
