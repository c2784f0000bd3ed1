#include "app/gui/compare/GridCompare.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/ActionText.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ReadFeedback.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridTransformActions.h"
#include "core/codes/GridDiff.h"
#include "core/formats/GridFile.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace morpion::gui {

GridCompare::GridCompare(Document* doc, BoardView* view, MessageBanner* banner, QWidget* parent)
    : QObject(parent)
    , doc_(doc)
    , view_(view)
    , banner_(banner)
    , parent_(parent)
{
    compare_ = new QAction(tr("Co&mpare With…"), this);
    compare_->setStatusTip(tr("Draw another grid over this one: the moves both have, and the moves each has alone"));
    connect(compare_, &QAction::triggered, this, &GridCompare::ask);
    // Esc from anywhere in the window, not only from the board: the board keeps Esc for its
    // own keyboard play and line picker first (BoardView takes the shortcut over then).
    leave_ = new QAction(tr("&End Comparison"), this);
    leave_->setShortcut(QKeySequence(Qt::Key_Escape));
    leave_->setStatusTip(tr("Stop drawing the other grid over this one"));
    leave_->setEnabled(false);
    connect(leave_, &QAction::triggered, this, &GridCompare::leave);
    connect(view_, &BoardView::comparisonClosed, this, [this] {
        other_.reset();
        ended();
    });
    connect(doc_, &Document::gridChanged, this, [this] {
        if (other_ && prefix_ >= 0)
            leave(); // the position compared is of a game that is gone
        else if (other_)
            refresh();
    });
    // After the window has dropped the notes about the old grid.
    connect(
        doc_, &Document::gridChanged, this,
        [this] {
            if (other_)
                showSummary();
        },
        Qt::QueuedConnection);
}

void GridCompare::ask()
{
    CompareDialog dialog(offers_ ? offers_() : std::vector<CompareOffer>(), collection_ ? collection_() : CompareCollection(),
                         parent_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    switch (dialog.choice()) {
    case CompareDialog::Choice::Text: compareWith(dialog.text()); break;
    case CompareDialog::Choice::File: compareWithFile(dialog.filePath()); break;
    case CompareDialog::Choice::Collection:
    case CompareDialog::Choice::Offer: compareWith(dialog.variant(), dialog.moves()); break;
    }
}

bool GridCompare::compareWith(const QString& text)
{
    if (QFileInfo::exists(text.trimmed()))
        return compareWithFile(text.trimmed());
    GridReadOptions options;
    options.variant = doc_->variant();
    const ReadFeedback::Outcome read = ReadFeedback::read(text, options);
    if (!read.ok) {
        banner_->showError(read.message);
        return false;
    }
    return compareWith(read.grid.variant, read.grid.moves);
}

bool GridCompare::compareWithFile(const QString& path)
{
    const QFileInfo file(path);
    // The one file reader: a regular file only, its size capped while reading.
    const auto bytes = readGridFile(QFile::encodeName(file.filePath()).toStdString());
    if (!bytes) {
        banner_->showError(tr("Cannot read %1 to compare with: %2").arg(file.fileName(), CoreText::describe(bytes.error())));
        return false;
    }
    GridReadOptions options;
    options.variant = doc_->variant();
    const ReadFeedback::Outcome read = ReadFeedback::read(QByteArray::fromStdString(*bytes), options);
    if (!read.ok) {
        banner_->showError(read.message);
        return false;
    }
    return compareWith(read.grid.variant, read.grid.moves);
}

bool GridCompare::compareWith(Variant variant, const std::vector<Move>& other)
{
    if (variant != doc_->variant()) {
        banner_->showError(tr("That is a %1 grid; the open grid is %2")
                               .arg(QString::fromLatin1(variantName(variant).data(), 2),
                                    QString::fromLatin1(variantName(doc_->variant()).data(), 2)));
        return false;
    }
    other_ = other;
    prefix_ = -1;
    title_.clear();
    asIs_ = false;
    leave_->setEnabled(true);
    refresh();
    return true;
}

bool GridCompare::compareWith(Variant variant, const std::vector<Move>& other, int prefix, const QString& summary)
{
    if (!compareWith(variant, other))
        return false;
    prefix_ = std::clamp(prefix, 0, doc_->score());
    title_ = summary;
    refresh();
    return true;
}

void GridCompare::setAsIs(bool asIs)
{
    asIs_ = asIs;
    if (other_)
        refresh();
}

void GridCompare::leave()
{
    if (!other_)
        return;
    other_.reset();
    // The message first: the fit that follows uses the room it leaves.
    ended();
    view_->setComparison(std::nullopt);
}

void GridCompare::ended()
{
    prefix_ = -1;
    summary_.clear();
    leave_->setEnabled(false);
    banner_->hide();
}

void GridCompare::refresh()
{
    if (prefix_ >= 0) {
        // A position against a game that goes on from it: never turned, never the same.
        const std::vector<Move>& moves = doc_->moves();
        const std::vector<Move> here(moves.begin(), moves.begin() + prefix_);
        const GridDiff d = diffGrids(doc_->variant(), here, *other_, DiffAlignment::AsIs);
        alignable_ = false;
        summary_ = title_ + tr(" · %1 moves in both, %2 only played, %3 only in the better line")
                                .arg(d.common.size())
                                .arg(d.onlyA.size())
                                .arg(d.onlyB.size());
        summary_ += tr(" · Esc leaves the comparison");
        showSummary();
        view_->setComparison(paint::BoardScene::Comparison{d.common, d.onlyA, d.onlyB});
        return;
    }
    const GridDiff best = diffGrids(doc_->variant(), doc_->moves(), *other_, DiffAlignment::Best);
    const GridDiff d = asIs_ ? diffGrids(doc_->variant(), doc_->moves(), *other_, DiffAlignment::AsIs) : best;
    alignable_ = best.alignment.index() != 0;
    summary_ = tr("Comparing: %1 moves in both, %2 only in this grid, %3 only in the other")
                   .arg(d.common.size())
                   .arg(d.onlyA.size())
                   .arg(d.onlyB.size());
    if (d.symmetry && d.symmetry->index() == 0)
        summary_ += tr(" · the grids are the same");
    else if (d.symmetry)
        summary_ += tr(" · the other grid is this one transformed: %1")
                        .arg(withoutAccessKey(GridTransformActions::actionText(*d.symmetry)));
    else if (d.samePoints)
        summary_ += tr(" · the same points, with other lines");
    if (alignable_ && !asIs_ && !d.symmetry)
        //: %1: a command of the Transform menu without its access key, such as "Flip Left–Right".
        summary_ += tr(" · the other grid seen through “%1”, where the two have the most moves in common")
                        .arg(withoutAccessKey(GridTransformActions::actionText(d.alignment)));
    else if (alignable_ && asIs_)
        summary_ += tr(" · the other grid as it is");
    summary_ += tr(" · Esc leaves the comparison");
    // The message first: the fit that follows keeps the grids out from under it.
    showSummary();
    view_->setComparison(paint::BoardScene::Comparison{d.common, d.onlyA, d.onlyB});
}

void GridCompare::showSummary()
{
    if (!alignable_)
        banner_->showInfo(summary_);
    else if (asIs_)
        banner_->showInfo(summary_, tr("Align the Other Grid"), [this] { setAsIs(false); });
    else
        banner_->showInfo(summary_, tr("Compare As It Is"), [this] { setAsIs(true); });
}

} // namespace morpion::gui
