#pragma once

#include "app/cli/GridFormat.h"
#include "core/Error.h"
#include "core/Variant.h"

#include <QString>

namespace morpion::cli {

// A grid named on the command line: a file in any grid format (read whole), or else the
// text itself (a layer code, a game number, with or without a "5D:" prefix). `variant`
// and `variantGiven` as for readGrid().
Result<GridInput> readGridArgument(const QString& argument, Variant variant, bool variantGiven);

} // namespace morpion::cli
