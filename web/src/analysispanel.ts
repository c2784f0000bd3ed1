// The Analysis tab: the desktop program's analysis of the open game (app/gui/analysis),
// run in k workers as morpion-cli analyse runs it on k threads: the same searches with the
// same seeds, put together by the core, so that the table is the command line's. Progress
// in searches, Cancel keeping what was found, the chart of E(k) with the largest losses,
// the moves with their losses, the better line drawn over a marked move's position, and
// playing it as one undo step.

import type { AnalysisView } from "./core";
import { markText, moveAtChart, paintAnalysisChart } from "./analysischart";
import { fill, plain, tr } from "./i18n";
import { type Host, wholeIn } from "./searchpanel";
import { Stopped, Workers } from "./workers";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const panel = "morpion::gui::AnalysisPanel";

// The defaults of morpion-cli analyse (core/search/GameAnalyser.h).
// The solver's budget per position in millions of classes (AnalysisOptions::defaultNodes).
export const analysisDefaults = { budget: 16000, seed: "1", level: 2, perLevel: 100, passes: 4, millionNodes: 10 };

interface Options {
  variant: string;
  game: unknown[];
  budget: number;
  seed: string;
  level: number;
  perLevel: number;
  passes: number;
  reuse: boolean;
  nodes: number; // the solver's budget per position (0: no solving)
}

interface Search {
  position: number;
  game: unknown[];
  proven?: boolean; // the solver's: the game is a longest one
}

// The solver's walk under way (ms_analyse_endgame's messages).
interface Solving {
  position: number;
  nodes: number;
}

// What the tab needs of the page beyond the Search tab's host.
export interface AnalysisHost extends Host {
  // The board shows the position after `move` moves with the better game over it (0: the grid).
  showBetter(move: number): void;
  // The game changed by the panel (the better line played).
  changed(): void;
}

export class AnalysisPanel {
  private running = false;
  private searches: Search[] = [];
  private total = 0;
  private started = 0;
  private picked = 0;
  private status = "";
  private options: Options | null = null;
  private refreshTimer = 0;
  private pass = 0; // the pass under way
  private proofs = 0; // the solver's results among the searches
  private solving: Solving | null = null; // while the solver's stage runs
  private passSearches = 0; // the searches of a pass
  private readonly workers = new Workers();

  constructor(private readonly host: AnalysisHost) {
    $("analysis-run").onclick = () => (this.running ? this.cancel() : void this.start());
    $("analysis-play").onclick = () => this.playBetter();
    $("analysis-copy").onclick = () => void this.copyTable();
    $<HTMLInputElement>("analysis-threads").value = String(Workers.available());
    const chart = $("analysis-chart");
    chart.onclick = (e) => {
      const r = chart.getBoundingClientRect();
      const m = moveAtChart(this.view(), r.width, r.height, e.clientX - r.left, e.clientY - r.top);
      if (m) this.pick(m);
    };
  }

  get isRunning(): boolean {
    return this.running;
  }

  private view(): AnalysisView | null {
    return this.host.core.analysis();
  }

  retranslate(): void {
    this.setRunning(this.running);
    this.render();
  }

  // The grid changed (opened, played, taken back): the analysis shown is the game's, or none.
  stateChanged(): void {
    if (this.running) return;
    const a = this.view();
    if (this.picked && (!a || this.picked > a.moves)) this.picked = 0;
    this.render();
  }

  private readOptions(): Options | null {
    const game = this.host.core.moves();
    if (!game) return null;
    return {
      variant: this.host.state().variant,
      game,
      budget: wholeIn("analysis-budget", analysisDefaults.budget),
      seed: $<HTMLInputElement>("analysis-seed").value.trim() || analysisDefaults.seed,
      level: wholeIn("analysis-level", analysisDefaults.level),
      perLevel: wholeIn("analysis-per-level", analysisDefaults.perLevel),
      passes: wholeIn("analysis-passes", analysisDefaults.passes),
      reuse: false, // morpion-cli analyse's default; the page offers no other
      nodes: Math.max(0, wholeIn("analysis-nodes", analysisDefaults.millionNodes)) * 1000000,
    };
  }

  async start(): Promise<void> {
    if (this.running) return;
    if (this.host.state().score === 0) {
      this.host.say(tr(panel, "Play or open a game, then Analyse Game shows what each move lost."), true);
      return;
    }
    const options = this.readOptions();
    if (!options) return;
    let plan;
    try {
      plan = (await Workers.coordinator()).call("ms_analysis", { options, pass: 0, searches: [] });
    } catch (e) {
      this.host.say(fill(tr(panel, "The analysis could not run: %1"), (e as Error).message), true);
      return;
    }
    if (!plan.ok) {
      this.host.say(fill(tr(panel, "The analysis could not run: %1"), plan.error.text ?? plan.error.message), true);
      return;
    }
    this.options = options;
    this.searches = [];
    this.proofs = 0;
    this.pass = 0;
    this.total = plan.searches;
    this.picked = 0;
    this.host.showBetter(0);
    this.started = performance.now();
    this.setRunning(true);
    const threads = Math.max(1, wholeIn("analysis-threads", Workers.available()));
    let stopped = false;
    try {
      let chains: unknown[][] = plan.chains;
      if (options.nodes > 0) {
        await this.solveEndgame(options);
        const solved = await this.combine(0);
        chains = solved.chains;
        this.total = solved.searches;
      }
      this.passSearches = chains.reduce((n, c) => n + c.length, 0);
      for (let pass = 0; pass < options.passes && chains.length; ++pass) {
        this.pass = pass;
        await this.runPass(options, chains, Math.min(threads, chains.length));
        if (pass + 1 < options.passes) chains = (await this.combine(pass + 1)).chains;
      }
    } catch (e) {
      stopped = e instanceof Stopped;
      if (!stopped) this.host.say(fill(tr(panel, "The analysis could not run: %1"), (e as Error).message), true);
    }
    this.workers.stop();
    await this.finish(stopped);
  }

  // The solver's stage on one worker, as morpion-cli analyse runs it before the searches:
  // from the game's end back, the positions proven within the budget.
  private async solveEndgame(options: Options): Promise<void> {
    this.solving = { position: options.game.length, nodes: 0 };
    this.showStatus();
    try {
      const answer = await this.workers.run(0, "ms_analyse_endgame", { options }, (m: { type: string } & Search & Solving) => {
        if (m.type === "solving") this.solving = { position: m.position, nodes: m.nodes };
        else if (m.type === "search") {
          this.searches.push({ position: m.position, game: m.game, proven: m.proven });
          ++this.proofs;
          this.scheduleRefresh();
        }
        this.showStatus();
      });
      if (!answer.ok) throw new Error(answer.error.text ?? answer.error.message);
    } finally {
      this.solving = null;
    }
  }

  // One pass: its chains handed out to the workers in order, each worker taking the next
  // when it is done, as the command line's threads take them.
  private async runPass(options: Options, chains: unknown[][], workers: number): Promise<void> {
    let next = 0;
    const worker = async (index: number) => {
      while (next < chains.length) {
        const chain = chains[next++];
        const answer = await this.workers.run(index, "ms_analyse", { options, chain }, (m: { type: string } & Search) => {
          if (m.type !== "search") return;
          this.searches.push({ position: m.position, game: m.game });
          this.scheduleRefresh();
        });
        if (!answer.ok) throw new Error(answer.error.text ?? answer.error.message);
      }
    };
    await Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  }

  // The analysis the searches done make, made the game's; the chains of pass `pass`.
  private async combine(pass: number): Promise<{ chains: unknown[][]; searches: number }> {
    const coordinator = await Workers.coordinator();
    const r = coordinator.call("ms_analysis", { options: this.options, pass, searches: this.searches });
    if (!r.ok) throw new Error(r.error.text ?? r.error.message);
    const set = this.host.core.setAnalysis(JSON.stringify(r.field));
    if (!set.ok) throw new Error(set.error.text ?? set.error.message);
    return r;
  }

  // The chart and the moves follow the searches a few times a second.
  private scheduleRefresh(): void {
    this.showStatus();
    if (this.refreshTimer) return;
    this.refreshTimer = window.setTimeout(async () => {
      this.refreshTimer = 0;
      // Hidden, the tab waits: the page's thread stays the board's (the end puts all together).
      if (!this.running || $("page-analysis").hidden) return;
      try {
        await this.combine(this.options ? this.options.passes : 0);
        this.render();
      } catch {
        // the next refresh or the end says it
      }
    }, 500);
  }

  cancel(): void {
    this.workers.stop(); // the jobs fail with Stopped; the searches done are kept
  }

  private async finish(stopped: boolean): Promise<void> {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = 0;
    try {
      await this.combine(this.options ? this.options.passes : 0);
    } catch (e) {
      this.host.say(fill(tr(panel, "The analysis could not run: %1"), (e as Error).message), true);
    }
    this.setRunning(false);
    const a = this.view();
    const run = $("analysis-run");
    run.dataset.runs = String(Number(run.dataset.runs ?? 0) + 1); // for the suites: a run ended
    if (stopped && a) this.status = this.cancelledText(a) + " " + tr(panel, "What they found is shown.");
    else this.status = a ? tr(panel, "Analysed the game: %n move(s)", a.moves) : "";
    if (a && a.largest.length) this.pick(a.largest[0]);
    this.render();
  }

  // Which passes ran: all positions once, then how far the pass under way got (as the
  // desktop program's AnalysisPanel::cancelledText says it).
  private cancelledText(a: AnalysisView): string {
    const passes = Math.max(1, this.options?.passes ?? 1);
    const positions = a.moves + 1;
    if (passes === 1) return fill(tr(panel, "Cancelled: %1 of %2 positions searched."), a.searched, positions);
    if (this.pass === 0) return fill(tr(panel, "Cancelled in the first of %n passes: %1 of %2 positions searched.", passes), a.searched, positions);
    const inPass = Math.min(this.passSearches, Math.max(0, this.searches.length - this.proofs - this.pass * this.passSearches));
    return fill(
      tr(panel, "Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one."),
      this.pass + 1,
      passes,
      inPass,
      this.passSearches,
    );
  }

  private setRunning(running: boolean): void {
    this.running = running;
    $("analysis-run").textContent = plain(running ? tr(panel, "Cancel &Analysis") : tr(panel, "&Analyse Game"));
    for (const id of ["analysis-budget", "analysis-seed", "analysis-threads", "analysis-level", "analysis-per-level", "analysis-passes", "analysis-nodes"])
      $<HTMLInputElement>(id).disabled = running;
    if (running) this.status = "";
    this.showStatus();
  }

  private showStatus(): void {
    const out = $("analysis-status");
    if (!this.running) {
      out.textContent = this.status || tr("morpion::gui::AnalysisChart", "Analyse Game draws here, move by move, the longest game the search still finds after it.");
      return;
    }
    const seconds = Math.round((performance.now() - this.started) / 1000);
    const bar = $<HTMLProgressElement>("analysis-progress");
    if (this.solving) {
      out.textContent = fill(
        tr(panel, "Solving the endgame: position %1, %2 proven, %3 nodes, %4 s"),
        this.solving.position,
        this.proofs,
        this.solving.nodes.toLocaleString(),
        seconds,
      );
      bar.removeAttribute("value"); // how long the walks take is not known: a busy bar
      return;
    }
    const done = this.searches.length - this.proofs;
    out.textContent = fill(tr(panel, "Analysing: %1 of %2 searches, %3 s"), done, this.total, seconds);
    bar.max = Math.max(1, this.total);
    bar.value = done;
  }

  // A move picked in the chart or the list: its position with the better game over it.
  pick(move: number): void {
    this.picked = move;
    this.host.showBetter(move);
    this.render();
  }

  private playBetter(): void {
    const r = this.host.core.playBetter(this.picked);
    if (!r.ok) {
      this.host.say(r.error.text ?? r.error.message, true);
      return;
    }
    const move = this.picked;
    this.picked = 0;
    this.host.showBetter(0);
    this.host.changed();
    this.host.say(fill(tr(panel, "Took the game back to before move %1 and played the better line: %n move(s)", r.state.score), move));
  }

  render(): void {
    const a = this.view();
    $("analysis-progress").hidden = !this.running;
    this.showStatus();
    const svg = $("analysis-chart") as unknown as SVGSVGElement;
    const w = Math.max(1, svg.clientWidth || 320);
    const h = Math.max(1, svg.clientHeight || 180);
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    svg.innerHTML = paintAnalysisChart(a, this.host.palette(), w, h, this.picked);
    this.renderMoves(a);
    const row = a && this.picked ? a.rows[this.picked - 1] : null;
    $("analysis-detail").textContent = row
      ? row.before === null || row.after === null
        ? fill(tr(panel, "move %1 (%2): not analysed"), row.move, row.text)
        : row.proven
          ? fill(tr(panel, "move %1 (%2): proven best before %3, after %4, loss %5 exactly"), row.move, row.text, row.before, row.after, row.loss ?? 0)
          : fill(tr(panel, "move %1 (%2): best found before %3, after %4, loss %5"), row.move, row.text, row.before, row.after, row.loss ?? 0)
      : "";
    const play = $<HTMLButtonElement>("analysis-play");
    play.disabled = !row || !row.better || this.running;
    play.textContent = row && row.better ? fill(tr(panel, "Play the better line from move %1"), row.move) : tr(panel, "Play the Better Line From Here");
    $<HTMLButtonElement>("analysis-copy").disabled = !a || a.searched === 0;
  }

  // The game's moves with their losses, a badge where a move lost; the picked one marked.
  private renderMoves(a: AnalysisView | null): void {
    const body = $<HTMLTableElement>("analysis-moves").tBodies[0];
    if (!a) {
      body.replaceChildren();
      return;
    }
    const largest = new Set(a.largest);
    body.replaceChildren(
      ...a.rows.map((r) => {
        const row = document.createElement("tr");
        row.tabIndex = 0;
        if (r.move === this.picked) row.className = "picked";
        const loss = document.createElement("td");
        if (r.loss !== null && r.loss > 0) {
          const badge = document.createElement("span");
          badge.className = largest.has(r.move) ? "badge large" : "badge";
          badge.textContent = r.proven ? `−${r.loss} ✓` : `−${r.loss}`;
          badge.title = markText(r.move, r.loss, r.proven);
          loss.append(badge);
        } else loss.textContent = r.loss === null ? "" : "0";
        const number = document.createElement("td");
        number.textContent = String(r.move);
        const text = document.createElement("td");
        text.textContent = r.text;
        row.append(number, text, loss);
        row.onclick = () => this.pick(r.move);
        row.onkeydown = (e) => {
          if (e.key === "Enter" || e.key === " ") {
            this.pick(r.move);
            e.preventDefault();
          }
        };
        return row;
      }),
    );
  }

  private async copyTable(): Promise<void> {
    const a = this.view();
    if (a) await this.host.copy(a.table, tr("WebPage", "Analysis table copied"));
  }
}
