#!/usr/bin/env bash
# Refreshes every catalogue from the sources with lupdate: new strings arrive unfinished,
# strings gone from the sources are dropped. A string whose tr() moved to another class
# (another context) keeps its translation: lupdate keeps the old message as obsolete, and
# `ts_tool.py carry` copies its translation to the new one, then drops the obsolete ones.
# The English catalogue only holds the plural forms of the English source strings
# (-pluralonly). Also the build's `update_translations` target. Then fill the unfinished
# messages (Qt Linguist, or translations/ts_tool.py export/import) and check with
# `bash translations/check.sh`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lupdate=${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
# The web page's own strings, from its TypeScript (web_strings.py), in a file lupdate reads.
python3 translations/web_strings.py extract
sources=(app core web/src/pagestrings.mjs resources/famous-grids.strings.mjs)
# The core marks its error details with MORPION_TR_NOOP("ErrorDetail", ...) (core/base/Phrase.h).
alias=(-tr-function-alias QT_TRANSLATE_NOOP+=MORPION_TR_NOOP)
others=()
for ts in translations/morpion_*.ts; do
    [[ $ts == translations/morpion_en.ts ]] || others+=("$ts")
done
"$lupdate" -silent "${alias[@]}" -locations relative -I . "${sources[@]}" -ts "${others[@]}"
"$lupdate" -silent "${alias[@]}" -locations relative -pluralonly -I . "${sources[@]}" -ts translations/morpion_en.ts
python3 translations/ts_tool.py carry translations/morpion_*.ts
