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
#include <QTreeWidgetItemIterator>
#include <QWidget>

#include <functional>

namespace morpion::gui {

namespace {

// A message as the sources name it; the pointers are string literals of the program or Qt.
struct Message {
    QByteArray context;
    QByteArray source;
    QByteArray disambiguation;
    int n = -1;
    friend bool operator==(const Message&, const Message&) = default;
};

// The text an action shows as its tooltip when none was set (QAction's own rule): setting
// it again would fix it, and the action's next text would no longer change it.
QString implicitToolTip(QString text)
{
    text.remove(QStringLiteral("..."));
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text.at(i) == u'&')
            text.remove(i, 1);
    return text.trimmed();
}

// Of the messages that gave the same text (Korean says 레이어 for "Layer" and "Layers"), the
// one asked for by the class nearest to `object`: tr()'s context is the class that asked.
const Message& nearest(const QList<Message>& messages, const QObject* object)
{
    if (messages.size() > 1)
        for (const QObject* o = object; o; o = o->parent())
            for (const QMetaObject* type = o->metaObject(); type; type = type->superClass())
                for (const Message& m : messages)
                    if (m.context == type->className())
                        return m;
    return messages.constFirst();
}

// A text in the language now set: the message it was, translated again (as it is when it
// was no message).
using Again = std::function<QString(const QString&)>;

void retranslateAction(QAction* action, const Again& again)
{
    // A tooltip the action makes from its text stays so.
    const bool ownToolTip = action->toolTip() != implicitToolTip(action->text());
    action->setText(again(action->text()));
    if (ownToolTip)
        action->setToolTip(again(action->toolTip()));
    action->setStatusTip(again(action->statusTip()));
}

// The header and every row, each column's text and tooltip.
void retranslateTree(QTreeWidget* tree, const Again& again)
{
    auto item = [&](QTreeWidgetItem* it) {
        for (int i = 0; i < it->columnCount(); ++i) {
            it->setText(i, again(it->text(i)));
            it->setToolTip(i, again(it->toolTip(i)));
            it->setStatusTip(i, again(it->statusTip(i)));
        }
    };
    if (tree->headerItem())
        item(tree->headerItem());
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        item(*it);
}

void retranslateTable(QTableWidget* table, const Again& again)
{
    auto item = [&](QTableWidgetItem* it) {
        if (it) {
            it->setText(again(it->text()));
            it->setToolTip(again(it->toolTip()));
        }
    };
    for (int i = 0; i < table->columnCount(); ++i)
        item(table->horizontalHeaderItem(i));
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            item(table->item(r, c));
}

void retranslateCombo(QComboBox* combo, const Again& again)
{
    for (int i = 0; i < combo->count(); ++i) {
        combo->setItemText(i, again(combo->itemText(i)));
        const QString tip = combo->itemData(i, Qt::ToolTipRole).toString();
        if (!tip.isEmpty())
            combo->setItemData(i, again(tip), Qt::ToolTipRole);
    }
    if (combo->lineEdit())
        combo->lineEdit()->setPlaceholderText(again(combo->lineEdit()->placeholderText()));
}

// A widget's own texts, then those of its kind (a label's text, a combo box's items...).
void retranslateWidget(QWidget* widget, const Again& again)
{
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
    else if (auto* combo = qobject_cast<QComboBox*>(widget))
        retranslateCombo(combo, again);
    else if (auto* tree = qobject_cast<QTreeWidget*>(widget))
        retranslateTree(tree, again);
    else if (auto* table = qobject_cast<QTableWidget*>(widget))
        retranslateTable(table, again);
    else if (auto* tabs = qobject_cast<QTabWidget*>(widget)) {
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setTabText(i, again(tabs->tabText(i)));
            tabs->setTabToolTip(i, again(tabs->tabToolTip(i)));
        }
    }
    widget->update(); // headers and painted texts ask tr() again when they paint
}

} // namespace

// Every text handed out, with its messages (one text can be the translation of several).
// Bounded by the number of messages the program uses: a text that .arg() fills in later is
// remembered once, as its template.
struct Retranslator::Memory {
    mutable QMutex mutex;
    mutable QHash<QString, QList<Message>> byText;
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
    const Message message{context, sourceText, disambiguation, n};
    QMutexLocker lock(&memory_->mutex);
    QList<Message>& messages = memory_->byText[text.isEmpty() ? QString::fromUtf8(sourceText) : text];
    if (!messages.contains(message))
        messages.append(message);
    return text;
}

void Retranslator::retranslate(const Retranslator& previous, QObject* root) const
{
    QHash<QString, QList<Message>> known;
    {
        QMutexLocker lock(&previous.memory_->mutex);
        known = previous.memory_->byText;
    }
    const QObject* object = nullptr;
    const Again again = [&](const QString& text) -> QString {
        const auto it = known.constFind(text);
        if (it == known.constEnd())
            return text;
        const Message& m = nearest(it.value(), object);
        return QCoreApplication::translate(m.context.constData(), m.source.constData(),
                                           m.disambiguation.isEmpty() ? nullptr : m.disambiguation.constData(), m.n);
    };

    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* current : objects) {
        object = current;
        if (auto* action = qobject_cast<QAction*>(current))
            retranslateAction(action, again);
        else if (auto* widget = qobject_cast<QWidget*>(current))
            retranslateWidget(widget, again);
    }
}

} // namespace morpion::gui
