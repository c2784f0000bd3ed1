#include "app/gui/files/OpeningLinks.h"

#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/panels/CodeBar.h"

#include <QLineEdit>

namespace morpion::gui {

namespace {

// Reads the code typed in the code bar as its variant; a refused one keeps the field with
// the character at fault selected, so that it can be fixed in place.
void openTyped(GridOpener* opener, CodeBar* codeBar, const QString& text, Variant v)
{
    GridReadOptions options;
    options.variant = v;
    const GridOpener::TextOpened result = opener->openText(text, options);
    if (!result.read.ok) {
        codeBar->selectFault(result.read.errorAt);
        return;
    }
    if (result.opened)
        codeBar->clearOpenField();
}

} // namespace

void linkOpening(Document* doc, GridOpener* opener, FileActions* files, CodeBar* codeBar, MessageBanner* banner)
{
    opener->setVariantSource([codeBar] { return codeBar->readVariant(); });
    QObject::connect(opener, &GridOpener::error, banner, &MessageBanner::showError);
    QObject::connect(opener, &GridOpener::note, banner,
                     [banner](const Wording& text, const Wording& actionText, const std::function<void()>& action) {
                         banner->showInfo(text, actionText, action);
                     });
    QObject::connect(codeBar, &CodeBar::openRequested, opener,
                     [opener, codeBar](const QString& text, Variant v) { openTyped(opener, codeBar, text, v); });
    QObject::connect(files, &FileActions::error, banner, &MessageBanner::showError);
    // A message (a refused code, "game over") is about the grid it was shown for, or about
    // the text in the open field: it goes when they change.
    QObject::connect(doc, &Document::gridChanged, banner, &QWidget::hide);
    QObject::connect(codeBar->openField(), &QLineEdit::textEdited, banner, [banner] {
        if (banner->kind() == MessageBanner::Kind::Error)
            banner->hide();
    });
}

} // namespace morpion::gui
