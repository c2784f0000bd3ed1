#include "app/gui/panels/LayerSpinBox.h"

#include <QEvent>
#include <QLineEdit>
#include <QRegularExpression>

#include <algorithm>

namespace morpion::gui {

LayerSpinBox::LayerSpinBox(QWidget* parent)
    : QSpinBox(parent)
{}

void LayerSpinBox::setSteps(int layers, bool inPlay)
{
    layers_ = std::max(0, layers);
    inPlay_ = inPlay;
    setRange(0, std::max(0, layers_ - 1 + (inPlay_ ? 1 : 0)));
    lineEdit()->setText(textFromValue(value())); // the "/ 62" changes with the grid
}

QString LayerSpinBox::textFromValue(int value) const
{
    if (inPlay_ && value == layers_)
        return tr("In play");
    return tr("Layer %1 / %2").arg(value).arg(std::max(0, layers_ - 1));
}

int LayerSpinBox::valueFromText(const QString& text) const
{
    if (inPlay_ && text.trimmed() == tr("In play"))
        return layers_;
    // The first number typed: "12", or "Layer 12 / 62" with its number changed.
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\d+")).match(text);
    return m.hasMatch() ? std::clamp(m.captured().toInt(), minimum(), maximum()) : value();
}

QValidator::State LayerSpinBox::validate(QString& input, int&) const
{
    if (inPlay_ && input.trimmed() == tr("In play"))
        return QValidator::Acceptable;
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\d+")).match(input);
    if (!m.hasMatch())
        return QValidator::Intermediate;
    bool ok = false;
    const int n = m.captured().toInt(&ok);
    return ok && n >= minimum() && n <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

void LayerSpinBox::changeEvent(QEvent* event)
{
    QSpinBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        lineEdit()->setText(textFromValue(value()));
}

} // namespace morpion::gui
