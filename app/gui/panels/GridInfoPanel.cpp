#include "app/gui/panels/GridInfoPanel.h"

#include "app/gui/common/CoreText.h"
#include "app/gui/common/DockMargins.h"
#include "app/gui/document/Document.h"
#include "core/formats/AnalysisRecord.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace morpion::gui {

namespace {

// The characters of an unknown field's value that the panel shows.
constexpr qsizetype maxValueLength = 48;

} // namespace

GridInfoPanel::GridInfoPanel(Document* doc, QWidget* parent)
    : QDockWidget(parent)
    , doc_(doc)
{
    setObjectName(QStringLiteral("gridInfoDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    setDockMargins(layout);
    summary_ = new QLabel(body);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText); // what it quotes of the record is escaped
    layout->addWidget(summary_);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const GridInfo::Field f : GridInfo::editable) {
        const auto i = static_cast<std::size_t>(f);
        QWidget* editor = nullptr;
        if (f == GridInfo::Field::Comment) {
            comment_ = new QPlainTextEdit(body);
            comment_->setTabChangesFocus(true);
            connect(comment_, &QPlainTextEdit::textChanged, this,
                    [this] { edited(GridInfo::Field::Comment, comment_->toPlainText()); });
            editor = comment_;
        } else {
            auto* line = new QLineEdit(body);
            line->setClearButtonEnabled(true);
            connect(line, &QLineEdit::textChanged, this, [this, f](const QString& text) { edited(f, text); });
            editor = line;
        }
        editor->setObjectName(QStringLiteral("gridInfo-") + QString::fromLatin1(GridInfo::key(f).data()));
        editor->installEventFilter(this);
        editors_[i] = editor;
        labels_[i] = new QLabel(body);
        labels_[i]->setBuddy(editor);
        form->addRow(labels_[i], editor);
    }
    layout->addLayout(form, 1);
    others_ = new QLabel(body);
    others_->setObjectName(QStringLiteral("gridInfoOthers"));
    others_->setWordWrap(true);
    others_->setTextFormat(Qt::RichText); // the fields' names and values are escaped
    others_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(others_);
    setWidget(body);

    connect(doc_, &Document::infoChanged, this, &GridInfoPanel::refresh);
    connect(doc_, &Document::analysisChanged, this, &GridInfoPanel::refresh);
    connect(doc_, &Document::gridChanged, this, &GridInfoPanel::refresh);
    retranslate();
}

void GridInfoPanel::retranslate()
{
    setWindowTitle(tr("Grid Information"));
    const std::array<QString, GridInfo::editable.size()> labels = {tr("Title:"), tr("Author:"), tr("Source:"), tr("Date:"),
                                                                   tr("Comment:")};
    const std::array<QString, GridInfo::editable.size()> placeholders = {tr("What the grid is called"), tr("Who found it"),
                                                                         tr("Where it was published"), tr("When, e.g. 2011-08"),
                                                                         tr("Anything worth keeping with the grid")};
    for (std::size_t i = 0; i < labels.size(); ++i) {
        labels_[i]->setText(labels[i]);
        if (auto* line = qobject_cast<QLineEdit*>(editors_[i]))
            line->setPlaceholderText(placeholders[i]);
        else
            comment_->setPlaceholderText(placeholders[i]);
    }
    refresh();
}

void GridInfoPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

QString GridInfoPanel::fieldName(GridInfo::Field field)
{
    switch (field) {
    case GridInfo::Field::Title: return tr("Title");
    case GridInfo::Field::Author: return tr("Author");
    case GridInfo::Field::Source: return tr("Source");
    case GridInfo::Field::Date: return tr("Date");
    case GridInfo::Field::Comment: return tr("Comment");
    }
    return {};
}

QString GridInfoPanel::originalName(const Json& basedOn)
{
    const GridInfo original(basedOn);
    const QString title = QString::fromStdString(original.value(GridInfo::Field::Title)).simplified();
    if (!title.isEmpty())
        return title;
    const Json* variant = basedOn.find("variant");
    const Json* score = basedOn.find("score");
    const QString author = QString::fromStdString(original.value(GridInfo::Field::Author)).simplified();
    const QString grid = tr("%1 grid of %2 moves")
                             .arg(variant && variant->isString() ? QString::fromStdString(variant->text()) : QString(),
                                  score && score->isNumber() ? QString::fromStdString(score->text()) : QStringLiteral("?"));
    return author.isEmpty() ? grid : tr("%1 by %2").arg(grid, author);
}

bool GridInfoPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Typing in a field is one undo step; coming back to it later is another.
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        ++session_;
    return QDockWidget::eventFilter(watched, event);
}

void GridInfoPanel::edited(GridInfo::Field field, const QString& text)
{
    if (!refreshing_)
        doc_->editInfo(
            field, text, [field] { return fieldName(field); }, session_);
}

void GridInfoPanel::refresh()
{
    refreshing_ = true;
    const GridInfo& info = doc_->info();
    for (const GridInfo::Field f : GridInfo::editable) {
        const QString value = QString::fromStdString(info.value(f));
        QWidget* editor = editors_[static_cast<std::size_t>(f)];
        // Leave the editor alone when it already says it: its cursor stays where it is.
        if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            if (line->text() != value) {
                line->setText(value);
                line->setCursorPosition(0);
            }
        } else if (comment_->toPlainText() != value) {
            comment_->setPlainText(value);
        }
    }
    QString summary =
        tr("%1 · %n move(s) · %2", nullptr, doc_->score())
            .arg(QString::fromLatin1(variantName(doc_->variant()).data(), 2), tr("%n layer(s)", nullptr, doc_->layers()));
    if (!doc_->isOver())
        summary +=
            QStringLiteral(" · ") + tr("unfinished, %n legal move(s) left", nullptr, static_cast<int>(doc_->legalMoves().size()));
    summary_->setText(summary);
    QStringList others;
    if (const Json* basedOn = info.basedOn())
        summary_->setText(summary_->text() + QStringLiteral("<br>") +
                          tr("Based on %1").arg(originalName(*basedOn).toHtmlEscaped()));
    for (const auto& [key, value] : info.fields()) {
        bool known = key == "based_on";
        for (const GridInfo::Field f : GridInfo::editable)
            known = known || key == GridInfo::key(f);
        if (known)
            continue;
        QString text = QString::fromStdString(value.isString() ? value.text() : value.dump(false));
        if (key == analysisKey)
            text = doc_->analysis() ? tr("the game's analysis, shown in the Analysis panel")
                   : !doc_->analysisError() || doc_->analysisError()->kind == ErrorKind::Mismatch
                       ? tr("an analysis of another game, dropped when saved")
                       : tr("an analysis that does not read (%1), kept as it is").arg(CoreText::describe(*doc_->analysisError()));
        else if (text.size() > maxValueLength) // a long value without spaces would widen the panel
            text = text.left(maxValueLength - 1) + QStringLiteral("…");
        others << QStringLiteral("<b>%1</b>: %2").arg(QString::fromStdString(key).toHtmlEscaped(), text.toHtmlEscaped());
    }
    others_->setText(others.isEmpty() ? QString()
                                      : tr("Other fields of the record (kept when saved):") + QStringLiteral("<br>") +
                                            others.join(QStringLiteral("<br>")));
    others_->setVisible(!others.isEmpty());
    refreshing_ = false;
}

} // namespace morpion::gui
