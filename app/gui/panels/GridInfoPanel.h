#pragma once

#include "core/formats/GridInfo.h"

#include <QDockWidget>

#include <array>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace morpion::gui {

class Document;

// The grid-information dock: what the grid is (title, author, source, date) and a free
// comment, read from its record and written back by every save. A famous grid shows its
// credits and story here. Every edit goes through the document as an undo step (typing in
// one field is one step); fields of the record that this program does not know are listed
// read-only, so that nothing a record carries is hidden; an edited grid says what it is
// based on.
class GridInfoPanel : public QDockWidget {
    Q_OBJECT

public:
    GridInfoPanel(Document* doc, QWidget* parent = nullptr);

    // "Title", "Author", ...: the field's name as the panel and the undo history say it.
    static QString fieldName(GridInfo::Field field);
    // What an edited grid is based on, in a few words: the original's title, else its
    // variant, score and author (`basedOn` is GridInfo::basedOn()).
    static QString originalName(const Json& basedOn);
    // The editor of a field (a QLineEdit, or the comment's QPlainTextEdit).
    QWidget* editor(GridInfo::Field field) const { return editors_[static_cast<std::size_t>(field)]; }
    QLabel* otherFields() const { return others_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void edited(GridInfo::Field field, const QString& text);

    Document* doc_;
    std::array<QWidget*, GridInfo::editable.size()> editors_{};
    std::array<QLabel*, GridInfo::editable.size()> labels_{};
    QPlainTextEdit* comment_;
    QLabel* summary_;
    QLabel* others_;
    int session_ = 1; // the typing session (never 0), renewed whenever an editor gains or loses focus
    bool refreshing_ = false;
};

} // namespace morpion::gui
