#pragma once

#include "core/base/Error.h"
#include "core/formats/CodeCollection.h"
#include "core/rules/Variant.h"

#include <string>
#include <vector>

namespace morpion {

// The best grid of a file of codes (a search log, a merged list, any collection), for
// `search --resume` and `--from`: read line by line, in memory that does not grow with
// the file. The score a search-log line ("iteration. score (seconds) code") or a merge
// line ("score code copies") states is taken from its text, so such lines are not decoded:
// only the best of them is, and it must have the stated score. Other lines are decoded.
// When the best stated score is not the code's own, every line is decoded instead.
//
// The result is the entry of `variant` with the highest score (the first of equal ones).
// A line past LineReader::maxLineBytes is skipped, and its number added to `skipped` (when
// given), for a warning. Errors: the file's (Io); when no line holds a grid of `variant`,
// the first failure's error with its line, or EmptyInput.
Result<CodeEntry> bestCodeInFile(const std::string& path, Variant variant, std::vector<int>* skipped = nullptr);

} // namespace morpion
