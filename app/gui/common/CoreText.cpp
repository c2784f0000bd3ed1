#include "app/gui/common/CoreText.h"

#include "core/base/ErrorText.h"

#include <QCoreApplication>

namespace morpion::gui {

namespace {

std::string translated(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source).toStdString();
}

} // namespace

QString CoreText::describe(const Error& e)
{
    return QString::fromStdString(describeError(e, translated));
}

const Translate* CoreText::translate()
{
    static const Translate qt = translated;
    return &qt;
}

QString CoreText::phrase(const Phrase& p)
{
    return QString::fromStdString(describePhrase(p, translated));
}

} // namespace morpion::gui
