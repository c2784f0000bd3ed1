// The page's languages: the catalogues of translations/*.ts, converted at build time by
// translations/web_strings.py into one JSON file per language (i18n/<code>.json), or
// inlined in the self-contained page. Every string goes through tr() with literal text,
// which that script checks against the catalogues.

export interface Catalogue {
  language: string;
  plural: "one" | "french" | "none";
  messages: Record<string, string | string[]>;
}

// The languages there are catalogues of, English first (the desktop program's order).
export const languages = ["en", "de", "es", "fr", "it", "ja", "ko", "nl", "pt"];

let current: Catalogue = { language: "en", plural: "one", messages: {} };

export function setCatalogue(c: Catalogue): void {
  current = c;
  document.documentElement.lang = c.language;
}

export function language(): string {
  return current.language;
}

// The index of the plural form for n, as Qt's numerus rules have it.
function pluralForm(n: number): number {
  switch (current.plural) {
    case "none":
      return 0;
    case "french":
      return n <= 1 ? 0 : 1;
    default:
      return n === 1 ? 0 : 1;
  }
}

// The text of `source` in `context`, in the current language; with n, its plural form for
// n with %n filled (as Qt's tr(source, nullptr, n)).
export function tr(context: string, source: string, n?: number): string {
  const found = current.messages[context + "\u0004" + source];
  let text = source;
  if (Array.isArray(found)) text = found[Math.min(pluralForm(n ?? 1), found.length - 1)] || source;
  else if (typeof found === "string" && found) text = found;
  if (n !== undefined) text = text.replace(/%n/g, String(n));
  return text;
}

// A text the core hands over (a legend line of the scene), in a context that
// translations/web_strings.py takes whole: tr() is for the page's own literal texts.
export function translate(context: string, source: string): string {
  const found = current.messages[context + "\u0004" + source];
  return typeof found === "string" && found ? found : source;
}

// A pattern's %1..%9 filled in one pass (QString::arg of several arguments).
export function fill(pattern: string, ...args: (string | number)[]): string {
  return pattern.replace(/%([1-9])/g, (whole, d: string) => {
    const i = Number(d) - 1;
    return i < args.length ? String(args[i]) : whole;
  });
}

// A menu text without its access key ("&Open…" -> "Open…", "開く(&O)…" -> "開く…"), as
// Qt's platform themes take mnemonics out.
export function plain(text: string): string {
  return text.replace(/\s*\(&[^&)]\)/g, "").replace(/&(.)/g, "$1");
}

// The language as its speakers write it, capitalised as the desktop program does.
export function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

// The language to start in: the one chosen before on this device, else the first of the
// browser's that there is a catalogue of, else English.
export function preferredLanguage(): string {
  try {
    const chosen = localStorage.getItem("morpion-language");
    if (chosen && languages.includes(chosen)) return chosen;
  } catch {
    // storage may be off (a file:// page in some browsers): follow the browser
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split("-")[0];
    if (languages.includes(code)) return code;
  }
  return "en";
}

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem("morpion-language", code);
  } catch {
    // not remembered: the next visit follows the browser
  }
}
