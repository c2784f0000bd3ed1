#include "app/gui/files/GridOpener.h"

#include "app/gui/common/Icons.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridClipboard.h"
#include "core/formats/CodeCollection.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLocale>

#include <algorithm>

namespace morpion::gui {

GridOpener::GridOpener(Document* doc, QObject* parent)
    : QObject(parent)
    , doc_(doc)
{
    setTextReader({});
    paste_ = new QAction(Icons::get(QStringLiteral("edit-paste")), tr("&Paste Code"), this);
    paste_->setShortcut(QKeySequence::Paste);
    paste_->setToolTip(tr("Open the layer code, game number or move list on the clipboard"));
    connect(paste_, &QAction::triggered, this, &GridOpener::pasteFromClipboard);
}

GridReadOptions GridOpener::readOptions() const
{
    GridReadOptions options;
    options.variant = variantSource_ ? variantSource_() : doc_->variant();
    return options;
}

void GridOpener::setTextReader(TextReader reader)
{
    reader_ = reader ? std::move(reader) : TextReader([](const QString& text, const GridReadOptions& options) {
        return ReadFeedback::read(text, options);
    });
}

bool GridOpener::open(const ReadFeedback::Outcome& read, const Source& source)
{
    // A grid that was only read leaves nothing unsaved behind, so Quit would no longer ask:
    // the work it replaces is asked about now. A search result stays unsaved work itself.
    if (!source.work && askFirst_ && !askFirst_())
        return false;
    // The grid goes in with the layering the reader decoded (a code), or layered once here.
    auto game = layeredGame(read.grid);
    if (!game)
        return false; // cannot happen: the reader replays every move
    doc_->load(std::move(game).value(), source.description, read.grid.info, source.work,
               read.grid.picture != PictureKind::None ? QString() : source.path, source.worded);
    // Worded from the notices, so that a language switch words them again.
    const Wording said = [notices = read.grid.notices] { return ReadFeedback::noteText(notices); };
    if (read.alternative && source.readAgain)
        emit note(said, read.alternative->label,
                  [again = source.readAgain, options = read.alternative->options] { again(options); });
    else if (!read.note.isEmpty())
        emit note(said, QString(), {});
    return true;
}

ReadFeedback::Outcome GridOpener::alreadyRead(Variant variant, std::vector<Move> moves, GridInfo info)
{
    ReadFeedback::Outcome read;
    read.ok = true;
    read.grid.variant = variant;
    read.grid.moves = std::move(moves);
    read.grid.info = std::move(info);
    return read;
}

GridOpener::TextOpened GridOpener::openText(const QString& text, const GridReadOptions& options)
{
    TextOpened result;
    result.read = reader_(text, options);
    result.opened = openRead(text, result.read);
    return result;
}

bool GridOpener::openRead(const QString& text, const ReadFeedback::Outcome& read)
{
    if (!read.ok) {
        emit error(read.message);
        return false;
    }
    const GridFormat format = read.grid.format;
    if (!open(read, {[format] { return tr("Open %1").arg(ReadFeedback::formatName(format)); }, QString(),
                     [this, text](const GridReadOptions& other) { openText(text, other); }}))
        return false;
    emit opened(tr("Opened (%1): %2 %3 moves in %n layer(s)", nullptr, doc_->layers())
                    .arg(ReadFeedback::formatName(format), QString::fromLatin1(variantName(read.grid.variant).data(), 2))
                    .arg(doc_->score()));
    return true;
}

void GridOpener::openPasted(const QString& text)
{
    // A long text, or one that is not one grid but holds several codes, is a collection.
    constexpr qsizetype oneGridLimit = 1 << 20;
    if (text.size() > oneGridLimit) {
        emit collectionText(text, tr("the pasted text"));
        emit note(
            [size = text.size()] {
                return tr("The text holds %1 characters, too many for one grid: it is read as a collection of codes.")
                    .arg(QLocale().toString(size));
            },
            QString(), {});
        return;
    }
    const GridReadOptions options = readOptions();
    const ReadFeedback::Outcome read = reader_(text, options);
    if (!read.ok && text.contains(QLatin1Char('\n'))) {
        const QByteArray utf8 = text.toUtf8();
        // A code wrapped over lines, or with a slip, is one grid's error, not a collection.
        const auto found = findCodeCandidates(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (std::count_if(found.begin(), found.end(), [](const CodeCandidate& c) { return !c.slipped; }) >= 2) {
            emit collectionText(text, tr("the pasted text"));
            emit note([] { return tr("The text holds several codes: they are listed in the collection panel."); }, QString(), {});
            return;
        }
    }
    openRead(text, read);
}

void GridOpener::pasteFromClipboard()
{
    const GridClipboard::Content pasted = GridClipboard::read(QApplication::clipboard()->mimeData());
    if (pasted.text.isEmpty()) {
        emit error(pasted.problem);
        return;
    }
    openPasted(pasted.text);
}

} // namespace morpion::gui
