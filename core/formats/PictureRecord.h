#pragma once

#include "core/base/Error.h"

#include <string>
#include <string_view>

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
//   namespace; its text (with entities and CDATA) is the JSON. UTF-16 files are read as
//   their UTF-8.
//
// Both are read by one pass over the bytes in memory: linear time, and no memory beyond
// the record itself.
enum class PictureKind { None, Png, Svg };

// What the bytes are by their content (the PNG signature; for SVG, in UTF-8 or UTF-16, an
// <svg> root element after the prolog, however long its DOCTYPE), never by a file name.
// `head` may be the whole file or its first few kilobytes.
PictureKind sniffPicture(std::string_view head);

// The record text of a PNG or SVG picture, UTF-8. Errors: NoRecord when the picture
// carries none, Syntax (with the line, for SVG) for a picture that is not well formed
// before its record, TooLarge past msrMaxTextBytes.
Result<std::string> readPictureRecord(std::string_view bytes);

} // namespace morpion
