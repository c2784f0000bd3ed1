#pragma once

#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <vector>

namespace morpion::gui {

// One copy of unsaved work as the autosave writes it (a small JSON object holding an MSR
// record and the grid's file), and what the next start makes of it. A copy is offered
// back only for what it is: whole, damaged (its record's own fields disagree with its
// moves, so that something was lost), or unreadable.
struct AutosaveCopy {
    enum class State { Whole, Damaged, Unreadable };

    State state = State::Unreadable;
    Variant variant = Variant::T5;
    std::vector<Move> moves;
    GridInfo info;
    // The grid's file, always absolute; empty for a grid never saved, and for a copy that
    // named its file relative to a folder nobody knows any more (an older program's).
    QString file;
    QDateTime time;
    // Damaged or Unreadable: why, as a translated phrase after a colon.
    QString problem;
    // A copy kept in a fallback folder: why the usual folder could not take it.
    QString keptBecause;

    // The JSON text of a copy of the grid (`file`: its absolute path, or empty); empty with
    // `failure` set when the grid does not make a record.
    static QByteArray format(Variant variant, const std::vector<Move>& moves, const GridInfo& info, const QString& file,
                             const QString& keptBecause, QString& failure);
    // Reads the copy at `path` (never more than a copy can take).
    static AutosaveCopy read(const QString& path);
    // True when the file at `path` is a copy whose record replays (whole or damaged): what
    // a write cut short by a kill is not.
    static bool isComplete(const QString& path);
};

} // namespace morpion::gui
