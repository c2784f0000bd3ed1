#include "app/gui/window/StatusFields.h"

#include "app/gui/document/Document.h"

#include <QLabel>
#include <QStatusBar>

#include <algorithm>

namespace morpion::gui {

StatusFields::StatusFields(const Document* doc, QStatusBar* bar)
    : QObject(bar)
    , doc_(doc)
{
    auto add = [bar](int minWidth) {
        auto* l = new QLabel(bar);
        l->setMinimumWidth(minWidth);
        l->setAlignment(Qt::AlignCenter);
        bar->addPermanentWidget(l);
        return l;
    };
    variant_ = add(40);
    score_ = add(90);
    layers_ = add(90);
    layer_ = add(90);
    pointer_ = add(80);
    variant_->setToolTip(tr("Variant"));
    pointer_->setToolTip(tr("The point under the pointer"));
    connect(doc_, &Document::gridChanged, this, &StatusFields::update);
    connect(doc_, &Document::currentLayerChanged, this, &StatusFields::update);
}

void StatusFields::update()
{
    variant_->setText(QString::fromLatin1(variantName(doc_->variant()).data(), 2));
    score_->setText(doc_->isOver()
                        ? tr("Score %1, finished").arg(doc_->score())
                        : tr("Score %1, %n legal", nullptr, static_cast<int>(doc_->legalMoves().size())).arg(doc_->score()));
    layers_->setText(tr("%n layer(s)", nullptr, doc_->layers()));
    layer_->setText(doc_->inPlayAt(doc_->currentLayer()) ? tr("In play") : tr("Layer %1").arg(doc_->currentLayer()));
}

void StatusFields::showPointer(bool onBoard, int x, int y)
{
    if (!onBoard) {
        pointer_->clear();
        return;
    }
    QString text = tr("(%1, %2)").arg(x).arg(y);
    const auto& moves = doc_->moves();
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].point == Point{x, y})
            text = tr("(%1, %2): move %3 in the order of play, layer %4")
                       .arg(x)
                       .arg(y)
                       .arg(i + 1)
                       .arg(doc_->layerOfMove(static_cast<int>(i)));
    pointer_->setText(text);
}

void StatusFields::showReplay(int moves)
{
    if (moves >= 0)
        layer_->setText(tr("Move %1 / %2").arg(moves).arg(doc_->score()));
    else
        update();
}

} // namespace morpion::gui
