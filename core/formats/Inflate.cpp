#include "core/formats/Inflate.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace morpion {

namespace {

// RFC 1951 read bit by bit, in the manner of zlib's reference decoder "puff": the records
// are small, so clarity wins over table-driven speed, and every build (the web page's too)
// reads with this one decoder instead of depending on zlib.
constexpr int maxBits = 15;          // the longest code
constexpr int maxLiteralCodes = 286; // literal/length symbols that may have a code
constexpr int maxDistanceCodes = 30;
constexpr int fixedLiteralCodes = 288; // the fixed code gives lengths to 286 and 287 too

// A canonical prefix code: how many codes have each length, and the symbols in code order.
struct Huffman {
    std::array<std::uint16_t, maxBits + 1> count{};
    std::array<std::uint16_t, fixedLiteralCodes> symbol{};
};

enum class Build { Complete, Incomplete, Oversubscribed };

Build buildHuffman(Huffman& h, const std::uint8_t* lengths, int n)
{
    h.count.fill(0);
    for (int s = 0; s < n; ++s)
        ++h.count[lengths[s]];
    if (h.count[0] == n)
        return Build::Incomplete; // no codes at all
    int left = 1;                 // codes of the current length still free
    for (int len = 1; len <= maxBits; ++len) {
        left = left * 2 - h.count[len];
        if (left < 0)
            return Build::Oversubscribed;
    }
    std::array<std::uint16_t, maxBits + 1> offset{};
    for (int len = 1; len < maxBits; ++len)
        offset[len + 1] = static_cast<std::uint16_t>(offset[len] + h.count[len]);
    for (int s = 0; s < n; ++s)
        if (lengths[s] != 0)
            h.symbol[offset[lengths[s]]++] = static_cast<std::uint16_t>(s);
    return left > 0 ? Build::Incomplete : Build::Complete;
}

constexpr std::array<std::uint16_t, 29> lengthBase = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                                      31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<std::uint8_t, 29> lengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                      2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<std::uint16_t, 30> distanceBase = {1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                                                        33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<std::uint8_t, 30> distanceExtra = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                        6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

class Inflater {
public:
    Inflater(std::string_view in, std::size_t maxBytes)
        : in_(in)
        , max_(maxBytes)
    {}

    // Inflates from byte `start` to the end of the final block. Afterwards failure() is
    // empty on success, and end() is the byte after the stream.
    void run(std::size_t start)
    {
        pos_ = start;
        bool last = false;
        while (!last && ok()) {
            last = bits(1) == 1;
            switch (bits(2)) {
            case 0: stored(); break;
            case 1: fixed(); break;
            case 2: dynamic(); break;
            default:
                if (ok())
                    bad(MORPION_TR_NOOP("ErrorDetail", "a block of the reserved type 3"));
            }
        }
    }

    bool ok() const { return failure_.kind == ErrorKind::Syntax && failure_.detail.empty(); }
    const Error& failure() const { return failure_; }
    std::string& out() { return out_; }
    std::size_t end() const { return pos_; } // the unread bits of the last byte are padding

private:
    // n bits (n <= 16), least significant first; 0 once the data ran out (then !ok()).
    std::uint32_t bits(int n)
    {
        while (count_ < n) {
            if (pos_ >= in_.size()) {
                cutShort();
                return 0;
            }
            buffer_ |= static_cast<std::uint32_t>(static_cast<unsigned char>(in_[pos_++])) << count_;
            count_ += 8;
        }
        const std::uint32_t v = buffer_ & ((1u << n) - 1);
        buffer_ >>= n;
        count_ -= n;
        return v;
    }

    int decode(const Huffman& h)
    {
        int code = 0, first = 0, index = 0;
        for (int len = 1; len <= maxBits; ++len) {
            code |= static_cast<int>(bits(1));
            if (!ok())
                return -1;
            const int count = h.count[len];
            if (code - count < first)
                return h.symbol[index + (code - first)];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        bad(MORPION_TR_NOOP("ErrorDetail", "a code that stands for no symbol"));
        return -1;
    }

    void stored()
    {
        buffer_ = 0; // a stored block starts on a byte boundary
        count_ = 0;
        if (in_.size() - pos_ < 4) {
            pos_ = in_.size();
            cutShort();
            return;
        }
        const auto byte = [&](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(in_[pos_ + i])); };
        const unsigned length = byte(0) | (byte(1) << 8);
        const unsigned complement = byte(2) | (byte(3) << 8);
        if (length != (~complement & 0xffffu)) {
            bad(MORPION_TR_NOOP("ErrorDetail", "a stored block whose length does not match its complement"));
            return;
        }
        pos_ += 4;
        if (in_.size() - pos_ < length) {
            pos_ = in_.size();
            cutShort();
            return;
        }
        if (!room(length))
            return;
        out_.append(in_.substr(pos_, length));
        pos_ += length;
    }

    void fixed()
    {
        static const std::array<Huffman, 2> codes = [] {
            std::array<std::uint8_t, fixedLiteralCodes> lengths{};
            for (int s = 0; s < fixedLiteralCodes; ++s)
                lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
            std::array<Huffman, 2> h{};
            buildHuffman(h[0], lengths.data(), fixedLiteralCodes);
            lengths.fill(5);
            buildHuffman(h[1], lengths.data(), maxDistanceCodes);
            return h;
        }();
        blockSymbols(codes[0], codes[1]);
    }

    void dynamic()
    {
        const int literals = static_cast<int>(bits(5)) + 257;
        const int distances = static_cast<int>(bits(5)) + 1;
        const int lengthCodes = static_cast<int>(bits(4)) + 4;
        if (!ok())
            return;
        if (literals > maxLiteralCodes || distances > maxDistanceCodes) {
            bad(MORPION_TR_NOOP("ErrorDetail", "more codes than DEFLATE has symbols"));
            return;
        }
        static constexpr std::array<std::uint8_t, 19> order = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
        std::array<std::uint8_t, maxLiteralCodes + maxDistanceCodes> lengths{};
        for (int i = 0; i < lengthCodes; ++i)
            lengths[order[i]] = static_cast<std::uint8_t>(bits(3));
        if (!ok())
            return;
        Huffman lengthCode;
        if (buildHuffman(lengthCode, lengths.data(), 19) != Build::Complete) {
            bad(MORPION_TR_NOOP("ErrorDetail", "code lengths that do not form a prefix code"));
            return;
        }
        lengths.fill(0);
        for (int at = 0; at < literals + distances;) {
            const int symbol = decode(lengthCode);
            if (symbol < 0)
                return;
            if (symbol < 16) {
                lengths[at++] = static_cast<std::uint8_t>(symbol);
                continue;
            }
            std::uint8_t repeated = 0;
            int times = 0;
            if (symbol == 16) {
                if (at == 0) {
                    bad(MORPION_TR_NOOP("ErrorDetail", "a repeat of a code length before the first one"));
                    return;
                }
                repeated = lengths[at - 1];
                times = 3 + static_cast<int>(bits(2));
            } else {
                times = symbol == 17 ? 3 + static_cast<int>(bits(3)) : 11 + static_cast<int>(bits(7));
            }
            if (!ok())
                return;
            if (at + times > literals + distances) {
                bad(MORPION_TR_NOOP("ErrorDetail", "code lengths that run past their count"));
                return;
            }
            while (times-- > 0)
                lengths[at++] = repeated;
        }
        if (lengths[256] == 0) {
            bad(MORPION_TR_NOOP("ErrorDetail", "no code for the end of the block"));
            return;
        }
        // An incomplete code is allowed only when it is a single code of one bit (RFC 1951
        // lets a block use one distance code; zlib's reference decoder takes the same line).
        Huffman literal, distance;
        const auto acceptable = [](Build b, const Huffman& h, int n) {
            return b == Build::Complete || (b == Build::Incomplete && n == h.count[0] + h.count[1]);
        };
        if (!acceptable(buildHuffman(literal, lengths.data(), literals), literal, literals) ||
            !acceptable(buildHuffman(distance, lengths.data() + literals, distances), distance, distances)) {
            bad(MORPION_TR_NOOP("ErrorDetail", "code lengths that do not form a prefix code"));
            return;
        }
        blockSymbols(literal, distance);
    }

    // The symbols of one block, up to its end code.
    void blockSymbols(const Huffman& literal, const Huffman& distance)
    {
        for (;;) {
            const int symbol = decode(literal);
            if (symbol < 0)
                return;
            if (symbol < 256) {
                if (!room(1))
                    return;
                out_ += static_cast<char>(symbol);
                continue;
            }
            if (symbol == 256)
                return;
            const int l = symbol - 257;
            if (l >= static_cast<int>(lengthBase.size())) {
                bad(MORPION_TR_NOOP("ErrorDetail", "a length symbol out of range"));
                return;
            }
            const std::size_t length = lengthBase[l] + bits(lengthExtra[l]);
            const int d = decode(distance);
            if (d < 0)
                return;
            if (d >= static_cast<int>(distanceBase.size())) {
                bad(MORPION_TR_NOOP("ErrorDetail", "a distance symbol out of range"));
                return;
            }
            const std::size_t back = distanceBase[d] + bits(distanceExtra[d]);
            if (!ok())
                return;
            if (back > out_.size()) {
                bad(MORPION_TR_NOOP("ErrorDetail", "a distance back past the start of the data"));
                return;
            }
            if (!room(length))
                return;
            // Byte by byte: the copy may overlap what it writes (a run).
            const std::size_t from = out_.size() - back;
            for (std::size_t i = 0; i < length; ++i)
                out_ += out_[from + i];
        }
    }

    bool room(std::size_t more)
    {
        if (out_.size() + more <= max_)
            return true;
        failure_.kind = ErrorKind::TooLarge;
        failure_.detail =
            max_ >= (1u << 20)
                ? phrase(MORPION_TR_NOOP("ErrorDetail", "the compressed data inflates to more than %1 MiB"), max_ >> 20)
                : phrase(MORPION_TR_NOOP("ErrorDetail", "the compressed data inflates to more than %1 bytes"), max_);
        return false;
    }

    void cutShort()
    {
        if (ok())
            failure_.detail = MORPION_TR_NOOP("ErrorDetail", "the DEFLATE data is cut short");
    }

    void bad(Pattern what)
    {
        if (ok())
            failure_.detail =
                phrase(MORPION_TR_NOOP("ErrorDetail", "bad DEFLATE data at byte %1: %2"), std::max<std::size_t>(pos_, 1), what);
    }

    std::string_view in_;
    std::size_t max_;
    std::size_t pos_ = 0;
    std::uint32_t buffer_ = 0;
    int count_ = 0;
    std::string out_;
    Error failure_; // Syntax without detail: no failure
};

std::uint32_t adler32(std::string_view data)
{
    std::uint32_t a = 1, b = 0;
    for (std::size_t i = 0; i < data.size();) {
        // 5552 bytes keep b below 2^32 before the modulo (zlib's NMAX).
        const std::size_t end = std::min(data.size(), i + 5552);
        for (; i < end; ++i) {
            a += static_cast<unsigned char>(data[i]);
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return (b << 16) | a;
}

} // namespace

Result<std::string> inflateBytes(std::string_view data, InflateFormat format, std::size_t maxBytes)
{
    std::size_t start = 0;
    if (format == InflateFormat::Zlib) {
        if (data.size() < 2)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the DEFLATE data is cut short"));
        const unsigned cmf = static_cast<unsigned char>(data[0]), flg = static_cast<unsigned char>(data[1]);
        if ((cmf & 0x0f) != 8 || (cmf >> 4) > 7 || (cmf * 256 + flg) % 31 != 0)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the zlib header is not that of a DEFLATE stream"));
        if (flg & 0x20)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the zlib stream needs a preset dictionary"));
        start = 2;
    }
    Inflater inflater(data, maxBytes);
    inflater.run(start);
    if (!inflater.ok())
        return inflater.failure();
    std::size_t end = inflater.end();
    if (format == InflateFormat::Zlib) {
        if (data.size() - end < 4)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the DEFLATE data is cut short"));
        std::uint32_t stored = 0;
        for (int i = 0; i < 4; ++i)
            stored = (stored << 8) | static_cast<unsigned char>(data[end + static_cast<std::size_t>(i)]);
        if (stored != adler32(inflater.out()))
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the zlib checksum does not match the inflated data"));
        end += 4;
    }
    if (end != data.size())
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "data after the end of the DEFLATE stream"));
    return std::move(inflater.out());
}

} // namespace morpion
