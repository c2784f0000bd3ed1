#include "app/common/FamousGridList.h"

#include <QFile>

#include <algorithm>
#include <cctype>

namespace morpion {

namespace {

Result<std::vector<FamousGrid>> load()
{
    QFile file(QStringLiteral(":/famous-grids.txt"));
    if (!file.open(QIODevice::ReadOnly)) {
        Error e;
        e.kind = ErrorKind::Io;
        e.detail = Phrase::literal(":/famous-grids.txt: " + file.errorString().toStdString());
        return e;
    }
    const QByteArray text = file.readAll();
    return parseFamousGrids(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

bool sameIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

const Result<std::vector<FamousGrid>>& FamousGridList::all()
{
    // Decoding seven codes is quick, but the menu and every lookup share one copy.
    static const Result<std::vector<FamousGrid>> grids = load();
    return grids;
}

const FamousGrid* FamousGridList::find(std::string_view id)
{
    const auto& grids = all();
    if (!grids)
        return nullptr;
    for (const FamousGrid& g : *grids)
        if (sameIgnoringCase(g.id, id))
            return &g;
    return nullptr;
}

} // namespace morpion
