// encode: a move list in play order → its layer code, checking every move on the way.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/LayerCode.h"
#include "core/MoveText.h"
#include "core/Position.h"

#include <vector>

namespace morpion::cli {

int runEncode(const QStringList& args)
{
    CommandLine cl(QStringLiteral("encode"),
                   QStringLiteral("Reads a move list in play order, one move per line in the form \"2, 2 - (0,4,ne)\"\n"
                                  "(blank lines and # comments allowed), checks that every move is legal\n"
                                  "where it stands, and prints the layer code of the grid."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("The move list; standard input when absent or '-'."), true);
    if (auto stop = cl.parse(args))
        return *stop;
    const QStringList files = cl.positional();
    const auto text = readInput(files.isEmpty() ? QString() : files.front());
    if (!text)
        return cl.fail(text.error());
    const auto list = parseMoveList(*text, lineLength(cl.variant()));
    if (!list)
        return cl.fail(list.error());

    Position pos(cl.variant());
    std::vector<Move> played;
    played.reserve(list->size());
    for (const NumberedMove& nm : *list) {
        if (!pos.play(nm.move)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.line = nm.line;
            e.detail = formatMove(nm.move) + ": " + whyIllegal(cl.variant(), played, nm.move);
            return cl.fail(e);
        }
        played.push_back(nm.move);
    }
    const auto code = encodeLayerCode(cl.variant(), played);
    if (!code)
        return cl.fail(code.error());
    writeLine(*code);
    return ExitOk;
}

} // namespace morpion::cli
