#pragma once

#include "core/search/SearchCheckpoint.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace morpion::gui {

// A search's state in a file (core/SearchCheckpoint, docs/checkpoint.md), the same file
// `morpion-cli search --checkpoint` writes and reads, so that a search started in the
// program can go on on the command line and the other way round.
class SearchStateFile {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::SearchStateFile)

public:
    // Writes atomically: a failed save leaves an earlier file as it was. An empty string
    // on success, else why it failed (translated).
    static QString save(const QString& path, const SearchCheckpoint& state);

    struct Loaded {
        std::optional<SearchCheckpoint> state;
        QString problem; // translated, naming the line at fault
    };
    static Loaded load(const QString& path);

    // The name filter of file dialogs.
    static QString filter();
};

} // namespace morpion::gui
