#pragma once

#include <array>
#include <cstdint>

namespace morpion {

// xoshiro256** seeded through splitmix64: fast, and the same stream on every platform
// (std::uniform_*_distribution is not), which reproducible searches need.
class Random {
public:
    explicit Random(std::uint64_t seed = 0) { this->seed(seed); }

    void seed(std::uint64_t seed)
    {
        for (auto& word : s_) {
            seed += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next64()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    std::uint32_t next32() { return static_cast<std::uint32_t>(next64() >> 32); }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; bias below 2^-32).
    std::uint32_t below(std::uint32_t bound)
    {
        return static_cast<std::uint32_t>((static_cast<std::uint64_t>(next32()) * bound) >> 32);
    }

    // Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next64() >> 11) * 0x1.0p-53; }

    // The generator's whole state, so that a search can stop and go on with the same stream.
    std::array<std::uint64_t, 4> state() const { return {s_[0], s_[1], s_[2], s_[3]}; }
    void setState(const std::array<std::uint64_t, 4>& state)
    {
        for (std::size_t i = 0; i < 4; ++i)
            s_[i] = state[i];
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4] = {};
};

} // namespace morpion
