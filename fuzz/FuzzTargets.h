#pragma once

// What each fuzz target does with one input, shared by the libFuzzer executables
// (fuzz_<target>.cpp) and by the regression suite (tests/core/tst_fuzzregressions.cpp),
// which replays every saved crasher in tests/data/fuzz-regressions/<target>/.
//
// Each function feeds the input to one parser, and when the parser accepts it, checks
// the round trip through the matching writer. It returns "" when all is well, or what
// went wrong. Crashes, hangs and sanitizer reports are caught by the fuzzer itself.
// No input selects a variant: every reading is tried, so the seed files are plain files.

#include "core/GameNumber.h"
#include "core/Json.h"
#include "core/LayerCode.h"
#include "core/MoveText.h"
#include "core/Msr.h"
#include "core/Pentasol.h"
#include "core/Position.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace morpion::fuzz {

inline std::vector<Move> sortedMoves(std::vector<Move> moves)
{
    std::sort(moves.begin(), moves.end());
    return moves;
}

inline bool replays(Variant v, const std::vector<Move>& moves)
{
    Position pos(v);
    for (const Move& m : moves)
        if (!pos.play(m))
            return false;
    return true;
}

inline std::string layerCode(std::string_view data)
{
    for (Variant v : allVariants) {
        auto layering = decodeLayerCode(v, data);
        if (!layering)
            continue;
        const auto moves = layering->movesInOrder();
        if (!replays(v, moves))
            return "a decoded grid does not replay in its layer order";
        const std::string code = encodeLayerCode(*layering);
        auto again = decodeLayerCode(v, code);
        if (!again)
            return "the re-encoded code does not decode: " + again.error().message();
        if (sortedMoves(again->movesInOrder()) != sortedMoves(moves))
            return "the re-encoded code decodes to another grid";
        if (encodeLayerCode(*again) != code)
            return "encoding is not stable";
        auto fromMoves = encodeLayerCode(v, moves);
        if (!fromMoves || *fromMoves != code)
            return "encoding the moves differs from encoding the layering";
    }
    return {};
}

inline std::string gameNumber(std::string_view data)
{
    for (Variant v : allVariants) {
        auto moves = decodeGameNumber(v, data);
        if (!moves)
            continue;
        if (!replays(v, *moves))
            return "a decoded game does not replay";
        auto number = encodeGameNumber(v, *moves);
        if (!number)
            return "a decoded game does not encode: " + number.error().message();
        auto again = decodeGameNumber(v, *number);
        if (!again || *again != *moves)
            return "the re-encoded number decodes to another game";
    }
    return {};
}

inline std::string moveList(std::string_view data)
{
    for (Variant v : allVariants) {
        auto list = parseMoveList(data, lineLength(v));
        if (!list)
            continue;
        Position pos(v);
        std::vector<Move> played;
        for (const NumberedMove& nm : *list) {
            if (nm.move.offsetInLine(lineLength(v)) < 0)
                return "the move list accepted a point off its line";
            if (!pos.play(nm.move)) {
                if (whyIllegal(v, played, nm.move).empty())
                    return "an illegal move without a reason";
                break;
            }
            played.push_back(nm.move);
        }
        // Written back in the seeds' form, the legal prefix reads the same.
        std::string text;
        for (const Move& m : played)
            text += formatMove(m) + "\n";
        auto again = parseMoveList(text, lineLength(v));
        if (!again || again->size() != played.size())
            return "formatted moves do not read back";
        for (std::size_t i = 0; i < played.size(); ++i)
            if ((*again)[i].move != played[i])
                return "a formatted move reads back as another move";
    }
    return {};
}

inline std::string pentasol(std::string_view data)
{
    std::vector<std::optional<Variant>> readings = {std::nullopt};
    for (Variant v : allVariants)
        readings.emplace_back(v);
    for (const auto& given : readings) {
        auto rec = readPentasol(data, given);
        if (!rec)
            continue;
        if (given && rec->variant != *given)
            return "the given variant was not used";
        if (rec->legalVariants.empty() || rec->legalVariants.front() != rec->variant)
            return "the chosen variant is not the first legal one";
        if (!replays(rec->variant, rec->moves))
            return "an accepted Pentasol file does not replay";
        auto text = writePentasol(rec->variant, rec->moves);
        if (!text)
            return "an accepted game cannot be written: " + text.error().message();
        auto again = readPentasol(*text, rec->variant);
        if (!again)
            return "a written Pentasol file does not read: " + again.error().message();
        if (again->moves != rec->moves)
            return "a written Pentasol file reads as another game";
    }
    return {};
}

inline std::string json(std::string_view data)
{
    auto doc = Json::parse(data);
    if (!doc)
        return {};
    for (bool pretty : {true, false}) {
        const std::string text = doc->dump(pretty);
        auto again = Json::parse(text);
        if (!again)
            return "written JSON does not read: " + again.error().message();
        if (*again != *doc)
            return "written JSON reads as another value";
        if (again->dump(pretty) != text)
            return "JSON writing is not stable";
    }
    return {};
}

inline std::string msrRoundTrip(const MsrRecord& rec)
{
    if (!replays(rec.variant, rec.moves))
        return "an accepted record does not replay";
    auto text = writeMsr(rec);
    if (!text)
        return "an accepted record cannot be written: " + text.error().message();
    auto again = readMsr(*text);
    if (!again)
        return "a written record does not read: " + again.error().message();
    if (again->variant != rec.variant || again->moves != rec.moves)
        return "a written record reads as another game";
    if (!again->warnings.empty())
        return "a written record has stale derived fields: " + again->warnings.front().message();
    if (ms1Supported()) {
        auto packed = writeMs1(rec);
        if (!packed)
            return "an accepted record cannot be compacted: " + packed.error().message();
        auto unpacked = readMs1(*packed);
        if (!unpacked || unpacked->moves != rec.moves || unpacked->variant != rec.variant)
            return "a compacted record reads as another game";
    }
    return {};
}

inline std::string msr(std::string_view data)
{
    if (std::string problem = json(data); !problem.empty())
        return problem;
    auto rec = readMsrJson(data);
    if (!rec)
        return {};
    return msrRoundTrip(*rec);
}

inline std::string base64Url(std::string_view bytes)
{
    static const char chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out;
    unsigned acc = 0;
    int bits = 0;
    for (const char c : bytes) {
        acc = (acc << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += chars[(acc >> bits) & 63];
        }
    }
    if (bits > 0)
        out += chars[(acc << (6 - bits)) & 63];
    return out;
}

// Both as MS1 text, and as the compressed bytes behind "MS1:", which takes the fuzzer
// straight into the inflater.
inline std::string ms1(std::string_view data)
{
    for (const std::string& text : {std::string(data), "MS1:" + base64Url(data)}) {
        auto rec = readMs1(text);
        if (!rec)
            continue;
        if (std::string problem = msrRoundTrip(*rec); !problem.empty())
            return problem;
    }
    return {};
}

} // namespace morpion::fuzz
