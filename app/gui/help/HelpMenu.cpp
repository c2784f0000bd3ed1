#include "app/gui/help/HelpMenu.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/help/AboutDialog.h"
#include "app/gui/help/LayerViewGuide.h"
#include "app/gui/help/RulesDialog.h"
#include "app/gui/help/ShortcutsDialog.h"

#include <QApplication>
#include <QDesktopServices>
#include <QUrl>

namespace morpion::gui {

HelpMenu::HelpMenu(const BoardView* view, QWidget* parent)
    : QMenu(tr("&Help"), parent)
{
    setObjectName(QStringLiteral("helpMenu"));
    layerView_ = addAction(tr("How to Read the &Layer View"), this, [this, view, parent] {
        LayerViewGuide guide(view->boardStyle(), parent);
        guide.exec();
    });
    rules_ = addAction(tr("&Rules of the Four Variants"), this, [parent] {
        RulesDialog rules(parent);
        rules.exec();
    });
    shortcuts_ = addAction(tr("&Keyboard Shortcuts"), this, [parent] {
        ShortcutsDialog shortcuts(parent);
        shortcuts.exec();
    });
    shortcuts_->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Question)});
    addSeparator();
    reportBug_ = addAction(tr("Report a &Bug…"), this, [] { QDesktopServices::openUrl(QUrl(AboutDialog::bugsPage())); });
    TranslatedText::keep(reportBug_, [this] {
        reportBug_->setStatusTip(tr("Open the project's issue tracker in the web browser: %1").arg(AboutDialog::bugsPage()));
    });
    about_ = addAction(tr("&About Morpion Layers"), this, [parent] {
        AboutDialog about(parent);
        about.exec();
    });
    about_->setMenuRole(QAction::AboutRole);
    addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

} // namespace morpion::gui
