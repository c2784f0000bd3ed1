#pragma once

#include <QObject>
#include <QPrinter>
#include <QString>

#include <functional>

class QAction;
class QWidget;

namespace morpion::gui {

class Document;

// File > Print, Print Preview and Page Setup: the board as the export draws it (the
// picture the Export dialog's remembered options describe: numbers, highlighted layer,
// legend, caption; through the one BoardRenderer) in the clean print style, which paper
// wants whatever the screen's colours, scaled to the printer's page inside its margins.
// Until the page is set up by hand, it turns to landscape for a picture wider than tall.
class BoardPrinter : public QObject {
    Q_OBJECT

public:
    // `paletteName` gives the board's colours as on screen (for the "as on screen" look).
    BoardPrinter(const Document* doc, std::function<QString()> paletteName, QWidget* window);

    QAction* printAction() const { return print_; }
    QAction* previewAction() const { return preview_; }
    QAction* pageSetupAction() const { return pageSetup_; }

    // Draws the board on `printer`'s page.
    void print(QPrinter* printer);
    QPrinter* printer() { return &printer_; }

signals:
    // A page was printed from the Print dialog; `where` names the printer or the file.
    void printed(const QString& where);

private:
    void printWithDialog();
    void showPreview();
    void setUpPage();

    const Document* doc_;
    std::function<QString()> paletteName_;
    QWidget* window_;
    QPrinter printer_;
    bool pageChosen_ = false;
    QAction* print_;
    QAction* preview_;
    QAction* pageSetup_;
};

} // namespace morpion::gui
