#!/usr/bin/env bash
# CI's catalogue check: refreshes a copy of every catalogue from the sources (keeping
# strings gone from the sources, marked obsolete) and fails when any message is unfinished,
# obsolete, empty, or loses a place marker or an access key, or breaks its language's glossary. Fix with translations/update.sh,
# then translate what it leaves unfinished.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lupdate=${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
# The web page's strings as lupdate reads them must be those of its sources.
python3 translations/web_strings.py check
sources=(app core web/src/pagestrings.mjs resources/famous-grids.strings.mjs)
# The core marks its error details with MORPION_TR_NOOP("ErrorDetail", ...) (core/base/Phrase.h).
alias=(-tr-function-alias QT_TRANSLATE_NOOP+=MORPION_TR_NOOP)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp translations/morpion_*.ts "$copy/"
others=()
for ts in "$copy"/morpion_*.ts; do
    [[ $ts == "$copy/morpion_en.ts" ]] || others+=("$ts")
done
"$lupdate" -silent "${alias[@]}" -locations none -I . "${sources[@]}" -ts "${others[@]}" 2>/dev/null
"$lupdate" -silent "${alias[@]}" -locations none -pluralonly -I . "${sources[@]}" -ts "$copy/morpion_en.ts" 2>/dev/null
python3 translations/ts_tool.py check "$copy"/morpion_*.ts
# One word for each thing and the language's typography (translations/glossary_<lang>.tsv).
python3 translations/glossary.py check
