#include "app/gui/GridReader.h"

#include "app/gui/ErrorText.h"
#include "core/Alphabet.h"
#include "core/GameNumber.h"
#include "core/LayerCode.h"
#include "core/MoveText.h"
#include "core/Msr.h"
#include "core/Pentasol.h"
#include "core/Position.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace morpion::gui {

namespace {

constexpr qsizetype maxTextLength = 1 << 20;

// A move list replayed from the cross; the error names the list line of an illegal move.
Result<std::vector<Move>> replay(Variant v, const std::vector<NumberedMove>& list)
{
    Position pos(v);
    std::vector<Move> moves;
    moves.reserve(list.size());
    for (const NumberedMove& nm : list) {
        if (!pos.play(nm.move)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.line = nm.line;
            e.detail = formatMove(nm.move) + " (" + whyIllegal(v, moves, nm.move) + ")";
            return e;
        }
        moves.push_back(nm.move);
    }
    return moves;
}

// Any integer decodes to some game: once the number is used up, every further digit is 0
// and picks the first legal move. A text meant as something else (a layer code with a typo)
// therefore "decodes" to a game whose tail was guessed. This returns the number of bits of
// choice the tail made without the text (trailing 0 digits where there was a choice), and
// the move where the guessing began.
std::pair<double, int> guessedTail(Variant v, const std::vector<Move>& moves)
{
    Position pos(v);
    std::vector<double> bits(moves.size(), 0.0);
    std::vector<bool> zero(moves.size(), false);
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const auto legal = pos.legalMoves();
        zero[k] = !legal.empty() && legal.front() == moves[k];
        bits[k] = std::log2(static_cast<double>(legal.size()) + 1.0);
        pos.play(moves[k]);
    }
    double total = 0;
    std::size_t k = moves.size();
    while (k > 0 && zero[k - 1]) {
        --k;
        total += bits[k];
    }
    return {total, static_cast<int>(k)};
}

// Above this many guessed bits (odds of 1 in 65536 for a real game) a text is not taken as
// a game number.
constexpr double maxGuessedBits = 16.0;

} // namespace

QString GridReader::kindName(Kind kind)
{
    switch (kind) {
    case Kind::LayerCode: return tr("layer code");
    case Kind::GameNumber: return tr("game number");
    case Kind::MoveList: return tr("move list");
    case Kind::Record: return tr("record");
    }
    return {};
}

GridReader::Outcome GridReader::read(const QString& input, Variant variant)
{
    Outcome out;
    out.variant = variant;
    if (input.size() > maxTextLength) {
        out.message = tr("The text is too long (%1 characters).").arg(input.size());
        return out;
    }
    QString text = input.trimmed();
    // Offset of `text` in `input`, for positions in messages.
    qsizetype bodyStart = 0;
    while (bodyStart < input.size() && input.at(bodyStart).isSpace())
        ++bodyStart;
    if (text.isEmpty()) {
        out.message = tr("There is nothing to read: paste a layer code, a game number or a move list.");
        return out;
    }

    // A variant prefix: two characters and a colon, e.g. "5D:".
    static const QRegularExpression prefix(QStringLiteral("^([0-9][A-Za-z])\\s*:"));
    bool variantNamed = false;
    if (const auto m = prefix.match(text); m.hasMatch()) {
        variantNamed = true;
        const auto parsed = parseVariant(m.captured(1).toStdString());
        if (!parsed) {
            out.message = tr("Unknown variant “%1” (expected 5T, 5D, 4T or 4D).").arg(m.captured(1));
            return out;
        }
        out.variant = *parsed;
        bodyStart += m.capturedLength();
        text = text.mid(m.capturedLength());
    }
    const Variant v = out.variant;

    // Record files pasted as text: MSR JSON (or its compact MS1 form) and Pentasol.
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')) || trimmed.startsWith(QLatin1String("MS1:"), Qt::CaseInsensitive)) {
        out.kind = Kind::Record;
        const auto record = readMsr(text.toStdString(), out.variant);
        if (!record) {
            out.message = tr("Not a valid MSR record: %1.").arg(ErrorText::describe(record.error()));
            return out;
        }
        out.variant = record->variant;
        out.moves = record->moves;
        out.info = GridInfo(record->document);
        out.ok = true;
        return out;
    }
    static const QRegularExpression pentasolStart(QStringLiteral("^(#[^\\n]*\\n|\\s)*\\(\\s*-?\\d+\\s*,\\s*-?\\d+\\s*\\)\\s*(\\n|$)"));
    if (pentasolStart.match(trimmed).hasMatch()) {
        out.kind = Kind::Record;
        const std::string body = text.toStdString();
        // The file does not name its variant: a prefix decides, else the chosen variant if
        // the file is legal under it, else the first variant under which it is legal.
        auto record = readPentasol(body, variantNamed ? std::optional<Variant>(v) : std::nullopt);
        if (!record) {
            out.message = tr("Not a valid Pentasol record: %1.").arg(ErrorText::describe(record.error()));
            return out;
        }
        const std::vector<Variant> legal = record->legalVariants;
        if (!variantNamed && record->variant != v && std::find(legal.begin(), legal.end(), v) != legal.end()) {
            record = readPentasol(body, v);
            if (!record) {
                out.message = tr("Not a valid Pentasol record: %1.").arg(ErrorText::describe(record.error()));
                return out;
            }
        }
        out.variant = record->variant;
        out.moves = record->moves;
        out.info = GridInfo::fromComments(body);
        out.ok = true;
        if (!variantNamed) {
            auto name = [](Variant x) { return QString::fromLatin1(variantName(x).data(), 2); };
            QStringList others;
            for (const Variant x : legal)
                if (x != out.variant)
                    others << name(x);
            if (out.variant != v)
                out.note = tr("The Pentasol file was read as %1: it is not legal as %2, the chosen variant.").arg(name(out.variant), name(v));
            else if (!others.isEmpty())
                out.note = tr("The Pentasol file was read as %1, the chosen variant.").arg(name(out.variant));
            if (!others.isEmpty())
                out.note += QLatin1Char(' ') + tr("It is also legal as %1; choose that variant in the code bar and open it again to read it so.")
                                                   .arg(others.join(QStringLiteral(", ")));
        }
        return out;
    }

    // Move lists have brackets; codes never do.
    if (text.contains(QLatin1Char('('))) {
        out.kind = Kind::MoveList;
        const auto list = parseMoveList(text.toStdString(), lineLength(v));
        if (!list) {
            out.message = tr("Not a valid move list: %1.").arg(ErrorText::describe(list.error()));
            return out;
        }
        auto moves = replay(v, list.value());
        if (!moves) {
            out.message = tr("Not a valid move list: %1.").arg(ErrorText::describe(moves.error()));
            return out;
        }
        out.moves = std::move(moves).value();
        out.ok = true;
        return out;
    }

    // A code may have been wrapped over lines: drop the white space, but keep where each
    // character stood so that messages count positions in the text as the user sees it.
    std::string code;
    std::vector<std::int64_t> origin;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isSpace())
            continue;
        const QChar c = text.at(i);
        code.push_back(c.unicode() < 128 ? static_cast<char>(c.unicode()) : '\x7f');
        origin.push_back(bodyStart + i);
    }
    auto located = [&](Error e) {
        if (e.position >= 0 && static_cast<std::size_t>(e.position) < origin.size())
            e.position = origin[static_cast<std::size_t>(e.position)];
        return e;
    };
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (alphabetValue(code[i]) < 0) {
            Error e;
            e.kind = ErrorKind::BadCharacter;
            e.position = origin[i];
            out.errorAt = static_cast<qsizetype>(origin[i]);
            out.message = tr("Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).")
                              .arg(ErrorText::describe(e), input.mid(static_cast<qsizetype>(origin[i]), 1));
            return out;
        }
    }
    auto layering = decodeLayerCode(v, code);
    if (layering) {
        out.kind = Kind::LayerCode;
        out.moves = layering->movesInOrder();
        out.ok = true;
        return out;
    }
    auto number = decodeGameNumber(v, code);
    if (number) {
        const auto [guessed, from] = guessedTail(v, number.value());
        if (guessed > maxGuessedBits) {
            if (const Error e = located(layering.error()); e.position >= 0)
                out.errorAt = static_cast<qsizetype>(e.position);
            out.message = tr("Not a valid %1 layer code: %2.\nNot a game number either: it runs out after move %3, "
                             "and the rest of the game would be guessed.")
                              .arg(QString::fromLatin1(variantName(v).data(), 2), ErrorText::describe(located(layering.error())))
                              .arg(from);
            return out;
        }
        out.kind = Kind::GameNumber;
        out.moves = std::move(number).value();
        out.ok = true;
        return out;
    }
    if (const Error e = located(layering.error()); e.position >= 0)
        out.errorAt = static_cast<qsizetype>(e.position);
    out.message = tr("Not a valid %1 layer code: %2.\nNot a game number either: %3.")
                      .arg(QString::fromLatin1(variantName(v).data(), 2), ErrorText::describe(located(layering.error())),
                           ErrorText::describe(located(number.error())));
    return out;
}

} // namespace morpion::gui
