#pragma once

#include "core/base/ErrorText.h"

#include <string>
#include <vector>

namespace morpion {

// Names one after another as the user's language lists them: "A", "A and B", "A, B and C"
// in English, "A, B und C" in German, "A、B、C" in Japanese. The names stay as they are;
// the two joins are patterns of the context "NameList" ("%1, %2" between the first names,
// "%1 and %2" before the last), translated with `translate`, or English when it is null.
// The desktop program, the web page and the command line list authors with it.
std::string nameList(const std::vector<std::string>& names, const Translate* translate);

} // namespace morpion
