// Made by translations/web_strings.py extract from web/src/*.ts: the page's own strings,
// as lupdate reads them (it cannot read TypeScript; in an array it finds nothing, in an
// object it does). Do not edit; run translations/update.sh.
const QT_TRANSLATE_NOOP = (context, source) => source;
export const pageStrings = {
    // web/src/app.ts
    s1: QT_TRANSLATE_NOOP("WebPage", "Not a %1 grid. Read as %2, it is a %3 of %4 moves."),
    // web/src/app.ts
    s2: QT_TRANSLATE_NOOP("WebPage", "Open as %1"),
    // web/src/app.ts
    s3: QT_TRANSLATE_NOOP("WebPage", "As %1: %2"),
    // web/src/app.ts
    s4: QT_TRANSLATE_NOOP("WebPage", "Link copied"),
    // web/src/app.ts
    s5: QT_TRANSLATE_NOOP("WebPage", "Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else"),
    // web/src/texts.ts
    s6: QT_TRANSLATE_NOOP("WebPage", "Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG"),
    // web/src/texts.ts
    s7: QT_TRANSLATE_NOOP("WebPage", "Close"),
    // web/src/texts.ts
    s8: QT_TRANSLATE_NOOP("WebPage", "Copy"),
    // web/src/texts.ts
    s9: QT_TRANSLATE_NOOP("WebPage", "Copy Link"),
    // web/src/texts.ts
    s10: QT_TRANSLATE_NOOP("WebPage", "The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server"),
    // web/src/texts.ts
    s11: QT_TRANSLATE_NOOP("WebPage", "SVG Drawing"),
    // web/src/texts.ts
    s12: QT_TRANSLATE_NOOP("WebPage", "PNG Image"),
    // web/src/texts.ts
    s13: QT_TRANSLATE_NOOP("WebPage", "Legal moves: choose one to play it"),
    // web/src/texts.ts
    s14: QT_TRANSLATE_NOOP("WebPage", "Several lines go through this point: choose the one to draw"),
    // web/src/texts.ts
    s15: QT_TRANSLATE_NOOP("WebPage", "Points close together: tap the one to play"),
    // web/src/texts.ts
    s16: QT_TRANSLATE_NOOP("WebPage", "Drop a grid file or picture to open it"),
};
