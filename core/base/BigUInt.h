#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace morpion {

// An unsigned integer of any size, just what game numbers and ordering counts need:
// multiply-add and divide by small numbers, bits, decimal text.
class BigUInt {
public:
    BigUInt() = default;
    explicit BigUInt(std::uint64_t v);

    bool isZero() const { return limbs_.empty(); }
    // this = this * m + a
    void mulAdd(std::uint32_t m, std::uint32_t a);
    // this = this / d, returns the remainder; d > 0
    std::uint32_t divMod(std::uint32_t d);
    std::size_t bitLength() const;
    bool bit(std::size_t i) const;
    void setBit(std::size_t i);

    std::string toDecimal() const;
    // 9 significant digits, rounded half up, in the seeds' form, e.g. "6.45314718e+39"
    // (plain digits below 1e9; the exponent has at least two digits, as printf writes it).
    std::string toShortScientific() const;

    friend bool operator==(const BigUInt&, const BigUInt&) = default;

private:
    void trim();                       // drops zero limbs on top, so that equal values compare equal
    std::vector<std::uint32_t> limbs_; // little-endian, no leading zero limbs
};

} // namespace morpion
