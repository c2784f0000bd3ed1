#include "app/gui/search/SearchStateFile.h"

#include "app/common/FileWrite.h"
#include "app/gui/common/CoreText.h"

#include <QDir>
#include <QFile>

namespace morpion::gui {

namespace {
// A search state of a level-3 NRPA search is about 100 KB; this leaves room for many threads.
constexpr qint64 maxBytes = 256 << 20;
} // namespace

QString SearchStateFile::save(const QString& path, const SearchCheckpoint& state)
{
    const std::string text = formatSearchCheckpoint(state);
    const QString failure = FileWrite::replace(path, QByteArray::fromStdString(text));
    if (!failure.isEmpty())
        return tr("Cannot save the search state to %1: %2").arg(QDir::toNativeSeparators(path), failure);
    return {};
}

SearchStateFile::Loaded SearchStateFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())};
    if (file.size() > maxBytes)
        return {std::nullopt, tr("%1 is too large to be a search state.").arg(QDir::toNativeSeparators(path))};
    const QByteArray bytes = file.readAll();
    auto read = parseSearchCheckpoint(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!read)
        return {std::nullopt, tr("%1 is not a search state Morpion Layers can go on from: %2")
                                  .arg(QDir::toNativeSeparators(path), CoreText::describe(read.error()))};
    return {std::move(read).value(), {}};
}

QString SearchStateFile::filter()
{
    return tr("Search states (*.checkpoint);;All files (*)");
}

} // namespace morpion::gui
