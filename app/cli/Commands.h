#pragma once

#include <QStringList>

namespace morpion::cli {

// The subcommands' entry points. args[0] is "morpion-cli <command>", the rest its arguments;
// the return value is the exit status (see Exit in CliCommon.h). main.cpp's table lists them.
int runInfo(const QStringList& args);
int runLayers(const QStringList& args);
int runMoves(const QStringList& args);
int runEncode(const QStringList& args);
int runNumber(const QStringList& args);
int runFromNumber(const QStringList& args);
int runSearch(const QStringList& args);
int runBench(const QStringList& args);
int runConvert(const QStringList& args);
int runCanon(const QStringList& args);
int runExamples(const QStringList& args);
int runMerge(const QStringList& args);
int runDiff(const QStringList& args);
int runRemove(const QStringList& args);
int runImprove(const QStringList& args);
int runAnalyse(const QStringList& args);
int runRender(const QStringList& args); // hands over to morpion-render (CommandRender.cpp)
int runHtml(const QStringList& args);
int runEnumerate(const QStringList& args);
int runSolve(const QStringList& args);
int runCombine(const QStringList& args);

} // namespace morpion::cli
