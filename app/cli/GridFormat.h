#pragma once

#include "core/Error.h"
#include "core/Move.h"
#include "core/Msr.h"
#include "core/Variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion::cli {

// The grid formats `convert` reads and writes. Auto (reading only) tells them apart by
// their content, and also opens pictures that carry their grid (PNG/SVG exports).
enum class GridFormat { Auto, Code, Number, Moves, Pentasol, Msr, MsrCompact };

// "auto", "code", "number", "moves", "pentasol", "msr", "msr-compact" (also "ms1").
std::optional<GridFormat> parseGridFormat(std::string_view name);
std::string_view gridFormatName(GridFormat f);

// A grid read from any format, in its play order.
struct GridInput {
    GridFormat format = GridFormat::Code; // what it was read as
    Variant variant = Variant::T5;
    std::vector<Move> moves;
    std::optional<MsrRecord> msr;   // the record, when read from MSR (keeps its unknown fields)
    std::vector<std::string> notes; // for standard error: warnings, which variant was used
};

// Reads `text` as `format`. `variant` is the --variant value; `variantGiven` says whether the
// user named it (a Pentasol file is then read strictly as that variant, otherwise as the
// first variant under which the whole file is legal, with a note naming the others). A
// code or game number may start with a prefix such as "5D:". Every move is replayed;
// errors name the line (move lists, Pentasol) or the move's index (MSR) and why.
Result<GridInput> readGrid(std::string_view text, GridFormat format, Variant variant, bool variantGiven);

// The grid in `format` (not Auto), ending with a newline. Codes and game numbers carry the
// variant prefix for every variant but 5T; a move list starts with a "# 5D grid" comment
// that reading gives the variant back from.
Result<std::string> writeGrid(const GridInput& grid, GridFormat format);

} // namespace morpion::cli
