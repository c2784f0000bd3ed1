#include "app/cli/CliCommon.h"

#include "core/formats/GridFile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <thread>

#include <sys/stat.h>

namespace morpion::cli {

namespace {

QString variantHelp()
{
    return QStringLiteral("Game variant: 5T, 5D, 4T or 4D (default 5T).");
}

} // namespace

CommandLine::CommandLine(QString command, QString description)
    : command_(std::move(command))
    , variantOption_(QStringList{QStringLiteral("variant")}, variantHelp(), QStringLiteral("variant"), QStringLiteral("5T"))
{
    parser_.setApplicationDescription(description);
    // Our own --help: Qt's adds --help-all for Qt's options, which a command-line tool has none of.
    addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")));
    addOption(variantOption_);
}

namespace {

// Qt wraps an option's or argument's description to its column itself: a line break
// written into the text would end a line in the middle of Qt's, mid-sentence.
QString flowed(const QString& description)
{
    return description.simplified();
}

} // namespace

void CommandLine::addOption(const QCommandLineOption& given)
{
    QCommandLineOption option = given;
    option.setDescription(flowed(option.description()));
    parser_.addOption(option);
    if (!option.valueName().isEmpty())
        valued_ += option.names();
}

void CommandLine::addOptions(const QList<QCommandLineOption>& options)
{
    for (const QCommandLineOption& o : options)
        addOption(o);
}

namespace {

// Qt's parser takes any word that starts with '-' for options ("-5, 1 – (-6,2,ne)" gives
// "Unknown options: 5, ,, ..."). Our options never start with a digit: such a word is a
// positional argument, unless it is the value of the option before it. The positional
// arguments go after "--", in their order, so that the parser takes them as they are.
QStringList withPositionalsLast(const QStringList& args, const QStringList& valued)
{
    QStringList options{args.first()}, positional;
    bool value = false, rest = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (rest || (!value && (a.size() < 2 || !a.startsWith(QLatin1Char('-')) || a.at(1).isDigit()))) {
            positional << a;
        } else if (value) {
            options << a;
            value = false;
        } else if (a == QLatin1String("--")) {
            rest = true;
        } else {
            options << a;
            const QString name = a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1);
            value = !name.contains(QLatin1Char('=')) && valued.contains(name);
        }
    }
    return options + QStringList{QStringLiteral("--")} + positional;
}

} // namespace

void CommandLine::addPositional(const QString& name, const QString& description, bool optional)
{
    parser_.addPositionalArgument(name, flowed(description), optional ? QLatin1Char('[') + name + QLatin1Char(']') : name);
    positionalNames_ << name;
    if (!optional)
        requiredPositionals_ = static_cast<int>(positionalNames_.size());
}

std::optional<int> CommandLine::parse(const QStringList& args)
{
    if (!parser_.parse(withPositionalsLast(args, valued_)))
        return usageError(parser_.errorText());
    if (parser_.isSet(QStringLiteral("help"))) {
        // Qt writes the executable's path into the usage line; show the command instead.
        QString help = parser_.helpText();
        const qsizetype end = help.indexOf(QLatin1Char('\n'));
        const QString first = help.left(end);
        const qsizetype options = first.indexOf(QStringLiteral(" [options]"));
        if (first.startsWith(QStringLiteral("Usage: ")) && options > 0)
            help.replace(0, options, QStringLiteral("Usage: morpion-cli ") + command_);
        writeOut(help.toStdString());
        return ExitOk;
    }
    const QString variantText = parser_.value(variantOption_);
    const auto v = parseVariant(variantText.toStdString());
    if (!v) {
        Error e;
        e.kind = ErrorKind::UnknownVariant;
        e.detail = Phrase::literal("'" + variantText.toStdString() + "'");
        return usageError(QString::fromStdString(e.message()));
    }
    variant_ = *v;
    const auto count = parser_.positionalArguments().size();
    if (count < requiredPositionals_)
        return usageError(QStringLiteral("missing %1").arg(positionalNames_.at(count)));
    if (count > positionalNames_.size() && !repeatedLast_)
        return usageError(
            QStringLiteral("unexpected argument '%1'").arg(parser_.positionalArguments().at(positionalNames_.size())));
    return std::nullopt;
}

std::string CommandLine::positionalUtf8(int n) const
{
    return parser_.positionalArguments().at(n).toStdString();
}

bool CommandLine::doubleOption(const QCommandLineOption& option, double& value, double min, double max) const
{
    if (!parser_.isSet(option))
        return true;
    bool ok = false;
    const double v = parser_.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        usageError(QStringLiteral("--%1 needs a number from %2 to %3, not '%4'")
                       .arg(option.names().constFirst())
                       .arg(min)
                       .arg(max)
                       .arg(parser_.value(option)));
        return false;
    }
    value = v;
    return true;
}

bool CommandLine::integerOption(const QCommandLineOption& option, std::uint64_t& value, std::uint64_t min,
                                std::uint64_t max) const
{
    if (!parser_.isSet(option))
        return true;
    bool ok = false;
    const QString text = parser_.value(option).trimmed();
    const qulonglong v = text.toULongLong(&ok);
    if (!ok || text.startsWith(QLatin1Char('-')) || v < min || v > max) {
        usageError(QStringLiteral("--%1 needs a whole number from %2 to %3, not '%4'")
                       .arg(option.names().constFirst())
                       .arg(min)
                       .arg(max)
                       .arg(parser_.value(option)));
        return false;
    }
    value = v;
    return true;
}

bool CommandLine::threadsOption(const QCommandLineOption& option, int& threads) const
{
    std::uint64_t value = static_cast<std::uint64_t>(threads);
    if (!integerOption(option, value, 0, 1024))
        return false;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    if (value == 0)
        value = cores;
    else if (value > cores)
        writeErrorLine("morpion-cli " + command_.toStdString() + ": warning: " + std::to_string(value) + " threads share " +
                       std::to_string(cores) + " processor core" + (cores == 1 ? "" : "s") +
                       ": each thread runs that much slower");
    threads = static_cast<int>(value);
    return true;
}

std::optional<SearchLimits> CommandLine::limits(const LimitOptions& o) const
{
    SearchLimits limits;
    std::uint64_t iterations = 0, target = 0;
    limits.seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (!doubleOption(o.seconds, limits.maxSeconds, 0, 1e9) ||
        !integerOption(o.iterations, iterations, 0, static_cast<std::uint64_t>(maxSearchIterations)) ||
        !integerOption(o.target, target, 1, 100000) || !integerOption(o.seed, limits.seed, 0, ~std::uint64_t{0}) ||
        !threadsOption(o.threads, limits.threads))
        return std::nullopt;
    if (parser_.isSet(o.iterations))
        limits.maxIterations = static_cast<std::int64_t>(iterations);
    if (parser_.isSet(o.target))
        limits.targetScore = static_cast<int>(target);
    if (limits.maxSeconds < 0 && limits.maxIterations < 0 && limits.targetScore < 0)
        limits.maxSeconds = 10;
    limits.progressSeconds = 1e9; // no progress reports: the log is the output
    return limits;
}

bool CommandLine::readParameter(const ParameterRule& rule, double& value) const
{
    const QString name = QString::fromLatin1(rule.option.data(), static_cast<qsizetype>(rule.option.size()));
    if (!valued_.contains(name) || !parser_.isSet(name))
        return true; // not an option of this command, or not given
    const QString text = parser_.value(name).trimmed();
    bool ok = false;
    const double v = rule.whole ? static_cast<double>(text.toLongLong(&ok)) : text.toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        usageError(QStringLiteral("--%1 needs %2, not '%3'")
                       .arg(name, rule.whole ? QStringLiteral("a whole number") : QStringLiteral("a number"), text));
        return false;
    }
    // A number far outside any rule is held just outside its range, for the check to name.
    value = std::clamp(v, rule.lo - 1, rule.hi + 1);
    return true;
}

int CommandLine::parameterError(const BrokenRule& broken) const
{
    const ParameterRule& rule = *broken.rule;
    const QString name = QString::fromLatin1(rule.option.data(), static_cast<qsizetype>(rule.option.size()));
    const QString kind = rule.whole ? QStringLiteral("a whole number") : QStringLiteral("a number");
    const QString lo = QString::fromStdString(parameterText(rule.lo)), hi = QString::fromStdString(parameterText(rule.hi));
    const QString range =
        rule.aboveLo ? QStringLiteral("above %1 and at most %2").arg(lo, hi) : QStringLiteral("from %1 to %2").arg(lo, hi);
    return usageError(QStringLiteral("--%1 needs %2 %3, not '%4'").arg(name, kind, range, parser_.value(name)));
}

int CommandLine::fail(const Error& error) const
{
    return fail(error.message());
}

int CommandLine::fail(const std::string& message) const
{
    writeErrorLine("morpion-cli " + command_.toStdString() + ": " + message);
    return ExitBadInput;
}

int CommandLine::usageError(const QString& message) const
{
    // Qt's parser messages end with a full stop; ours go on with a hint.
    const QString text = message.endsWith(QLatin1Char('.')) ? message.chopped(1) : message;
    writeErrorLine("morpion-cli " + command_.toStdString() + ": " + text.toStdString() + " (see morpion-cli " +
                   command_.toStdString() + " --help)");
    return ExitUsage;
}

bool CommandLine::variantGiven() const
{
    return parser_.isSet(variantOption_);
}

std::optional<GridRead> CommandLine::readGridText(std::string_view text, GridFormat format, std::optional<Variant> forced,
                                                  const std::string& label) const
{
    GridReadOptions options;
    options.format = format;
    options.variant = forced.value_or(variant_);
    options.variantForced = forced || variantGiven();
    auto grid = readGrid(text, options);
    if (!grid) {
        fail(label + grid.error().message());
        return std::nullopt;
    }
    printNotices(*grid);
    return std::move(grid).value();
}

std::optional<GridRead> CommandLine::readGridArgument(int n, GridFormat format, std::optional<Variant> forced,
                                                      const std::string& label, const std::optional<GridTextLimit>& limit) const
{
    const QString argument = positional().at(n);
    // A FIFO or device exists and is refused by the file reader; a folder is no grid file,
    // and "//" is a code.
    const QFileInfo file(argument);
    if (argument == QLatin1String("-") || (file.exists() && !file.isDir())) {
        const GridFormat asFile = format == GridFormat::Number ? format : GridFormat::Auto;
        const auto text = readInput(argument, limit ? *limit : gridTextLimit(asFile));
        if (!text) {
            fail(label + text.error().message());
            return std::nullopt;
        }
        return readGridText(*text, asFile, forced, label);
    }
    // Not a file: a code or a number. One that does not read and looks like a file's name
    // (a dot, or a word without the capitals and digits of a code) was most likely meant as
    // a file: the message says first that there is none.
    bool fileLike = argument.contains(QLatin1Char('.'));
    if (!fileLike && !argument.isEmpty()) {
        fileLike = true;
        for (const QChar c : argument)
            fileLike = fileLike && (c.isLower() || c == QLatin1Char('-') || c == QLatin1Char('_'));
    }
    return readGridText(
        positionalUtf8(n), format, forced,
        fileLike ? label + "there is no file " + argument.toStdString() + ", and as a code or number it does not read: " : label);
}

std::optional<Layering> CommandLine::decodeCode(int n) const
{
    auto grid = readGridArgument(n, GridFormat::Code);
    if (!grid)
        return std::nullopt;
    if (grid->layering) // a code: layered as it was decoded
        return std::move(grid->layering);
    auto layering = layerGrid(grid->variant, grid->moves);
    if (!layering) {
        fail(layering.error());
        return std::nullopt;
    }
    return std::move(layering).value();
}

void CommandLine::printNotices(const GridRead& grid) const
{
    for (const ReadNotice& n : grid.notices) {
        // The notice as every front end says it (in English here), with the option that
        // asks for the other reading.
        std::string lead, hint;
        switch (n.kind) {
        case ReadNotice::Kind::StrictestVariant:
            hint = " (read it as " + std::string(variantName(n.others.front())) + " with --variant " +
                   std::string(variantName(n.others.front())) + ")";
            break;
        case ReadNotice::Kind::NamedVariantIllegal: hint = " (choose another with --variant)"; break;
        case ReadNotice::Kind::OtherReading:
            hint = " (read it as one with --from " + std::string(gridFormatName(n.other)) + ")";
            break;
        case ReadNotice::Kind::RecordVariant: hint = " (--variant applies to texts that name no variant)"; break;
        case ReadNotice::Kind::NumberRunsOut: break;
        case ReadNotice::Kind::RecordMismatch: lead = "warning: "; break;
        }
        writeErrorLine("morpion-cli " + command_.toStdString() + ": " + lead + n.phrase().english() + hint);
    }
}

namespace {
// The first failure on standard output (an errno value), reported once at exit.
int stdoutErrno = 0;

void noteStdoutFailure()
{
    if (stdoutErrno == 0)
        stdoutErrno = errno != 0 ? errno : EIO;
}
} // namespace

void writeOut(std::string_view text)
{
    if (!text.empty() && std::fwrite(text.data(), 1, text.size(), stdout) != text.size())
        noteStdoutFailure();
}

void writeLine(std::string_view text)
{
    writeOut(text);
    if (std::fputc('\n', stdout) == EOF)
        noteStdoutFailure();
}

void flushOut()
{
    if (std::fflush(stdout) != 0)
        noteStdoutFailure();
}

int finishOut(const QString& command, int status)
{
    flushOut();
    if (stdoutErrno == 0 && std::ferror(stdout))
        stdoutErrno = EIO;
    if (stdoutErrno == 0)
        return status;
    writeErrorLine((command.isEmpty() ? std::string("morpion-cli") : "morpion-cli " + command.toStdString()) +
                   ": cannot write standard output: " + std::strerror(stdoutErrno));
    return status == ExitOk ? ExitBadInput : status;
}

void writeErrorLine(std::string_view text)
{
    // A message is one line, whatever the input it quotes.
    std::string line(text);
    for (char& c : line)
        if (c == '\n' || c == '\r')
            c = ' ';
    line += '\n';
    flushOut();
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

bool sameFile(const QString& a, const QString& b)
{
    struct stat sa {
    }, sb{};
    if (::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    // Not both there yet: the folders' real paths and the names.
    const auto where = [](const QString& path) {
        const QFileInfo info(path);
        const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
        return (folder.isEmpty() ? info.absolutePath() : folder) + QLatin1Char('/') + info.fileName();
    };
    return where(a) == where(b);
}

Result<std::string> readInput(const QString& file, GridFormat format)
{
    return readInput(file, gridTextLimit(format));
}

Result<std::string> readInput(const QString& file, const GridTextLimit& limit)
{
    if (file.isEmpty() || file == QStringLiteral("-"))
        return readGridStream(0, "standard input", limit.bytes, limit.why);
    return readGridFile(QFile::encodeName(file).toStdString(), limit.bytes, limit.why);
}

} // namespace morpion::cli
