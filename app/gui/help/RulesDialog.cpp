#include "app/gui/help/RulesDialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace morpion::gui {

RulesDialog::RulesDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesDialog"));
    setWindowTitle(tr("Rules of the Four Variants"));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser(this);
    browser->setHtml(text());
    layout->addWidget(browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(580, 520);
}

QString RulesDialog::text()
{
    return tr("<h3>Morpion Solitaire</h3>"
              "<p>The game starts from a cross of points on squared paper: 36 points for the 5-point games, "
              "24 for the 4-point games. A <b>move</b> adds one new point and draws a straight line through it: "
              "horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already "
              "on the board but the new one. The game ends when no move is left; the <b>score</b> is the number "
              "of moves. There is no opponent: the aim is the longest game.</p>"
              "<h3>The four variants</h3>"
              "<table cellspacing=\"6\">"
              "<tr><td><b>5T</b></td><td>5-point lines, <i>touching</i>: two lines of the same direction may "
              "share an end point, never a stretch between two points. The classic game; the record is 178 moves.</td></tr>"
              "<tr><td><b>5D</b></td><td>5-point lines, <i>disjoint</i>: two lines of the same direction may not "
              "share any point. Harder; the record is 82 moves.</td></tr>"
              "<tr><td><b>4T</b></td><td>4-point lines on the small cross, touching allowed. The best game, 62 "
              "moves, is proved optimal.</td></tr>"
              "<tr><td><b>4D</b></td><td>4-point lines on the small cross, disjoint. The best game, 35 moves, is "
              "proved optimal.</td></tr>"
              "</table>"
              "<p>Lines of different directions may always cross. Every game legal in a D variant is legal in "
              "the T variant of the same length, not the other way round.</p>"
              "<h3>Layers</h3>"
              "<p>The program shows a finished grid in <b>layers</b>: layer 0 holds the moves that could be "
              "played at the start and were; each later layer, the moves that became possible through the "
              "layers before it. Moves of one layer can be played in any order. A move that was possible in a "
              "layer but left untaken stays untaken for good: it is shown as <i>taboo</i> in the later layers "
              "where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 "
              "taken, 0 left. Help &gt; How to Read the Layer View shows it on a grid.</p>");
}

} // namespace morpion::gui
