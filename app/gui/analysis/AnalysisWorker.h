#pragma once

#include "app/gui/common/BackgroundRun.h"
#include "core/codes/GameAnalysis.h"
#include "core/search/GameAnalyser.h"

#include <QObject>
#include <QString>

namespace morpion::gui {

// Runs one game analysis at a time in the background (its searches on threads of theirs);
// what it reports is copied to the GUI's thread as signals. Destroying the worker stops the
// analysis and waits for its thread.
class AnalysisWorker : public QObject {
    Q_OBJECT

public:
    explicit AnalysisWorker(QObject* parent = nullptr);

    // Starts an analysis with options GameAnalyser::check accepted; false while one runs.
    bool start(const AnalysisOptions& options);
    // Asks the analysis to end with what it has; finished() follows within a few
    // milliseconds. Safe to call at any time.
    void stop() { run_.stop(); }
    bool isRunning() const { return run_.isRunning(); }

signals:
    void progressed(const morpion::AnalysisProgress& progress, const morpion::GameAnalysis& sofar);
    // The analysis ended: `error` is empty and `analysis` holds what it found (partial when
    // `stopped`), or it could not run and `error` says why (translated).
    void finished(const morpion::GameAnalysis& analysis, bool stopped, const QString& error);

private:
    BackgroundRun run_;
};

} // namespace morpion::gui
