#pragma once

#include "app/gui/compare/CompareDialog.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QWidget;

namespace morpion::gui {

class BoardView;
class Document;
class MessageBanner;

// Compare with…: the open grid against another one (a code, a game number, a move list,
// a record, or a file holding one; a row of the collection panel; the search's best grid),
// drawn over the board with the moves of both faint,
// the open grid's own moves and the other's own moves in two styles, with counts in the
// legend and the banner. The other grid is seen through the symmetry that gives the most
// moves in common (core diffGrids, as `morpion-cli diff` does), and the banner says which,
// with a button to compare it as it is (and back). The banner also says when the other
// grid is this one turned or mirrored, or has the same points with other lines. End
// Comparison (Esc, wherever the focus is in the window) leaves; the overlay follows edits
// of the open grid.
class GridCompare : public QObject {
    Q_OBJECT

public:
    GridCompare(Document* doc, BoardView* view, MessageBanner* banner, QWidget* parent);

    QAction* compareAction() const { return compare_; }
    // Edit > End Comparison, Esc: enabled while comparing.
    QAction* leaveAction() const { return leave_; }

    // Starts comparing with what `text` holds (or the file it names); false, with the
    // reason in the banner, when it is not a grid of the open grid's variant.
    bool compareWith(const QString& text);
    // The same with a file; false, with the reason in the banner, when it does not read.
    bool compareWithFile(const QString& path);
    // Every source ends here: false, with the reason in the banner, when `variant` is not
    // the open grid's.
    bool compareWith(Variant variant, const std::vector<Move>& other);
    // The position after the open grid's first `prefix` moves against `other` (a better
    // game the analysis found from there), with `summary` in the banner; it ends when the
    // grid changes.
    bool compareWith(Variant variant, const std::vector<Move>& other, int prefix, const QString& summary);
    void leave();
    bool isComparing() const { return other_.has_value(); }
    // The banner's summary of the running comparison.
    QString summary() const { return summary_; }
    // The other grid as it is (true), or aligned (false, the default of each comparison).
    void setAsIs(bool asIs);
    bool asIs() const { return asIs_; }
    // What the dialog offers besides a text and a file: the collection shown and the grids
    // of setOffers (the search's best), asked for each time it opens.
    void setOffers(std::function<std::vector<CompareOffer>()> offers) { offers_ = std::move(offers); }
    void setCollection(std::function<CompareCollection()> collection) { collection_ = std::move(collection); }
    // Compare With…: the dialog, then the comparison with what was chosen.
    void ask();

private:
    void refresh();
    void showSummary();
    void ended(); // the comparison is over, however it ended

    Document* doc_;
    BoardView* view_;
    MessageBanner* banner_;
    QWidget* parent_;
    QAction* compare_;
    QAction* leave_;
    std::function<std::vector<CompareOffer>()> offers_;
    std::function<CompareCollection()> collection_;
    std::optional<std::vector<Move>> other_;
    int prefix_ = -1; // -1: the whole open grid
    QString title_;   // what a comparison of a prefix says first
    QString summary_;
    bool asIs_ = false;
    bool alignable_ = false; // the best alignment is not the grid as it is
};

} // namespace morpion::gui
