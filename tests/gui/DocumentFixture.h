#pragma once

// For the gui.* suites about what goes through the document (an edit, a transform, a print, an
// export) and not about the window: the document as the window holds it, with its undo stack,
// starting from the start-up grid as its clean state (showStartupGrid), and texts read by the
// window's GridOpener. Unsaved work is not asked about: that is the window's (FileActions).
// The suite still keeps its settings apart, in initTestCase: test::isolateSettings("tst_…").
//
//     test::DocumentFixture f;
//     QVERIFY(f.openText(code, Variant::T5));
//     GridTransformActions transforms(f.document(), nullptr);

#include "app/gui/document/Document.h"
#include "app/gui/document/StartupGrid.h"
#include "app/gui/files/GridOpener.h"
#include "tests/gui/GuiTestSupport.h"

#include <QObject>

namespace morpion::gui::test {

class DocumentFixture {
public:
    DocumentFixture()
        : doc_(new Document(&owner_))
        , opener_(new GridOpener(doc_, &owner_))
    {
        showStartupGrid(doc_);
    }

    Document* document() const { return doc_; }
    GridOpener* gridOpener() const { return opener_; }
    // As MainWindow::openText: one undo step, or the grid left as it was.
    bool openText(const QString& text, Variant variant) const { return openIn(opener_, text, variant); }

    static bool openIn(GridOpener* opener, const QString& text, Variant variant)
    {
        GridReadOptions options;
        options.variant = variant;
        return opener->openText(text, options).opened;
    }

private:
    QObject owner_;
    Document* doc_;
    GridOpener* opener_;
};

} // namespace morpion::gui::test
