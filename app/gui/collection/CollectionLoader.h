#pragma once

#include "app/gui/collection/CollectionData.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

template <typename T> class QFutureWatcher;
class QThreadPool;

namespace morpion::gui {

// Reads a collection off the GUI thread: the codes in a text (core/formats/CodeCollection.h finds
// and decodes them) or the record files of a folder (Pentasol, MSR, MS1, pictures that
// carry their grid, and text files of codes), then groups the duplicates (core/codes/GridKey.h).
// Linear in the input, on all cores; progress is reported and Cancel stops it within a few
// milliseconds, keeping what was read so far.
class CollectionLoader : public QObject {
    Q_OBJECT

public:
    // Past this a text is refused with a message instead of being read: room for a few
    // million lines of a search log (a million take about 70 MB).
    static constexpr qsizetype maxTextBytes = qsizetype{256} << 20;

    explicit CollectionLoader(QObject* parent = nullptr);
    ~CollectionLoader() override; // cancels and waits for the work

    // Each starts reading in the background, cancelling a reading still under way.
    // Codes whose line names no variant are read in `forced` when given, else as the
    // command line reads them (the collection's vote, else the strictest variant).
    void loadText(const QString& text, const QString& origin, std::optional<Variant> forced);
    void loadFile(const QString& path, std::optional<Variant> forced);
    void loadFolder(const QString& path, std::optional<Variant> forced);
    void cancel();
    bool isRunning() const;
    // Blocks until the reading under way ends (for tests); false on time-out.
    bool waitForFinished(int timeoutMs);

    // The collection of the last reading that finished (cancelled ones included).
    std::shared_ptr<const CollectionData> result() const { return result_; }

    // The work itself, on the calling thread and the threads of `pool` (the global pool
    // when null). `progress(done, total)` returns false to stop; it is also called with
    // (-1, -1) where there is nothing to report but it may stop.
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;
    static CollectionData readText(std::string_view text, std::optional<Variant> forced, const Progress& progress = {},
                                   QThreadPool* pool = nullptr);
    static CollectionData readFolder(const QString& path, std::optional<Variant> forced, const Progress& progress = {},
                                     QThreadPool* pool = nullptr);

    // What the summary says of the variants codes without one were read in (empty when
    // they were all 5T and none decodes otherwise): "codes without a variant read as 5D;
    // 3 of them also decode as 5T".
    static QString variantsRead(const InferredVariants& inferred);

    // The threads the collection's work runs on. Not Qt's global pool: the raster paint
    // engine draws with that one, and the window would wait for the reading to paint.
    static QThreadPool* pool();

signals:
    void started();
    void progressChanged(int done, int total);
    void finished();

private:
    void start(std::function<void(CollectionData&, const Progress&)> work, const QString& origin);

    QFutureWatcher<void>* watcher_;
    std::shared_ptr<CollectionData> pending_;
    std::shared_ptr<const CollectionData> result_;
};

} // namespace morpion::gui
