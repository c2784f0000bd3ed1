// combine: the outputs of the K parts of an `enumerate --part` or `solve --part` run
// added up into the answer one run prints.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/SolverOutput.h"

#include <algorithm>
#include <optional>

namespace morpion::cli {

namespace {

struct ReadPart {
    std::string file;
    SolverPart part;
};

// What a part is a share of, for a message: "enumerate 4D from the cross to 9 moves in 4
// parts of 16384 items".
std::string workText(const SolverPart& p)
{
    const SolverPartTag& t = p.tag;
    std::string text = std::string(p.answer.enumerate ? "enumerate " : "solve ") + std::string(variantName(t.variant)) +
                       (t.start == "cross" ? " from the cross" : " from " + t.start);
    if (p.answer.enumerate)
        text += " to " + std::to_string(t.depth) + " moves";
    return text + " in " + std::to_string(t.parts) + " parts of " + std::to_string(t.items) + " items";
}

bool sameWork(const SolverPart& a, const SolverPart& b)
{
    return a.answer.enumerate == b.answer.enumerate && a.tag.variant == b.tag.variant && a.tag.start == b.tag.start &&
           a.tag.depth == b.tag.depth && a.tag.parts == b.tag.parts && a.tag.items == b.tag.items &&
           a.answer.startMoves == b.answer.startMoves;
}

// Whether the part's longest game comes from one of its own items.
bool bestItemIsItsOwn(const SolverPart& p)
{
    const SolverPartTag& t = p.tag;
    if (p.answer.further < 0)
        return true;
    if (t.bestItem == -1) // above the cut: counted by the first part
        return t.part == 1;
    return t.bestItem < t.items && t.bestItem % t.parts == t.part - 1;
}

// "1", "1 and 2", "1, 2 and 3"; past ten, "1, 2, ... and 12 more".
std::string listed(const std::vector<int>& numbers)
{
    std::string text;
    const std::size_t shown = std::min<std::size_t>(numbers.size(), 10);
    for (std::size_t i = 0; i < shown; ++i) {
        if (i > 0)
            text += i + 1 == numbers.size() ? " and " : ", ";
        text += std::to_string(numbers[i]);
    }
    if (shown < numbers.size())
        text += " and " + std::to_string(numbers.size() - shown) + " more";
    return text;
}

bool addInto(std::uint64_t& sum, std::uint64_t more)
{
    if (sum > ~std::uint64_t{0} - more)
        return false;
    sum += more;
    return true;
}

// Reads the parts the command line names, each checked against the first; the exit
// status of a failure, nothing when all of them are parts of one work, each once.
std::optional<int> readParts(const CommandLine& cl, std::vector<ReadPart>& parts)
{
    for (const QString& file : cl.positional()) {
        const auto text = readInput(file, GridTextLimit{maxSolverPartBytes, {}});
        if (!text)
            return cl.fail(text.error());
        const std::string name = file == QLatin1String("-") ? std::string("standard input") : file.toStdString();
        auto read = parseSolverPart(*text);
        if (!read)
            return cl.fail(name + ": " + read.error().message());
        if (!bestItemIsItsOwn(*read))
            return cl.fail(name + ": its best item " + std::to_string(read->tag.bestItem) + " is not one of part " +
                           std::to_string(read->tag.part) + "/" + std::to_string(read->tag.parts));
        if (!parts.empty() && !sameWork(parts.front().part, *read))
            return cl.fail(name + " is a part of other work than " + parts.front().file + " (" + workText(*read) + ", not " +
                           workText(parts.front().part) + ")");
        for (const ReadPart& seen : parts)
            if (seen.part.tag.part == read->tag.part)
                return cl.fail("part " + std::to_string(read->tag.part) + "/" + std::to_string(read->tag.parts) +
                               " is given twice: " + seen.file + " and " + name);
        parts.push_back({name, std::move(read).value()});
    }
    return std::nullopt;
}

// The parts (in order) added up into `whole`, the numbers of those that did not finish
// into `unfinished`; the exit status of a failure (counts past 2^64), else nothing.
std::optional<int> addUp(const CommandLine& cl, const std::vector<ReadPart>& parts, SolverAnswer& whole,
                         std::vector<int>& unfinished)
{
    const SolverPart& first = parts.front().part;
    whole.enumerate = first.answer.enumerate;
    whole.startMoves = first.answer.startMoves;
    whole.classes.assign(first.answer.classes.size(), 0);
    whole.positions.assign(first.answer.positions.size(), 0);
    whole.complete = true;
    int bestItem = 0;
    for (const ReadPart& r : parts) {
        const SolverAnswer& a = r.part.answer;
        bool fits = addInto(whole.nodes, a.nodes);
        for (std::size_t d = 0; d < a.classes.size(); ++d)
            fits = fits && addInto(whole.classes[d], a.classes[d]) && addInto(whole.positions[d], a.positions[d]);
        if (!fits)
            return cl.fail(r.file + ": the counts add up past 2^64");
        whole.seconds += a.seconds;
        if (!a.complete) {
            whole.complete = false;
            unfinished.push_back(r.part.tag.part);
        }
        // The longest game; between equals the earliest item, as one run keeps it.
        if (a.further > whole.further || (a.further == whole.further && a.further >= 0 && r.part.tag.bestItem < bestItem)) {
            whole.further = a.further;
            whole.code = a.code;
            bestItem = r.part.tag.bestItem;
        }
    }
    return std::nullopt;
}

// What keeps the whole from being complete: the parts missing (then `whole` is not
// complete) and those unfinished; "" when nothing does.
std::string incompleteNote(const std::vector<ReadPart>& parts, const std::vector<int>& unfinished, SolverAnswer& whole)
{
    const SolverPart& first = parts.front().part;
    std::vector<int> missing;
    for (int i = 1, at = 0; i <= first.tag.parts; ++i) {
        if (at < static_cast<int>(parts.size()) && parts[static_cast<std::size_t>(at)].part.tag.part == i)
            ++at;
        else
            missing.push_back(i);
    }
    std::string note;
    const std::string of = " of " + std::to_string(first.tag.parts);
    if (!missing.empty()) {
        whole.complete = false;
        note = (missing.size() == 1 ? "part " : "parts ") + listed(missing) + of + (missing.size() == 1 ? " is" : " are") +
               " missing";
    }
    if (!unfinished.empty())
        note += (note.empty() ? "" : "; ") + std::string(unfinished.size() == 1 ? "part " : "parts ") + listed(unfinished) + of +
                " did not finish";
    return note;
}

} // namespace

int runCombine(const QStringList& args)
{
    CommandLine cl(QStringLiteral("combine"),
                   QStringLiteral("Adds up the outputs of the K parts of `enumerate --part I/K` or `solve --part I/K`\n"
                                  "into what one run of the same command prints: the counts and nodes added, the longest\n"
                                  "game (the earliest of the longest, as one run keeps it), proven only when all K parts\n"
                                  "are there, each once, and each finished. The seconds are the parts' added up.\n"
                                  "Parts of other work (another grid, variant, depth or K) or a part given twice are\n"
                                  "refused. A missing or unfinished part leaves the answer not proven, with a line\n"
                                  "\"# not complete: ...\" that says why (docs/solver.md)."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("A part's output ('-': standard input)."));
    cl.allowRepeatedLast();
    if (auto stop = cl.parse(args))
        return *stop;

    std::vector<ReadPart> parts;
    if (const auto failed = readParts(cl, parts))
        return *failed;
    std::sort(parts.begin(), parts.end(), [](const ReadPart& a, const ReadPart& b) { return a.part.tag.part < b.part.tag.part; });
    SolverAnswer whole;
    std::vector<int> unfinished;
    if (const auto failed = addUp(cl, parts, whole, unfinished))
        return *failed;
    const std::string note = incompleteNote(parts, unfinished, whole);
    const SolverPart& first = parts.front().part;
    const std::string of = " of " + std::to_string(first.tag.parts);
    writeOut(formatSolverAnswer(whole, nullptr, note.empty() ? std::string() : "not complete: " + note));
    writeErrorLine("morpion-cli combine: " + workText(first) + ": " + std::to_string(parts.size()) + of + " parts, " +
                   (whole.complete ? "every one finished" : "not complete: " + note));
    return ExitOk;
}

} // namespace morpion::cli
