#pragma once

#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <vector>

class QMimeData;

namespace morpion::gui {

// The grid on the clipboard, one item in several formats, so that a copy pastes back into
// the program exactly and into other programs as what they understand:
// - msrMimeType: the MSR record (spec §8) as compact JSON, with the exact move order;
// - image/png: the picture, carrying the same record in its "msr" chunk (PictureMetadata),
//   and the plain image for programs that ask for other image types;
// - text/plain: the layer code with its variant prefix.
// Pasting reads the record first, then the picture's record, then the text.
class GridClipboard {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::GridClipboard)

public:
    // The program's own type for an MSR record (also in its shared MIME database entry).
    static QString msrMimeType() { return QStringLiteral("application/x-morpion-msr+json"); }

    // A new item holding the grid in every format; the caller hands it to a QClipboard.
    static QMimeData* mimeData(Variant variant, const std::vector<Move>& moves, const QString& layerCode, const QImage& picture,
                               const GridInfo& info = {});

    // What a paste opens: the text to read as a grid (a record or what the text says), or
    // why there is nothing to open (translated).
    struct Content {
        QString text;
        QString problem;
    };
    static Content read(const QMimeData* data);
};

} // namespace morpion::gui
