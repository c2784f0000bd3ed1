// The panel's tabs, as the desktop program's docks: Layers (the layer panel), Analysis and
// Search (the search and the solver). Beside the board on a desktop, under it on a phone.
// The tab shown is kept in the browser.

import type { Move } from "./core";
import { type AnalysisHost, AnalysisPanel } from "./analysispanel";
import { tr } from "./i18n";
import { SearchPanel } from "./searchpanel";
import { SolvePanel } from "./solvepanel";

const names = ["layers", "analysis", "search"] as const;
type Name = (typeof names)[number];

export class Tabs {
  readonly analysis: AnalysisPanel;
  readonly search: SearchPanel;
  readonly solve: SolvePanel;

  constructor(host: AnalysisHost, showHint: (move: Move | null) => void) {
    this.analysis = new AnalysisPanel(host);
    this.search = new SearchPanel(host);
    this.solve = new SolvePanel(host, showHint);
    const list = document.getElementById("tabs") as HTMLElement;
    for (const name of names) (document.getElementById(`tab-${name}`) as HTMLElement).onclick = () => this.show(name);
    // Arrow keys move between the tabs (the ARIA tabs pattern).
    list.addEventListener("keydown", (e) => {
      const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!step) return;
      const next = names[(names.indexOf(this.current) + step + names.length) % names.length];
      this.show(next);
      document.getElementById(`tab-${next}`)?.focus();
      e.preventDefault();
    });
    let kept: string | null = null;
    try {
      kept = localStorage.getItem("morpion-tab");
    } catch {
      // storage off: the first tab
    }
    const usable = (n: string | null) => names.includes(n as Name) && !(document.getElementById(`tab-${n}`) as HTMLElement).hidden;
    this.show(usable(kept) ? (kept as Name) : "layers", false);
  }

  private current: Name = "layers";

  show(name: Name, remember = true): void {
    this.current = name;
    for (const n of names) {
      const tab = document.getElementById(`tab-${n}`) as HTMLElement;
      tab.setAttribute("aria-selected", String(n === name));
      tab.tabIndex = n === name ? 0 : -1;
      (document.getElementById(`page-${n}`) as HTMLElement).hidden = n !== name;
    }
    if (name === "search") this.search.paintPreview();
    if (name === "analysis") this.analysis.render(); // the chart takes the tab's width
    if (!remember) return;
    try {
      localStorage.setItem("morpion-tab", name);
    } catch {
      // not kept
    }
  }

  get shown(): Name {
    return this.current;
  }

  // The grid changed (opened, played, taken back).
  stateChanged(): void {
    this.analysis.stateChanged();
    this.solve.stateChanged();
  }

  retranslate(): void {
    const main = "morpion::gui::MainWindow";
    (document.getElementById("tab-layers") as HTMLElement).textContent = tr(main, "Layers");
    (document.getElementById("tab-analysis") as HTMLElement).textContent = tr(main, "Analysis");
    (document.getElementById("tab-search") as HTMLElement).textContent = tr(main, "Search");
    this.analysis.retranslate();
    this.search.retranslate();
    this.solve.retranslate();
  }
}
