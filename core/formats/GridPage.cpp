#include "core/formats/GridPage.h"

#include "core/formats/Json.h"

namespace morpion {

Result<std::string> gridPage(std::string_view viewer, const GridRead& grid)
{
    const std::size_t at = viewer.find(gridPageMarker);
    if (at == std::string_view::npos || viewer.find(gridPageMarker, at + 1) != std::string_view::npos)
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the web page has no place for a grid: it is not the viewer "
                                                          "this program builds"));
    auto record = writeGrid(grid, GridFormat::Msr);
    if (!record)
        return record.error();
    // A JSON string inside <script>: no '<' may stand in it, or "</script>" would end it.
    std::string text;
    for (const char c : Json::string(*record).dump(false)) {
        if (c == '<')
            text += "\\u003c";
        else
            text += c;
    }
    std::string out;
    out.reserve(viewer.size() + text.size() + 16);
    out.append(viewer.substr(0, at));
    out += ",\"grid\":" + text + "}</script>";
    out.append(viewer.substr(at + gridPageMarker.size()));
    return out;
}

} // namespace morpion
