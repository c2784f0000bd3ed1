#pragma once

#include "core/codes/Symmetry.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace morpion::gui {

class Document;

// The symmetries of the cross in the program: View > Rotate / Flip Grid (the 7 that move
// the grid, and the canonical orientation), each one undoable edit of the document since
// it changes the grid's codes; and Edit > Copy Canonical Code.
class GridTransformActions : public QObject {
    Q_OBJECT

public:
    GridTransformActions(Document* doc, QWidget* window);

    QMenu* menu() const { return menu_; }
    QAction* copyCanonicalAction() const { return copyCanonical_; }
    // The action that applies symmetry `index` (1..7), for tests and tool bars.
    QAction* transformAction(int index) const;
    QAction* canonicalOrientationAction() const { return canonicalOrientation_; }

    // What the menu calls symmetry `index` ("Rotate 90° Clockwise"), translated.
    static QString actionText(Symmetry s);

    // Applies the symmetry to the document as one undo step (nothing for the identity).
    void apply(Symmetry s);
    // The canonical code with its variant prefix, or an empty string when it cannot be computed.
    QString canonicalCode() const;

signals:
    void message(const QString& text);

private:
    void copyCanonicalCode();
    void toCanonicalOrientation();

    Document* doc_;
    QMenu* menu_;
    QAction* transforms_[Symmetry::count] = {};
    QAction* canonicalOrientation_;
    QAction* copyCanonical_;
};

} // namespace morpion::gui
