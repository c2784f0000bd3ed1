#pragma once

#include "app/gui/common/BackgroundRun.h"
#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"
#include "core/search/SearchTypes.h"

#include <QObject>
#include <QString>

#include <memory>

namespace morpion::gui {

// Runs one core Search at a time in the background (BackgroundRun), so that the window
// never waits for it. The search's callbacks run on its thread; what they report is copied
// and handed to this object's thread (the GUI's) as signals. Destroying the worker stops the
// search and waits for its thread, which takes a few milliseconds.
class SearchWorker : public QObject {
    Q_OBJECT

public:
    explicit SearchWorker(QObject* parent = nullptr);
    ~SearchWorker() override;

    // Starts a search with options that checkSearchOptions accepted; false while one runs.
    bool start(const SearchOptions& options);
    // Goes on with the search a checkpoint holds under the stop rules of `stops` (the
    // seed and threads stay the checkpoint's).
    bool resume(const SearchCheckpoint& from, const SearchLimits& stops);
    // Where the last search stopped, once finished() has been emitted; null before, while
    // one runs, and for a search that cannot be resumed (root-parallel NRPA).
    const SearchCheckpoint* checkpoint() const { return run_.isRunning() || !search_ ? nullptr : search_->checkpoint(); }
    // Asks the search to end; finished() follows within a few milliseconds. Safe to call
    // at any time, also when nothing runs.
    void stop();
    // From start() until finished() has been emitted.
    bool isRunning() const { return run_.isRunning(); }
    const SearchOptions& options() const { return options_; }

signals:
    void improved(const morpion::SearchImprovement& improvement);
    void progressed(const morpion::SearchProgress& progress);
    // The search ended: `error` is empty and `result` holds why and the best game, or the
    // search could not run and `error` says why (translated).
    void finished(const morpion::SearchResult& result, const QString& error);

private:
    bool launch(std::shared_ptr<Search> search);

    SearchOptions options_;
    std::shared_ptr<Search> search_;
    BackgroundRun run_;
};

} // namespace morpion::gui
