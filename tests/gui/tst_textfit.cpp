// In every language, at 1024×640 with the search dock open beside the layer panel (where the
// docks are squeezed to what they need), no text is cut: every combo box is as wide as its
// longest item, every dock tab shows its title whole, the layer list shows its headers and
// moves whole (also with the loss badges of an analysis beside them), and the preferences'
// title fits their width.

#include "GuiTestSupport.h"

#include "app/gui/common/Language.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/PreferencesDialog.h"
#include "core/codes/GameAnalysis.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTreeWidget>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The texts of a combo box that its closed box cannot show whole.
QStringList cutItems(const QComboBox* combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    QStringList cut;
    for (int i = 0; i < combo->count(); ++i) {
        int need = combo->fontMetrics().horizontalAdvance(combo->itemText(i));
        if (!combo->itemIcon(i).isNull())
            need += combo->iconSize().width() + 4;
        if (need > field.width())
            cut << QStringLiteral("%1 (%2 > %3)").arg(combo->itemText(i)).arg(need).arg(field.width());
    }
    return cut;
}

// In every layer of the grid on screen, the rows and headers of the layer list that its
// columns cannot show whole (hidden columns take no room and show nothing).
QStringList layerListCut(MainWindow& w, const QString& state)
{
    QStringList cut;
    const QTreeWidget* list = w.layerPanel()->list();
    const int icon = list->iconSize().isValid() ? list->iconSize().width() : 16;
    for (int k = 0; k < w.document()->viewSteps(); ++k) {
        w.document()->setCurrentLayer(k);
        for (int r = 0; r < list->topLevelItemCount(); ++r) {
            const QTreeWidgetItem* item = list->topLevelItem(r);
            if (item->isFirstColumnSpanned())
                continue;
            for (int c = 0; c < list->columnCount(); ++c) {
                if (list->isColumnHidden(c))
                    continue;
                const int need =
                    list->fontMetrics().horizontalAdvance(item->text(c)) + (item->icon(c).isNull() ? 0 : icon + 4) + 4;
                if (list->header()->sectionSize(c) < need) {
                    cut << QStringLiteral("layer %1 row %2 column %3%7: %4 (%5 < %6)")
                               .arg(k)
                               .arg(r)
                               .arg(c)
                               .arg(item->text(c))
                               .arg(list->header()->sectionSize(c))
                               .arg(need)
                               .arg(state);
                    break;
                }
            }
        }
    }
    for (int c = 0; c < list->columnCount(); ++c) {
        if (list->isColumnHidden(c))
            continue;
        const int need = list->header()->fontMetrics().horizontalAdvance(list->headerItem()->text(c));
        if (list->header()->sectionSize(c) < need)
            cut << QStringLiteral("header %1%4 (%2 < %3)")
                       .arg(list->headerItem()->text(c))
                       .arg(list->header()->sectionSize(c))
                       .arg(need)
                       .arg(state);
    }
    return cut;
}

} // namespace

class TestTextFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_textfit"); }
    void cleanup() { Language::uninstall(); }

    void nothingIsCut_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& code : Language::codes())
            QTest::newRow(qPrintable(code)) << code;
    }
    void nothingIsCut()
    {
        QFETCH(QString, language);
        QCOMPARE(Language::install(language), language);
        MainWindow w;
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.document()->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(),
                           QString::fromLatin1(test::code178));
        w.searchDock()->show();
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(20);
        }

        QStringList cut;
        for (const QComboBox* combo : w.findChildren<QComboBox*>())
            if (combo->isVisibleTo(&w))
                cut << cutItems(combo);
        for (const QTabBar* bar : w.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible())
                continue;
            const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
            for (int i = 0; i < bar->count(); ++i) {
                const int need = bar->fontMetrics().size(Qt::TextShowMnemonic, bar->tabText(i)).width() + space;
                if (bar->tabRect(i).width() < need)
                    cut << QStringLiteral("tab %1 (%2 < %3)").arg(bar->tabText(i)).arg(bar->tabRect(i).width()).arg(need);
            }
        }
        cut << layerListCut(w, QString());
        // Analysed, the loss badges' column takes its room beside the moves, not theirs.
        const auto& game = w.document()->moves();
        const auto analysis =
            GameAnalysis::make(Variant::T5, game, std::vector<int>(game.size() + 1, static_cast<int>(game.size())), {game},
                               AnalysisSettings{1000, 1, 1, 100, 1, false});
        QVERIFY2(analysis, analysis ? "" : analysis.error().message().c_str());
        w.document()->setAnalysis(*analysis);
        QVERIFY(!w.layerPanel()->list()->isColumnHidden(3));
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(20);
        }
        cut << layerListCut(w, QStringLiteral(" (analysed)"));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));

        PreferencesDialog prefs(&w);
        prefs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&prefs));
        for (const QComboBox* combo : prefs.findChildren<QComboBox*>())
            cut << cutItems(combo);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
        // The title bar shows "title — program" in a bold font, beside an icon and three buttons.
        QFont bold = prefs.font();
        bold.setBold(true);
        const QFontMetrics fm(bold);
        const int title =
            fm.horizontalAdvance(prefs.windowTitle() + QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName());
        QVERIFY2(prefs.width() >= title + 4 * fm.height() * 2,
                 qPrintable(QStringLiteral("%1 < %2").arg(prefs.width()).arg(title + 4 * fm.height() * 2)));
    }
};

QTEST_MAIN(TestTextFit)
#include "tst_textfit.moc"
