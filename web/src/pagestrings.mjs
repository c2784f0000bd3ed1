// Made by translations/web_strings.py extract from web/src/*.ts: the page's own strings,
// as lupdate reads them (it cannot read TypeScript; in an array it finds nothing, in an
// object it does). Do not edit; run translations/update.sh.
const QT_TRANSLATE_NOOP = (context, source) => source;
export const pageStrings = {
    // web/src/analysispanel.ts
    s1: QT_TRANSLATE_NOOP("WebPage", "Analysis table copied"),
    // web/src/app.ts
    s2: QT_TRANSLATE_NOOP("WebPage", "Not a %1 grid. Read as %2, it is a %3 of %4 moves."),
    // web/src/app.ts
    s3: QT_TRANSLATE_NOOP("WebPage", "Open as %1"),
    // web/src/app.ts
    s4: QT_TRANSLATE_NOOP("WebPage", "As %1: %2"),
    // web/src/app.ts
    s5: QT_TRANSLATE_NOOP("WebPage", "Link copied"),
    // web/src/app.ts
    s6: QT_TRANSLATE_NOOP("WebPage", "Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else"),
    // web/src/searchpanel.ts
    s7: QT_TRANSLATE_NOOP("WebPage", "Start a search with these settings"),
    // web/src/searchpanel.ts
    s8: QT_TRANSLATE_NOOP("WebPage", "Best %1 after %2 in %3 s (%4 per second)."),
    // web/src/searchpanel.ts
    s9: QT_TRANSLATE_NOOP("WebPage", "The best grid so far: %1 moves"),
    // web/src/solvepanel.ts
    s10: QT_TRANSLATE_NOOP("WebPage", "The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget."),
    // web/src/solvepanel.ts
    s11: QT_TRANSLATE_NOOP("WebPage", "Solve"),
    // web/src/solvepanel.ts
    s12: QT_TRANSLATE_NOOP("WebPage", "Solving…"),
    // web/src/solvepanel.ts
    s13: QT_TRANSLATE_NOOP("WebPage", "Solving: %1 classes visited, the longest game so far %2 more moves, %3 s"),
    // web/src/solvepanel.ts
    s14: QT_TRANSLATE_NOOP("WebPage", "Stopped: nothing is proven."),
    // web/src/solvepanel.ts
    s15: QT_TRANSLATE_NOOP("WebPage", "The solver could not run: %1"),
    // web/src/solvepanel.ts
    s16: QT_TRANSLATE_NOOP("WebPage", "Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited)."),
    // web/src/solvepanel.ts
    s17: QT_TRANSLATE_NOOP("WebPage", "Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid."),
    // web/src/solvepanel.ts
    s18: QT_TRANSLATE_NOOP("WebPage", "Hint: solving…"),
    // web/src/solvepanel.ts
    s19: QT_TRANSLATE_NOOP("WebPage", "Hint: the longest game from here has %1 more moves (proven); one of its moves is marked."),
    // web/src/solvepanel.ts
    s20: QT_TRANSLATE_NOOP("WebPage", "Hint: at least %1 more moves from here (not proven); one move of that game is marked."),
    // web/src/texts.ts
    s21: QT_TRANSLATE_NOOP("WebPage", "Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG"),
    // web/src/texts.ts
    s22: QT_TRANSLATE_NOOP("WebPage", "Close"),
    // web/src/texts.ts
    s23: QT_TRANSLATE_NOOP("WebPage", "Copy"),
    // web/src/texts.ts
    s24: QT_TRANSLATE_NOOP("WebPage", "Copy Link"),
    // web/src/texts.ts
    s25: QT_TRANSLATE_NOOP("WebPage", "The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server"),
    // web/src/texts.ts
    s26: QT_TRANSLATE_NOOP("WebPage", "SVG Drawing"),
    // web/src/texts.ts
    s27: QT_TRANSLATE_NOOP("WebPage", "PNG Image"),
    // web/src/texts.ts
    s28: QT_TRANSLATE_NOOP("WebPage", "Legal moves: choose one to play it"),
    // web/src/texts.ts
    s29: QT_TRANSLATE_NOOP("WebPage", "Several lines go through this point: choose the one to draw"),
    // web/src/texts.ts
    s30: QT_TRANSLATE_NOOP("WebPage", "Points close together: tap the one to play"),
    // web/src/texts.ts
    s31: QT_TRANSLATE_NOOP("WebPage", "Drop a grid file or picture to open it"),
    // web/src/texts.ts
    s32: QT_TRANSLATE_NOOP("WebPage", "Positions searched at once, one per worker: the table is the same for any number"),
    // web/src/texts.ts
    s33: QT_TRANSLATE_NOOP("WebPage", "The same seed, playouts and passes give the same table as morpion-cli analyse"),
    // web/src/texts.ts
    s34: QT_TRANSLATE_NOOP("WebPage", "Passes"),
    // web/src/texts.ts
    s35: QT_TRANSLATE_NOOP("WebPage", "Searches per position: the first from scratch, the others warmed toward the better game of the move before"),
    // web/src/texts.ts
    s36: QT_TRANSLATE_NOOP("WebPage", "Iterations per level"),
    // web/src/texts.ts
    s37: QT_TRANSLATE_NOOP("WebPage", "Copy Table"),
    // web/src/texts.ts
    s38: QT_TRANSLATE_NOOP("WebPage", "Copy the table as morpion-cli analyse prints it"),
    // web/src/texts.ts
    s39: QT_TRANSLATE_NOOP("WebPage", "Iterations in all"),
    // web/src/texts.ts
    s40: QT_TRANSLATE_NOOP("WebPage", "Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit"),
    // web/src/texts.ts
    s41: QT_TRANSLATE_NOOP("WebPage", "Seconds"),
    // web/src/texts.ts
    s42: QT_TRANSLATE_NOOP("WebPage", "Stop after this many seconds; empty: run until Stop"),
    // web/src/texts.ts
    s43: QT_TRANSLATE_NOOP("WebPage", "Open the Best"),
    // web/src/texts.ts
    s44: QT_TRANSLATE_NOOP("WebPage", "Open the best grid found as the page's grid"),
    // web/src/texts.ts
    s45: QT_TRANSLATE_NOOP("WebPage", "New bests: iteration, score, seconds, layer code"),
    // web/src/texts.ts
    s46: QT_TRANSLATE_NOOP("WebPage", "Solve from Here"),
    // web/src/texts.ts
    s47: QT_TRANSLATE_NOOP("WebPage", "Classes per worker"),
    // web/src/texts.ts
    s48: QT_TRANSLATE_NOOP("WebPage", "The most classes of positions each worker visits: the answer is proven only when every one was visited"),
    // web/src/texts.ts
    s49: QT_TRANSLATE_NOOP("WebPage", "Open the Longest Game"),
    // web/src/texts.ts
    s50: QT_TRANSLATE_NOOP("WebPage", "Hint while playing 4T or 4D: the solver marks a move of the longest game left"),
};
