#pragma once

// Shared by the gui.* suites: settings kept apart from the user's, and the grids the
// suites load.

#include "app/gui/document/Autosave.h"
#include "core/codes/LayerCode.h"
#include "core/rules/Variant.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace morpion::gui::test {

inline constexpr const char* code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";
inline constexpr const char* code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
inline constexpr const char* code82d = "LG4VXOFJjGWQMXhsY7aRf+/97Y";

// Each suite gets its own empty settings, so that suites never depend on each other.
// Whether `parent` lays its visible children out: each inside it, no two on top of each
// other (a widget left out of the layout stays at the corner, over another). Empty when
// so, else which two overlap or which one sticks out.
inline QString layoutFault(const QWidget* parent)
{
    QList<const QWidget*> shown;
    for (const QWidget* w : parent->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (w->isVisible() && !w->isWindow() && !w->size().isEmpty())
            shown << w;
    const auto name = [](const QWidget* w) {
        return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    };
    for (qsizetype i = 0; i < shown.size(); ++i) {
        if (!parent->rect().contains(shown[i]->geometry()))
            return name(shown[i]) + QStringLiteral(" sticks out");
        for (qsizetype j = i + 1; j < shown.size(); ++j)
            if (shown[i]->geometry().intersects(shown[j]->geometry()))
                return name(shown[i]) + QStringLiteral(" and ") + name(shown[j]) + QStringLiteral(" overlap");
    }
    return {};
}

inline void isolateSettings(const char* suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MorpionLayersTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(suite));
    QSettings().clear();
    // A window left modified when a suite ends leaves an autosave behind, as after a crash.
    QDir(Autosave::defaultDirectory()).removeRecursively();
}

inline Layering decoded(Variant v, const char* code)
{
    auto r = decodeLayerCode(v, code);
    if (!r)
        qFatal("test code does not decode: %s", r.error().message().c_str());
    return std::move(r).value();
}

// Runs `trigger`; the first message box it opens is answered with `button` (Escape when
// it is Cancel), its text put in `text` when given. Returns whether a message box opened.
inline bool answering(QMessageBox::StandardButton button, const std::function<void()>& trigger, QString* text = nullptr)
{
    bool seen = false;
    QObject guard;
    QTimer::singleShot(0, &guard, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = true;
        if (text)
            *text = box->text();
        if (button == QMessageBox::Cancel)
            QTest::keyClick(box, Qt::Key_Escape);
        else
            box->button(button)->click();
        if (box->isVisible())
            box->reject();
    });
    trigger();
    return seen;
}

} // namespace morpion::gui::test
