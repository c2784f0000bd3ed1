#pragma once

// The bound of the suites that feed a reader huge or hostile input: the point is "no
// hang". A linear reader takes well under a second on these inputs and a quadratic one
// hours, so the bound sits far from both: a loaded machine or AddressSanitizer (the CI
// runs the core suites under it) never reaches it, a reader gone quadratic always does.

#include <QtGlobal>

namespace morpion::test {

constexpr qint64 noHangMs = 60000;

} // namespace morpion::test
