#pragma once

#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QByteArray>

#include <vector>

namespace morpion::paint {

// Pictures that carry their grid, so that an exported picture opens again as the grid: the
// core writes the record (core/formats/PictureRecord.h, shared with the web page, so that
// each opens the other's pictures); this is its QByteArray face for Qt's writers.
class PictureMetadata {
public:
    // The record a picture of this grid carries, with the grid's information: compact MSR
    // JSON, ASCII only. Empty when the moves do not replay (cannot happen for a document's grid).
    static QByteArray record(Variant v, const std::vector<Move>& moves, const GridInfo& info = {});

    // The picture with the record added (an earlier "msr" record is replaced). A PNG or
    // SVG that is not well formed comes back unchanged.
    static QByteArray withPngRecord(const QByteArray& png, const QByteArray& record);
    static QByteArray withSvgRecord(const QByteArray& svg, const QByteArray& record);
};

} // namespace morpion::paint
