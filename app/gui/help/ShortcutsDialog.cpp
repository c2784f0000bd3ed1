#include "app/gui/help/ShortcutsDialog.h"

#include "app/gui/common/ActionText.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace morpion::gui {

namespace {

// Rows of the menu's commands that have keys, sub-menus included.
void collect(const QMenu* menu, const QString& path, QString& rows)
{
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        // An action whose text follows the state (Undo Play …) names its command in "command".
        const QString command = a->property("command").toString();
        const QString name = withoutAccessKey(command.isEmpty() ? a->text() : command).remove(QStringLiteral("…"));
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" › ") + name, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText).toHtmlEscaped();
        if (keys.isEmpty())
            continue;
        rows += QStringLiteral("<tr><td>%1 › %2</td><td><b>%3</b></td></tr>")
                    .arg(path.toHtmlEscaped(), name.toHtmlEscaped(), keys.join(QStringLiteral(", ")));
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window)
    : QDialog(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser(this);
    const auto* main = qobject_cast<QMainWindow*>(window);
    browser->setHtml(table(main ? main->menuBar() : nullptr));
    layout->addWidget(browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 560);
}

QString ShortcutsDialog::table(const QMenuBar* menus)
{
    QString rows;
    if (menus)
        for (const QAction* a : menus->actions())
            if (a->menu())
                collect(a->menu(), withoutAccessKey(a->text()), rows);
    return tr("<h3>Menu commands</h3>") + QStringLiteral("<table cellspacing=\"4\">") + rows + QStringLiteral("</table>") +
           tr("<h3>On the board</h3>"
              "<table cellspacing=\"4\">"
              "<tr><td>Click</td><td>play the highlighted move</td></tr>"
              "<tr><td>Tab, Shift+Tab, mouse wheel</td><td>where a point has several lines: choose the line</td></tr>"
              "<tr><td>Esc</td><td>cancel the move under the pointer</td></tr>"
              "<tr><td>Mouse wheel (Ctrl + wheel while choosing a line)</td><td>zoom</td></tr>"
              "<tr><td>Drag</td><td>pan</td></tr>"
              "</table>") +
           tr("<h3>Editing on the board</h3>"
              "<table cellspacing=\"4\">"
              "<tr><td>Shift + drag</td><td>remove the moves in a rectangle, with the moves that need them; the "
              "rectangle stays selected as the region Improve can work on</td></tr>"
              "<tr><td>Right click</td><td>remove a move, take back, or take an untaken move of the shown layer "
              "instead</td></tr>"
              "<tr><td>Esc</td><td>leave a comparison; else drop the selected region</td></tr>"
              "</table>");
}

} // namespace morpion::gui
