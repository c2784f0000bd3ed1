#pragma once

#include <QObject>

class QLabel;
class QStatusBar;

namespace morpion::gui {

class Document;

// The status bar's permanent fields: the variant, the score with the legal moves left, the
// number of layers, the layer shown (or the move a replay is at) and the point under the
// pointer, with the move and layer there.
class StatusFields : public QObject {
    Q_OBJECT

public:
    // Adds the fields to `bar`; they follow the document from then on.
    StatusFields(const Document* doc, QStatusBar* bar);

    // Writes the fields again (also when the language changed).
    void update();
    // The lattice point under the pointer; `onBoard` false when it left the board.
    void showPointer(bool onBoard, int x, int y);
    // The move a replay is at, or the layer again for -1.
    void showReplay(int moves);

private:
    const Document* doc_;
    QLabel* variant_;
    QLabel* score_;
    QLabel* layers_;
    QLabel* layer_;
    QLabel* pointer_;
};

} // namespace morpion::gui
