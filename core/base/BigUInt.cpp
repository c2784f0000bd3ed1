#include "core/base/BigUInt.h"

#include <algorithm>
#include <bit>

namespace morpion {

BigUInt::BigUInt(std::uint64_t v)
{
    while (v) {
        limbs_.push_back(static_cast<std::uint32_t>(v));
        v >>= 32;
    }
}

void BigUInt::mulAdd(std::uint32_t m, std::uint32_t a)
{
    std::uint64_t carry = a;
    for (std::uint32_t& limb : limbs_) {
        const std::uint64_t t = static_cast<std::uint64_t>(limb) * m + carry;
        limb = static_cast<std::uint32_t>(t);
        carry = t >> 32;
    }
    if (carry)
        limbs_.push_back(static_cast<std::uint32_t>(carry));
    trim(); // m = 0 may leave zero limbs on top
}

std::uint32_t BigUInt::divMod(std::uint32_t d)
{
    std::uint64_t rem = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
        const std::uint64_t cur = (rem << 32) | limbs_[i];
        limbs_[i] = static_cast<std::uint32_t>(cur / d);
        rem = cur % d;
    }
    trim();
    return static_cast<std::uint32_t>(rem);
}

std::size_t BigUInt::bitLength() const
{
    if (limbs_.empty())
        return 0;
    return (limbs_.size() - 1) * 32 + static_cast<std::size_t>(std::bit_width(limbs_.back()));
}

bool BigUInt::bit(std::size_t i) const
{
    const std::size_t w = i / 32;
    return w < limbs_.size() && (limbs_[w] >> (i % 32) & 1u);
}

void BigUInt::setBit(std::size_t i)
{
    const std::size_t w = i / 32;
    if (w >= limbs_.size())
        limbs_.resize(w + 1, 0);
    limbs_[w] |= 1u << (i % 32);
}

void BigUInt::trim()
{
    while (!limbs_.empty() && limbs_.back() == 0)
        limbs_.pop_back();
}

std::string BigUInt::toDecimal() const
{
    if (isZero())
        return "0";
    // Nine decimal digits at a time, least significant group first.
    BigUInt rest = *this;
    std::vector<std::uint32_t> groups;
    while (!rest.isZero())
        groups.push_back(rest.divMod(1000000000u));
    std::string out = std::to_string(groups.back());
    for (std::size_t i = groups.size() - 1; i-- > 0;) {
        const std::string g = std::to_string(groups[i]);
        out.append(9 - g.size(), '0');
        out += g;
    }
    return out;
}

std::string BigUInt::toShortScientific() const
{
    std::string digits = toDecimal();
    if (digits.size() <= 9)
        return digits;
    int exponent = static_cast<int>(digits.size()) - 1;
    // Round half up at the tenth significant digit; a carry out of the first digit
    // (9.999999995e+k) becomes 1.00000000e+(k+1).
    std::string mantissa = digits.substr(0, 9);
    if (digits[9] >= '5') {
        int i = 8;
        while (i >= 0 && mantissa[static_cast<std::size_t>(i)] == '9')
            mantissa[static_cast<std::size_t>(i--)] = '0';
        if (i >= 0) {
            ++mantissa[static_cast<std::size_t>(i)];
        } else {
            mantissa = "100000000";
            ++exponent;
        }
    }
    std::string e = std::to_string(exponent);
    if (e.size() < 2)
        e.insert(0, "0");
    return mantissa.substr(0, 1) + "." + mantissa.substr(1) + "e+" + e;
}

} // namespace morpion
