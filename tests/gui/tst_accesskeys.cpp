// Access keys (Alt+letter) are unique in every language: among the menu bar, the labels
// and buttons of the window and its docks, and within each menu, also while a search or an
// analysis runs (Stop Search, Cancel Analysis stand in the View menu then).

#include "GuiTestSupport.h"

#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/common/ActionText.h"
#include "app/gui/common/Language.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/Symmetry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The access key of a text ("&File" → 'f'), or a null char.
QChar accessKey(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

using Owners = QMap<QChar, QStringList>;

void add(Owners& owners, const QString& text)
{
    const QChar key = accessKey(text);
    if (!key.isNull())
        owners[key] << text;
}

QStringList clashes(const Owners& owners, const QString& where)
{
    QStringList out;
    for (auto it = owners.begin(); it != owners.end(); ++it)
        if (it.value().size() > 1)
            out << QStringLiteral("%1: Alt+%2 for %3").arg(where, it.key().toUpper(), it.value().join(QStringLiteral(", ")));
    return out;
}

// Each menu and its submenus, one scope each.
void menuClashes(QMenu* menu, QStringList& out)
{
    Owners owners;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        add(owners, a->text());
        if (a->menu())
            menuClashes(a->menu(), out);
    }
    out << clashes(owners, menu->title());
}

// What the window reaches with Alt (menu bar titles, and the labels, buttons and group boxes
// of the window and its docks, which share the window's keys), then each menu on its own.
QStringList windowClashes(MainWindow& w, const QString& state)
{
    QStringList found;
    Owners window;
    for (QAction* a : w.menuBar()->actions()) {
        if (accessKey(a->text()).isNull())
            found << QStringLiteral("no access key for the menu %1").arg(a->text());
        add(window, a->text());
    }
    for (QLabel* l : w.findChildren<QLabel*>())
        if (l->buddy())
            add(window, l->text());
    for (QAbstractButton* b : w.findChildren<QAbstractButton*>())
        add(window, b->text());
    for (QGroupBox* g : w.findChildren<QGroupBox*>())
        add(window, g->title());
    found << clashes(window, QStringLiteral("window") + state);
    QStringList menus;
    for (QAction* a : w.menuBar()->actions())
        menuClashes(a->menu(), menus);
    for (const QString& clash : menus)
        found << clash + state;
    return found;
}

} // namespace

class TestAccessKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_accesskeys"); }
    void cleanup() { Language::uninstall(); }

    void unique_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& code : Language::codes())
            if (!code.isEmpty())
                QTest::newRow(qPrintable(code)) << code;
    }
    void unique()
    {
        QFETCH(QString, language);
        QCOMPARE(Language::install(language), language);
        MainWindow w;
        QStringList found = windowClashes(w, QString());
        // The texts a search or an analysis under way shows instead (Stop, Cancel Analysis):
        // each alone, beside the other's idle texts, and both.
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        w.analysisPanel()->budgetBox()->setValue(400000);
        const std::pair<bool, bool> states[] = {{true, false}, {false, true}, {true, true}};
        for (const auto& [search, analysis] : states) {
            if (search)
                w.searchPanel()->startSearch();
            if (analysis)
                w.analysisPanel()->startAnalysis();
            QCOMPARE(w.searchPanel()->isRunning(), search);
            QCOMPARE(w.analysisPanel()->isRunning(), analysis);
            found << windowClashes(w, search && analysis ? QStringLiteral(", search and analysis running")
                                      : search           ? QStringLiteral(", search running")
                                                         : QStringLiteral(", analysis running"));
            w.analysisPanel()->cancelAnalysis();
            w.searchPanel()->stopSearch();
            QTRY_VERIFY_WITH_TIMEOUT(!w.analysisPanel()->isRunning() && !w.searchPanel()->isRunning(), 60000);
        }
        // Every dock can be shown from the View menu with its own key.
        for (QDockWidget* d : w.findChildren<QDockWidget*>())
            if (accessKey(d->toggleViewAction()->text()).isNull())
                found << QStringLiteral("no access key to show the dock %1").arg(d->toggleViewAction()->text());
        // Every famous grid has a key of its own.
        for (QAction* a : w.famousGridsMenu()->actions())
            if (!a->isSeparator() && accessKey(a->text()).isNull())
                found << QStringLiteral("no access key for the famous grid %1").arg(a->text());
        // The question about unsaved work: Save, Discard and Cancel each with its key.
        w.document()->newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        QStringList buttons;
        QTimer::singleShot(0, &w, [&buttons] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            for (QAbstractButton* b : box->buttons())
                buttons << b->text();
            box->reject();
        });
        QVERIFY(!w.fileActions()->maybeSave());
        QCOMPARE(buttons.size(), 3);
        Owners dialog;
        for (const QString& text : buttons) {
            if (accessKey(text).isNull())
                found << QStringLiteral("no access key for the button %1 of the unsaved grid question").arg(text);
            add(dialog, text);
        }
        found << clashes(dialog, QStringLiteral("unsaved grid question"));
        w.document()->undoStack()->setClean();
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\n") + found.join(QLatin1Char('\n'))));
    }

    // A command named inside a sentence loses its access key, also where a catalogue
    // marks it after the words ("左右反転(&L)" was shown as "左右反転(L)").
    void withoutAccessKey_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plain");
        QTest::newRow("inside") << QStringLiteral("Flip &Left–Right") << QStringLiteral("Flip Left–Right");
        QTest::newRow("first") << QStringLiteral("&Undo") << QStringLiteral("Undo");
        QTest::newRow("after, Japanese") << QStringLiteral("左右反転(&L)") << QStringLiteral("左右反転");
        QTest::newRow("after, with a space") << QStringLiteral("Undo (&U)") << QStringLiteral("Undo");
        QTest::newRow("after, then an ellipsis")
            << QStringLiteral("別のグリッドと比較(&M)…") << QStringLiteral("別のグリッドと比較…");
        QTest::newRow("literal ampersand") << QStringLiteral("Cut && &Paste") << QStringLiteral("Cut & Paste");
        QTest::newRow("parenthesis without a key") << QStringLiteral("Rotate (90°)") << QStringLiteral("Rotate (90°)");
        QTest::newRow("none") << QStringLiteral("Plain") << QStringLiteral("Plain");
        QTest::newRow("last") << QStringLiteral("Odd&") << QStringLiteral("Odd");
    }
    void withoutAccessKey()
    {
        QFETCH(QString, text);
        QFETCH(QString, plain);
        QCOMPARE(gui::withoutAccessKey(text), plain);
    }

    // The comparison banner names a Transform command in Japanese without "(L)".
    void commandInABannerJapanese()
    {
        QCOMPARE(Language::install(QStringLiteral("ja")), QStringLiteral("ja"));
        MainWindow w;
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        const auto mirrored = Symmetry(1).apply(Variant::T5, w.document()->moves());
        QVERIFY(w.gridCompare()->compareWith(Variant::T5, mirrored));
        const QString name = GridTransformActions::actionText(Symmetry(1));
        QVERIFY2(name.contains(QStringLiteral("(&")), qPrintable(name));
        const QString summary = w.gridCompare()->summary();
        QVERIFY2(summary.contains(name.left(name.indexOf(QStringLiteral("(&")))), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("(L)")), qPrintable(summary));
    }
};

QTEST_MAIN(TestAccessKeys)
#include "tst_accesskeys.moc"
