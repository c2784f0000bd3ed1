// The page: a grid from the link, the code field, a file or the famous grids, shown layer
// by layer as the desktop program shows it, and played by hand. The core computes; this
// wires the page to it and paints what it returns.

import type { Core, CoreError, GridState, Move, OtherReading, Palette, Scene } from "./core";
import { showFamous } from "./famous";
import { boardParts, fit, toLattice, type Geometry } from "./board";
import { patchChildren } from "./patch";
import { fill, language, languages, nativeName, tr } from "./i18n";
import { isTyping, openPasted, watchDrops, type Open } from "./incoming";
import { linkText } from "./link";
import { MessageLine, type Action, type Wording } from "./message";
import { describeBoard, escapeHtml, lightChart, renderChart, renderLegend, renderMoves, renderTitle } from "./panel";
import { download, exportPicture } from "./pictures";
import { Picker, type Hover } from "./picking";
import { Tabs } from "./tabs";
import { applyTexts, sharedPage } from "./texts";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const variants = ["5T", "5D", "4T", "4D"];

export interface AppOptions {
  switchLanguage: (code: string) => Promise<void>;
}

export class App {
  private state: GridState;
  private scene!: Scene;
  private layer = 0;
  private geometry: Geometry = { x0: 0, y0: 0, cell: 1 };
  private palettes: Record<"light" | "dark" | "print", Palette>;
  private dark = matchMedia("(prefers-color-scheme: dark)");
  private hover: Hover | null = null;
  private selected: Move | null = null;
  private readonly picker: Picker;
  private readonly message = new MessageLine($("message"));
  private hints: Move[] = []; // the solver's hint in 4T and 4D hand play
  private better = 0; // the move whose position the board shows with the better line (Analysis)
  private readonly tabs: Tabs;

  constructor(
    readonly core: Core,
    private readonly options: AppOptions,
  ) {
    this.palettes = core.palettes();
    this.state = core.state();
    this.picker = new Picker({
      scene: () => this.scene,
      geometry: () => this.geometry,
      palette: () => this.palette,
      choices: (p) => this.core.choices(p[0], p[1]),
      play: (m) => this.play(m),
      preview: (h) => this.preview(h),
    });
    this.tabs = new Tabs(
      {
        core,
        state: () => this.state,
        palette: () => this.palette,
        open: (text) => this.open(text, "code"),
        say: (text, error) => this.say(text, error),
        copy: (text, said) => this.copy(text, said),
        showBetter: (move) => {
          this.better = move;
          if (this.scene) this.paintBoard();
        },
        changed: () => this.afterPlay(this.core.state()),
      },
      (hint) => {
        this.hints = hint ? [hint] : [];
        if (this.scene) this.paintBoard();
      },
    );
    this.wire();
    this.retranslate();
  }

  get palette(): Palette {
    return this.dark.matches ? this.palettes.dark : this.palettes.light;
  }

  // ---- Opening grids ----

  // Reads text or a file's bytes; on failure says why as the CLI words it and leaves the
  // open grid as it was.
  open(data: string | Uint8Array, from: "code" | "link" | "file", name = "", variant = ""): boolean {
    const r = this.core.open(data, variant || $<HTMLSelectElement>("variant").value || "5T");
    if (!r.ok) {
      this.failed(r.error, from, name, data, r.others ?? []);
      return false;
    }
    this.opened(r.state);
    // As the desktop program says it: what the text was read as, the grid in brief, and the
    // reader's notices, all worded by the core in the page's language (again after a switch).
    const { read, state } = r;
    const said = () =>
      fill(
        tr("morpion::gui::GridOpener", "Opened (%1): %2 %3 moves in %n layer(s)", state.layers),
        this.core.formatName(read.format),
        state.variant,
        state.score,
      );
    this.say(() => [said(), ...this.core.notices()].join(" "));
    return true;
  }

  // The first grid: the link's, else the one the page was written with, else the 135 of
  // the layer code's author (as the desktop program starts). A link that does not read
  // leaves its error over the grid opened instead, and stays in the address to mend.
  start(link: string, embedded: string | null): void {
    if (link && this.open(link, "link")) return;
    const hash = location.hash;
    const said = this.message.said;
    if (embedded) this.open(embedded, "code");
    else this.openFamous("seed-135");
    if (link) {
      // The user's text stays where it can be mended, with what was said of it.
      $<HTMLInputElement>("code").value = link;
      this.say(said.text, true, said.action, said.detail);
      history.replaceState(null, "", hash);
    }
  }

  openFamous(id: string): void {
    const r = this.core.openFamous(id);
    if (r.ok) {
      this.opened(r.state);
      this.say("");
    }
  }

  newGame(variant: string): void {
    const r = this.core.newGame(variant);
    if (r.ok) {
      this.opened(r.state);
      this.say("");
    }
  }

  // A grid in place of the open one: shown at its first layer, or, unfinished, where its
  // play goes on (as the desktop program opens it); the variant box follows it.
  private opened(state: GridState): void {
    this.state = state;
    this.layer = state.over ? 0 : Math.max(0, state.steps - 1);
    this.selected = null;
    this.hover = null;
    $<HTMLInputElement>("code").value = state.code;
    $<HTMLSelectElement>("variant").value = state.variant;
    this.setLink(state.code);
    setDocumentTitle(state);
    this.hints = [];
    this.better = 0;
    this.render(true);
    this.tabs.stateChanged();
  }

  // The moves the hint marks (the tests read them).
  hintMoves(): Move[] {
    return this.hints;
  }

  // Says why a text or file did not read. One that reads in another variant says what it
  // is there and offers to open it so; the text stays in the field either way.
  private failed(error: CoreError, from: string, name: string, data: string | Uint8Array, others: OtherReading[]): void {
    const text = error.text ?? error.message;
    const why = () => (from === "file" ? fill(tr("morpion::gui::FileActions", "Cannot open %1: %2"), name, text) : text);
    const other = others[0];
    if (other) {
      const asked = $<HTMLSelectElement>("variant").value || "5T";
      const said = () =>
        fill(tr("WebPage", "Not a %1 grid. Read as %2, it is a %3 of %4 moves."), asked, other.variant, this.core.formatName(other.format), other.score);
      const open = () => this.open(data, from === "file" ? "file" : "code", name, other.variant);
      this.say(said, true, { label: () => fill(tr("WebPage", "Open as %1"), other.variant), run: open }, () => fill(tr("WebPage", "As %1: %2"), asked, why()));
    } else {
      this.say(why, true);
    }
    if (from === "code" && error.position >= 0 && error.line === 0) {
      const input = $<HTMLInputElement>("code");
      input.focus();
      input.setSelectionRange(error.position, error.position + 1);
    }
  }

  private setLink(code: string): void {
    const hash = "#" + code;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  link(): string {
    return location.href.split("#")[0] + "#" + this.state.code;
  }

  // The message line above the board (see MessageLine).
  say(text: Wording, error = false, action?: Action, detail: Wording = ""): void {
    this.message.say(text, error, action, detail);
  }

  // ---- Drawing ----

  // The grid at the current layer; `grid`: the grid itself changed too (opened, played,
  // another language or palette), not only the layer.
  render(grid = false): void {
    this.scene = this.core.scene(this.layer, $<HTMLInputElement>("ghost-later").checked, $<HTMLInputElement>("numbers").checked);
    this.layer = this.scene.layer;
    this.paintBoard();
    const last = Math.max(0, this.state.steps - 1);
    const slider = $<HTMLInputElement>("slider");
    slider.max = String(last);
    slider.value = String(this.layer);
    // As the desktop program's layer box says it: the step after the layers is "In play".
    const box = "morpion::gui::LayerSpinBox";
    const label =
      !this.state.over && this.layer === last
        ? tr(box, "In play")
        : fill(tr(box, "Layer %1 / %2"), this.layer, Math.max(0, this.state.layers - 1));
    slider.setAttribute("aria-valuetext", label);
    $("layer-label").textContent = label;
    $<HTMLButtonElement>("first").disabled = $<HTMLButtonElement>("previous").disabled = this.layer <= 0;
    $<HTMLButtonElement>("last").disabled = $<HTMLButtonElement>("next").disabled = this.layer >= last;
    $<HTMLButtonElement>("undo").disabled = !this.state.canUndo;
    $<HTMLButtonElement>("redo").disabled = !this.state.canRedo;
    renderTitle(this.state, this.scene);
    renderLegend(this.scene, this.palette);
    if (grid) {
      renderChart(this.state, this.palette, (k) => this.show(k));
      this.renderInfo();
    }
    lightChart(this.state, this.layer, this.palette);
    renderMoves(
      this.scene,
      (m) => {
        this.selected = m;
        this.paintBoard();
      },
      (m) => this.play(m),
    );
    $("board").setAttribute("aria-label", describeBoard(this.state, this.scene));
  }

  paintBoard(): void {
    const board = $("board");
    const svg = $("board-svg") as unknown as SVGSVGElement;
    const w = Math.max(1, board.clientWidth);
    const h = Math.max(1, board.clientHeight);
    const pad = 4;
    // A move of the analysis picked: its position with the better game drawn over it.
    const better = this.better
      ? this.core.betterScene(this.better, $<HTMLInputElement>("ghost-later").checked, $<HTMLInputElement>("numbers").checked)
      : null;
    const scene = better ?? this.scene;
    this.geometry = fit(scene, pad, pad, w - 2 * pad, h - 2 * pad, scene.frame);
    // Set only when the size changed: the same values set again make the browser lay out
    // and paint the whole board anew at every step.
    for (const [name, value] of [
      ["viewBox", `0 0 ${w} ${h}`],
      ["width", String(w)],
      ["height", String(h)],
    ])
      if (svg.getAttribute(name) !== value) svg.setAttribute(name, value);
    // Where the lattice is, for the suites that click points (tests/web).
    svg.dataset.geometry = `${this.geometry.x0} ${this.geometry.y0} ${this.geometry.cell}`;
    if (better) {
      patchChildren(svg, boardParts(better, this.palette, this.geometry, w, h, { preview: null, selected: null, hints: [] }));
      return;
    }
    const preview = this.hover ? this.hover.choices[this.hover.index].move : null;
    const hints = this.scene.playing ? this.hints : [];
    patchChildren(svg, boardParts(this.scene, this.palette, this.geometry, w, h, { preview, selected: this.selected, hints }));
  }

  private renderInfo(): void {
    const info = this.state.info;
    const grid = "morpion::gui::GridInfoPanel";
    const parts: string[] = [];
    if (info.description) parts.push(`<h2>${escapeHtml(info.description)}</h2>`);
    const byline = [info.author, info.date].filter(Boolean).join(", ");
    let counts = fill(tr(grid, "%1 · %n move(s) · %2", this.state.score), this.state.variant, tr(grid, "%n layer(s)", this.state.layers));
    if (!this.state.over) counts += " · " + tr(grid, "unfinished, %n legal move(s) left", this.state.legal);
    parts.push(`<p class="byline">${escapeHtml(byline ? byline + " · " + counts : counts)}</p>`);
    if (info.comment) parts.push(`<p class="story">${escapeHtml(info.comment)}</p>`);
    $("info").innerHTML = parts.join("");
  }

  // ---- Layers and play ----

  show(layer: number): void {
    const last = Math.max(0, this.state.steps - 1);
    const k = Math.min(last, Math.max(0, layer));
    if (k === this.layer && this.scene && !this.better) return;
    this.better = 0;
    this.layer = k;
    this.selected = null;
    this.hover = null;
    this.render();
  }

  play(m: Move): void {
    // Played from the list of legal moves with the keyboard: the focus stays in the list,
    // on the move now where this one was (the list is made again), else on Undo.
    const buttons = [...$("playable").querySelectorAll("button")];
    const focused = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const r = this.core.play(m);
    if (!r.ok) return;
    this.afterPlay(r.state);
    if (focused >= 0) {
      const now = $("playable").querySelectorAll("button");
      (now.length ? now[Math.min(focused, now.length - 1)] : $("undo")).focus();
    }
    const score = r.state.score;
    if (r.state.over) this.say(() => fill(tr("morpion::gui::HandPlay", "Game over: no legal move is left. Score: %1."), score));
  }

  undo(): void {
    const r = this.core.undo();
    if (r.ok) this.afterPlay(r.state);
  }

  redo(): void {
    const r = this.core.redo();
    if (r.ok) this.afterPlay(r.state);
  }

  private afterPlay(state: GridState): void {
    if (!this.message.isError) this.say("");
    this.state = state;
    this.layer = Math.max(0, state.steps - 1); // the play goes on after the last layer
    this.hover = null;
    this.selected = null;
    $<HTMLInputElement>("code").value = state.code;
    this.setLink(state.code);
    this.hints = [];
    this.better = 0;
    this.render(true);
    this.tabs.stateChanged();
  }

  private preview(hover: Hover | null): void {
    this.hover = hover;
    this.paintBoard();
  }

  // The point under the pointer, and the moves a click there would play.
  private hoverAt(x: number, y: number): void {
    if (!this.scene.playing) return;
    const p = toLattice(this.geometry, x, y);
    if (this.hover && this.hover.point[0] === p[0] && this.hover.point[1] === p[1]) return;
    const choices = this.core.choices(p[0], p[1]);
    const next = choices.length ? { point: p, choices, index: 0 } : null;
    if (!next && !this.hover) return;
    this.hover = next;
    this.paintBoard();
  }

  // ---- Wiring ----

  private wire(): void {
    this.wireBoard();
    this.wireOpening();
    this.wireCommands();
  }

  // The board: hover, taps and clicks, the wheel through choices, a new size, the theme.
  private wireBoard(): void {
    const board = $("board");
    const local = (e: MouseEvent): [number, number] => {
      const r = board.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    board.addEventListener("pointermove", (e) => this.hoverAt(...local(e)));
    board.addEventListener("pointerleave", () => {
      if (this.hover) {
        this.hover = null;
        this.paintBoard();
      }
    });
    // A tap reaches further than a mouse's click (picking.ts).
    let finger = false;
    board.addEventListener("pointerdown", (e) => (finger = e.pointerType === "touch" || e.pointerType === "pen"));
    board.addEventListener("click", (e) => this.picker.click(...local(e), finger));
    board.addEventListener(
      "wheel",
      (e) => {
        if (!this.hover || this.hover.choices.length < 2) return;
        e.preventDefault();
        const n = this.hover.choices.length;
        this.hover.index = (this.hover.index + (e.deltaY > 0 ? 1 : n - 1)) % n;
        this.paintBoard();
      },
      { passive: false },
    );
    new ResizeObserver(() => {
      if (this.scene) {
        this.paintBoard();
        renderChart(this.state, this.palette, (k) => this.show(k));
        lightChart(this.state, this.layer, this.palette);
      }
    }).observe(board);
    this.dark.addEventListener("change", () => this.render(true));

  }

  // The layer controls, undo and redo, and every way a grid comes in.
  private wireOpening(): void {
    $("first").onclick = () => this.show(0);
    $("previous").onclick = () => this.show(this.layer - 1);
    $("next").onclick = () => this.show(this.layer + 1);
    $("last").onclick = () => this.show(this.state.steps - 1);
    $("slider").oninput = () => this.show(Number($<HTMLInputElement>("slider").value));
    $("undo").onclick = () => this.undo();
    $("redo").onclick = () => this.redo();
    $("ghost-later").onchange = $("numbers").onchange = () => this.render();

    $("code-form").onsubmit = (e) => {
      e.preventDefault();
      this.open($<HTMLInputElement>("code").value, "code");
    };
    $("open-file").onclick = () => $("file").click();
    $("file").onchange = async () => {
      const input = $<HTMLInputElement>("file");
      const file = input.files?.[0];
      input.value = "";
      if (file) this.open(new Uint8Array(await file.arrayBuffer()), "file", file.name);
    };
    const open: Open = (data, from, name) => this.open(data, from, name);
    watchDrops($("drop"), open);
    document.addEventListener("paste", (e) => openPasted(e, open));
    document.addEventListener("keydown", (e) => this.key(e));
    window.addEventListener("hashchange", () => {
      const code = linkText(location.hash);
      if (code && code !== this.state.code) this.open(code, "link");
    });

  }

  // The famous grids, copying, pictures, the language and the menus.
  private wireCommands(): void {
    $("famous-button").onclick = () => showFamous(this.core, (id) => this.openFamous(id));
    $("copy-code").onclick = () => this.copy(this.state.code, () => tr("morpion::gui::CodeBar", "Layer code copied"));
    $("copy-number").onclick = () => {
      const number = this.core.text("number");
      if (number.ok) this.copy(number.text, () => tr("morpion::gui::CodeBar", "Game number copied"));
    };
    // A page opened from a file (a saved page, `morpion-cli html`): its address would open
    // nowhere else, so the code goes instead, and the page says so.
    $("copy-link").onclick = () =>
      sharedPage()
        ? this.copy(this.link(), () => tr("WebPage", "Link copied"))
        : this.copy(this.state.code, () => tr("WebPage", "Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else"));
    $("export-svg").onclick = () => this.exportAs("svg");
    $("export-png").onclick = () => this.exportAs("png");
    $<HTMLSelectElement>("language").onchange = () => this.options.switchLanguage($<HTMLSelectElement>("language").value);
    // A menu closes when one of its items is used, or on a click elsewhere.
    document.addEventListener("click", (e) => {
      for (const menu of document.querySelectorAll<HTMLDetailsElement>("details.menu[open]")) {
        const inside = menu.contains(e.target as Node);
        const onItem = inside && (e.target as Element).closest(".menu-items button");
        if (!inside || onItem) menu.open = false;
      }
    });
  }

  private key(e: KeyboardEvent): void {
    if ($<HTMLDialogElement>("famous").open || this.picker.open) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && e.key.toLowerCase() === "z") {
      if (isTyping(e.target)) return;
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (mod && !e.altKey && e.key.toLowerCase() === "y" && !isTyping(e.target)) {
      e.preventDefault();
      this.redo();
      return;
    }
    if (mod || e.altKey || isTyping(e.target) || (e.target as Element)?.id === "slider") return;
    const steps: Record<string, () => number> = {
      ArrowLeft: () => this.layer - 1,
      ArrowUp: () => this.layer - 1,
      PageUp: () => this.layer - 1,
      ArrowRight: () => this.layer + 1,
      ArrowDown: () => this.layer + 1,
      PageDown: () => this.layer + 1,
      Home: () => 0,
      End: () => this.state.steps - 1,
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    this.show(step());
  }

  async copy(text: string, said: Wording): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Without the asynchronous clipboard (an insecure context): the old way.
      const area = document.createElement("textarea");
      area.value = text;
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    this.say(said);
  }

  private async exportAs(kind: "svg" | "png"): Promise<void> {
    const scene = this.core.scene(this.layer, $<HTMLInputElement>("ghost-later").checked, true, true);
    const r = await exportPicture(this.core, scene, this.palette, kind);
    if (!r.ok) {
      this.say(r.error, true);
      return;
    }
    const name = fileStem(this.state) + "." + kind;
    download(r.bytes, name, kind === "svg" ? "image/svg+xml" : "image/png");
    this.say(() => fill(tr("morpion::gui::PictureActions", "Picture saved to %1"), name));
  }

  // Every text of the page in the current language.
  retranslate(): void {
    applyTexts();
    const variant = $<HTMLSelectElement>("variant");
    const chosen = variant.value || "5T";
    variant.replaceChildren(...variants.map((v) => new Option(v, v, false, v === chosen)));
    $("new-items").replaceChildren(
      ...variants.map((v) => {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = fill(tr("morpion::gui::FileActions", "%1 game"), v);
        b.onclick = () => this.newGame(v);
        return b;
      }),
    );
    // The languages' own names come from the browser's Intl, whose data takes tens of
    // milliseconds to load the first time: the list fills once the grid is drawn, or at
    // once when the list is reached before that, so nobody ever opens a list of one.
    const select = $<HTMLSelectElement>("language");
    const allLanguages = () =>
      select.replaceChildren(...languages.map((code) => new Option(nativeName(code), code, false, code === language())));
    if (select.options.length > 1) allLanguages();
    else {
      select.replaceChildren(new Option(nativeName(language()), language(), false, true));
      const fill = () => select.options.length < languages.length && allLanguages();
      for (const event of ["focus", "pointerdown", "keydown"]) select.addEventListener(event, fill, { once: true });
      setTimeout(fill, 200);
    }
    // A famous grid as it opened is said in the new words by the core (Viewer::wordAgain).
    this.state = this.core.state();
    setDocumentTitle(this.state);
    if (this.scene) this.render(true);
    this.tabs.retranslate();
    this.message.again();
  }
}

function setDocumentTitle(state: GridState): void {
  document.title = state.info.description ? `${state.info.description} — Morpion Layers` : "Morpion Layers";
}

// The name proposed for a picture of the grid, as the desktop program proposes it
// (Document::fileStem): its title fit for a file name (GridInfo::fileStem), else "grid-135".
function fileStem(state: GridState): string {
  return state.stem || fill(tr("morpion::gui::Document", "grid-%1"), state.score);
}
