#pragma once

#include "core/base/RealText.h"
#include "core/rules/Move.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// A checkpoint's text as it is written (the search's, the solver's): a line per key, its
// values after it, numbers that read back exactly; CheckpointReader reads it.
class CheckpointWriter {
public:
    CheckpointWriter& key(std::string_view k)
    {
        if (!out.empty())
            out += '\n';
        out += k;
        return *this;
    }
    CheckpointWriter& word(std::string_view w)
    {
        out += ' ';
        out += w;
        return *this;
    }
    template <class Int> CheckpointWriter& integer(Int v)
    {
        char buf[32];
        const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
        return word(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    }
    // The shortest text that reads back as exactly this double.
    CheckpointWriter& real(double v) { return word(realText(v)); }
    CheckpointWriter& hex(std::uint64_t v)
    {
        char buf[32];
        const auto end = std::to_chars(buf, buf + sizeof buf, v, 16).ptr;
        return word(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    }
    CheckpointWriter& line(const Line& l)
    {
        integer(l.start.x);
        out += ',';
        appendInt(l.start.y);
        out += ',';
        appendInt(dirIndex(l.dir));
        return *this;
    }
    CheckpointWriter& move(const Move& m)
    {
        integer(m.point.x);
        out += ',';
        appendInt(m.point.y);
        out += ',';
        appendInt(m.line.start.x);
        out += ',';
        appendInt(m.line.start.y);
        out += ',';
        appendInt(dirIndex(m.line.dir));
        return *this;
    }
    CheckpointWriter& moves(const std::vector<Move>& ms)
    {
        integer(ms.size());
        for (const Move& m : ms)
            move(m);
        return *this;
    }
    CheckpointWriter& slots(const std::vector<std::int32_t>& ss)
    {
        integer(ss.size());
        for (std::int32_t s : ss)
            integer(s);
        return *this;
    }

    std::string out;

private:
    void appendInt(int v)
    {
        char buf[16];
        const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
        out.append(buf, end);
    }
};

} // namespace morpion
