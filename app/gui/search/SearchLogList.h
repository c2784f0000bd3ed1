#pragma once

#include "core/rules/Move.h"
#include "core/search/SearchTypes.h"

#include <QListWidget>

#include <cstdint>
#include <string>
#include <vector>

namespace morpion::gui {

// The search panel's log: a line per new best in the seeds' form "iteration. score
// (elapsed) code", with the game behind it. It keeps the newest maxLines (the best is
// always the newest) and follows its newest line unless the user scrolled up or picked one.
class SearchLogList : public QListWidget {
    Q_OBJECT

public:
    static constexpr int maxLines = 1000;

    // One found game, as the log shows it.
    struct Entry {
        std::int64_t iteration = 0;
        int score = 0;
        double seconds = 0;
        std::string code;
        std::vector<Move> moves;
    };

    explicit SearchLogList(QWidget* parent = nullptr);

    void add(const SearchImprovement& improvement);
    // Empties the log; it follows its newest line again.
    void clearEntries();

    const std::vector<Entry>& entries() const { return entries_; }
    int bestScore() const { return entries_.empty() ? -1 : entries_.back().score; }
    // The log as text, one line per entry.
    QString text() const;
    // The selected entry, else the best; -1 when there is none.
    int shownEntry() const;

private:
    std::vector<Entry> entries_;
    bool follow_ = true; // the log scrolls to each new line
};

} // namespace morpion::gui
