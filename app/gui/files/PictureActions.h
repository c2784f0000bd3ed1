#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QWidget;

namespace morpion::gui {

class Document;

// File > Export Picture… and Edit > Copy Grid and Picture: the board as the Export dialog
// draws it (its remembered options), saved to a file, or put on the clipboard with the
// grid's record and layer code (GridClipboard), so that Paste opens it again.
class PictureActions : public QObject {
    Q_OBJECT

public:
    // `paletteName` gives the board's colours as on screen (for the "as on screen" look).
    PictureActions(const Document* doc, std::function<QString()> paletteName, QWidget* window);

    QAction* exportAction() const { return export_; }
    QAction* copyAction() const { return copy_; }

    void exportPicture();
    void copyPicture();

signals:
    // What was done, for the status bar, and for how long to show it.
    void message(const QString& text, int timeout);

private:
    const Document* doc_;
    std::function<QString()> paletteName_;
    QWidget* window_;
    QAction* export_;
    QAction* copy_;
};

} // namespace morpion::gui
