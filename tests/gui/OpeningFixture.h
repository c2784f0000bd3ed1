#pragma once

// For the gui.* suites about opening a grid and telling how it was read (a file, a text, a
// picture that carries its grid; the banner's note and its other reading): the document with
// the window's GridOpener and FileActions, the code bar and the banner, linked as the window
// links them (linkOpening), in one widget, not shown (check with isVisibleTo). The document
// starts from the start-up grid (showStartupGrid); unsaved work is asked about, as in the
// window (FileActions). The suite keeps its settings apart in initTestCase, as for the window.
//
//     test::OpeningArea w;
//     QVERIFY(w.fileActions()->openFile(path));
//     QVERIFY(w.banner()->isVisibleTo(&w));

#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/document/StartupGrid.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/files/OpeningLinks.h"
#include "app/gui/panels/CodeBar.h"
#include "tests/gui/DocumentFixture.h"
#include "tests/gui/GuiTestSupport.h"

#include <QVBoxLayout>
#include <QWidget>

namespace morpion::gui::test {

class OpeningArea : public QWidget {
public:
    OpeningArea()
        : doc_(new Document(this))
    {
        showStartupGrid(doc_);
        banner_ = new MessageBanner(this);
        codeBar_ = new CodeBar(doc_, this);
        opener_ = new GridOpener(doc_, this);
        files_ = new FileActions(doc_, opener_, this);
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(banner_);
        layout->addStretch(1);
        layout->addWidget(codeBar_);
        linkOpening(doc_, opener_, files_, codeBar_, banner_);
    }

    Document* document() const { return doc_; }
    GridOpener* gridOpener() const { return opener_; }
    FileActions* fileActions() const { return files_; }
    CodeBar* codeBar() const { return codeBar_; }
    MessageBanner* banner() const { return banner_; }
    // As MainWindow::openText: one undo step, or the grid left as it was.
    bool openText(const QString& text, Variant variant) const { return DocumentFixture::openIn(opener_, text, variant); }

private:
    Document* doc_;
    MessageBanner* banner_;
    CodeBar* codeBar_;
    GridOpener* opener_;
    FileActions* files_;
};

} // namespace morpion::gui::test
