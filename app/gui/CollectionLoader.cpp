#include "app/gui/CollectionLoader.h"

#include "app/gui/ErrorText.h"
#include "app/gui/GridReader.h"
#include "core/CodeCollection.h"
#include "core/GridFile.h"
#include "core/LayerCode.h"
#include "core/Layers.h"
#include "core/Symmetry.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <tuple>

namespace morpion::gui {

namespace {

constexpr qint64 maxRecordFileBytes = 16 << 20;

// Two grids are duplicates when their keys are equal. The keys are 128-bit hashes of the
// canonical move set (the smallest sorted image under the 8 symmetries: equal exactly when
// the canonical codes of spec §9 are) and of the canonical point set (as core
// canonicalPoints), so that a row keeps 32 bytes instead of its moves; a false match needs
// a 128-bit collision. Both come from the same 8 sorted images: the canonical move order
// sorts by point first, so an image's sorted moves list its points sorted too.
struct Hash128 {
    std::uint64_t a = 0x9e3779b97f4a7c15ull;
    std::uint64_t b = 0xc2b2ae3d27d4eb4full;

    static std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // Two independent multiply-rotate streams, mixed once at the end.
    void add(std::int64_t value)
    {
        const auto v = static_cast<std::uint64_t>(value);
        a = ((a ^ v) * 0x100000001b3ull) ^ (a >> 29);
        b = ((b + v) * 0xff51afd7ed558ccdull);
        b ^= b >> 32;
    }
    Hash128 finished() const
    {
        Hash128 h;
        h.a = mix(a);
        h.b = mix(b ^ 0x5bd1e9955bd1e995ull);
        return h;
    }
    friend bool operator<(const Hash128& x, const Hash128& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); }
};

struct GridKeys {
    Variant variant = Variant::T5;
    Hash128 grid;
    Hash128 points;
};

bool pointsLess(const std::vector<Move>& x, const std::vector<Move>& y)
{
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end(),
                                        [](const Move& m, const Move& n) { return m.point < n.point; });
}

GridKeys keysOf(Variant v, const std::vector<Move>& moves)
{
    GridKeys keys;
    keys.variant = v;
    std::vector<Move> image, bestMoves, bestPoints;
    for (int i = 0; i < Symmetry::count; ++i) {
        image = Symmetry(i).apply(v, moves);
        std::sort(image.begin(), image.end());
        if (i == 0 || pointsLess(image, bestPoints))
            bestPoints = image;
        if (i == 0 || std::lexicographical_compare(image.begin(), image.end(), bestMoves.begin(), bestMoves.end()))
            bestMoves.swap(image);
    }
    Hash128 grid, points;
    grid.add(static_cast<std::int64_t>(bestMoves.size()));
    for (const Move& m : bestMoves)
        for (const int x : {m.point.x, m.point.y, m.line.start.x, m.line.start.y, dirIndex(m.line.dir)})
            grid.add(x);
    points.add(static_cast<std::int64_t>(bestPoints.size()));
    for (const Move& m : bestPoints) {
        points.add(m.point.x);
        points.add(m.point.y);
    }
    keys.grid = grid.finished();
    keys.points = points.finished();
    return keys;
}

QString lineSource(const QString& prefix, int line)
{
    return prefix.isEmpty() ? CollectionLoader::tr("line %1").arg(line)
                            : CollectionLoader::tr("%1, line %2").arg(prefix).arg(line);
}

// One candidate's slow work, done on any thread: the decoded entry and its group keys.
struct Decoded {
    Result<CodeEntry> entry = Error{};
    GridKeys keys;
};

// Reads the codes of `text` into `data`; false when cancelled. Candidates are decoded on
// all cores (QtConcurrent), a chunk at a time so that progress and Cancel stay prompt,
// and taken in text order, so that the rows do not depend on the core count.
bool appendText(CollectionData& data, std::vector<GridKeys>& keys, std::string_view text, Variant v, const QString& prefix,
                const CollectionLoader::Progress& progress)
{
    int withoutCode = 0;
    const std::vector<CodeCandidate> candidates = findCodeCandidates(text, &withoutCode);
    data.linesWithoutCode += withoutCode;
    const auto total = static_cast<qsizetype>(candidates.size());
    constexpr qsizetype chunk = 2048;
    std::vector<Decoded> decoded;
    for (qsizetype from = 0; from < total; from += chunk) {
        if (progress && !progress(from, total))
            return false;
        const qsizetype to = std::min(total, from + chunk);
        decoded.assign(static_cast<std::size_t>(to - from), Decoded{});
        QtConcurrent::blockingMap(decoded, [&](Decoded& d) {
            const auto i = static_cast<std::size_t>(from + (&d - decoded.data()));
            d.entry = decodeCandidate(candidates[i], v);
            if (d.entry)
                d.keys = keysOf(d.entry->variant, d.entry->moves);
        });
        for (qsizetype i = from; i < to; ++i) {
            const CodeCandidate& c = candidates[static_cast<std::size_t>(i)];
            Decoded& d = decoded[static_cast<std::size_t>(i - from)];
            if (!d.entry) {
                CollectionProblem p;
                p.source = lineSource(prefix, c.line);
                p.code = QString::fromStdString(c.code.size() > 80 ? c.code.substr(0, 77) + "..." : c.code);
                p.reason = ErrorText::describe(d.entry.error());
                p.text = QString::fromStdString(c.text);
                data.problems.push_back(std::move(p));
                continue;
            }
            const CodeEntry& entry = d.entry.value();
            CollectionRow row;
            row.number = static_cast<int>(data.rows.size()) + 1;
            row.source = lineSource(prefix, c.line);
            row.text = QString::fromStdString(entry.text);
            row.code = entry.code;
            row.variant = entry.variant;
            row.score = entry.score;
            row.layers = entry.layers;
            keys.push_back(d.keys);
            data.rows.push_back(std::move(row));
        }
    }
    if (progress)
        progress(total, total);
    return true;
}

// Gives every row its groups: the number of the group's first row, and the group's size.
void group(CollectionData& data, const std::vector<GridKeys>& keys)
{
    std::map<std::tuple<Variant, Hash128>, int> byGrid, byPoints;
    std::map<int, int> gridSize, pointsSize;
    for (std::size_t i = 0; i < data.rows.size(); ++i) {
        CollectionRow& row = data.rows[i];
        row.symmetryGroup = byGrid.try_emplace({keys[i].variant, keys[i].grid}, row.number).first->second;
        row.pointsGroup = byPoints.try_emplace({keys[i].variant, keys[i].points}, row.number).first->second;
        ++gridSize[row.symmetryGroup];
        ++pointsSize[row.pointsGroup];
    }
    for (CollectionRow& row : data.rows) {
        row.symmetrySize = gridSize[row.symmetryGroup];
        row.pointsSize = pointsSize[row.pointsGroup];
    }
}

} // namespace

CollectionData CollectionLoader::readText(std::string_view text, Variant defaultVariant, const Progress& progress)
{
    QElapsedTimer timer;
    timer.start();
    CollectionData data;
    std::vector<GridKeys> keys;
    data.cancelled = !appendText(data, keys, text, defaultVariant, QString(), progress);
    group(data, keys);
    data.elapsedMs = timer.elapsed();
    return data;
}

CollectionData CollectionLoader::readFolder(const QString& path, Variant defaultVariant, const Progress& progress)
{
    QElapsedTimer timer;
    timer.start();
    CollectionData data;
    data.origin = QDir::toNativeSeparators(path);
    std::vector<GridKeys> keys;
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
            problem(ErrorText::describe(bytes.error()));
            continue;
        }
        // A record (or a picture carrying one) is one row; any other text is a list of codes.
        if (!isRecordText(*bytes)) {
            if (!appendText(data, keys, *bytes, defaultVariant, name, keepGoing)) {
                data.cancelled = true;
                break;
            }
            continue;
        }
        GridReadOptions options;
        options.variant = defaultVariant;
        const auto outcome = GridReader::read(QByteArray::fromStdString(*bytes), options);
        if (!outcome.ok) {
            problem(outcome.message);
            continue;
        }
        const GridRead& read = outcome.grid;
        auto layering = layerGrid(read.variant, read.moves);
        if (!layering) {
            problem(ErrorText::describe(layering.error()));
            continue;
        }
        CollectionRow row;
        row.number = static_cast<int>(data.rows.size()) + 1;
        row.source = name;
        row.text = QDir::toNativeSeparators(info.filePath());
        row.code = encodeLayerCode(*layering);
        row.variant = read.variant;
        row.score = static_cast<int>(read.moves.size());
        row.layers = layering->takenLayers();
        row.moves = read.moves;
        row.note = outcome.note;
        keys.push_back(keysOf(read.variant, read.moves));
        data.rows.push_back(std::move(row));
    }
    if (progress && !data.cancelled)
        progress(total, total);
    group(data, keys);
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
    QFuture<void> future = QtConcurrent::run([data, work = std::move(work)](QPromise<void>& promise) {
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

void CollectionLoader::loadText(const QString& text, const QString& origin, Variant defaultVariant)
{
    start(
        [text, defaultVariant](CollectionData& data, const Progress& progress) {
            const QByteArray utf8 = text.toUtf8();
            if (utf8.size() > maxTextBytes) {
                data.fatal = tr("The text is too large to read as a collection (%1 MB; at most %2 MB).")
                                 .arg(utf8.size() >> 20)
                                 .arg(maxTextBytes >> 20);
                return;
            }
            const QString name = data.origin;
            data = readText(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), defaultVariant, progress);
            data.origin = name;
        },
        origin);
}

void CollectionLoader::loadFile(const QString& path, Variant defaultVariant)
{
    start(
        [path, defaultVariant](CollectionData& data, const Progress& progress) {
            const QString name = QDir::toNativeSeparators(path);
            const auto bytes = readGridFile(QFile::encodeName(path).toStdString(), maxTextBytes);
            if (!bytes) {
                data.fatal = tr("Cannot open %1: %2.").arg(name, ErrorText::describe(bytes.error()));
                return;
            }
            data = readText(*bytes, defaultVariant, progress);
            data.origin = QFileInfo(path).fileName();
        },
        QFileInfo(path).fileName());
}

void CollectionLoader::loadFolder(const QString& path, Variant defaultVariant)
{
    start([path, defaultVariant](CollectionData& data,
                                 const Progress& progress) { data = readFolder(path, defaultVariant, progress); },
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
