#include "app/gui/collection/CollectionLoader.h"

#include "app/gui/common/CoreText.h"
#include "app/gui/common/ReadFeedback.h"
#include "core/codes/GridKey.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/GridFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QPromise>
#include <QStringList>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <climits>
#include <optional>

namespace morpion::gui {

namespace {

constexpr qint64 maxRecordFileBytes = 16 << 20;

// The duplicate keys of the rows read so far (core/codes/GridKey.h), grouped once at the end.
struct RowKeys {
    std::vector<GridKey> grids;
    std::vector<GridKey> points;
    void add(const GridKeys& keys)
    {
        grids.push_back(keys.grid);
        points.push_back(keys.points);
    }
};

// One line's slow work, done on any thread: its code, decoded, with its duplicate keys.
// Only numbers and the keys are kept, not the moves: a row is decoded again when shown.
struct LineWork {
    std::string_view line;
    int number = 0;
    std::optional<CodeCandidate> candidate;
    bool votes = false;     // a bare code the collection's vote takes (VariantVote::takes)
    unsigned decodesAs = 0; // then, its decodingVariants()
    std::optional<Error> error;
    DecodedCode decoded; // its moves dropped once the keys are made
    int score = 0;
    GridKeys keys;
};

void find(LineWork& w)
{
    w.candidate = findCodeCandidate(w.line, w.number);
}

void decode(LineWork& w, const VariantChoice& choice)
{
    if (!w.candidate)
        return;
    auto decoded = decodeCandidateMoves(*w.candidate, choice);
    if (!decoded) {
        w.error = decoded.error();
        return;
    }
    w.decoded = std::move(decoded).value();
    w.score = static_cast<int>(w.decoded.moves.size());
    w.keys = gridKeys(w.decoded.variant, w.decoded.moves);
    w.decoded.moves = {};
}

// Reads the codes of `text` into `data`; false when cancelled. The lines are taken a block
// at a time, each block found and decoded on all cores (QtConcurrent) and added in text
// order, so that the rows do not depend on the core count, progress and Cancel stay
// prompt, and memory holds one block's work besides the rows (more only while the vote is
// open: the blocks found until then wait for it).
// Codes whose line names no variant are read as the command line reads them
// (core/formats/CodeCollection.h): in `forced` when the user chose one, else in the
// variant under which most of the text's first bare codes decode (VariantVote, the same
// codes as the command line's), else in the strictest under which each decodes; never in
// the variant of the grid on screen.
bool appendText(CollectionData& data, RowKeys& keys, std::string_view text, std::optional<Variant> forced, int file,
                const QString& name, const CollectionLoader::Progress& progress, QThreadPool* pool)
{
    VariantChoice choice;
    choice.forced = forced;
    VariantVote vote;
    bool voted = forced.has_value();
    // Progress counts lines; a last line without its line break is a line too.
    const auto total =
        static_cast<qsizetype>(std::count(text.begin(), text.end(), '\n') + (!text.empty() && text.back() != '\n' ? 1 : 0));
    constexpr std::size_t block = 8192;
    std::vector<LineWork> lines;
    std::vector<LineWork> waiting; // found while the vote is open
    std::size_t at = 0;
    int number = 0;
    while (at < text.size()) {
        if (progress && !progress(number, total))
            return false;
        lines.clear();
        lines.reserve(block);
        while (lines.size() < block && at < text.size()) {
            std::size_t end = text.find('\n', at);
            if (end == std::string_view::npos)
                end = text.size();
            LineWork w;
            w.line = text.substr(at, end - at);
            w.number = ++number;
            lines.push_back(w);
            at = end + 1;
        }
        QThreadPool* threads = pool ? pool : QThreadPool::globalInstance();
        QtConcurrent::blockingMap(threads, lines, [](LineWork& w) { find(w); });
        if (!voted) {
            for (LineWork& w : lines)
                w.votes = w.candidate && vote.takes(*w.candidate);
            QtConcurrent::blockingMap(threads, lines, [](LineWork& w) {
                if (w.votes)
                    w.decodesAs = decodingVariants(*w.candidate);
            });
            for (const LineWork& w : lines)
                if (w.votes)
                    vote.add(w.decodesAs);
            waiting.insert(waiting.end(), std::make_move_iterator(lines.begin()), std::make_move_iterator(lines.end()));
            if (!vote.closed() && at < text.size())
                continue;
            choice.preferred = vote.winner();
            voted = true;
            lines.swap(waiting);
            waiting = {};
        }
        QtConcurrent::blockingMap(threads, lines, [&choice](LineWork& w) { decode(w, choice); });
        for (const LineWork& w : lines) {
            if (!w.candidate) {
                ++data.linesWithoutCode;
                continue;
            }
            const CodeCandidate& c = *w.candidate;
            if (w.error) {
                CollectionProblem p;
                p.source = file < 0 ? CollectionLoader::tr("line %1").arg(c.line)
                                    : CollectionLoader::tr("%1, line %2").arg(name).arg(c.line);
                // The core's failure record: the code shortened as the CLI shortens it.
                const CodeFailure f = failureOf(c, *w.error);
                p.code = QString::fromStdString(f.code);
                p.reason = CoreText::describe(f.error);
                p.text = QString::fromStdString(f.text);
                data.problems.push_back(std::move(p));
                continue;
            }
            const DecodedCode& d = w.decoded;
            data.addRow(c.code, c.text, d.variant, w.score, d.layers, file, c.line);
            if (d.variantInferred)
                data.inferred.note(d.variant, d.otherVariants);
            keys.add(w.keys);
        }
    }
    if (progress)
        progress(total, total);
    return true;
}

} // namespace

QThreadPool* CollectionLoader::pool()
{
    static QThreadPool* threads = [] {
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(QThread::idealThreadCount());
        return p;
    }();
    return threads;
}

QString CollectionLoader::variantsRead(const InferredVariants& inferred)
{
    if (!inferred.worthSaying())
        return {};
    const auto name = [](Variant v) { return QString::fromLatin1(variantName(v).data(), 2); };
    QStringList read;
    int variants = 0;
    for (const Variant v : strictestFirst)
        variants += inferred.read[static_cast<int>(v)] > 0;
    for (const Variant v : strictestFirst) {
        const int n = inferred.read[static_cast<int>(v)];
        if (n > 0)
            //: A variant and how many codes were read in it: "5D (40)".
            read << (variants == 1 ? name(v) : tr("%1 (%2)").arg(name(v), QLocale().toString(n)));
    }
    //: Codes of a collection whose line names no variant (5T, 5D, 4T, 4D); %1: "5D" or "5D (40), 4T (5)".
    QString out = tr("codes without a variant read as %1").arg(read.join(QStringLiteral(", ")));
    if (const auto other = inferred.mostOther())
        out += QStringLiteral("; ") +
               tr("%n of them also decode as %1", nullptr, inferred.alsoAs[static_cast<int>(*other)]).arg(name(*other));
    return out;
}

CollectionData CollectionLoader::readText(std::string_view text, std::optional<Variant> forced, const Progress& progress,
                                          QThreadPool* pool)
{
    QElapsedTimer timer;
    timer.start();
    CollectionData data;
    RowKeys keys;
    data.cancelled = !appendText(data, keys, text, forced, -1, QString(), progress, pool);
    data.setGroups(firstOfEqual(keys.grids), firstOfEqual(keys.points));
    data.elapsedMs = timer.elapsed();
    return data;
}

CollectionData CollectionLoader::readFolder(const QString& path, std::optional<Variant> forced, const Progress& progress,
                                            QThreadPool* pool)
{
    QElapsedTimer timer;
    timer.start();
    CollectionData data;
    data.origin = QDir::toNativeSeparators(path);
    RowKeys keys;
    const QDir dir(path);
    if (!dir.exists()) {
        data.fatal = tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(path));
        return data;
    }
    static const QStringList suffixes = {QStringLiteral("txt"), QStringLiteral("json"), QStringLiteral("msr"),
                                         QStringLiteral("ms1"), QStringLiteral("png"),  QStringLiteral("svg")};
    const QFileInfoList files = dir.entryInfoList(QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    const auto total = static_cast<qsizetype>(files.size());
    auto keepGoing = [&progress](qsizetype, qsizetype) { return !progress || progress(-1, -1); };
    for (qsizetype i = 0; i < total; ++i) {
        if (progress && !progress(i, total)) {
            data.cancelled = true;
            break;
        }
        const QFileInfo& info = files.at(i);
        const QString name = info.fileName();
        if (!suffixes.contains(info.suffix().toLower())) {
            ++data.filesSkipped;
            continue;
        }
        auto problem = [&](const QString& reason) {
            data.problems.push_back({name, QString(), reason, QDir::toNativeSeparators(info.filePath())});
        };
        const auto bytes = readGridFile(QFile::encodeName(info.filePath()).toStdString(), maxRecordFileBytes);
        if (!bytes) {
            problem(CoreText::describe(bytes.error()));
            continue;
        }
        // A record (or a picture carrying one) is one row; any other text is a list of codes.
        const int file = data.addFile(name);
        if (!isRecordText(*bytes)) {
            if (!appendText(data, keys, *bytes, forced, file, name, keepGoing, pool)) {
                data.cancelled = true;
                break;
            }
            continue;
        }
        GridReadOptions options;
        options.variant = forced.value_or(Variant::T5);
        options.variantForced = forced.has_value();
        const auto outcome = ReadFeedback::read(QByteArray::fromStdString(*bytes), options);
        if (!outcome.ok) {
            problem(outcome.message);
            continue;
        }
        const GridRead& read = outcome.grid;
        auto layering = layerGrid(read.variant, read.moves);
        if (!layering) {
            problem(CoreText::describe(layering.error()));
            continue;
        }
        const int row = data.size();
        // The row's text is the file's path, shown as its tooltip and searched by the filter.
        const QByteArray where = QDir::toNativeSeparators(info.filePath()).toUtf8();
        data.addRow(encodeLayerCode(*layering), std::string_view(where.constData(), static_cast<std::size_t>(where.size())),
                    read.variant, static_cast<int>(read.moves.size()), layering->takenLayers(), file, 0);
        data.setRecord(row, read.moves, outcome.note);
        keys.add(gridKeys(read.variant, read.moves));
    }
    if (progress && !data.cancelled)
        progress(total, total);
    data.setGroups(firstOfEqual(keys.grids), firstOfEqual(keys.points));
    data.elapsedMs = timer.elapsed();
    return data;
}

CollectionLoader::CollectionLoader(QObject* parent)
    : QObject(parent)
    , watcher_(new QFutureWatcher<void>(this))
{
    connect(watcher_, &QFutureWatcher<void>::progressValueChanged, this,
            [this](int value) { emit progressChanged(value, watcher_->progressMaximum()); });
    connect(watcher_, &QFutureWatcher<void>::finished, this, [this] {
        if (!pending_)
            return;
        if (watcher_->isCanceled())
            pending_->cancelled = true;
        result_ = std::move(pending_);
        pending_.reset();
        emit finished();
    });
}

CollectionLoader::~CollectionLoader()
{
    watcher_->disconnect(this);
    watcher_->cancel();
    watcher_->waitForFinished();
}

void CollectionLoader::start(std::function<void(CollectionData&, const Progress&)> work, const QString& origin)
{
    if (watcher_->isRunning()) {
        watcher_->cancel();
        watcher_->waitForFinished();
    }
    auto data = std::make_shared<CollectionData>();
    data->origin = origin;
    pending_ = data;
    // The worker fills `data`, which the GUI thread reads only after the future has finished.
    QFuture<void> future = QtConcurrent::run(pool(), [data, work = std::move(work)](QPromise<void>& promise) {
        qsizetype range = -1;
        const Progress progress = [&promise, &range](qsizetype done, qsizetype total) {
            if (total >= 0 && total != range) {
                range = total;
                promise.setProgressRange(0, static_cast<int>(std::min<qsizetype>(total, INT_MAX)));
            }
            if (done >= 0)
                promise.setProgressValue(static_cast<int>(std::min<qsizetype>(done, INT_MAX)));
            return !promise.isCanceled();
        };
        const QString name = data->origin;
        work(*data, progress);
        if (data->origin.isEmpty())
            data->origin = name;
    });
    watcher_->setFuture(future);
    emit started();
}

void CollectionLoader::loadText(const QString& text, const QString& origin, std::optional<Variant> forced)
{
    start(
        [text, forced](CollectionData& data, const Progress& progress) {
            const QByteArray utf8 = text.toUtf8();
            if (utf8.size() > maxTextBytes) {
                data.fatal = tr("The text is too large to read as a collection (%1 MB; at most %2 MB).")
                                 .arg(utf8.size() >> 20)
                                 .arg(maxTextBytes >> 20);
                return;
            }
            const QString name = data.origin;
            data = readText(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), forced, progress, pool());
            data.origin = name;
        },
        origin);
}

void CollectionLoader::loadFile(const QString& path, std::optional<Variant> forced)
{
    start(
        [path, forced](CollectionData& data, const Progress& progress) {
            const QString name = QDir::toNativeSeparators(path);
            const auto bytes = readGridFile(QFile::encodeName(path).toStdString(), maxTextBytes);
            if (!bytes) {
                data.fatal = tr("Cannot open %1: %2.").arg(name, CoreText::describe(bytes.error()));
                return;
            }
            data = readText(*bytes, forced, progress, pool());
            data.origin = QFileInfo(path).fileName();
        },
        QFileInfo(path).fileName());
}

void CollectionLoader::loadFolder(const QString& path, std::optional<Variant> forced)
{
    start([path, forced](CollectionData& data, const Progress& progress) { data = readFolder(path, forced, progress, pool()); },
          QDir::toNativeSeparators(path));
}

void CollectionLoader::cancel()
{
    watcher_->cancel();
}

bool CollectionLoader::isRunning() const
{
    return watcher_->isRunning();
}

bool CollectionLoader::waitForFinished(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (pending_ && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !pending_;
}

} // namespace morpion::gui
