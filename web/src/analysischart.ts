// The chart of an analysis (app/gui/analysis/AnalysisChart.cpp): E(k) against the move
// number as steps, over the played game's score (a dashed line), the largest losses marked
// where the line drops, the picked move lit. A tap or click picks the move under it (a
// marked move within reach first).

import type { AnalysisView, Palette } from "./core";
import { escapeXml } from "./board";
import { fill, tr } from "./i18n";

const chart = "morpion::gui::AnalysisChart";
const markColour = "#d62728";

interface Axes {
  left: number;
  top: number;
  width: number;
  height: number;
  yMin: number;
  yMax: number;
  xMax: number;
  x(move: number): number;
  y(score: number): number;
}

// A "nice" step near `raw`: 1, 2 or 5 times a power of ten.
function niceStep(raw: number): number {
  const p = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-9))));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

function axes(a: AnalysisView, w: number, h: number, font: number): Axes & { yStep: number; xStep: number } {
  const n = a.moves;
  let hi = n + 10;
  for (const e of a.best) if (e !== null) hi = Math.max(hi, e);
  const lo = n;
  const left = font * 2.6;
  const top = font * 1.6;
  const width = Math.max(10, w - left - 8);
  const height = Math.max(10, h - top - font * 1.8);
  const yStep = niceStep((hi - lo) / Math.max(2, Math.floor(height / (font * 2.2))));
  const yMin = Math.floor((lo - yStep / 2) / yStep) * yStep;
  const yMax = Math.ceil((hi + yStep / 2) / yStep) * yStep;
  const xStep = Math.max(1, niceStep(Math.max(n, 1) / Math.max(1, Math.floor(width / (font * 3.2)))));
  const xMax = Math.max(xStep, Math.ceil(Math.max(n, 1) / xStep) * xStep);
  return {
    left,
    top,
    width,
    height,
    yMin,
    yMax,
    xMax,
    yStep,
    xStep,
    x: (m) => left + (m / xMax) * width,
    y: (s) => top + height - ((s - yMin) / (yMax - yMin)) * height,
  };
}

const r2 = (x: number) => Math.round(x * 10) / 10;

// The chart as SVG elements for a w x h box; `selected` the move picked (0: none).
export function paintAnalysisChart(a: AnalysisView | null, palette: Palette, w: number, h: number, selected: number, font = 12): string {
  const text = palette.legendText.slice(0, 7);
  const grid = palette.ghost.slice(0, 7);
  const parts: string[] = [];
  if (!a || a.searched === 0) {
    parts.push(
      `<foreignObject x="8" y="8" width="${w - 16}" height="${h - 16}"><p xmlns="http://www.w3.org/1999/xhtml" class="chart-empty">` +
        `${escapeXml(tr(chart, "Analyse Game draws here, move by move, the longest game the search still finds after it."))}</p></foreignObject>`,
    );
    return parts.join("");
  }
  const g = axes(a, w, h, font);
  const n = a.moves;
  // The frame: score ticks on the left, move ticks below.
  for (let s = g.yMin; s <= g.yMax + 1e-9; s += g.yStep) {
    const y = r2(g.y(s));
    parts.push(`<line x1="${g.left}" x2="${r2(g.left + g.width)}" y1="${y}" y2="${y}" stroke="${grid}" stroke-width="1"/>`);
    parts.push(`<text x="${r2(g.left - 4)}" y="${y}" font-size="${font}" fill="${text}" text-anchor="end" dominant-baseline="central">${s}</text>`);
  }
  for (let m = 0; m <= g.xMax + 1e-9; m += g.xStep)
    parts.push(`<text x="${r2(g.x(m))}" y="${r2(g.top + g.height + font * 1.1)}" font-size="${font}" fill="${text}" text-anchor="middle">${m}</text>`);
  // The played game: the reference every estimate stands above.
  const played = r2(g.y(n));
  parts.push(`<line x1="${g.left}" x2="${r2(g.left + g.width)}" y1="${played}" y2="${played}" stroke="${text}" stroke-width="1" stroke-dasharray="4 3"/>`);
  parts.push(`<text x="${r2(g.left + 4)}" y="${r2(played + font + 1)}" font-size="${font}" fill="${text}">${escapeXml(fill(tr(chart, "played: %1"), n))}</text>`);
  // E(k) as steps: flat from position k to k + 1, then down to E(k + 1); a gap where a
  // position was not searched.
  let d = "";
  let drawing = false;
  for (let k = 0; k <= n; ++k) {
    const e = a.best[k];
    if (e === null) {
      drawing = false;
      continue;
    }
    d += `${drawing ? "L" : "M"}${r2(g.x(k))} ${r2(g.y(e))}L${r2(g.x(Math.min(k + 1, n)))} ${r2(g.y(e))}`;
    drawing = k < n;
  }
  const line = palette.candidate.slice(0, 7);
  // Where E is exact (the solver visited every game from there), a band under it down to
  // the played game, half a line tall at least: an optimal game's E lies on that line.
  const anyProven = a.proven.some((p) => p);
  for (let k = 0; k < n; ++k)
    if (a.proven[k] && a.best[k] !== null) {
      const top = r2(g.y(a.best[k] as number));
      parts.push(
        `<rect class="proven" x="${r2(g.x(k))}" y="${top}" width="${r2(g.x(k + 1) - g.x(k))}" height="${r2(Math.max(font / 2, played - top))}" fill="${line}" fill-opacity="0.24"/>`,
      );
    }
  parts.push(`<path d="${d}" fill="none" stroke="${line}" stroke-width="2" stroke-linejoin="miter"/>`);
  parts.push(legend(g, line, text, font, anyProven));
  if (selected >= 1 && selected <= n)
    parts.push(`<rect x="${r2(g.x(selected) - 3)}" y="${g.top}" width="6" height="${r2(g.height)}" fill="${line}" fill-opacity="0.2"/>`);
  for (const m of a.largest) {
    const before = a.best[m - 1] as number;
    const after = a.best[m] as number;
    const x = r2(g.x(m));
    parts.push(`<line x1="${x}" x2="${x}" y1="${r2(g.y(before))}" y2="${r2(g.y(after))}" stroke="${markColour}" stroke-width="3" stroke-linecap="round"/>`);
    parts.push(`<circle cx="${x}" cy="${r2(g.y(before))}" r="3.5" fill="${markColour}"/>`);
    const label = markText(m, before - after, a.rows[m - 1]?.proven ?? false);
    const lx = Math.min(x + 5, g.left + g.width - label.length * font * 0.62);
    parts.push(`<text x="${r2(lx)}" y="${r2(g.y(before) - 4)}" font-size="${font}" font-weight="bold" fill="${markColour}">${escapeXml(label)}</text>`);
  }
  return parts.join("");
}

// A marked loss as the desktop chart and the badges say it: ✓ where it is proven.
export function markText(move: number, loss: number, proven: boolean): string {
  return proven ? fill(tr(chart, "%1: loss %2 ✓"), move, loss) : fill(tr(chart, "%1: loss %2"), move, loss);
}

// The legend at the plot's top right (where E is lowest late in a game and the marks rarely
// reach): the line, and once something is proven the band and the check mark.
function legend(g: Axes, line: string, text: string, font: number, proven: boolean): string {
  const texts = [tr(chart, "best game found")];
  if (proven) texts.push(tr(chart, "proven exact; ✓ a proven loss"));
  const small = font * 0.9;
  const width = Math.max(...texts.map((t) => t.length * small * 0.56));
  const sample = small * 1.4;
  const rowH = small * 1.3;
  const left = r2(g.left + g.width - width - sample - 14);
  const top = r2(g.top + 4);
  const out = [`<g class="legend"><rect x="${left}" y="${top}" width="${r2(width + sample + 10)}" height="${r2(texts.length * rowH + 6)}" style="fill: var(--surface, #fff)" fill-opacity="0.85"/>`];
  texts.forEach((t, i) => {
    const y = top + 3 + i * rowH;
    const mid = r2(y + rowH / 2);
    if (i === 0) out.push(`<line x1="${r2(left + 4)}" x2="${r2(left + sample)}" y1="${mid}" y2="${mid}" stroke="${line}" stroke-width="2"/>`);
    else
      out.push(
        `<rect x="${r2(left + 4)}" y="${r2(y + 2)}" width="${r2(sample - 4)}" height="${r2(rowH - 4)}" fill="${line}" fill-opacity="0.24"/>` +
          `<line x1="${r2(left + 4)}" x2="${r2(left + sample)}" y1="${r2(y + 2)}" y2="${r2(y + 2)}" stroke="${line}" stroke-width="2"/>`,
      );
    out.push(`<text x="${r2(left + sample + 4)}" y="${mid}" font-size="${r2(small)}" fill="${text}" dominant-baseline="central">${escapeXml(t)}</text>`);
  });
  out.push("</g>");
  return out.join("");
}

// The move under (x, y) of a chart drawn w x h: a marked move within reach first, else the
// move under the pointer; 0 outside the plot.
export function moveAtChart(a: AnalysisView | null, w: number, h: number, x: number, y: number, font = 12): number {
  if (!a || a.moves === 0 || a.searched === 0) return 0;
  const g = axes(a, w, h, font);
  for (const m of a.largest) {
    const top = g.y(a.best[m - 1] as number);
    const bottom = g.y(a.best[m] as number);
    if (Math.abs(x - g.x(m)) <= 10 && y >= top - 12 && y <= bottom + 12) return m;
  }
  if (x < g.left - 8 || x > g.left + g.width + 8 || y < g.top - 8 || y > g.top + g.height + 8) return 0;
  return Math.min(a.moves, Math.max(1, Math.round(((x - g.left) / g.width) * g.xMax)));
}
