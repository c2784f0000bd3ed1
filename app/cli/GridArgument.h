#pragma once

#include "core/base/Error.h"
#include "core/formats/GridReader.h"
#include "core/rules/Variant.h"

#include <QString>

namespace morpion::cli {

// A grid named on the command line: a file in any grid format (read whole, regular files
// only), or else the text itself (a layer code, a game number, with or without a "5D:"
// prefix), read by the one reader (core/GridReader). `variantGiven`: the user named
// `variant` (GridReadOptions::variantForced).
Result<GridRead> readGridArgument(const QString& argument, Variant variant, bool variantGiven);

} // namespace morpion::cli
