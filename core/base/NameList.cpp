#include "core/base/NameList.h"

namespace morpion {

namespace {

std::string joined(const Translate* translate, Pattern p, const std::string& first, const std::string& rest)
{
    return fillPattern(translate ? (*translate)("NameList", p.text) : std::string(p.text), {first, rest});
}

} // namespace

std::string nameList(const std::vector<std::string>& names, const Translate* translate)
{
    if (names.empty())
        return {};
    // From the end: the last two with "and", then each earlier name in front with a comma.
    std::string out = names.back();
    for (std::size_t i = names.size() - 1; i-- > 0;)
        out = i + 2 == names.size() ? joined(translate, MORPION_TR_NOOP("NameList", "%1 and %2"), names[i], out)
                                    : joined(translate, MORPION_TR_NOOP("NameList", "%1, %2"), names[i], out);
    return out;
}

} // namespace morpion
