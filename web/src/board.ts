// Paints a scene (computed by the core, web/bridge) as SVG, the way the desktop program's
// renderer paints it with QPainter (app/paint/BoardRenderer.cpp): the same colours
// (app/paint/BoardPalette.h, handed over by the core), the same proportions (which the
// scene carries), the same order of strokes. The board on screen and the exported SVG and PNG pictures are all
// this one painter's output.

import type { BoardSize, LegendKind, Move, Palette, Point, Scene, SceneItem } from "./core";
import { Role } from "./core";

// Where the lattice sits: the position of point (0,0) and the distance between points,
// in pixels (app/paint/BoardGeometry.h).
export interface Geometry {
  x0: number;
  y0: number;
  cell: number;
}

// The largest geometry that shows the scene's lattice rectangle centred in w x h.
export function fit(scene: Scene, left: number, top: number, w: number, h: number): Geometry {
  const [bx, by, bw, bh] = scene.bounds;
  const cell = Math.max(0.5, Math.min(w / Math.max(bw, 1), h / Math.max(bh, 1)));
  return {
    cell,
    x0: left + w / 2 - (bx + bw / 2) * cell,
    y0: top + h / 2 - (by + bh / 2) * cell,
  };
}

export function toLattice(g: Geometry, x: number, y: number): Point {
  return [Math.round((x - g.x0) / g.cell), Math.round((y - g.y0) / g.cell)];
}

const lineLength = (variant: string) => (variant.startsWith("4") ? 4 : 5);
const steps: Point[] = [
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
];

// "#rrggbbaa" as SVG takes it: the colour and, apart, its opacity.
function paint(colour: string, attribute: "fill" | "stroke"): string {
  const alpha = parseInt(colour.slice(7, 9), 16);
  const opacity = alpha === 255 ? "" : ` ${attribute}-opacity="${(alpha / 255).toFixed(3)}"`;
  return `${attribute}="${colour.slice(0, 7)}"${opacity}`;
}

// QColor::lighter(factor): the value (HSV) times factor/100, saturation lowered past white.
export function lighter(colour: string, factor: number): string {
  const rgb = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  const max = Math.max(...rgb);
  const min = Math.min(...rgb);
  let v = (max * factor) / 100;
  let s = max === 0 ? 0 : (max - min) / max;
  if (v > 1) {
    s = Math.max(0, s - (v - 1));
    v = 1;
  }
  const h = (() => {
    if (max === min) return 0;
    const [r, g, b] = rgb;
    const d = max - min;
    const hue = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return hue / 6;
  })();
  const f = (n: number) => {
    const k = (n + h * 6) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(5))}${hex(f(3))}${hex(f(1))}${colour.slice(7, 9) || "ff"}`;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

// A size in pixels at `cell` (BoardSize::at): its share of the cell, at least its least,
// which shrinks with cells under 12 pixels where it says so.
export function sizeAt([perCell, least, shrinks]: BoardSize, cell: number): number {
  const scale = shrinks ? Math.min(1, Math.max(0.25, cell / 12)) : 1;
  return Math.max(least * scale, perCell * cell);
}

class Svg {
  parts: string[] = [];
  lines(segments: string[], colour: string, width: number, cap: "butt" | "round", dash?: [number, number]): void {
    if (segments.length === 0) return;
    const d = dash ? ` stroke-dasharray="${r2(dash[0])} ${r2(dash[1])}"` : "";
    this.parts.push(
      `<path d="${segments.join("")}" fill="none" ${paint(colour, "stroke")} stroke-width="${r2(width)}" ` +
        `stroke-linecap="${cap}" stroke-linejoin="round"${d}/>`,
    );
  }
  circles(centres: Point[], r: number, fill: string | null, stroke?: [string, number]): void {
    if (centres.length === 0 || r <= 0) return;
    const d = centres
      .map(([x, y]) => `M${r2(x - r)} ${r2(y)}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0`)
      .join("");
    const f = fill ? paint(fill, "fill") : 'fill="none"';
    const s = stroke ? ` ${paint(stroke[0], "stroke")} stroke-width="${r2(stroke[1])}"` : "";
    this.parts.push(`<path d="${d}" ${f}${s}/>`);
  }
  text(x: number, y: number, size: number, colour: string, text: string, anchor = "middle", bold = true): void {
    this.parts.push(
      `<text x="${r2(x)}" y="${r2(y)}" font-size="${r2(size)}"${bold ? ' font-weight="bold"' : ""} ` +
        `text-anchor="${anchor}" dominant-baseline="central" ${paint(colour, "fill")}>${escapeXml(text)}</text>`,
    );
  }
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
}

// What the page adds to the core's scene: the move under the pointer in hand play, the
// move picked in the list, and hinted moves (as the desktop program's board view draws
// them: a glow under the line and around the point).
export interface Marks {
  preview?: Move | null;
  selected?: Move | null;
  hints?: Move[];
}

// What every part of the board is drawn with: where a lattice point lands, a move's
// segment, and the scene's proportions at this cell size.
interface Pens {
  scene: Scene;
  palette: Palette;
  g: Geometry;
  pr: Scene["proportions"];
  map: (x: number, y: number) => Point;
  segment: (m: Move | SceneItem) => string;
  point: (m: Move | SceneItem) => Point;
  line: number;
  current: number;
  pointR: number;
  outline: number;
  tabooPen: number;
}

function pensFor(scene: Scene, palette: Palette, g: Geometry): Pens {
  const n = lineLength(scene.variant);
  const cell = g.cell;
  const map = (x: number, y: number): Point => [g.x0 + x * cell, g.y0 + y * cell];
  const segment = (m: Move | SceneItem) => {
    const [dx, dy] = steps[m[4]];
    const [ax, ay] = map(m[2], m[3]);
    const [bx, by] = map(m[2] + (n - 1) * dx, m[3] + (n - 1) * dy);
    return `M${r2(ax)} ${r2(ay)}L${r2(bx)} ${r2(by)}`;
  };
  const pr = scene.proportions;
  return {
    scene,
    palette,
    g,
    pr,
    map,
    segment,
    point: (m) => map(m[0], m[1]),
    line: sizeAt(pr.line, cell),
    current: sizeAt(pr.currentLine, cell),
    pointR: sizeAt(scene.showNumbers ? pr.numberedPoint : pr.point, cell),
    outline: sizeAt(pr.outline, cell),
    tabooPen: sizeAt(pr.tabooLine, cell),
  };
}

// The board of `scene` filling the rectangle (0,0,w,h), as SVG elements.
export function paintBoard(scene: Scene, palette: Palette, g: Geometry, w: number, h: number, marks: Marks = {}): string {
  return boardParts(scene, palette, g, w, h, marks).join("");
}

// The same board as its SVG elements, one string each, in painting order. The layered
// moves come one layer to an element, so that a step to the next layer leaves most of
// them as they were: the screen keeps those (patchChildren) and draws only what changed.
export function boardParts(scene: Scene, palette: Palette, g: Geometry, w: number, h: number, marks: Marks = {}): string[] {
  const pens = pensFor(scene, palette, g);
  const svg = new Svg();
  svg.parts.push(`<rect width="${r2(w)}" height="${r2(h)}" ${paint(palette.background, "fill")}/>`);
  paintLattice(svg, pens, w, h);
  if (scene.comparison) {
    paintComparison(svg, pens);
    return svg.parts;
  }
  paintLines(svg, pens, marks);
  paintPoints(svg, pens, marks);
  return svg.parts;
}

// The items of a role, a list a layer, from the first layer up.
function byLayer(items: SceneItem[], role: Role): SceneItem[][] {
  const layers = new Map<number, SceneItem[]>();
  for (const item of items) {
    if (item[7] !== role) continue;
    const list = layers.get(item[6]);
    if (list) list.push(item);
    else layers.set(item[6], [item]);
  }
  return [...layers.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list);
}

// The guide lattice, one pixel wide, where points are far enough apart for it to help.
function paintLattice(svg: Svg, { palette, g, pr }: Pens, w: number, h: number): void {
  const cell = g.cell;
  if (palette.lattice.endsWith("00") || cell < pr.latticeFrom) return;
  const d: string[] = [];
  for (let x = Math.floor(-g.x0 / cell); x <= Math.ceil((w - g.x0) / cell); ++x)
    d.push(`M${Math.floor(g.x0 + x * cell) + 0.5} 0V${r2(h)}`);
  for (let y = Math.floor(-g.y0 / cell); y <= Math.ceil((h - g.y0) / cell); ++y)
    d.push(`M0 ${Math.floor(g.y0 + y * cell) + 0.5}H${r2(w)}`);
  svg.parts.push(`<path d="${d.join("")}" ${paint(palette.lattice, "stroke")} stroke-width="1" shape-rendering="crispEdges"/>`);
}

// The lines: the selection's halo, ghosts, taboo and candidate lines, the taken ones.
function paintLines(svg: Svg, { scene, palette, g, pr, segment, point, line, current, tabooPen }: Pens, marks: Marks): void {
  const cell = g.cell;
  if (marks.selected) {
    const s = marks.selected;
    svg.lines([segment(s)], palette.selection, sizeAt(pr.halo, cell), "round");
    svg.circles([point(s)], sizeAt(pr.haloPoint, cell), palette.selection);
  }
  // Hints: a soft glow under the legal lines, wider than any line drawn over it.
  svg.lines((marks.hints ?? []).map(segment), palette.hint, sizeAt(pr.hintLine, cell), "round");
  if (scene.ghostLater) for (const later of byLayer(scene.items, Role.Later)) svg.lines(later.map(segment), palette.ghost, line, "butt");
  // Left untaken earlier: a quiet dotted line; candidates not taken (and in hand play every
  // legal move): dashed in the candidate colour.
  svg.lines(scene.taboo.map(segment), palette.taboo, tabooPen, "butt", [pr.tabooDash * cell, pr.tabooGap * cell]);
  const dashes: [number, number] = [pr.candidateDash * cell, pr.candidateGap * cell];
  svg.lines([...scene.open, ...scene.playable].map(segment), palette.candidate, line, "butt", dashes);
  for (const earlier of byLayer(scene.items, Role.Earlier)) svg.lines(earlier.map(segment), palette.line, line, "butt");
  for (const now of byLayer(scene.items, Role.Current)) svg.lines(now.map(segment), palette.current, current, "butt");
  if (marks.preview) svg.lines([segment(marks.preview)], palette.preview, current, "round");
}

// Points: the cross, ghosts, then the candidates' rings and the taboo diamonds, then the
// points on the board at this layer, each a disc with a rim (two fills); the marks last.
function paintPoints(svg: Svg, pens: Pens, marks: Marks): void {
  const { scene, palette, g, pr, map, point, pointR, outline, tabooPen } = pens;
  const cell = g.cell;
  svg.circles(scene.cross.map(([x, y]) => map(x, y)), sizeAt(pr.crossPoint, cell), palette.cross);
  if (scene.ghostLater) paintDiscs(svg, pens, Role.Later, palette.background, palette.ghost, palette.ghost);
  svg.circles((marks.hints ?? []).map(point), sizeAt(pr.hintPoint, cell), palette.hint);
  const ringR = sizeAt(scene.showNumbers ? pr.numberedRing : pr.ring, cell);
  const rings = [...scene.open, ...scene.playable].map(point);
  svg.circles(rings, ringR, palette.background, [palette.candidate, outline * pr.ringPen]);
  const t = sizeAt(pr.diamond, cell);
  const diamonds = scene.taboo
    .map(point)
    .map(([x, y]) => `M${r2(x)} ${r2(y - t)}L${r2(x + t)} ${r2(y)}L${r2(x)} ${r2(y + t)}L${r2(x - t)} ${r2(y)}Z`);
  if (diamonds.length)
    svg.parts.push(
      `<path d="${diamonds.join("")}" ${paint(palette.background, "fill")} ${paint(palette.taboo, "stroke")} ` +
        `stroke-width="${r2(tabooPen)}"/>`,
    );
  paintDiscs(svg, pens, Role.Earlier, palette.pointFill, palette.line, palette.number);
  paintDiscs(svg, pens, Role.Current, palette.current, palette.current, palette.currentText);
  if (marks.preview)
    svg.circles([point(marks.preview)], pointR, lighter(palette.preview, 160), [palette.preview, outline * pr.previewPen]);
  if (scene.last) {
    const pen = Math.max(pr.lastMovePenLeast, outline * pr.lastMovePen);
    svg.circles([map(...scene.last)], pointR + sizeAt(pr.lastMoveGap, cell), null, [palette.lastMove, pen]);
  }
}

// The points of one role as discs with a rim, numbered when the scene says so and they are
// large enough to hold a number.
// Rims, then fills, then numbers, as one painting would: a layer to an element.
function paintDiscs(svg: Svg, { scene, pr, point, pointR, outline }: Pens, role: Role, fill: string, edge: string, text: string): void {
  const layers = byLayer(scene.items, role);
  for (const items of layers) svg.circles(items.map(point), pointR, edge);
  if (fill !== edge && pointR > outline) for (const items of layers) svg.circles(items.map(point), pointR - outline, fill);
  if (!scene.showNumbers || pointR < pr.numbersFrom) return;
  for (const item of layers.flat()) {
    const [x, y] = point(item);
    const size =
      item[5] >= 100
        ? Math.max(pr.smallNumberFontLeast, Math.round(pointR * pr.smallNumberFont))
        : Math.max(pr.numberFontLeast, Math.round(pointR * pr.numberFont));
    svg.text(x, y, size, text, String(item[5]));
  }
}

// QColor::darker(factor): the value (HSV) divided by factor/100.
function darker(colour: string, factor: number): string {
  return lighter(colour, 10000 / factor);
}

// Compare with… (the analysis's better line): moves of both grids faint, the open grid's
// own moves in the current layer's colour, the other grid's own moves dashed in theirs with
// hollow points (BoardRenderer.cpp, paintComparison).
function paintComparison(svg: Svg, { scene, palette, g, pr, map, segment, point, line, current, pointR, outline }: Pens): void {
  const c = scene.comparison as NonNullable<Scene["comparison"]>;
  const cell = g.cell;
  const faint = darker(palette.ghost, 115);
  svg.lines(c.common.map(segment), faint, line, "butt");
  svg.lines(c.onlyThere.map(segment), palette.onlyThere, current, "butt", [pr.otherDash * cell, pr.otherGap * cell]);
  svg.lines(c.onlyHere.map(segment), palette.current, current, "butt");
  svg.circles(scene.cross.map(([x, y]) => map(x, y)), sizeAt(pr.crossPoint, cell), palette.cross);
  const centres = c.common.map(point);
  svg.circles(centres, pointR, faint);
  if (pointR > outline) svg.circles(centres, pointR - outline, palette.background);
  svg.circles(c.onlyThere.map(point), pointR, palette.background, [palette.onlyThere, outline * pr.otherPen]);
  svg.circles(c.onlyHere.map(point), pointR, palette.current);
}

// ---- The legend ----

// A legend line's sample, as app/paint/BoardLegend.cpp strokes it.
export function legendSample(kind: LegendKind, palette: Palette, x: number, y: number, font: number): string {
  const svg = new Svg();
  const cell = font * 1.1;
  const a = x;
  const b = x + font * 2.4;
  const cy = y;
  const dot: Point = [(a + b) / 2, cy];
  const r = font * 0.3;
  const seg = `M${r2(a)} ${r2(cy)}L${r2(b)} ${r2(cy)}`;
  switch (kind) {
    case "earlier":
      svg.lines([seg], palette.line, Math.max(1, 0.09 * cell), "round");
      svg.circles([dot], r, palette.pointFill, [palette.line, 1]);
      break;
    case "current":
      svg.lines([seg], palette.current, Math.max(1.6, 0.15 * cell), "round");
      svg.circles([dot], r, palette.current);
      break;
    case "candidate":
      svg.lines([seg], palette.candidate, Math.max(1, 0.09 * cell), "butt", [0.3 * cell, 0.18 * cell]);
      svg.circles([dot], r, palette.background, [palette.candidate, 1.4]);
      break;
    case "taboo": {
      svg.lines([seg], palette.taboo, Math.max(1, 0.06 * cell), "butt", [0.06 * cell, 0.14 * cell]);
      const t = r * 1.1;
      const [dx, dy] = dot;
      svg.parts.push(
        `<path d="M${r2(dx)} ${r2(dy - t)}L${r2(dx + t)} ${r2(dy)}L${r2(dx)} ${r2(dy + t)}L${r2(dx - t)} ${r2(dy)}Z" ` +
          `${paint(palette.background, "fill")} ${paint(palette.taboo, "stroke")} stroke-width="1.2"/>`,
      );
      break;
    }
    case "later":
      svg.lines([seg], palette.ghost, Math.max(1, 0.09 * cell), "round");
      svg.circles([dot], r, palette.background, [palette.ghost, 1]);
      break;
    case "lastMove":
      svg.circles([dot], r, palette.current);
      svg.circles([dot], r + 2.5, null, [palette.lastMove, 2]);
      break;
    case "onlyHere":
      svg.lines([seg], palette.current, Math.max(1.6, 0.15 * cell), "round");
      svg.circles([dot], r, palette.current);
      break;
    case "onlyThere":
      svg.lines([seg], palette.onlyThere, Math.max(1.6, 0.15 * cell), "butt", [0.3 * cell, 0.15 * cell]);
      svg.circles([dot], r, palette.background, [palette.onlyThere, 1.6]);
      break;
    case "common": {
      const faint = darker(palette.ghost, 115);
      svg.lines([seg], faint, Math.max(1, 0.09 * cell), "round");
      svg.circles([dot], r, palette.background, [faint, 1]);
      break;
    }
    default: // the desktop program's marks the page does not draw (hints, dependencies)
      break;
  }
  return svg.parts.join("");
}

export interface LegendEntry {
  kind: LegendKind;
  text: string;
}

// The legend as a box of SVG at (x, y): for exported pictures (PictureExport::paint,
// BoardLegend::paint).
// `measure` gives a text's width at the font size.
export function paintLegend(
  entries: LegendEntry[],
  palette: Palette,
  x: number,
  y: number,
  font: number,
  measure: (text: string) => number,
): { svg: string; height: number } {
  const row = font * 1.35 * 1.17; // the font's line height, as QFontMetrics::height
  const pad = font * 0.7;
  const width = pad * 2 + font * 3.2 + Math.max(0, ...entries.map((e) => measure(e.text)));
  const height = pad * 2 + row * entries.length;
  const parts = [
    `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(width)}" height="${r2(height)}" rx="${r2(font * 0.4)}" ` +
      `${paint(palette.legendBack, "fill")} ${paint(palette.ghost, "stroke")} stroke-width="1"/>`,
  ];
  entries.forEach((e, i) => {
    const cy = y + pad + row * i + row / 2;
    parts.push(legendSample(e.kind, palette, x + pad, cy, font));
    const svg = new Svg();
    svg.text(x + pad + font * 2.4 + font * 0.8, cy, font, palette.legendText, e.text, "start", false);
    parts.push(svg.parts.join(""));
  });
  return { svg: parts.join(""), height };
}
