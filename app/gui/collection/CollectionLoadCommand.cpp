#include "app/gui/collection/CollectionLoadCommand.h"

namespace morpion::gui {

CollectionLoadCommand::CollectionLoadCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description)
    : LoadGridCommand(doc, variant, std::move(moves), GridInfo(), description)
{}

bool CollectionLoadCommand::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id())
        return false;
    const auto* next = static_cast<const CollectionLoadCommand*>(other);
    newVariant_ = next->newVariant_;
    newMoves_ = next->newMoves_;
    newInfo_ = next->newInfo_;
    setText(next->text());
    return true;
}

} // namespace morpion::gui
