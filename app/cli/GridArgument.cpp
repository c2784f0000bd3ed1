#include "app/cli/GridArgument.h"

#include "app/cli/CliCommon.h"

#include <QFileInfo>

namespace morpion::cli {

Result<GridRead> readGridArgument(const QString& argument, Variant variant, bool variantGiven)
{
    GridReadOptions options;
    options.variant = variant;
    options.variantForced = variantGiven;
    // A FIFO or device exists and is refused by the file reader.
    if (QFileInfo::exists(argument)) {
        const auto text = readInput(argument);
        if (!text)
            return text.error();
        return readGrid(*text, options);
    }
    return readGrid(argument.toStdString(), options);
}

} // namespace morpion::cli
