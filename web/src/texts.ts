// The page's fixed texts, labels and screen-reader names, in the current language: the
// desktop program's own words where it has them (the same catalogues), the page's in the
// context "WebPage".

import { plain, tr } from "./i18n";

type Target = { id: string; text?: string; label?: string; title?: string; placeholder?: string };

function set(t: Target): void {
  const e = document.getElementById(t.id);
  if (!e) return;
  if (t.text !== undefined) e.textContent = t.text;
  if (t.label !== undefined) e.setAttribute("aria-label", t.label);
  if (t.title !== undefined) e.setAttribute("title", t.title);
  if (t.placeholder !== undefined) e.setAttribute("placeholder", t.placeholder);
}

// A page served over the web, whose address others can open (not a saved or written
// file, whose file:// address opens only where it is).
export function sharedPage(): boolean {
  return location.protocol === "http:" || location.protocol === "https:";
}

export function applyTexts(): void {
  const code = "morpion::gui::CodeBar";
  const main = "morpion::gui::MainWindow";
  const bar = "morpion::gui::LayerBar";
  const panel = "morpion::gui::LayerPanel";
  const layerTip = (text: string, key: string) => tr(bar, "%1 (%2)").replace("%1", plain(text)).replace("%2", key);
  const targets: Target[] = [
    { id: "code-label", text: tr(code, "Open code:") },
    { id: "code", placeholder: tr(code, "Paste a layer code, a game number or a move list, then press Enter") },
    { id: "variant", label: tr(code, "Variant of the code"), title: tr(code, "Read codes as this variant (a prefix such as 5D: in the text wins)") },
    { id: "code-open", text: tr(code, "Open"), title: tr(code, "Open the code typed on the left") },
    { id: "open-file", text: plain(tr("morpion::gui::FileActions", "&Open…")), title: tr("WebPage", "Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG") },
    { id: "famous-button", text: plain(tr("morpion::gui::FamousGridsMenu", "Famous &Grids")) },
    { id: "famous-title", text: plain(tr("morpion::gui::FamousGridsMenu", "Famous &Grids")) },
    { id: "famous-close", text: tr("WebPage", "Close") },
    { id: "new-summary", text: plain(tr("morpion::gui::FileActions", "&New Game")) },
    { id: "copy-summary", text: tr("WebPage", "Copy") },
    { id: "copy-code", text: plain(tr("morpion::gui::CodeBar", "Copy &Layer Code")) },
    { id: "copy-number", text: plain(tr("morpion::gui::CodeBar", "Copy &Game Number")) },
    {
      id: "copy-link",
      text: tr("WebPage", "Copy Link"),
      title: sharedPage()
        ? tr("WebPage", "The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server")
        : tr("WebPage", "Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else"),
    },
    { id: "export-summary", text: tr("morpion::gui::ExportDialog", "Export Picture") },
    { id: "export-svg", text: tr("WebPage", "SVG Drawing") },
    { id: "export-png", text: tr("WebPage", "PNG Image") },
    { id: "view-summary", text: plain(tr(main, "&View")) },
    { id: "ghost-label", text: plain(tr("morpion::gui::ViewActions", "&Ghost Later Layers")) },
    { id: "numbers-label", text: plain(tr("morpion::gui::ViewActions", "Move N&umbers")) },
    { id: "language", label: plain(tr("morpion::gui::PreferencesDialog", "&Language:")) },
    { id: "layer-bar", label: tr(bar, "Layers") },
    { id: "first", label: plain(tr(bar, "&First Layer")), title: layerTip(tr(bar, "&First Layer"), "Home") },
    { id: "previous", label: plain(tr(bar, "&Previous Layer")), title: layerTip(tr(bar, "&Previous Layer"), "PgUp") },
    { id: "next", label: plain(tr(bar, "&Next Layer")), title: layerTip(tr(bar, "&Next Layer"), "PgDown") },
    { id: "last", label: plain(tr(bar, "&Last Layer")), title: layerTip(tr(bar, "&Last Layer"), "End") },
    { id: "slider", label: tr(bar, "Layer shown"), title: tr(bar, "Drag to move through the layers") },
    { id: "undo-label", text: plain(tr("morpion::gui::UndoActions", "&Undo")) },
    { id: "undo", label: plain(tr("morpion::gui::UndoActions", "&Undo")), title: plain(tr("morpion::gui::UndoActions", "&Undo")) + " (Ctrl+Z)" },
    { id: "redo-label", text: plain(tr("morpion::gui::UndoActions", "&Redo")) },
    { id: "redo", label: plain(tr("morpion::gui::UndoActions", "&Redo")), title: plain(tr("morpion::gui::UndoActions", "&Redo")) + " (Ctrl+Shift+Z)" },
    { id: "panel", label: tr(panel, "Layer panel") },
    { id: "chart-title", text: tr("morpion::gui::LayerChart", "Moves taken per layer") },
    { id: "chart", title: tr("morpion::gui::LayerChart", "Moves taken per layer; click a bar to show that layer") },
    { id: "moves", label: tr(panel, "Candidates of the layer") },
    { id: "col-number", text: tr(panel, "Code No."), title: tr(panel, "The candidate's number in the layer code's order, which is not the order of play that the status bar gives") },
    { id: "col-move", text: tr(panel, "Move") },
    { id: "col-bit", text: tr(panel, "Bit") },
    { id: "playable", label: tr("WebPage", "Legal moves: choose one to play it") },
    { id: "chooser-title", text: tr("WebPage", "Several lines go through this point: choose the one to draw") },
    { id: "chooser-close", text: tr("WebPage", "Close") },
    { id: "magnifier-title", text: tr("WebPage", "Points close together: tap the one to play") },
    { id: "magnifier-close", text: tr("WebPage", "Close") },
    { id: "drop", text: tr("WebPage", "Drop a grid file or picture to open it") },
    { id: "tabs", label: tr(panel, "Layer panel") },
    ...analysisTexts(),
    ...searchTexts(),
  ];
  targets.forEach(set);
}

// The Analysis tab: the desktop program's analysis panel's words, and the page's own.
function analysisTexts(): Target[] {
  const analysis = "morpion::gui::AnalysisPanel";
  const search = "morpion::gui::SearchPanel";
  const page = "WebPage";
  return [
    { id: "analysis-title", text: tr("morpion::gui::MainWindow", "Analysis") },
    { id: "analysis-budget-label", text: tr(analysis, "Playouts per position:").replace(/\s*[:：]\s*$/, "") },
    { id: "analysis-budget", placeholder: "16000" },
    { id: "analysis-nodes-label", text: tr(analysis, "Solver budget:").replace(/\s*[:：]\s*$/, ""), title: tr(analysis, "Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven") },
    { id: "analysis-nodes", placeholder: "10" },
    { id: "analysis-threads-label", text: plain(tr(search, "&Threads")), title: tr(page, "Positions searched at once, one per worker: the table is the same for any number") },
    { id: "analysis-settings-summary", text: tr(search, "Search settings") },
    { id: "analysis-seed-label", text: plain(tr(search, "See&d")), title: tr(page, "The same seed, playouts and passes give the same table as morpion-cli analyse") },
    { id: "analysis-seed", placeholder: "1" },
    { id: "analysis-passes-label", text: tr(page, "Passes"), title: tr(page, "Searches per position: the first from scratch, the others warmed toward the better game of the move before") },
    { id: "analysis-passes", placeholder: "4" },
    { id: "analysis-level-label", text: plain(tr(search, "&Nesting level")) },
    { id: "analysis-level", placeholder: "2" },
    { id: "analysis-per-level-label", text: tr(page, "Iterations per level") },
    { id: "analysis-per-level", placeholder: "100" },
    { id: "analysis-progress", label: tr(analysis, "Analysis progress") },
    { id: "analysis-chart", label: tr("morpion::gui::AnalysisChart", "Analysis chart") },
    { id: "analysis-moves", label: tr(analysis, "Moves of the game with what each lost") },
    { id: "analysis-col-number", text: tr(analysis, "No.") },
    { id: "analysis-col-move", text: tr(analysis, "Move") },
    { id: "analysis-col-loss", text: tr(analysis, "Loss") },
    { id: "analysis-copy", text: tr(page, "Copy Table"), title: tr(page, "Copy the table as morpion-cli analyse prints it") },
  ];
}

// The Search tab: the desktop program's search panel's words, and the page's own.
function searchTexts(): Target[] {
  const search = "morpion::gui::SearchPanel";
  const results = "morpion::gui::SearchResults";
  const page = "WebPage";
  return [
    { id: "search-title", text: tr("morpion::gui::MainWindow", "Search") },
    { id: "search-algo-label", text: plain(tr(search, "&Algorithm")), title: tr(search, "NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow") },
    { id: "search-from-label", text: plain(tr(search, "Start f&rom")) },
    { id: "search-iterations-label", text: tr(page, "Iterations in all"), title: tr(page, "Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit") },
    { id: "search-seconds-label", text: tr(page, "Seconds"), title: tr(page, "Stop after this many seconds; empty: run until Stop") },
    { id: "search-settings-summary", text: tr(search, "Search settings") },
    { id: "search-seed-label", text: plain(tr(search, "See&d")), title: tr(search, "The same seed, threads and parameters search the same games again (with an iteration budget, exactly); \"random\" picks a new seed at each start") },
    { id: "search-seed", placeholder: tr(search, "random") },
    { id: "search-threads-label", text: plain(tr(search, "&Threads")), title: tr(search, "Independent searches run side by side, one per core; the best of them is shown") },
    { id: "search-level-label", text: plain(tr(search, "&Nesting level")), title: tr(search, "Nesting level L: one search of level L plays about iterations^L playouts") },
    { id: "search-per-level-label", text: tr(page, "Iterations per level"), title: tr(search, "Iterations of each level (N in the paper)") },
    { id: "search-open", text: tr(page, "Open the Best"), title: tr(page, "Open the best grid found as the page's grid") },
    { id: "search-copy", text: tr(results, "Copy log"), title: tr(results, "Copy the log, one line per new best, in the seeds' form") },
    { id: "search-log", label: tr(page, "New bests: iteration, score, seconds, layer code") },
    { id: "solve-title", text: tr(page, "Solve from Here") },
    { id: "solve-nodes-label", text: tr(page, "Classes per worker"), title: tr(page, "The most classes of positions each worker visits: the answer is proven only when every one was visited") },
    { id: "solve-nodes", placeholder: "10000000" },
    { id: "solve-open", text: tr(page, "Open the Longest Game") },
    { id: "hint-label", text: tr(page, "Hint while playing 4T or 4D: the solver marks a move of the longest game left") },
  ];
}
