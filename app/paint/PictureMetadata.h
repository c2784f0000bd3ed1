#pragma once

#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace morpion::paint {

// Pictures that carry their grid, so that an exported picture opens again as the grid:
//
// - PNG: a tEXt chunk with the keyword "msr" right after IHDR, holding the MSR record
//   (spec §8) as compact JSON, pure ASCII (other characters as \uXXXX escapes; tEXt is
//   Latin-1). This is the convention of the open-source morpion-solitaire.io program, so
//   each reads the other's pictures. The chunk is written here, not with QImage::setText:
//   Qt 6.4 writes any text longer than 40 characters as a compressed zTXt chunk.
//   Reading also takes zTXt/iTXt chunks named "msr".
// - SVG: right after the opening <svg ...> tag,
//     <metadata id="msr"><msr xmlns="urn:x-morpion:msr" version="0.1">JSON</msr></metadata>
//   with the compact JSON escaped for XML (&amp; &lt; &gt;). Reading takes any element
//   whose local name is "msr" inside a <metadata> element, whatever its namespace.
//
// This writes the record; reading it back is the core's (core/PictureRecord), so that the
// command line and the program open pictures alike.
class PictureMetadata {
    Q_DECLARE_TR_FUNCTIONS(morpion::paint::PictureMetadata)

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
