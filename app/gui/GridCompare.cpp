#include "app/gui/GridCompare.h"

#include "app/gui/BoardView.h"
#include "app/gui/Document.h"
#include "app/gui/GridReader.h"
#include "app/gui/GridTransformActions.h"
#include "app/gui/MessageBanner.h"
#include "core/GridDiff.h"
#include "core/GridFile.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>

namespace morpion::gui {

GridCompare::GridCompare(Document* doc, BoardView* view, MessageBanner* banner, QWidget* parent)
    : QObject(parent), doc_(doc), view_(view), banner_(banner), parent_(parent)
{
    compare_ = new QAction(tr("Co&mpare With…"), this);
    compare_->setStatusTip(tr("Draw another grid over this one: the moves both have, and the moves each has alone"));
    connect(compare_, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString text = QInputDialog::getMultiLineText(
            parent_, tr("Compare With"),
            tr("A layer code, game number, move list or record to compare the open grid with, or the path of a file "
               "holding one:"),
            QString(), &ok);
        if (ok && !text.trimmed().isEmpty())
            compareWith(text);
    });
    connect(view_, &BoardView::comparisonClosed, this, [this] {
        other_.reset();
        summary_.clear();
        banner_->hide();
    });
    connect(doc_, &Document::gridChanged, this, [this] {
        if (other_)
            refresh();
    });
    // After the window has dropped the notes about the old grid.
    connect(doc_, &Document::gridChanged, this, [this] {
        if (other_)
            banner_->showInfo(summary_);
    }, Qt::QueuedConnection);
}

bool GridCompare::compareWith(const QString& text)
{
    GridReadOptions options;
    options.variant = doc_->variant();
    GridReader::Outcome read;
    const QFileInfo file(text.trimmed());
    if (file.exists()) {
        // The one file reader: a regular file only, its size capped while reading.
        const auto bytes = readGridFile(QFile::encodeName(file.filePath()).toStdString());
        if (!bytes) {
            banner_->showError(tr("Cannot read %1 to compare with").arg(file.fileName()));
            return false;
        }
        read = GridReader::read(QByteArray::fromStdString(*bytes), options);
    } else {
        read = GridReader::read(text, options);
    }
    if (!read.ok) {
        banner_->showError(read.message);
        return false;
    }
    if (read.grid.variant != doc_->variant()) {
        banner_->showError(tr("That is a %1 grid; the open grid is %2")
                               .arg(QString::fromLatin1(variantName(read.grid.variant).data(), 2),
                                    QString::fromLatin1(variantName(doc_->variant()).data(), 2)));
        return false;
    }
    compareWith(read.grid.moves);
    return true;
}

void GridCompare::compareWith(const std::vector<Move>& other)
{
    other_ = other;
    refresh();
}

void GridCompare::leave()
{
    if (!other_)
        return;
    other_.reset();
    summary_.clear();
    // The message first: the fit that follows uses the room it leaves.
    banner_->hide();
    view_->setComparison(std::nullopt);
}

void GridCompare::refresh()
{
    const GridDiff d = diffGrids(doc_->variant(), doc_->moves(), *other_);
    summary_ = tr("Comparing: %1 moves in both, %2 only in this grid, %3 only in the other")
                   .arg(d.common.size())
                   .arg(d.onlyA.size())
                   .arg(d.onlyB.size());
    if (d.symmetry && d.symmetry->index() == 0)
        summary_ += tr(" · the grids are the same");
    else if (d.symmetry)
        summary_ += tr(" · the other grid is this one transformed: %1")
                        .arg(GridTransformActions::actionText(*d.symmetry).remove(QLatin1Char('&')));
    else if (d.samePoints)
        summary_ += tr(" · the same points, with other lines");
    summary_ += tr(" · Esc leaves the comparison");
    // The message first: the fit that follows keeps the grids out from under it.
    banner_->showInfo(summary_);
    view_->setComparison(BoardScene::Comparison{d.common, d.onlyA, d.onlyB});
}

} // namespace morpion::gui
