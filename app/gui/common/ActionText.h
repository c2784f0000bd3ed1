#pragma once

#include <QString>

namespace morpion::gui {

// A command's text as words inside a sentence or a tooltip: without its access key,
// whether marked inside the words ("Flip &Left–Right") or after them in parentheses, as
// the Japanese and Korean catalogues do ("左右反転(&L)": removing the '&' alone left
// "左右反転(L)"). "&&" stands for a literal '&'.
QString withoutAccessKey(const QString& text);

} // namespace morpion::gui
