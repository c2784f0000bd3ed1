#pragma once

#include "core/search/Search.h"

#include <QList>

#include <QWidget>
#include <optional>
#include <utility>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;

namespace morpion::gui {

class Document;

// The search panel's form: algorithm, NRPA or hill-climb parameters (only the rows of
// the chosen algorithm show), where to start (for Improve: the whole grid or the region), threads, seed and the stop rules. It
// remembers them as settings and turns them into SearchOptions for a document.
class SearchParameters : public QWidget {
    Q_OBJECT

public:
    explicit SearchParameters(QWidget* parent = nullptr);

    // The options the controls describe, for the document as it is now (its variant, and
    // its grid when the search starts from it). No iteration budget.
    SearchOptions options(const Document& doc) const;
    SearchAlgorithm algorithm() const;
    // The seed box says "random": every start picks a new seed.
    bool randomSeed() const;
    // Improve: the control says "the selected region only" (the panel holds the region).
    bool regionOnly() const;
    // The region selected on the board, named in that control; none disables the choice.
    void setRegion(const std::optional<std::pair<Point, Point>>& region);
    // Shows the settings of a search opened from its state (algorithm, its parameters,
    // threads and seed), so that the form says what Resume goes on with.
    void showOptions(const SearchOptions& options);
    // Remembered at each start, read when the panel is made.
    void saveSettings() const;

signals:
    void changed();

private:
    // The rows of the form, top to bottom, and what a change of them does.
    void addAlgorithmRows(QGridLayout* grid);
    void addNrpaRows(QGridLayout* grid);
    void addHillClimbRow(QGridLayout* grid);
    void addStartRows(QGridLayout* grid);
    void addLimitRows(QGridLayout* grid);
    void connectFields();
    // A row's label for buddy; apart: a row of its own, a little below the row above.
    QLabel* label(const QString& text, QWidget* buddy, bool apart = false);
    void restoreSettings();
    void updateStartNames();
    void updateRows();

    QComboBox* algorithm_;
    QSpinBox* level_;
    QSpinBox* nrpaIterations_;
    QDoubleSpinBox* alpha_;
    QDoubleSpinBox* warmWeight_;
    QSpinBox* blacklist_;
    QComboBox* startFrom_;
    QComboBox* scope_; // Improve: the whole grid, or the selected region only
    QSpinBox* threads_;
    QSpinBox* seed_;
    QToolButton* newSeed_;
    QSpinBox* seconds_;
    QSpinBox* target_;
    QList<QWidget*> nrpaRow_, hillRow_, warmRow_, startRow_, scopeRow_;
};

} // namespace morpion::gui
