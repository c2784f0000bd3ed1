// Starts the page: the core and the language's strings load side by side, then the grid
// of the link's fragment (which never reaches a server) opens, or the grid the page was
// written with (the self-contained page of `morpion-cli html`), or the 135 of the layer
// code's author, as the desktop program starts.

import { App } from "./app";
import { Core } from "./core";
import { preferredLanguage, rememberLanguage, setCatalogue, type Catalogue } from "./i18n";
import { linkText } from "./link";
import { Workers } from "./workers";

// What the self-contained page carries inline (web/tools/standalone.py).
interface Embedded {
  wasm: string; // base64
  catalogues: Record<string, Catalogue>;
  grid?: string;
}

function embedded(): Embedded | null {
  const e = document.getElementById("morpion-embed");
  return e ? (JSON.parse(e.textContent ?? "") as Embedded) : null;
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function catalogue(code: string, inline: Embedded | null): Promise<Catalogue> {
  if (inline) return inline.catalogues[code];
  const response = await fetch(`i18n/${code}.json`);
  if (!response.ok) throw new Error(`i18n/${code}.json: ${response.status}`);
  return (await response.json()) as Catalogue;
}

// The contexts of what the core says itself (translations/web_strings.py's whole_contexts
// but the legend's, which the page says): errors, the famous grids' titles and stories, and
// lists of names.
const coreContexts = ["ErrorText", "ErrorDetail", "FamousGrids", "NameList"];

// The core words errors, famous grids and lists of names in the page's language, from the
// catalogue's patterns of its contexts; in English it says them as the command line does.
function corePatterns(c: Catalogue): string | null {
  if (c.language === "en") return null;
  const patterns: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(c.messages))
    if (coreContexts.includes(key.slice(0, key.indexOf("\u0004")))) patterns[key] = value;
  return JSON.stringify(patterns);
}

async function main(): Promise<void> {
  const inline = embedded();
  const link = linkText(location.hash);
  const code = preferredLanguage();
  const [core, strings] = await Promise.all([Core.load(inline ? bytesOf(inline.wasm) : undefined), catalogue(code, inline)]);
  performance.mark("morpion-core"); // the module compiled and the strings in
  setCatalogue(strings);
  core.setCatalogue(corePatterns(strings));
  Workers.setCatalogue(corePatterns(strings) ?? "");
  // The page in one file carries no search module: its tabs are left out.
  if (inline) for (const id of ["tab-analysis", "tab-search"]) (document.getElementById(id) as HTMLElement).hidden = true;
  const app: App = new App(core, {
    switchLanguage: async (next) => {
      const c = await catalogue(next, inline);
      setCatalogue(c);
      core.setCatalogue(corePatterns(c));
      Workers.setCatalogue(corePatterns(c) ?? "");
      rememberLanguage(next);
      app.retranslate();
    },
  });
  app.start(link, inline?.grid ?? null);
  document.body.classList.add("ready");
  // The first frame with the grid in it (docs/performance.md reads this mark).
  requestAnimationFrame(() => performance.mark("morpion-drawn"));
  (window as unknown as { morpion: App }).morpion = app; // for the tests and the curious
}

void main();
