#pragma once

#include "core/GridInfo.h"
#include "core/Move.h"
#include "core/Variant.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace morpion::gui {

// Recognises what a user pasted, dropped or typed: a layer code, a game number, a move
// list or a record (MSR JSON, MS1, Pentasol), optionally after a variant prefix such as "5D:". Nothing is changed on failure;
// the message names the problem and where it is.
class GridReader {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::GridReader)

public:
    enum class Kind { LayerCode, GameNumber, MoveList, Record };

    struct Outcome {
        bool ok = false;
        Kind kind = Kind::LayerCode;
        Variant variant = Variant::T5;
        std::vector<Move> moves; // legal, in play order
        GridInfo info;           // a record's own fields (MSR fields, Pentasol "# key: value" comments)
        QString message;         // translated; why the text was rejected
        QString note;            // translated; what the user should know about a success (which variant a Pentasol file was read as)
        qsizetype errorAt = -1;  // offset in the text of the character at fault, when known
    };

    // `variant` is used unless the text carries a prefix. A Pentasol file (which does not
    // store its variant) is read as `variant` when it is legal under it, otherwise as the
    // first variant under which it is legal; `note` then says which was used.
    static Outcome read(const QString& text, Variant variant);
    static QString kindName(Kind kind);
};

} // namespace morpion::gui
