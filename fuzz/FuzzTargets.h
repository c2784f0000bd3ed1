#pragma once

// What each fuzz target does with one input, shared by the libFuzzer executables
// (fuzz_<target>.cpp) and by the regression suite (tests/core/formats/tst_fuzzregressions.cpp),
// which replays every saved crasher in tests/data/fuzz-regressions/<target>/.
//
// Each function feeds the input to one parser, and when the parser accepts it, checks
// the round trip through the matching writer. It returns "" when all is well, or what
// went wrong. Crashes, hangs and sanitizer reports are caught by the fuzzer itself.
// No input selects a variant: every reading is tried, so the seed files are plain files.

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/formats/BestCode.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/GridReader.h"
#include "core/formats/Json.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"
#include "core/formats/PictureRecord.h"
#include "core/formats/SearchLog.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

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
    auto packed = writeMs1(rec);
    if (!packed)
        return "an accepted record cannot be compacted: " + packed.error().message();
    auto unpacked = readMs1(*packed);
    if (!unpacked || unpacked->moves != rec.moves || unpacked->variant != rec.variant)
        return "a compacted record reads as another game";
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

// ---- The one reader and what it reads (core/GridReader, core/PictureRecord) ----

// A picture around `record`: a PNG with an uncompressed iTXt chunk, and an SVG with the
// record escaped for XML, as an exporter would write them.
inline std::string pngWith(std::string_view record)
{
    auto chunk = [](const std::string& type, const std::string& data) {
        std::string out;
        const auto n = static_cast<std::uint32_t>(data.size());
        for (int shift = 24; shift >= 0; shift -= 8)
            out += static_cast<char>(n >> shift);
        return out + type + data + std::string(4, '\0');
    };
    return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", std::string(13, '\1')) +
           chunk("iTXt", std::string("msr\0\0\0\0\0", 8) + std::string(record)) + chunk("IEND", "");
}

inline std::string svgWith(std::string_view record)
{
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata><msr>";
    for (const char c : record)
        out += c == '&'   ? std::string("&amp;")
               : c == '<' ? std::string("&lt;")
               : c == '>' ? std::string("&gt;")
                          : std::string(1, c);
    return out + "</msr></metadata></svg>";
}

// The picture reader on the input as it is, and behind a PNG signature and an SVG start
// (so that the fuzzer reaches the chunk walk and the XML scanner at once). A record that
// is found goes back into a picture and must come out the same; a record that reads as
// MSR must round trip as one.
inline std::string picture(std::string_view data)
{
    const std::string inputs[] = {std::string(data), std::string("\x89PNG\r\n\x1a\n", 8) + std::string(data),
                                  "<svg>" + std::string(data)};
    for (const std::string& bytes : inputs) {
        auto record = readPictureRecord(bytes);
        if (!record)
            continue;
        if (record->size() > msrMaxTextBytes + 16)
            return "a picture's record past the size limit";
        auto again = readPictureRecord(pngWith(*record));
        if (!again || *again != *record)
            return "a record put into a PNG comes out another";
        const std::size_t first = record->find_first_not_of(" \t\r\n");
        const std::string trimmedRecord =
            first == std::string::npos ? std::string() : record->substr(first, record->find_last_not_of(" \t\r\n") + 1 - first);
        auto fromSvg = readPictureRecord(svgWith(*record));
        if (trimmedRecord.empty() ? fromSvg.ok() : (!fromSvg || *fromSvg != trimmedRecord))
            return "a record put into an SVG comes out another";
        if (auto rec = readMsr(*record)) {
            if (std::string problem = msrRoundTrip(*rec); !problem.empty())
                return problem;
        }
    }
    return {};
}

// The unified reader: whatever it accepts replays, and read → write → read gives the
// same grid and variant in every format (a code keeps the move set, the others the order).
inline std::string gridReader(std::string_view data)
{
    auto read = readGrid(data);
    for (Variant v : allVariants) {
        GridReadOptions forced;
        forced.variant = v;
        forced.variantForced = true;
        auto as = readGrid(data, forced);
        if (as && !replays(as->variant, as->moves))
            return "a grid read with a forced variant does not replay";
    }
    if (!read)
        return {};
    if (read->format == GridFormat::Auto)
        return "a grid read as Auto";
    if (!replays(read->variant, read->moves))
        return "an accepted grid does not replay";
    for (const GridFormat format :
         {GridFormat::Code, GridFormat::Number, GridFormat::Moves, GridFormat::Pentasol, GridFormat::Msr, GridFormat::Ms1}) {
        auto text = writeGrid(*read, format);
        if (!text)
            return "an accepted grid cannot be written as " + std::string(gridFormatName(format)) + ": " + text.error().message();
        auto again = readGrid(*text);
        if (again && format == GridFormat::Number && again->format == GridFormat::Code) {
            if (again->notices.empty() || again->notices.front().kind != ReadNotice::Kind::OtherReading)
                return "a number read as a code without a notice";
            again = readGrid(*text, {GridFormat::Number});
        }
        if (!again)
            return "a written " + std::string(gridFormatName(format)) + " does not read: " + again.error().message();
        if (again->format != format)
            return "a written " + std::string(gridFormatName(format)) + " reads as another format";
        if (again->variant != read->variant)
            return "a written " + std::string(gridFormatName(format)) + " reads in another variant";
        const bool same =
            format == GridFormat::Code ? sortedMoves(again->moves) == sortedMoves(read->moves) : again->moves == read->moves;
        if (!same)
            return "a written " + std::string(gridFormatName(format)) + " reads as another grid";
    }
    return {};
}

// Collections of codes: every entry replays and is its code's grid; lines rise; the
// duplicate groups point at earlier entries of the same variant.
inline std::string codeCollection(std::string_view data)
{
    const CodeCollection codes = readCodeCollection(data, Variant::T5);
    int lastLine = 0;
    for (const CodeEntry& e : codes.entries) {
        if (e.line < lastLine || e.line < 1)
            return "collection entries out of line order";
        lastLine = e.line;
        if (!replays(e.variant, e.moves))
            return "a collection entry does not replay in its layer order";
        if (e.score != static_cast<int>(e.moves.size()))
            return "a collection entry's score is not its move count";
        auto layering = decodeLayerCode(e.variant, e.code);
        if (!layering || sortedMoves(layering->movesInOrder()) != sortedMoves(e.moves))
            return "a collection entry is not its code's grid";
    }
    for (const CodeFailure& f : codes.failures)
        if (f.line < 1)
            return "a collection failure without its line";
    if (codes.entries.size() > 200)
        return {}; // grouping is quadratic in the worst case: keep the fuzzer fast
    const DuplicateGroups groups = groupDuplicates(codes.entries);
    if (groups.symmetryGroup.size() != codes.entries.size() || groups.pointsGroup.size() != codes.entries.size())
        return "duplicate groups of another size than the entries";
    for (std::size_t i = 0; i < codes.entries.size(); ++i) {
        const auto g = static_cast<std::size_t>(groups.symmetryGroup[i]);
        const auto p = static_cast<std::size_t>(groups.pointsGroup[i]);
        if (g > i || p > i)
            return "a duplicate group that starts after its entry";
        if (codes.entries[g].variant != codes.entries[i].variant || codes.entries[g].score != codes.entries[i].score)
            return "a symmetry group of grids that differ in variant or score";
    }
    return {};
}

// Search logs: every entry written again reads back the same; the best entry replays.
inline std::string searchLog(std::string_view data)
{
    const SearchLogContents log = readSearchLog(data);
    if (log.lines.size() != log.entries.size())
        return "a search log entry without its line";
    for (const Error& e : log.errors)
        if (e.line < 1)
            return "a malformed log line without its number";
    for (const SearchLogEntry& e : log.entries) {
        const std::string line = formatSearchLogLine(e);
        auto again = parseSearchLogLine(line);
        if (!again)
            return "a written log line does not read: " + again.error().message();
        if (again->iteration != e.iteration || again->score != e.score || again->code != e.code ||
            formatSearchLogLine(*again) != line)
            return "a written log line reads as another";
    }
    // The best grid, found as `search --resume` finds it: in a file, line by line.
    const std::string path =
        (std::filesystem::temp_directory_path() / ("morpion-fuzz-searchlog-" + std::to_string(::getpid()))).string();
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(data.data(), static_cast<std::streamsize>(data.size()));
        if (!out.flush())
            return "cannot write " + path;
    }
    std::string problem;
    for (Variant v : allVariants) {
        auto best = bestCodeInFile(path, v);
        if (best && (best->variant != v || !replays(v, best->moves)))
            problem = "the best grid of a log does not replay";
    }
    std::filesystem::remove(path);
    return problem;
}

} // namespace morpion::fuzz
