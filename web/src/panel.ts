// The side panel, as the desktop program's layer panel has it (app/gui/panels): the
// layer's title, the legend, the moves taken per layer, and the layer's moves.

import type { GridState, Move, Palette, Scene } from "./core";
import { Role } from "./core";
import { legendSample, type LegendEntry } from "./board";
import { patchChildren } from "./patch";
import { fill, tr, translate } from "./i18n";

const $ = <T extends HTMLElement | SVGElement = HTMLElement>(id: string) => document.getElementById(id) as T;

// The legend's lines at this scene (BoardScene::legend), in the page's language.
export function legendEntries(scene: Scene): LegendEntry[] {
  return scene.legend.map((e) => ({ kind: e.kind, text: fill(translate("morpion::paint::BoardLegend", e.text), ...e.numbers) }));
}

// The board in words, for screen readers (app/gui/board/BoardDescription.cpp, state).
export function describeBoard(state: GridState, scene: Scene): string {
  const desc = "morpion::gui::BoardDescription";
  let text = state.over
    ? fill(tr(desc, "%1 grid, score %2, finished."), state.variant, state.score)
    : fill(tr(desc, "%1 grid, score %2, %n legal move(s).", state.legal), state.variant, state.score);
  const last = Math.max(0, state.layers - 1);
  if (scene.playing) {
    const played = scene.items.filter((i) => i[8]).length;
    text += " " + tr(desc, "In play: %n move(s) played by hand, every legal move can be played.", played);
  } else {
    const current = scene.items.filter((i) => i[7] === Role.Current).length;
    text +=
      " " +
      fill(
        tr(desc, "Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer."),
        scene.layer,
        last,
        current,
        scene.open.length,
        scene.taboo.length,
      );
  }
  return text;
}

export function renderTitle(state: GridState, scene: Scene): void {
  const panel = "morpion::gui::LayerPanel";
  const title = $("layer-title");
  if (scene.playing) {
    // The catalogues' own markup (<b>): trusted text of this program, not the user's.
    title.innerHTML = tr(panel, "<b>In play</b>: every one of the %n legal move(s) can be played.", scene.playable.length);
    return;
  }
  const rows = scene.rows.candidates;
  // The catalogues' own markup (<b>, <br>): trusted text of this program, not the user's.
  let html = fill(
    tr(panel, "<b>Layer %1</b> / %2<br>%3 of %4 candidates taken"),
    scene.layer,
    Math.max(0, state.layers - 1),
    rows.filter((r) => r.taken).length,
    rows.length,
  );
  if (scene.taboo.length) html += fill(tr(panel, "; %1 legal, but left untaken in an earlier layer"), scene.taboo.length);
  title.innerHTML = html;
}

export function renderLegend(scene: Scene, palette: Palette): void {
  const font = 13;
  // The lines a step leaves as they were stay (most of them).
  patchChildren(
    $("legend"),
    legendEntries(scene).map(
      (e) =>
        `<li><svg width="${font * 2.4 + 4}" height="${font * 1.5}" aria-hidden="true">` +
        legendSample(e.kind, palette, 2, font * 0.75, font) +
        `</svg><span>${escapeHtml(e.text)}</span></li>`,
    ),
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
}

// Moves taken per layer (app/gui/panels/LayerChart): a bar a layer, the current one lit;
// a click shows that layer. Drawn when the grid changes; a step only relights two bars.
export function renderChart(state: GridState, palette: Palette, onPick: (k: number) => void): void {
  const chart = $<SVGSVGElement>("chart");
  const counts = state.perLayer;
  const most = Math.max(1, ...counts);
  const w = Math.max(1, chart.clientWidth || 300);
  const h = 64;
  const bar = Math.min(24, w / Math.max(1, counts.length)); // a few layers: narrow bars on the left
  const ctx = "morpion::gui::LayerChart";
  chart.setAttribute("viewBox", `0 0 ${w} ${h}`);
  chart.innerHTML = counts
    .map((c, k) => {
      const bh = Math.max(1, (c / most) * (h - 4));
      const tip = escapeHtml(fill(tr(ctx, "Layer %1: %n move(s) taken", c), k));
      return (
        `<rect x="${(k * bar).toFixed(2)}" y="0" width="${bar.toFixed(2)}" height="${h}" fill="transparent" data-layer="${k}">` +
        `<title>${tip}</title></rect>` +
        `<rect x="${(k * bar + bar * 0.1).toFixed(2)}" y="${(h - bh).toFixed(2)}" width="${Math.max(1, bar * 0.8).toFixed(2)}" ` +
        `height="${bh.toFixed(2)}" fill="${palette.line.slice(0, 7)}" pointer-events="none" class="bar"/>`
      );
    })
    .join("");
  chart.dataset.lit = "";
  chart.onclick = (e) => {
    const target = e.target as Element;
    if (target.hasAttribute("data-layer")) onPick(Number(target.getAttribute("data-layer")));
  };
}

// Lights the current layer's bar and says the chart in words for screen readers.
export function lightChart(state: GridState, layer: number, palette: Palette): void {
  const chart = $<SVGSVGElement>("chart");
  const bars = chart.querySelectorAll<SVGRectElement>("rect.bar");
  const lit = Number(chart.dataset.lit || -1);
  if (lit >= 0 && lit < bars.length) bars[lit].setAttribute("fill", palette.line.slice(0, 7));
  if (layer >= 0 && layer < bars.length) bars[layer].setAttribute("fill", palette.current.slice(0, 7));
  chart.dataset.lit = String(layer);
  const counts = state.perLayer;
  const ctx = "morpion::gui::LayerChart";
  let label = fill(tr(ctx, "%n layer(s), at most %1 moves taken in one.", counts.length), Math.max(0, ...counts));
  if (layer >= 0 && layer < counts.length) label += " " + fill(tr(ctx, "Layer %1: %2 taken."), layer, counts[layer]);
  chart.setAttribute("aria-label", label);
}

// The layer's candidates, numbered across the game, with their bit, then the moves left
// untaken earlier (app/gui/panels/LayerPanel); in hand play, every legal move as a button.
export function renderMoves(scene: Scene, onPick: (m: Move | null) => void, onPlay: (m: Move) => void): void {
  const panel = "morpion::gui::LayerPanel";
  const table = $<HTMLTableElement>("moves");
  const playable = $("playable");
  table.hidden = scene.playing;
  playable.hidden = !scene.playing;
  if (scene.playing) {
    playable.replaceChildren(
      ...scene.rows.playable.map(({ move: m, text }) => {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = text;
        b.onclick = () => onPlay(m);
        b.onmouseenter = b.onfocus = () => onPick(m);
        b.onmouseleave = b.onblur = () => onPick(null);
        return b;
      }),
    );
    return;
  }
  const body = table.tBodies[0];
  const rows: HTMLTableRowElement[] = [];
  const row = (cells: string[], move: Move | null, title: string, className = "") => {
    const tr = document.createElement("tr");
    tr.className = className;
    if (title) tr.title = title;
    for (const c of cells) {
      const td = document.createElement("td");
      td.textContent = c;
      tr.append(td);
    }
    if (move) {
      tr.tabIndex = -1;
      tr.onclick = () => onPick(move);
    }
    rows.push(tr);
  };
  for (const c of scene.rows.candidates)
    row(
      [String(c.number), c.text, c.taken ? "1" : "0"],
      c.move,
      c.taken ? tr(panel, "Taken in this layer (bit 1)") : tr(panel, "Not taken in this layer (bit 0): it stays legal, left for later"),
      c.taken ? "taken" : "",
    );
  if (scene.rows.taboo.length) {
    const sep = document.createElement("tr");
    sep.className = "separator";
    const td = document.createElement("td");
    td.colSpan = 3;
    td.textContent = fill(tr(panel, "Left untaken earlier (%1)"), scene.rows.taboo.length);
    td.title = tr(panel, "Legal at this layer, but left untaken in an earlier layer");
    sep.append(td);
    rows.push(sep);
    for (const t of scene.rows.taboo) row(["", `[${t.text}]`, ""], t.move, "", "taboo");
  }
  body.replaceChildren(...rows);
}
