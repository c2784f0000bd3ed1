#include "app/gui/collection/CollectionData.h"

#include "app/gui/collection/CollectionLoader.h"
#include "core/codes/LayerCoder.h"

#include <algorithm>
#include <limits>

namespace morpion::gui {

QString CollectionData::source(int i) const
{
    const Row& r = at(i);
    if (r.file < 0)
        //: A line of the text file read as a collection, not a line of the game.
        return CollectionLoader::tr("line %1").arg(r.line);
    const QString& name = fileNames_[static_cast<std::size_t>(r.file)];
    //: %1 is a file name; a line of that text file, not a line of the game.
    return r.line == 0 ? name : CollectionLoader::tr("%1, line %2").arg(name).arg(r.line);
}

bool CollectionData::hasNote(int i) const
{
    const auto found = records_.find(i);
    return found != records_.end() && !found->second.note.isEmpty();
}

std::vector<Move> CollectionData::moves(int i) const
{
    if (const auto found = records_.find(i); found != records_.end())
        return found->second.moves;
    std::vector<Move> moves;
    if (!LayerCoder::forThread(variant(i)).decode(code(i), moves))
        moves.clear();
    return moves;
}

CollectionRow CollectionData::row(int i) const
{
    const Row& r = at(i);
    CollectionRow out;
    out.number = i + 1;
    out.source = source(i);
    out.text = QString::fromUtf8(text(i).data(), static_cast<qsizetype>(text(i).size()));
    out.code = std::string(code(i));
    out.variant = variant(i);
    out.score = r.score;
    out.layers = r.layers;
    if (const auto found = records_.find(i); found != records_.end()) {
        out.moves = found->second.moves;
        out.note = found->second.note;
    }
    out.symmetryGroup = r.symmetryGroup;
    out.symmetrySize = r.symmetrySize;
    out.pointsGroup = r.pointsGroup;
    out.pointsSize = r.pointsSize;
    return out;
}

int CollectionData::addFile(const QString& name)
{
    fileNames_.push_back(name);
    return static_cast<int>(fileNames_.size()) - 1;
}

void CollectionData::addRow(std::string_view code, std::string_view text, Variant v, int score, int layers, int file, int line)
{
    constexpr std::size_t most = std::numeric_limits<std::uint16_t>::max();
    // Codes are at most maxCollectionCodeLength and lines are shortened for display: the
    // limits only guard the field widths.
    code = code.substr(0, most);
    text = text.substr(0, most);
    Row r;
    r.codeAt = chars_.size();
    r.codeLength = static_cast<std::uint16_t>(code.size());
    r.textLength = static_cast<std::uint16_t>(text.size());
    r.score = static_cast<std::uint16_t>(std::clamp(score, 0, static_cast<int>(most)));
    r.layers = static_cast<std::uint16_t>(std::clamp(layers, 0, static_cast<int>(most)));
    r.variant = static_cast<std::uint8_t>(v);
    r.file = file;
    r.line = line;
    r.symmetryGroup = r.pointsGroup = static_cast<std::int32_t>(rows_.size()) + 1;
    chars_.append(code);
    chars_.append(text);
    rows_.push_back(r);
}

void CollectionData::setRecord(int i, std::vector<Move> moves, const QString& note)
{
    records_[i] = Record{std::move(moves), note};
}

void CollectionData::setGroups(const std::vector<int>& symmetryFirst, const std::vector<int>& pointsFirst)
{
    std::vector<std::int32_t> gridSize(rows_.size(), 0), pointsSize(rows_.size(), 0);
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        ++gridSize[static_cast<std::size_t>(symmetryFirst[i])];
        ++pointsSize[static_cast<std::size_t>(pointsFirst[i])];
    }
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        Row& r = rows_[i];
        r.symmetryGroup = symmetryFirst[i] + 1;
        r.pointsGroup = pointsFirst[i] + 1;
        r.symmetrySize = gridSize[static_cast<std::size_t>(symmetryFirst[i])];
        r.pointsSize = pointsSize[static_cast<std::size_t>(pointsFirst[i])];
    }
    rows_.shrink_to_fit();
    chars_.shrink_to_fit();
}

} // namespace morpion::gui
