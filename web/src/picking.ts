// Which move a click or a tap on the board means. A mouse points at one spot; a fingertip
// covers 44 px or more, several points where they are close (17-29 px apart on a phone),
// so a tap takes the nearest legal point within a finger's reach, and where another is
// about as near, a magnifier shows the spot large enough for a second, sure tap. When
// several lines go through the point picked, a chooser lists them, each previewed.

import type { Move, Palette, Point, Scene } from "./core";
import { paintBoard, type Geometry } from "./board";

// Half the width a fingertip covers (CSS px): a tap this far from a point may mean it.
export const fingerRadius = 24;
// The distance between points in the magnifier: a fingertip's width.
const magnifiedCell = 48;

export type Choice = { move: Move; text: string };
export type Hover = { point: Point; choices: Choice[]; index: number };

// The points where a legal move can be played (hand play), each once.
export function legalPoints(scene: Scene): Point[] {
  const seen = new Set<string>();
  const out: Point[] = [];
  for (const m of scene.playable) {
    const key = `${m[0]},${m[1]}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push([m[0], m[1]]);
    }
  }
  return out;
}

// The point of `points` a press at (x, y) means: the nearest within `radius` pixels, if it
// is at most half as far as the next one; `ambiguous` when another is about as near (the
// press fell between them); null when none is within reach.
export function pickPoint(g: Geometry, x: number, y: number, points: Point[], radius: number): { point: Point } | { ambiguous: Point[] } | null {
  const near = points
    .map((p) => ({ p, d: Math.hypot(g.x0 + p[0] * g.cell - x, g.y0 + p[1] * g.cell - y) }))
    .filter((n) => n.d <= radius)
    .sort((a, b) => a.d - b.d);
  if (near.length === 0) return null;
  if (near.length === 1 || near[0].d <= near[1].d / 2) return { point: near[0].p };
  return { ambiguous: near.map((n) => n.p) };
}

// What the picker needs of the page.
export interface PickerHost {
  scene(): Scene;
  geometry(): Geometry;
  palette(): Palette;
  choices(p: Point): Choice[];
  play(m: Move): void;
  preview(hover: Hover | null): void;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export class Picker {
  private magnified: Geometry | null = null;

  constructor(private readonly host: PickerHost) {
    const magnifier = $<HTMLDialogElement>("magnifier");
    const svg = $("magnifier-svg");
    svg.addEventListener("click", (e) => {
      const r = svg.getBoundingClientRect();
      this.pickMagnified(e.clientX - r.left, e.clientY - r.top);
    });
    magnifier.addEventListener("close", () => (this.magnified = null));
    $<HTMLDialogElement>("chooser").addEventListener("close", () => this.host.preview(null));
    for (const dialog of [magnifier, $<HTMLDialogElement>("chooser")]) {
      dialog.addEventListener("keydown", (e) => {
        if (e.key === "Escape") dialog.close();
      });
      // A press elsewhere closes it (not the one that opened it: that came before).
      document.addEventListener("pointerdown", (e) => {
        if (dialog.open && !dialog.contains(e.target as Node)) dialog.close();
      });
    }
  }

  // Is a box of the picker open (the page's keys wait)?
  get open(): boolean {
    return $<HTMLDialogElement>("magnifier").open || $<HTMLDialogElement>("chooser").open;
  }

  // A click at (x, y) of the board; `finger`: a touch, which reaches further.
  click(x: number, y: number, finger: boolean): void {
    const scene = this.host.scene();
    if (!scene.playing) return;
    const g = this.host.geometry();
    const radius = finger ? Math.max(fingerRadius, g.cell / 2) : g.cell / 2;
    const pick = pickPoint(g, x, y, legalPoints(scene), radius);
    if (!pick) return;
    if ("ambiguous" in pick) this.magnify(x, y);
    else this.playAt(pick.point);
  }

  // The legal move at p, or the chooser of the lines through it.
  playAt(p: Point): void {
    const choices = this.host.choices(p);
    if (choices.length === 1) this.host.play(choices[0].move);
    else if (choices.length > 1) this.choose(choices);
  }

  // The board around (x, y) with its points a fingertip apart, centred where the finger
  // was; a tap in it plays as a tap on the board would.
  private magnify(x: number, y: number): void {
    const g = this.host.geometry();
    const dialog = $<HTMLDialogElement>("magnifier");
    const svg = $("magnifier-svg") as unknown as SVGSVGElement;
    const size = Math.min(300, innerWidth - 16);
    const cx = (x - g.x0) / g.cell;
    const cy = (y - g.y0) / g.cell;
    this.magnified = { cell: magnifiedCell, x0: size / 2 - cx * magnifiedCell, y0: size / 2 - cy * magnifiedCell };
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.setAttribute("width", String(size));
    svg.setAttribute("height", String(size));
    svg.innerHTML = paintBoard(this.host.scene(), this.host.palette(), this.magnified, size, size);
    dialog.show();
    const board = $("board").getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    const left = board.left + x - box.width / 2;
    const top = board.top + y - box.height / 2;
    dialog.style.left = `${Math.max(8, Math.min(innerWidth - box.width - 8, left))}px`;
    dialog.style.top = `${Math.max(8, Math.min(innerHeight - box.height - 8, top))}px`;
    $("magnifier-close").focus();
  }

  private pickMagnified(x: number, y: number): void {
    if (!this.magnified) return;
    const pick = pickPoint(this.magnified, x, y, legalPoints(this.host.scene()), fingerRadius);
    if (!pick || "ambiguous" in pick) return; // between two points a fingertip apart: tap again
    $<HTMLDialogElement>("magnifier").close();
    this.playAt(pick.point);
  }

  // Several lines through the point: the user picks one (the desktop program's Tab), in a
  // box beside the point (under the board on a phone) that leaves the lines in sight;
  // each choice previews its line. Escape or a press elsewhere closes it.
  choose(choices: Choice[]): void {
    const dialog = $<HTMLDialogElement>("chooser");
    $("chooser-list").replaceChildren(
      ...choices.map((c, i) => {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = c.text;
        b.onclick = () => {
          dialog.close();
          this.host.play(c.move);
        };
        b.onmouseenter = b.onfocus = () => this.host.preview({ point: [c.move[0], c.move[1]], choices, index: i });
        return b;
      }),
    );
    dialog.show();
    const board = $("board").getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    const g = this.host.geometry();
    if (matchMedia("(max-width: 760px)").matches) {
      dialog.style.left = "8px";
      dialog.style.top = `${Math.min(innerHeight - box.height - 8, board.bottom + 8)}px`;
    } else {
      const [px, py] = choices[0].move;
      const x = board.left + g.x0 + px * g.cell;
      const y = board.top + g.y0 + py * g.cell;
      const gap = 3 * g.cell;
      const left = x + gap + box.width < innerWidth ? x + gap : Math.max(8, x - gap - box.width);
      dialog.style.left = `${left}px`;
      dialog.style.top = `${Math.max(8, Math.min(innerHeight - box.height - 8, y - box.height / 2))}px`;
    }
    (dialog.querySelector("#chooser-list button") as HTMLButtonElement | null)?.focus();
  }
}
