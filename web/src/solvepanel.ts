// Solve from Here, and the hint of 4T and 4D hand play: the exhaustive solver (core/solver)
// from the open grid's position, in k workers that each walk part i of k of the work, as
// morpion-cli solve --part i/k does, their reports put together as combine does; so the
// answer is morpion-cli solve's. A walk that runs out of its budget says the longest game
// it found, not proven.

import type { Move } from "./core";
import { fill, plain, tr } from "./i18n";
import type { PartProgress, PartRequest, SolverReport } from "./searchmodule";
import { type Host, prefixed, wholeIn } from "./searchpanel";
import { Stopped, Workers } from "./workers";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const page = "WebPage";

// What a solve found: the longest game from the position, its score and code.
export interface Solved {
  report: SolverReport;
  score: number;
  code: string;
}

// Classes a hint walks at most in each worker: about a second.
const hintNodes = 1000000;

// Walks the position `start` in `workers`, one part a worker, each at most `nodes` classes
// (0: no limit); `onProgress` gets the classes visited so far and the deepest game met.
// Null when stopped first.
export async function solve(
  workers: Workers,
  variant: string,
  start: Move[],
  nodes: number,
  onProgress: (nodes: number, best: number) => void = () => {},
): Promise<Solved | null> {
  const parts = Workers.available();
  const progress: PartProgress[] = [];
  const requests: PartRequest[] = Array.from({ length: parts }, (_, part) => ({ variant, start, depth: -1, part, parts, nodes }));
  let answers;
  try {
    answers = await Promise.all(
      requests.map((r) =>
        workers.run(r.part, "ms_solve", r, (p: PartProgress) => {
          progress[r.part] = p;
          onProgress(
            progress.reduce((a, q) => a + (q?.nodes ?? 0), 0),
            Math.max(-1, ...progress.map((q) => q?.best ?? -1)),
          );
        }),
      ),
    );
  } catch (e) {
    if (e instanceof Stopped) return null;
    throw e;
  }
  const failed = answers.find((a) => !a.ok);
  if (failed) throw new Error(failed.error.text ?? failed.error.message);
  const coordinator = await Workers.coordinator();
  const whole = coordinator.call("ms_combine_solve", { ...requests[0], reports: answers.map((a) => a.report) });
  if (!whole.ok) throw new Error(whole.error.text ?? whole.error.message);
  return whole as Solved;
}

export class SolvePanel {
  private readonly workers = new Workers();
  private readonly hints = new Workers();
  private running = false;
  private found: Solved | null = null;
  private hintFor = ""; // the position the hint is of (its moves as text)
  private variant = "5T"; // of the last solve

  constructor(
    private readonly host: Host,
    private readonly showHint: (move: Move | null) => void,
  ) {
    $("solve-run").onclick = () => (this.running ? this.workers.stop() : void this.run());
    $("solve-open").onclick = () => this.found && host.open(prefixed(this.variant, this.found.code));
    $<HTMLInputElement>("hint-on").onchange = () => this.stateChanged();
  }

  retranslate(): void {
    this.setButton();
    if (!this.running && !this.found)
      $("solve-status").textContent = tr(page, "The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.");
    this.hintFor = ""; // said again in the new language
    this.stateChanged();
  }

  private setButton(): void {
    $("solve-run").textContent = this.running ? plain(tr("morpion::gui::SearchPanel", "&Stop")) : tr(page, "Solve");
  }

  private async run(): Promise<void> {
    const start = this.host.core.moves() ?? [];
    const state = this.host.state();
    this.variant = state.variant;
    const nodes = Math.max(0, wholeIn("solve-nodes", 10000000));
    this.running = true;
    this.found = null;
    $<HTMLButtonElement>("solve-open").disabled = true;
    this.setButton();
    const status = $("solve-status");
    const began = performance.now();
    status.textContent = tr(page, "Solving…");
    try {
      this.found = await solve(this.workers, state.variant, start, nodes, (n, best) => {
        status.textContent = fill(tr(page, "Solving: %1 classes visited, the longest game so far %2 more moves, %3 s"), n.toLocaleString(), Math.max(0, best), ((performance.now() - began) / 1000).toFixed(0));
      });
      status.textContent = this.found ? this.said(this.found, start.length) : tr(page, "Stopped: nothing is proven.");
    } catch (e) {
      status.textContent = fill(tr(page, "The solver could not run: %1"), (e as Error).message);
    }
    this.workers.stop();
    this.running = false;
    const open = $<HTMLButtonElement>("solve-open");
    open.disabled = !this.found || this.found.report.best < 0;
    open.dataset.code = this.found?.code ?? ""; // for the suites
    open.dataset.score = String(this.found?.score ?? -1);
    open.dataset.proven = String(this.found?.report.complete ?? false);
    this.setButton();
  }

  // The answer in words: proven or not, the longest game, how far past the grid.
  private said(s: Solved, moves: number): string {
    const r = s.report;
    if (r.complete)
      return fill(tr(page, "Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited)."), s.score, s.score - moves, r.nodes.toLocaleString());
    return fill(tr(page, "Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid."), r.nodes.toLocaleString(), s.score, s.score - moves);
  }

  // The grid changed: the hint of the new position, when hints are on and it is a 4T or
  // 4D game in play.
  stateChanged(): void {
    const state = this.host.state();
    const on = $<HTMLInputElement>("hint-on").checked && state.variant.startsWith("4") && !state.over;
    const line = $("hint-line");
    line.hidden = !on;
    if (!on) {
      this.hints.stop();
      this.hintFor = "";
      this.showHint(null);
      return;
    }
    const start = this.host.core.moves() ?? [];
    const key = JSON.stringify(start);
    if (key === this.hintFor) return;
    this.hintFor = key;
    this.hints.stop(); // the hint of the position before, if it runs
    this.showHint(null);
    line.textContent = tr(page, "Hint: solving…");
    solve(this.hints, state.variant, start, hintNodes).then(
      (s) => {
        if (!s || this.hintFor !== key) return;
        this.hints.stop();
        const more = s.score - start.length;
        line.textContent = s.report.complete
          ? fill(tr(page, "Hint: the longest game from here has %1 more moves (proven); one of its moves is marked."), more)
          : fill(tr(page, "Hint: at least %1 more moves from here (not proven); one move of that game is marked."), more);
        this.showHint(s.report.bestPath[0] ?? null);
      },
      (e: Error) => {
        if (this.hintFor === key) line.textContent = fill(tr(page, "The solver could not run: %1"), e.message);
      },
    );
  }
}
