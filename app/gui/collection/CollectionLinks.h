#pragma once

namespace morpion::gui {

class CollectionActions;
class CollectionPanel;
class MessageBanner;

// What the collection says on the banner: a collection that could not be read, a clipboard
// with no text, and the offer to read the codes again in another variant. The window and the
// gui.* suites' collection fixture link them alike.
void linkCollection(CollectionActions* actions, CollectionPanel* panel, MessageBanner* banner);

} // namespace morpion::gui
