#pragma once

#include "core/base/Error.h"
#include "core/codes/Layers.h"
#include "core/formats/GridReader.h"
#include "core/rules/Variant.h"
#include "core/search/AlgorithmParameters.h"
#include "core/search/SearchLimits.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace morpion::cli {

// Exit statuses every subcommand shares: scripts tell bad data from a bad command line.
enum Exit : int {
    ExitOk = 0,
    ExitBadInput = 1,    // the input (code, number, move list, file) is not valid, or an output
                         // (a file, the log, standard output) could not be written
    ExitUsage = 2,       // unknown option, missing or extra argument, bad option value
    ExitUnavailable = 3, // a part of the program that is not installed (render's renderer)
    ExitStopped = 4,     // stopped by a signal before the end: what was printed is partial
                         // (analyse; enumerate and solve when no checkpoint saved the work;
                         // a search's stop is its normal end)
};

// The options of a search-like command (search, improve) for its limits: --seconds,
// --iterations, --target, --seed and --threads, each with the command's own help text.
struct LimitOptions {
    QCommandLineOption seconds, iterations, target, seed, threads;
    QList<QCommandLineOption> all() const { return {seconds, iterations, target, seed, threads}; }
};

// The command line of one subcommand, with what they all share: --help, --variant, and
// one-line messages on standard error that start with the command's name.
class CommandLine {
public:
    // command: the subcommand's name ("info"); description: the first lines of its --help.
    CommandLine(QString command, QString description);

    // Read only: options are added through addOption(s) below.
    const QCommandLineParser& parser() const { return parser_; }
    // Options are added here (not on parser() directly), so that parse() knows which of
    // them take a value.
    void addOption(const QCommandLineOption& option);
    void addOptions(const QList<QCommandLineOption>& options);

    // A positional argument, in order; optional ones come last. name is the one --help shows.
    void addPositional(const QString& name, const QString& description, bool optional = false);
    // The last positional argument may be repeated ("FILE...").
    void allowRepeatedLast() { repeatedLast_ = true; }

    // Parses args (args[0] is the program). Returns an exit status when the command must stop
    // now: 0 after --help, 2 after a usage error (message printed); nothing to go on. An
    // argument that starts with '-' and a digit is a positional argument (a move whose x is
    // negative, "-5, 1 – (-6,2,ne)", as `moves` prints it), unless it is an option's value.
    std::optional<int> parse(const QStringList& args);

    Variant variant() const { return variant_; }
    // The command's name ("solve"), as messages start with it.
    const QString& name() const { return command_; }
    QStringList positional() const { return parser_.positionalArguments(); }
    // The n-th positional argument as UTF-8.
    std::string positionalUtf8(int n) const;

    // Reads a numeric option into value (left alone when the option is absent), through the
    // option itself. False, after printing a usage error, when the text is not a number in
    // [min, max].
    bool doubleOption(const QCommandLineOption& option, double& value, double min, double max) const;
    bool integerOption(const QCommandLineOption& option, std::uint64_t& value, std::uint64_t min, std::uint64_t max) const;
    // --threads T (0..1024, left alone when absent): 0 means one per processor core; more
    // threads than cores is allowed, with a warning. False after a usage error.
    bool threadsOption(const QCommandLineOption& option, int& threads) const;
    // The limits: --seconds, --iterations, --target, --seed (else a random one) and
    // --threads; 10 seconds when no limit is given; no progress reports (the log is the
    // output). Nothing, after printing a usage error, when a value is out of range.
    std::optional<SearchLimits> limits(const LimitOptions& options) const;
    // Every number of an algorithm's parameters (core/search/AlgorithmParameters.h) that
    // the command line gives, read once into its field through the option its rule names
    // (--level, --per-level...): the text as a number, a whole one where the rule says so.
    // Its range is the core's to check, once (parameterError says what it found). False,
    // after printing a usage error, for a text that is no such number.
    template <class Parameters> bool readParameters(Parameters& parameters) const
    {
        bool ok = true;
        Parameters::forEachNumber(parameters, [&](const ParameterRule& rule, auto& value) {
            if (!ok)
                return;
            double read = static_cast<double>(value);
            ok = readParameter(rule, read);
            value = static_cast<std::decay_t<decltype(value)>>(read);
        });
        return ok;
    }
    // The usage error for a parameter outside its rule: "--level needs a whole number from
    // 1 to 10, not '11'" (exit status 2).
    int parameterError(const BrokenRule& broken) const;

    // "morpion-cli <command>: <message>" on standard error; return 1 or 2 for `return fail(...)`.
    int fail(const Error& error) const;
    int fail(const std::string& message) const;
    int usageError(const QString& message) const;

    // True when the user gave --variant: it then wins over what a file says (GridReadOptions).
    bool variantGiven() const;
    // Reads `text` with the core reader as `format`, in the --variant given (or `forced`);
    // prints its notices (with the option that asks for the other reading) or its error,
    // after `label` ("A: "). Nothing when it is
    // not valid.
    std::optional<GridRead> readGridText(std::string_view text, GridFormat format, std::optional<Variant> forced = std::nullopt,
                                         const std::string& label = {}) const;
    // The grid positional argument n names, for every command that takes one: a file in
    // any grid format when the argument is "-" (standard input) or names one that exists
    // (not a folder); else the text itself as `format` (a code or number, optionally with
    // a prefix such as "5D:"), whose error, when the text holds a dot, also says that no
    // such file exists.
    // A file is read as `format` only when that is Number; else by its content. An empty
    // argument is an error, not the empty grid. `limit`: the most of a file that is read
    // (default: gridTextLimit() of the format it is read as; a thumbnailer reads less).
    std::optional<GridRead> readGridArgument(int n, GridFormat format = GridFormat::Auto,
                                             std::optional<Variant> forced = std::nullopt, const std::string& label = {},
                                             const std::optional<GridTextLimit>& limit = std::nullopt) const;
    // The layering of the grid in positional argument n (readGridArgument(n, Code)), and
    // the variant it is in.
    std::optional<Layering> decodeCode(int n) const;
    // The reader's notices on standard error, each with the option that changes the choice.
    void printNotices(const GridRead& grid) const;

private:
    QString command_;
    QCommandLineParser parser_;
    QCommandLineOption variantOption_;
    Variant variant_ = Variant::T5;
    QStringList positionalNames_;
    QStringList valued_; // the names of the options that take a value
    int requiredPositionals_ = 0;
    bool repeatedLast_ = false;

    // One parameter's text into `value` (left alone when the option is not given).
    bool readParameter(const ParameterRule& rule, double& value) const;
};

// Standard output as raw UTF-8 bytes (the core's text is UTF-8). A failed write is
// remembered, never ignored: finishOut reports it.
void writeOut(std::string_view text);
void writeLine(std::string_view text);
void flushOut();
// Flushes standard output at the end of a command. When anything written to it was lost
// (a full disk, /dev/full), says "cannot write standard output: <reason>" on standard
// error and turns a success into ExitBadInput; otherwise returns status.
int finishOut(const QString& command, int status);
// One line on standard error.
void writeErrorLine(std::string_view text);

// True when the two paths name one file: the same file where both exist (links and
// hard links included), else the same path once the folders' links are resolved.
bool sameFile(const QString& a, const QString& b);

// The whole of a regular file (core/GridFile: no FIFOs or devices, size capped while
// reading), or of standard input when file is empty or "-". Read as `format`, it stops at
// that format's limit (gridTextLimit(): a few KiB for a game number). Errors: Io (naming
// the file and the reason), TooLarge.
Result<std::string> readInput(const QString& file, GridFormat format = GridFormat::Auto);
// The same with a limit of the caller's.
Result<std::string> readInput(const QString& file, const GridTextLimit& limit);

} // namespace morpion::cli
