// convert: a grid from one record format to another, every move checked on the way.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

namespace morpion::cli {

int runConvert(const QStringList& args)
{
    CommandLine cl(QStringLiteral("convert"),
                   QStringLiteral("Reads a grid in one format and writes it in another. Formats:\n"
                                  "  code         layer code (docs/layer-code.md), e.g. 5D:LG4VXOFJjGWQMXhsY7aRf+/97Y\n"
                                  "  number       game number (docs/game-number.md): the exact move order\n"
                                  "  moves        move list, one \"2, 2 - (0,4,ne)\" per line\n"
                                  "  pentasol     the record community's text files (docs/pentasol.md)\n"
                                  "  msr          MSR record JSON (unknown fields are kept)\n"
                                  "  msr-compact  its compact MS1: form (also: ms1)\n"
                                  "  auto         (--from only, the default) tells them apart by their content, and\n"
                                  "               opens PNG and SVG pictures exported with their grid.\n"
                                  "Every move is replayed; the first illegal one is reported with its line\n"
                                  "(move lists, Pentasol) or its number (MSR) and why, and the exit status is 1.\n"
                                  "Codes and numbers of variants other than 5T are written with their prefix.\n"
                                  "A Pentasol file read without --variant takes the variant its \"# 5D grid\" comment\n"
                                  "names, else the strictest under which it is legal (5D, 5T, 4D, 4T); a note on\n"
                                  "standard error names the others. Text that is both a layer code and a game\n"
                                  "number is read as a code, with a note: --from number reads it as a number.\n"
                                  "docs/reading.md has the reading rules."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("The input; standard input when absent or '-'."), true);
    const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("Input format (default auto)."),
                                        QStringLiteral("FMT"), QStringLiteral("auto"));
    const QCommandLineOption toOption(QStringLiteral("to"), QStringLiteral("Output format."), QStringLiteral("FMT"));
    cl.addOption(fromOption);
    cl.addOption(toOption);
    if (auto stop = cl.parse(args))
        return *stop;

    const auto from = parseGridFormat(cl.parser().value(fromOption).toStdString());
    if (!from)
        return cl.usageError(QStringLiteral("unknown input format '%1'").arg(cl.parser().value(fromOption)));
    if (!cl.parser().isSet(toOption))
        return cl.usageError(QStringLiteral("missing --to FMT"));
    const auto to = parseGridFormat(cl.parser().value(toOption).toStdString());
    if (!to || *to == GridFormat::Auto)
        return cl.usageError(QStringLiteral("unknown output format '%1'").arg(cl.parser().value(toOption)));

    const QStringList files = cl.positional();
    const auto text = readInput(files.isEmpty() ? QString() : files.front(), *from);
    if (!text)
        return cl.fail(text.error());
    const auto grid = cl.readGridText(*text, *from);
    if (!grid)
        return ExitBadInput;
    const auto out = writeGrid(*grid, *to);
    if (!out)
        return cl.fail(out.error());
    writeOut(*out);
    return ExitOk;
}

} // namespace morpion::cli
