#include "app/gui/document/Autosave.h"

#include "app/common/FileWrite.h"
#include "app/gui/common/ErrorText.h"
#include "app/gui/document/Document.h"
#include "core/formats/Msr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace morpion::gui {

namespace {

// Soon enough that a kill loses at most the last second of work, late enough that a burst
// of hand-played moves is one small write.
constexpr int delayMs = 500;
const QLatin1String suffix(".autosave.json");
const QLatin1String formatName("morpion-layers-autosave");
// An autosave holds one grid: far below this.
constexpr qint64 maxAutosaveBytes = 32 << 20;

QString lockPath(const QString& file)
{
    return file.chopped(suffix.size()) + QStringLiteral(".lock");
}

// A lock owned by nobody alive: its owner ended without removing its autosave.
std::unique_ptr<QLockFile> takeOrphanLock(const QString& file)
{
    auto lock = std::make_unique<QLockFile>(lockPath(file));
    lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

// This program's files: unique among the programs running now and those that ran before.
QString sessionName()
{
    const quint32 random = QRandomGenerator::global()->generate();
    return QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(random, 8, 16, QLatin1Char('0'));
}

struct Saved {
    Variant variant = Variant::T5;
    std::vector<Move> moves;
    GridInfo info;
    QString file;
    QDateTime time;
};

std::optional<Saved> readSaved(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.read(maxAutosaveBytes + 1);
    if (bytes.size() > maxAutosaveBytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    if (o.value(QStringLiteral("format")).toString() != formatName)
        return std::nullopt;
    const auto record = readMsr(o.value(QStringLiteral("record")).toString().toStdString());
    if (!record)
        return std::nullopt;
    Saved s;
    s.variant = record->variant;
    s.moves = record->moves;
    s.info = GridInfo(record->document);
    s.file = o.value(QStringLiteral("file")).toString();
    s.time = QDateTime::fromString(o.value(QStringLiteral("saved")).toString(), Qt::ISODate);
    return s;
}

} // namespace

Autosave::Autosave(Document* doc, QWidget* window, const QString& directory)
    : QObject(window)
    , doc_(doc)
    , window_(window)
    , dir_(directory.isEmpty() ? defaultDirectory() : directory)
    , session_(sessionName())
    , timer_(new QTimer(this))
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

QString Autosave::filePath() const
{
    return dir_ + QLatin1Char('/') + session_ + suffix;
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
}

void Autosave::finish()
{
    remove();
    finished_ = true;
}

bool Autosave::lockOwn()
{
    if (ownLock_)
        return true;
    if (!QDir().mkpath(dir_))
        return false;
    auto lock = std::make_unique<QLockFile>(lockPath(filePath()));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    ownLock_ = std::move(lock);
    return true;
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
    // The grid's information is unsaved work too (its edits are undo steps).
    MsrRecord current;
    current.variant = doc_->variant();
    current.moves = doc_->moves();
    current.document = doc_->recordInfo().record();
    const auto record = writeMsr(current);
    if (!record) {
        failure = ErrorText::describe(record.error());
    } else if (!lockOwn()) {
        failure = tr("cannot create the folder or its lock file");
    } else {
        QJsonObject o;
        o.insert(QStringLiteral("format"), formatName);
        o.insert(QStringLiteral("version"), 1);
        o.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        o.insert(QStringLiteral("file"), doc_->filePath());
        o.insert(QStringLiteral("record"), QString::fromStdString(*record));
        failure = FileWrite::replace(filePath(), QJsonDocument(o).toJson());
    }
    if (failure.isEmpty()) {
        failing_ = false;
        return true;
    }
    if (!failing_)
        emit error(tr("Cannot keep a copy of the unsaved work in %1: %2").arg(QDir::toNativeSeparators(dir_), failure));
    failing_ = true;
    return false;
}

void Autosave::offerRecovery()
{
    if (offer_)
        return;
    // The newest orphan first; the others are offered after it is answered.
    QFileInfoList files = QDir(dir_).entryInfoList({QStringLiteral("*") + suffix}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString path = info.absoluteFilePath();
        if (path == QFileInfo(filePath()).absoluteFilePath() || keptForLater_.contains(path))
            continue;
        auto lock = takeOrphanLock(path);
        if (!lock)
            continue; // a running program's work
        const auto saved = readSaved(path);
        if (!saved) {
            // Not ours to read (damaged, or from a later version): left where it is.
            continue;
        }
        offeredFile_ = path;
        offeredLock_ = std::move(lock);
        const QString when = QLocale().toString(saved->time.toLocalTime(), QLocale::ShortFormat);
        const QString what = tr("a %1 grid of %n move(s)", nullptr, static_cast<int>(saved->moves.size()))
                                 .arg(QString::fromLatin1(variantName(saved->variant).data(), 2));
        const QString text = saved->file.isEmpty() ? tr("Morpion Layers ended on %1 without saving %2.").arg(when, what)
                                                   : tr("Morpion Layers ended on %1 without saving %2, from %3.")
                                                         .arg(when, what, QDir::toNativeSeparators(saved->file));
        offer_ = new QMessageBox(QMessageBox::Question, tr("Restore Unsaved Work"), text, QMessageBox::NoButton, window_);
        offer_->setObjectName(QStringLiteral("autosaveOffer"));
        offer_->setInformativeText(tr("Restore puts it on the board as one step that can be undone; it is not saved "
                                      "until you save it."));
        offer_->addButton(tr("&Restore"), QMessageBox::AcceptRole);
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
    if (role == QMessageBox::AcceptRole && doc_) {
        if (const auto saved = readSaved(offeredFile_)) {
            doc_->load(saved->variant, saved->moves, tr("Restore unsaved work"), saved->info, true);
            doc_->setFilePath(saved->file);
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
