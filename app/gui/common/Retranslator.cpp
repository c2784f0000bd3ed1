#include "app/gui/common/Retranslator.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QMutex>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QWidget>

namespace morpion::gui {

namespace {

// A message as the sources name it; the pointers are string literals of the program or Qt.
struct Message {
    QByteArray context;
    QByteArray source;
    QByteArray disambiguation;
    int n = -1;
};

} // namespace

// Every text handed out, with its message. Bounded by the number of messages the program
// uses: a text that .arg() fills in later is remembered once, as its template.
struct Retranslator::Memory {
    mutable QMutex mutex;
    mutable QHash<QString, Message> byText;
};

Retranslator::Retranslator(std::unique_ptr<QTranslator> own, std::unique_ptr<QTranslator> qt)
    : own_(std::move(own))
    , qt_(std::move(qt))
    , memory_(std::make_unique<Memory>())
{}

Retranslator::~Retranslator() = default;

QString Retranslator::translate(const char* context, const char* sourceText, const char* disambiguation, int n) const
{
    if (!sourceText)
        return {};
    QString text;
    if (own_)
        text = own_->translate(context, sourceText, disambiguation, n);
    if (text.isEmpty() && qt_)
        text = qt_->translate(context, sourceText, disambiguation, n);
    // An untranslated message is shown as its source text (Qt's fallback for an empty
    // answer): remember it under that text, so that English texts are recognised too.
    QMutexLocker lock(&memory_->mutex);
    memory_->byText.insert(text.isEmpty() ? QString::fromUtf8(sourceText) : text,
                           Message{context, sourceText, disambiguation, n});
    return text;
}

void Retranslator::retranslate(const Retranslator& previous, QObject* root) const
{
    QHash<QString, Message> known;
    {
        QMutexLocker lock(&previous.memory_->mutex);
        known = previous.memory_->byText;
    }
    auto again = [&](const QString& text) -> QString {
        const auto it = known.constFind(text);
        if (it == known.constEnd())
            return text;
        const Message& m = it.value();
        return QCoreApplication::translate(m.context.constData(), m.source.constData(),
                                           m.disambiguation.isEmpty() ? nullptr : m.disambiguation.constData(), m.n);
    };

    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* object : objects) {
        if (auto* action = qobject_cast<QAction*>(object)) {
            action->setText(again(action->text()));
            action->setToolTip(again(action->toolTip()));
            action->setStatusTip(again(action->statusTip()));
            continue;
        }
        auto* widget = qobject_cast<QWidget*>(object);
        if (!widget)
            continue;
        widget->setWindowTitle(again(widget->windowTitle()));
        widget->setToolTip(again(widget->toolTip()));
        widget->setStatusTip(again(widget->statusTip()));
        widget->setAccessibleName(again(widget->accessibleName()));
        widget->setAccessibleDescription(again(widget->accessibleDescription()));
        if (auto* label = qobject_cast<QLabel*>(widget))
            label->setText(again(label->text()));
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            button->setText(again(button->text()));
        else if (auto* box = qobject_cast<QGroupBox*>(widget))
            box->setTitle(again(box->title()));
        else if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
            spin->setPrefix(again(spin->prefix()));
            spin->setSuffix(again(spin->suffix()));
            spin->setSpecialValueText(again(spin->specialValueText()));
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(widget)) {
            real->setPrefix(again(real->prefix()));
            real->setSuffix(again(real->suffix()));
            real->setSpecialValueText(again(real->specialValueText()));
        } else if (auto* edit = qobject_cast<QLineEdit*>(widget))
            edit->setPlaceholderText(again(edit->placeholderText()));
        else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, again(combo->itemText(i)));
            if (combo->lineEdit())
                combo->lineEdit()->setPlaceholderText(again(combo->lineEdit()->placeholderText()));
        } else if (auto* tree = qobject_cast<QTreeWidget*>(widget)) {
            QTreeWidgetItem* header = tree->headerItem();
            for (int i = 0; header && i < header->columnCount(); ++i)
                header->setText(i, again(header->text(i)));
        } else if (auto* table = qobject_cast<QTableWidget*>(widget)) {
            for (int i = 0; i < table->columnCount(); ++i)
                if (QTableWidgetItem* item = table->horizontalHeaderItem(i))
                    item->setText(again(item->text()));
        } else if (auto* tabs = qobject_cast<QTabWidget*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                tabs->setTabText(i, again(tabs->tabText(i)));
        }
        widget->update(); // headers and painted texts ask tr() again when they paint
    }
}

} // namespace morpion::gui
