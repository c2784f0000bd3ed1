#pragma once

#include "app/paint/BoardStyle.h"
#include "core/rules/Variant.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;

namespace morpion::gui {

class CollectionFilter;
class CollectionLoader;
class CollectionModel;
class CollectionProblemModel;
class GridPicture;

// The "Collection" dock: the grids of a text of codes or of a folder of record files, with
// thumbnails, sorting, filters (variant, minimum score, text) and duplicate groups; what
// could not be read below, with why. Reading runs in the background with a progress bar
// and Cancel. Browsing the rows shows the picked one in a preview below, apart from the
// document; Enter, a double-click or the row's menu asks the window to open it, and the
// row's menu also to compare it with the open grid (a right click does not pick the row).
class CollectionPanel : public QWidget {
    Q_OBJECT

public:
    explicit CollectionPanel(QWidget* parent = nullptr);

    // Start reading; the panel shows the progress, then the collection.
    void openText(const QString& text, const QString& origin, std::optional<Variant> forced = std::nullopt);
    void openFile(const QString& path, std::optional<Variant> forced = std::nullopt);
    void openFolder(const QString& path, std::optional<Variant> forced = std::nullopt);
    void setBoardStyle(const paint::BoardStyle& style);

    CollectionLoader* loader() const { return loader_; }
    CollectionModel* model() const { return model_; }
    CollectionFilter* filter() const { return filter_; }
    CollectionProblemModel* problemModel() const { return problems_; }
    QTableView* table() const { return table_; }
    QTableView* problemTable() const { return problemTable_; }
    GridPicture* preview() const { return preview_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    // One line about the collection shown ("codes.txt: 1 204 grids, 3 problems, ...").
    QString summary() const;

signals:
    // The user opened this row of model() (a source row, not a filtered one).
    void gridChosen(int row);
    // The user asked to compare this row of model() with the open grid.
    void compareChosen(int row);
    // Reading ended: a collection is shown (summary()), or `error` was emitted.
    void loaded(const QString& summary);
    void error(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The panel's parts, top to bottom (the row filters; the table, the preview and the
    // problems in a splitter; the status and progress), and what they do.
    void createFilters();
    QSplitter* createTables();
    void createStatus();
    void connectParts();
    void showRowMenu(const QPoint& pos);
    void showPreview(const QModelIndex& current);
    void started();
    void finished();
    void applyFilter();
    void showCount(); // the summary, with "N of M grids shown" while a filter leaves rows out

    CollectionLoader* loader_;
    CollectionModel* model_;
    CollectionFilter* filter_;
    CollectionProblemModel* problems_;
    QComboBox* variant_;
    QSpinBox* minScore_;
    QLineEdit* text_;
    QTableView* table_;
    GridPicture* preview_;
    QWidget* problemBox_;
    QLabel* problemLabel_;
    QTableView* problemTable_;
    QLabel* status_;
    QLabel* busy_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QString summary_;
};

} // namespace morpion::gui
