// After a language switch in the running program, no text of the previous language is left:
// every text, tooltip, status tip and accessible name of every widget, action, list item,
// header and tab of the switched window is the one a window opened in the new language
// shows after the same use.

#include "GuiTestSupport.h"

#include "app/gui/common/Language.h"
#include "app/gui/document/Document.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabBar>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Every text of `root` and what it holds that a user reads or a screen reader says, each
// named by where it is, in the order of the object tree (the same for two windows used alike).
QStringList textsOf(QObject* root)
{
    QStringList out;
    auto add = [&](const QString& where, const QString& text) {
        if (!text.isEmpty())
            out << where + QStringLiteral(": ") + text;
    };
    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* object : objects) {
        const QString name = QString::fromLatin1(object->metaObject()->className()) + QLatin1Char(' ') + object->objectName();
        if (auto* action = qobject_cast<QAction*>(object)) {
            add(name + QStringLiteral(" text"), action->text());
            add(name + QStringLiteral(" tooltip"), action->toolTip());
            add(name + QStringLiteral(" status tip"), action->statusTip());
            continue;
        }
        auto* widget = qobject_cast<QWidget*>(object);
        if (!widget)
            continue;
        add(name + QStringLiteral(" title"), widget->windowTitle());
        add(name + QStringLiteral(" tooltip"), widget->toolTip());
        add(name + QStringLiteral(" status tip"), widget->statusTip());
        add(name + QStringLiteral(" accessible name"), widget->accessibleName());
        add(name + QStringLiteral(" accessible description"), widget->accessibleDescription());
        if (auto* label = qobject_cast<QLabel*>(widget))
            add(name + QStringLiteral(" label"), label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            add(name + QStringLiteral(" button"), button->text());
        else if (auto* box = qobject_cast<QGroupBox*>(widget))
            add(name + QStringLiteral(" group"), box->title());
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget)) {
            add(name + QStringLiteral(" special value"), spin->specialValueText());
            if (auto* integer = qobject_cast<QSpinBox*>(spin))
                add(name + QStringLiteral(" suffix"), integer->suffix());
            if (auto* real = qobject_cast<QDoubleSpinBox*>(spin))
                add(name + QStringLiteral(" suffix"), real->suffix());
        } else if (auto* edit = qobject_cast<QLineEdit*>(widget))
            add(name + QStringLiteral(" placeholder"), edit->placeholderText());
        else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i) {
                add(name + QStringLiteral(" item %1").arg(i), combo->itemText(i));
                add(name + QStringLiteral(" item %1 tooltip").arg(i), combo->itemData(i, Qt::ToolTipRole).toString());
            }
        } else if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(name + QStringLiteral(" tab %1").arg(i), tabs->tabText(i));
                add(name + QStringLiteral(" tab %1 tooltip").arg(i), tabs->tabToolTip(i));
            }
        } else if (auto* view = qobject_cast<QAbstractItemView*>(widget); view && view->model()) {
            // Headers, and the rows a user sees first.
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    add(name + QStringLiteral(" header %1 role %2").arg(c).arg(role),
                        model->headerData(c, Qt::Horizontal, role).toString());
            for (int r = 0; r < std::min(model->rowCount(), 30); ++r)
                for (int c = 0; c < model->columnCount(); ++c)
                    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)})
                        add(name + QStringLiteral(" row %1 column %2 role %3").arg(r).arg(c).arg(role),
                            model->index(r, c).data(role).toString());
        }
    }
    return out;
}

// What a user does before the switch: a grid loaded, a short search (its status line, chart
// and figures then say something built from values), the docks shown.
void use(MainWindow& w)
{
    w.document()->load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QString::fromLatin1(test::code135));
    w.document()->setCurrentLayer(3);
    SearchPanel* panel = w.searchPanel();
    auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
    algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::HillClimb)));
    panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(5);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
    panel->setIterationLimit(3);
    panel->startSearch();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    for (QDockWidget* dock : w.findChildren<QDockWidget*>())
        dock->show();
    QCoreApplication::processEvents();
}

// Numbers (scores, times, seeds, playouts) differ from run to run; the words may not.
QStringList wordsOf(QStringList texts)
{
    static const QRegularExpression digits(QStringLiteral("[0-9]+([.,:][0-9]+)*"));
    for (QString& t : texts)
        t.replace(digits, QStringLiteral("#"));
    return texts;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_languageswitch"); }
    void cleanup() { Language::uninstall(); }

    void nothingOfTheOldLanguageIsLeft_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("ko to fr") << QStringLiteral("ko") << QStringLiteral("fr");
        QTest::newRow("en to de") << QStringLiteral("en") << QStringLiteral("de");
        QTest::newRow("es to ja") << QStringLiteral("es") << QStringLiteral("ja");
        QTest::newRow("de to en") << QStringLiteral("de") << QStringLiteral("en");
    }
    void nothingOfTheOldLanguageIsLeft()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        Language::install(from);
        MainWindow switched;
        switched.resize(1280, 800);
        switched.show();
        QVERIFY(QTest::qWaitForWindowExposed(&switched));
        use(switched);
        Language::install(to);
        QCoreApplication::processEvents();
        MainWindow fresh;
        fresh.resize(1280, 800);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        use(fresh);
        const QStringList a = wordsOf(textsOf(&switched));
        const QStringList b = wordsOf(textsOf(&fresh));
        QStringList left;
        for (const QString& t : a)
            if (!b.contains(t))
                left << t;
        QVERIFY2(left.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts differ from a window opened in '%2':\n").arg(left.size()).arg(to) +
                            left.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
