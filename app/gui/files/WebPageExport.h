#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace morpion::gui {

class Document;

// File > Export Web Page…: the grid as one self-contained web page, the web page's layer
// view with the grid in it (core/formats/GridPage.h), which any browser opens from the
// file, offline: for sharing a grid where a link cannot go. `morpion-cli html` writes the
// same page. In a build without the web page the action is off and says why.
class WebPageExport : public QObject {
    Q_OBJECT

public:
    WebPageExport(const Document* doc, QWidget* window);

    QAction* exportAction() const { return export_; }

    // Asks where, then writes the page.
    void exportPage();
    // Writes the page to `path` (checked and atomic, as every save); an empty string on
    // success, else why not, translated, naming the file.
    QString writeTo(const QString& path) const;

signals:
    // What was done, for the status bar, and for how long to show it.
    void message(const QString& text, int timeout);
    void error(const QString& message);

private:
    const Document* doc_;
    QWidget* window_;
    QAction* export_;
};

} // namespace morpion::gui
