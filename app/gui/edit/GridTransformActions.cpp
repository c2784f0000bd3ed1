#include "app/gui/edit/GridTransformActions.h"

#include "app/gui/common/ActionText.h"
#include "app/gui/document/Document.h"
#include "app/gui/document/EditGridCommand.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QUndoStack>

namespace morpion::gui {

GridTransformActions::GridTransformActions(Document* doc, QWidget* window)
    : QObject(window)
    , doc_(doc)
{
    menu_ = new QMenu(tr("&Rotate / Flip Grid"), window);
    menu_->setToolTipsVisible(true);
    // Rotations first, then the mirrors, in the order users look for them.
    for (const int index : {5, 6, 3, 1, 2, 4, 7}) {
        const Symmetry s(index);
        auto* a = menu_->addAction(actionText(s));
        a->setObjectName(QStringLiteral("symmetry%1").arg(index));
        a->setStatusTip(tr("Changes the grid and its codes; Undo turns it back"));
        connect(a, &QAction::triggered, this, [this, s] { apply(s); });
        transforms_[index] = a;
        if (index == 3)
            menu_->addSeparator();
    }
    transforms_[5]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    transforms_[6]->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    menu_->addSeparator();
    canonicalOrientation_ = menu_->addAction(tr("Canonical Orient&ation"));
    canonicalOrientation_->setToolTip(
        tr("Turn the grid so that its layer code is its canonical code, the smallest of its 8 images"));
    connect(canonicalOrientation_, &QAction::triggered, this, &GridTransformActions::toCanonicalOrientation);

    copyCanonical_ = new QAction(tr("Copy Ca&nonical Code"), this);
    copyCanonical_->setToolTip(tr("Copy the smallest layer code over the 8 rotations and mirror images of the grid, "
                                  "the same for every image: a name for the grid up to symmetry"));
    connect(copyCanonical_, &QAction::triggered, this, &GridTransformActions::copyCanonicalCode);
}

QAction* GridTransformActions::transformAction(int index) const
{
    return index >= 1 && index < Symmetry::count ? transforms_[index] : nullptr;
}

QString GridTransformActions::actionText(Symmetry s)
{
    switch (s.index()) {
    case 0: return tr("&Unchanged");
    case 1: return tr("Flip &Left–Right");
    case 2: return tr("Flip &Top–Bottom");
    case 3: return tr("Rotate &180°");
    case 4: return tr("Flip Along the &Main Diagonal");
    case 5: return tr("Rotate 90° &Clockwise");
    case 6: return tr("Rotate 90° Cou&nter-Clockwise");
    default: return tr("Flip Along the &Other Diagonal");
    }
}

void GridTransformActions::apply(Symmetry s)
{
    if (s == Symmetry())
        return;
    // The image of a game is a game in the same order: the cross maps onto itself.
    doc_->undoStack()->push(new EditGridCommand(
        doc_, s.apply(doc_->variant(), doc_->moves()), [s] { return withoutAccessKey(actionText(s)); }, true));
}

QString GridTransformActions::canonicalCode() const
{
    const auto canon = morpion::canonicalCode(doc_->variant(), doc_->moves());
    if (!canon)
        return {};
    return Document::withVariantPrefix(doc_->variant(), QString::fromStdString(canon->code));
}

void GridTransformActions::copyCanonicalCode()
{
    const auto canon = morpion::canonicalCode(doc_->variant(), doc_->moves());
    if (!canon)
        return;
    QApplication::clipboard()->setText(Document::withVariantPrefix(doc_->variant(), QString::fromStdString(canon->code)));
    if (canon->symmetry == Symmetry())
        emit message(tr("Canonical code copied: the grid is in its canonical orientation"));
    else
        emit message(
            tr("Canonical code copied: the code of the grid after “%1”").arg(withoutAccessKey(actionText(canon->symmetry))));
}

void GridTransformActions::toCanonicalOrientation()
{
    const auto canon = morpion::canonicalCode(doc_->variant(), doc_->moves());
    if (!canon)
        return;
    if (canon->symmetry == Symmetry()) {
        emit message(tr("The grid is already in its canonical orientation"));
        return;
    }
    apply(canon->symmetry);
    emit message(tr("Turned to the canonical orientation (%1)").arg(withoutAccessKey(actionText(canon->symmetry))));
}

} // namespace morpion::gui
