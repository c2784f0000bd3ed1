#include "app/gui/board/PlayLinks.h"

#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"

#include <QCoreApplication>

namespace morpion::gui {

void linkGameOver(Document* doc, MessageBanner* banner)
{
    QObject::connect(doc, &Document::gameOver, banner, [banner](int score) {
        // Worded again after a language switch, as long as it shows.
        banner->showMessage(
            [score] {
                return QCoreApplication::translate("morpion::gui::HandPlay", "Game over: no legal move is left. Score: %1.")
                    .arg(score);
            },
            MessageBanner::Kind::Info);
    });
}

} // namespace morpion::gui
