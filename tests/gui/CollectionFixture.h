#pragma once

// For the gui.* suites about the collection panel at work in the program (a paste read as a
// collection, the banner's offer of another variant, a row opened as one undo step, the
// grid on the board left alone while a collection is read or sorted): the opening fixture
// (OpeningArea: the document, the window's GridOpener and FileActions, the code bar and the
// banner) with the collection panel and its CollectionActions, linked as the window links
// them (linkCollection). The panel starts hidden and is shown when a collection is read, where
// the window shows and raises its dock. Not shown itself (check with isVisibleTo); the suite
// keeps its settings apart in initTestCase, as for the window.
//
//     test::CollectionArea w;
//     w.openCollectionText(text, QStringLiteral("x"));
//     QVERIFY(w.collectionPanel()->loader()->waitForFinished(20000));

#include "app/gui/collection/CollectionActions.h"
#include "app/gui/collection/CollectionLinks.h"
#include "app/gui/collection/CollectionPanel.h"
#include "tests/gui/OpeningFixture.h"

#include <QVBoxLayout>

namespace morpion::gui::test {

class CollectionArea : public OpeningArea {
public:
    CollectionArea()
        : panel_(new CollectionPanel(this))
    {
        panel_->hide();
        actions_ = new CollectionActions(
            panel_, gridOpener(), [this] { panel_->show(); }, this);
        linkCollection(actions_, panel_, banner());
        // Below the banner, above the code bar.
        static_cast<QVBoxLayout*>(layout())->insertWidget(1, panel_, 1);
    }

    CollectionPanel* collectionPanel() const { return panel_; }
    CollectionActions* collectionActions() const { return actions_; }
    // As MainWindow's: Edit > Paste, which reads a text of several codes as a collection.
    void pasteFromClipboard() const { gridOpener()->pasteFromClipboard(); }
    void openCollectionText(const QString& text, const QString& origin) const { actions_->openText(text, origin); }

private:
    CollectionPanel* panel_;
    CollectionActions* actions_ = nullptr;
};

} // namespace morpion::gui::test
