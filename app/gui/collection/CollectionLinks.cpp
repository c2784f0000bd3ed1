#include "app/gui/collection/CollectionLinks.h"

#include "app/gui/collection/CollectionActions.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/MessageBanner.h"

namespace morpion::gui {

void linkCollection(CollectionActions* actions, CollectionPanel* panel, MessageBanner* banner)
{
    QObject::connect(actions, &CollectionActions::error, banner, &MessageBanner::showError);
    QObject::connect(actions, &CollectionActions::offer, banner,
                     [banner](const QString& text, const QString& actionText, const std::function<void()>& action) {
                         banner->showInfo(text, actionText, action);
                     });
    QObject::connect(panel, &CollectionPanel::error, banner, &MessageBanner::showError);
}

} // namespace morpion::gui
