#pragma once

#include "core/base/Error.h"
#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The grid record a picture exported by this program carries, read without Qt and without
// decoding a pixel, so that every reader (the command line, the program, collections)
// opens pictures the same way:
//
// - PNG: a tEXt, zTXt or iTXt chunk with the keyword "msr" holding the MSR record (spec
//   §8) as compact JSON. tEXt and zTXt are Latin-1, iTXt UTF-8; zTXt and compressed
//   iTXt are zlib streams. This is the convention of the open-source
//   morpion-solitaire.io program, so each reads the other's pictures.
// - SVG: any element whose local name is "msr" inside a <metadata> element, whatever its
//   namespace; its text (with entities and CDATA) is the JSON.
//
// Both are read by one pass over the bytes in memory: linear time, and no memory beyond
// the record itself.
enum class PictureKind { None, Png, Svg };

// What the bytes are by their content (the PNG signature, an <svg> root near the start),
// never by a file name. `head` may be the whole file or its first few kilobytes.
PictureKind sniffPicture(std::string_view head);

// The record text of a PNG or SVG picture, UTF-8. Errors: NoRecord when the picture
// carries none, Syntax (with the line, for SVG) for a picture that is not well formed
// before its record (or a compressed record that does not inflate), TooLarge past
// msrMaxTextBytes.
Result<std::string> readPictureRecord(std::string_view bytes);

// Writing, for the desktop program's exports and the web page's alike (so that each opens
// the other's pictures): the record goes into a PNG as a tEXt chunk "msr" right after IHDR
// (written by hand: Qt 6.4 writes any text over 40 characters as zTXt), into an SVG as
//   <metadata id="msr"><msr xmlns="urn:x-morpion:msr" version="0.1">JSON</msr></metadata>
// right after the opening <svg ...> tag, escaped for XML (&amp; &lt; &gt;).

// The record a picture of this grid carries, with the grid's information: compact MSR
// JSON, pure ASCII (other characters as \uXXXX escapes, since tEXt is Latin-1). Errors:
// those of writeMsr (IllegalMove when the moves do not replay).
Result<std::string> pictureRecord(Variant v, const std::vector<Move>& moves, const GridInfo& info = {});

// The picture with `record` in it, an earlier "msr" record (tEXt, zTXt or iTXt; an SVG's
// first <metadata id="msr">) replaced. Errors: Syntax for bytes that are not a well-formed
// PNG (signature, IHDR first, every chunk whole) or that have no <svg> tag.
Result<std::string> withPngRecord(std::string_view png, std::string_view record);
Result<std::string> withSvgRecord(std::string_view svg, std::string_view record);

} // namespace morpion
