// The Search tab: NRPA from the cross or the open grid, or the improver on the open grid,
// run in k workers as morpion-cli search runs it on k threads (worker t is thread t, with
// that thread's seed and share of the iteration budget), the best so far drawn with its
// score as it rises, Stop, and the best opened as a grid.

import type { Core, GridState, Palette } from "./core";
import { fit, paintBoard } from "./board";
import { fill, plain, tr } from "./i18n";
import type { Improvement, ThreadProgress, ThreadRequest, ThreadResult } from "./searchmodule";
import { Stopped, Workers } from "./workers";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const panel = "morpion::gui::SearchPanel";

// What the tabs need of the page.
export interface Host {
  readonly core: Core;
  state(): GridState;
  palette(): Palette;
  open(text: string): void;
  say(text: string, error?: boolean): void;
  copy(text: string, said: string): Promise<void>;
}

// One line of the log: as morpion-cli search prints it, "iteration. score (seconds) code".
export interface LogLine {
  iterations: number;
  score: number;
  seconds: number;
  code: string;
}

// A layer code as the code field reads it: with its variant's prefix but for 5T (the
// search module writes bare codes, as the command line's log does).
export function prefixed(variant: string, code: string): string {
  return variant === "5T" ? code : `${variant}:${code}`;
}

// A whole number typed in a field, or `empty` when the field is empty.
export function wholeIn(id: string, empty: number): number {
  const text = $<HTMLInputElement>(id).value.trim();
  return text === "" ? empty : Math.floor(Number(text));
}

export class SearchPanel {
  private running = false;
  private log: LogLine[] = [];
  private best: LogLine | null = null;
  private variant = "5T";
  private iterations: number[] = []; // each worker's latest count
  private started = 0;
  private seed = "";
  private threads = 1;
  private results: ThreadResult[] = [];
  private previewTimer = 0;
  private status = ""; // what the last run ended with
  private readonly workers = new Workers();

  constructor(private readonly host: Host) {
    $("search-run").onclick = () => (this.running ? this.stop() : void this.start());
    $("search-open").onclick = () => this.best && host.open(prefixed(this.variant, this.best.code));
    $("search-copy").onclick = () => void this.copyLog();
    $<HTMLSelectElement>("search-algo").onchange = () => this.algorithmChanged();
    $<HTMLInputElement>("search-threads").value = String(Workers.available());
  }

  get isRunning(): boolean {
    return this.running;
  }

  // The fields' texts and the choices in the current language.
  retranslate(): void {
    const algo = $<HTMLSelectElement>("search-algo");
    const chosen = algo.value || "nrpa";
    algo.replaceChildren(
      new Option(tr(panel, "NRPA (nested rollout policy adaptation)"), "nrpa", false, chosen === "nrpa"),
      new Option(tr(panel, "Improve the open grid (large neighbourhood search)"), "improve", false, chosen === "improve"),
    );
    const from = $<HTMLSelectElement>("search-from");
    const start = from.value || "cross";
    from.replaceChildren(
      new Option(tr(panel, "The empty cross"), "cross", false, start === "cross"),
      new Option(tr(panel, "The open grid, kept (NRPA only)"), "prefix", false, start === "prefix"),
      new Option(tr(panel, "Around the open grid (warm start)"), "warm", false, start === "warm"),
    );
    this.algorithmChanged();
    this.showStatus();
  }

  private algorithmChanged(): void {
    const improve = $<HTMLSelectElement>("search-algo").value === "improve";
    $<HTMLSelectElement>("search-from").disabled = improve || this.running;
    // Each algorithm's defaults, as morpion-cli search and improve have them.
    $<HTMLInputElement>("search-level").placeholder = improve ? "2" : "3";
    $<HTMLInputElement>("search-per-level").placeholder = improve ? "60" : "100";
  }

  // The request of thread `thread`, from the fields; null when the grid cannot be searched
  // that way (said to the user).
  private request(thread: number): ThreadRequest | null {
    const improve = $<HTMLSelectElement>("search-algo").value === "improve";
    const state = this.host.state();
    const start = improve ? "warm" : ($<HTMLSelectElement>("search-from").value as ThreadRequest["start"]);
    if (improve && state.score === 0) {
      this.host.say(tr(panel, "Improve works on the open grid, which has no move yet: open or play a grid first."), true);
      return null;
    }
    if (start === "prefix" && state.over) {
      this.host.say(
        tr(
          panel,
          "The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.",
        ),
        true,
      );
      return null;
    }
    const seconds = $<HTMLInputElement>("search-seconds").value.trim();
    return {
      algorithm: improve ? "improve" : "nrpa",
      variant: state.variant,
      seed: this.seed,
      threads: this.threads,
      thread,
      iterations: wholeIn("search-iterations", -1),
      milliseconds: seconds === "" ? -1 : Math.round(Number(seconds) * 1000),
      target: -1,
      progressMilliseconds: 250,
      level: wholeIn("search-level", improve ? 2 : 3),
      perLevel: wholeIn("search-per-level", improve ? 60 : 100),
      grid: start === "cross" ? [] : (this.host.core.moves() ?? []),
      start,
    };
  }

  async start(): Promise<void> {
    if (this.running) return;
    const seedText = $<HTMLInputElement>("search-seed").value.trim();
    // No seed given: a random one, said in the status so that the search can be repeated.
    this.seed = seedText === "" ? String(Math.floor(Math.random() * 2 ** 31)) : seedText;
    this.threads = Math.max(1, wholeIn("search-threads", Workers.available()));
    const requests: ThreadRequest[] = [];
    for (let t = 0; t < this.threads; ++t) {
      const r = this.request(t);
      if (!r) return;
      requests.push(r);
    }
    let checked;
    try {
      const coordinator = await Workers.coordinator();
      checked = coordinator.call("ms_check_search", requests[0]);
    } catch (e) {
      this.host.say(fill(tr(panel, "The search could not run: %1"), (e as Error).message), true);
      return;
    }
    if (!checked.ok) {
      this.host.say(fill(tr(panel, "These settings cannot be used: %1."), checked.error.text ?? checked.error.message), true);
      return;
    }
    this.variant = requests[0].variant;
    this.log = [];
    this.best = null;
    this.results = [];
    this.iterations = new Array(this.threads).fill(0);
    this.started = performance.now();
    this.setRunning(true);
    this.renderLog();
    const jobs = requests.map((r) =>
      this.workers
        .run(r.thread, "ms_search", r, (m: Improvement | ThreadProgress) => this.posted(r.thread, m))
        .then((answer) => {
          if (answer.ok) this.results.push(answer.result as ThreadResult);
          else this.host.say(fill(tr(panel, "The search could not run: %1"), answer.error.text ?? answer.error.message), true);
        }),
    );
    let stopped = false;
    try {
      await Promise.all(jobs);
    } catch (e) {
      stopped = e instanceof Stopped;
      if (!stopped) this.host.say(fill(tr(panel, "The search could not run: %1"), (e as Error).message), true);
    }
    this.workers.stop();
    this.finish(stopped);
  }

  stop(): void {
    this.workers.stop(); // the jobs fail with Stopped; what they posted is kept
  }

  // A worker's message: a new best of its thread, or its progress.
  private posted(thread: number, m: Improvement | ThreadProgress): void {
    this.iterations[thread] = m.iterations;
    if (m.type !== "improvement") {
      this.showStatus();
      return;
    }
    if (this.best && m.score <= this.best.score) return;
    // Over all threads at the time, as the command line counts a line of its log: exact
    // with one thread.
    const line = { iterations: this.iterations.reduce((a, b) => a + b, 0), score: m.score, seconds: m.milliseconds / 1000, code: m.code };
    this.best = line;
    this.log.push(line);
    this.renderLog();
    this.showStatus();
  }

  private finish(stopped: boolean): void {
    // The result over the threads, as runSearchThreads takes it: the best, ties to the lowest.
    // That game is the one kept (another thread may have reached the score first).
    const best = [...this.results].sort((a, b) => b.score - a.score || a.thread - b.thread)[0];
    if (best && best.score >= 0 && (!this.best || best.score >= this.best.score))
      this.best = { iterations: this.total(), score: best.score, seconds: best.milliseconds / 1000, code: best.code };
    const reasons: Record<string, string> = {
      runs: tr(panel, "the search finished its work"),
      time: tr(panel, "the time limit was reached"),
      target: tr(panel, "the target score was reached"),
      iterations: tr(panel, "the iteration budget was spent"),
    };
    const reason = stopped ? tr(panel, "stopped") : (reasons[best?.reason ?? "runs"] ?? reasons.runs);
    const seconds = (performance.now() - this.started) / 1000;
    this.setRunning(false);
    const run = $("search-run");
    run.dataset.runs = String(Number(run.dataset.runs ?? 0) + 1); // for the suites: a run ended
    const count = fill(this.improving() ? tr(panel, "%1 neighbourhoods") : tr(panel, "%1 playouts"), this.total().toLocaleString());
    this.status = this.best
      ? fill(tr(panel, "Ended (%1): best %2 after %3 in %4, seed %5."), reason, this.best.score, count, `${seconds.toFixed(1)} s`, this.seed)
      : fill(tr(panel, "Ended (%1) before the first game was over."), reason);
    this.showStatus();
    this.renderLog();
  }

  private improving(): boolean {
    return $<HTMLSelectElement>("search-algo").value === "improve";
  }

  private total(): number {
    const done = this.results.reduce((a, r) => a + r.iterations, 0);
    return this.results.length === this.threads ? done : this.iterations.reduce((a, b) => a + b, 0);
  }

  private setRunning(running: boolean): void {
    this.running = running;
    $("search-run").textContent = plain(running ? tr(panel, "&Stop") : tr(panel, "&Start"));
    $("search-run").title = running ? tr(panel, "Stop the search; its log and best grid stay") : tr("WebPage", "Start a search with these settings");
    for (const id of ["search-algo", "search-iterations", "search-seconds", "search-seed", "search-threads", "search-level", "search-per-level"])
      $<HTMLInputElement>(id).disabled = running;
    this.algorithmChanged();
    if (running) this.status = "";
  }

  // The figures while it runs: best, playouts and their rate, time.
  private showStatus(): void {
    const out = $("search-status");
    if (!this.running) {
      out.textContent = this.status || tr(panel, "Pick an algorithm and press Start; the search runs beside your work.");
      return;
    }
    const seconds = (performance.now() - this.started) / 1000;
    const total = this.total();
    const name = this.improving() ? tr(panel, "Improve") : tr(panel, "NRPA");
    const rate = seconds > 0 ? Math.round(total / seconds) : 0;
    out.textContent =
      fill(tr(panel, "%1 searching on %n thread(s), seed %2…", this.threads), name, this.seed) +
      " " +
      fill(tr("WebPage", "Best %1 after %2 in %3 s (%4 per second)."), this.best?.score ?? "–", total.toLocaleString(), seconds.toFixed(1), rate.toLocaleString());
  }

  // The log, the newest line first, and the best grid drawn (at most a few times a second).
  private renderLog(): void {
    const list = $("search-log");
    list.replaceChildren(
      ...[...this.log].reverse().map((l) => {
        const li = document.createElement("li");
        li.textContent = `${l.iterations}. ${l.score} (${l.seconds.toFixed(2)}) ${l.code}`;
        return li;
      }),
    );
    const open = $<HTMLButtonElement>("search-open");
    open.disabled = !this.best;
    open.dataset.code = this.best?.code ?? ""; // for the suites
    open.dataset.score = String(this.best?.score ?? -1);
    $<HTMLButtonElement>("search-copy").disabled = this.log.length === 0;
    if (this.previewTimer) return;
    this.previewTimer = window.setTimeout(() => {
      this.previewTimer = 0;
      this.paintPreview();
    }, 200);
  }

  paintPreview(): void {
    const svg = $("search-preview") as unknown as SVGSVGElement;
    const best = this.best;
    svg.parentElement!.hidden = !best;
    if (!best) return;
    const r = this.host.core.preview(best.code, this.variant);
    if (!r.ok) return;
    const w = Math.max(1, svg.clientWidth || 300);
    const [, , bw, bh] = r.scene.bounds;
    const h = Math.round(Math.min(w, (w * bh) / bw));
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    svg.setAttribute("height", String(h));
    svg.innerHTML = paintBoard(r.scene, this.host.palette(), fit(r.scene, 2, 2, w - 4, h - 4), w, h);
    svg.setAttribute("aria-label", fill(tr("WebPage", "The best grid so far: %1 moves"), best.score));
  }

  private async copyLog(): Promise<void> {
    const text = this.log.map((l) => `${l.iterations}. ${l.score} (${l.seconds.toFixed(2)}) ${l.code}`).join("\n") + "\n";
    await this.host.copy(text, tr("morpion::gui::SearchResults", "Search log copied"));
  }
}
