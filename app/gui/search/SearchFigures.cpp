#include "app/gui/search/SearchFigures.h"

#include "app/gui/common/TranslatedText.h"
#include "core/base/ClockText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace morpion::gui {

namespace {

// A figure in large type over what it counts.
QLabel* addFigure(QHBoxLayout* row, const QString& caption, QLabel** captionLabel = nullptr)
{
    auto* box = new QVBoxLayout;
    box->setSpacing(0);
    auto* value = new QLabel(QStringLiteral("–"));
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    value->setFont(big);
    value->setAlignment(Qt::AlignHCenter);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* label = new QLabel(caption);
    label->setAlignment(Qt::AlignHCenter);
    label->setForegroundRole(QPalette::PlaceholderText);
    box->addWidget(value);
    box->addWidget(label);
    row->addLayout(box, 1);
    if (captionLabel)
        *captionLabel = label;
    return value;
}

QString iterationWord(SearchAlgorithm a)
{
    if (a == SearchAlgorithm::Improve)
        return SearchFigures::tr("neighbourhoods/s");
    return a == SearchAlgorithm::Nrpa ? SearchFigures::tr("playouts/s") : SearchFigures::tr("iterations/s");
}

} // namespace

SearchFigures::SearchFigures(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("The search's best score, time and speed"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    best_ = addFigure(row, tr("best score"));
    elapsed_ = addFigure(row, tr("elapsed"));
    speed_ = addFigure(row, iterationWord(SearchAlgorithm::Nrpa), &speedCaption_);
    speed_->setObjectName(QStringLiteral("searchSpeed"));
}

QString SearchFigures::duration(double seconds)
{
    if (seconds < 60)
        return tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    return QString::fromStdString(clockText(static_cast<long long>(seconds)));
}

void SearchFigures::setAlgorithm(SearchAlgorithm algorithm)
{
    speedCaption_->setText(iterationWord(algorithm));
}

void SearchFigures::setBest(int score)
{
    best_->setText(QString::number(score));
}

void SearchFigures::setElapsed(double seconds)
{
    // "12.3 s" is words too: said again after a language switch.
    TranslatedText::keep(elapsed_, [this, seconds] { elapsed_->setText(duration(seconds)); });
}

void SearchFigures::setSpeed(double iterationsPerSecond)
{
    speed_->setText(QLocale().toString(std::llround(iterationsPerSecond)));
}

void SearchFigures::setTotal(std::int64_t iterations)
{
    TranslatedText::keep(speed_, [this, iterations] {
        speed_->setToolTip(tr("%1 in all").arg(QLocale().toString(static_cast<qlonglong>(iterations))));
    });
}

void SearchFigures::clear()
{
    best_->setText(QStringLiteral("–"));
    setElapsed(0);
    speed_->setText(QStringLiteral("–"));
}

} // namespace morpion::gui
