#include "app/cli/GridArgument.h"

#include "app/cli/CliCommon.h"

#include <QFileInfo>

namespace morpion::cli {

Result<GridInput> readGridArgument(const QString& argument, Variant variant, bool variantGiven)
{
    if (QFileInfo(argument).isFile()) {
        const auto text = readInput(argument);
        if (!text)
            return text.error();
        return readGrid(*text, GridFormat::Auto, variant, variantGiven);
    }
    return readGrid(argument.trimmed().toStdString(), GridFormat::Auto, variant, variantGiven);
}

} // namespace morpion::cli
