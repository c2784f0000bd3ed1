#pragma once

// For the gui.* suites about the window that drive one main window through all their cases
// (the keyboard, the layout, paste; those about the board alone use
// tests/gui/BoardFixture.h): the window, made with the suite's own empty settings, at the
// suite's size, shown and exposed before the first case and gone after the last.
//
//     void initTestCase() { QVERIFY(window_.open("tst_keyboard", QSize(1200, 800))); }
//     void cleanupTestCase() { window_.close(); }
//     ...
//     test::MainWindowFixture window_;   // window_->document() ...

#include "app/gui/window/MainWindow.h"
#include "tests/gui/GuiTestSupport.h"

#include <QSize>
#include <QTest>

#include <memory>

namespace morpion::gui::test {

class MainWindowFixture {
public:
    // False when the window was not exposed. An invalid `size` leaves the window's own.
    bool open(const char* suite, QSize size = {})
    {
        isolateSettings(suite);
        window_ = std::make_unique<MainWindow>();
        if (size.isValid())
            window_->resize(size);
        window_->show();
        return QTest::qWaitForWindowExposed(window_.get());
    }
    void close() { window_.reset(); }

    MainWindow* operator->() const { return window_.get(); }

private:
    std::unique_ptr<MainWindow> window_;
};

} // namespace morpion::gui::test
