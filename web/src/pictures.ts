// Exported pictures, laid out as the desktop program's (app/paint/PictureExport.cpp): the
// board at 1600 pixels wide with move numbers, the legend under it; an SVG page adds a
// margin. Both carry the grid's record, written by the core as the desktop program writes
// it, so that each program opens the other's pictures.

import type { Core, Palette, Scene } from "./core";
import { escapeXml, fit, paintBoard, paintLegend } from "./board";
import { legendEntries } from "./panel";
import { tr } from "./i18n";

const width = 1600;

function legendFont(): number {
  return Math.min(28, Math.max(9, width / 60));
}

function measurer(font: number): (text: string) => number {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return (text) => text.length * font * 0.55;
  context.font = `${font}px sans-serif`;
  return (text) => context.measureText(text).width;
}

// The picture in its own size: the board, then the legend. `scene`: as a picture shows
// it (Core.scene with `picture`).
function picture(scene: Scene, palette: Palette): { body: string; w: number; h: number } {
  const [, , bw, bh] = scene.bounds;
  const boardHeight = Math.ceil((width * bh) / bw);
  const g = fit(scene, 0, 0, width, boardHeight);
  let body = paintBoard(scene, palette, g, width, boardHeight);
  let h = boardHeight;
  if (scene.showLegend) {
    const f = legendFont();
    const legend = paintLegend(legendEntries(scene), palette, f, boardHeight, f, measurer(f));
    body += legend.svg;
    h += Math.ceil(legend.height + f);
  }
  const background = `<rect width="${width}" height="${h}" fill="${palette.background.slice(0, 7)}"/>`;
  return { body: background + body, w: width, h };
}

function document_(w: number, h: number, inner: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
    'font-family="sans-serif">\n' +
    `<title>${escapeXml(tr("morpion::paint::PictureExport", "Morpion Solitaire grid"))}</title>\n` +
    `<desc>${escapeXml(tr("morpion::paint::PictureExport", "Drawn by Morpion Layers"))}</desc>\n` +
    inner +
    "\n</svg>\n"
  );
}

// The SVG page: the picture with a margin (PictureExport::pageMargin), one unit a point.
export function svgPicture(scene: Scene, palette: Palette): string {
  const p = picture(scene, palette);
  const margin = Math.ceil(Math.max(12, p.w * 0.04));
  const w = p.w + 2 * margin;
  const h = p.h + 2 * margin;
  return document_(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.background.slice(0, 7)}"/>` +
      `<g transform="translate(${margin} ${margin})">${p.body}</g>`,
  );
}

// The PNG: the picture rasterised by the browser from the same SVG.
export async function pngPicture(scene: Scene, palette: Palette): Promise<Uint8Array> {
  const p = picture(scene, palette);
  const svg = document_(p.w, p.h, p.body);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = p.w;
    canvas.height = p.h;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!blob) throw new Error("the PNG came out empty");
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}

// The picture with its record, ready to save, or the core's error.
export async function exportPicture(
  core: Core,
  scene: Scene,
  palette: Palette,
  kind: "svg" | "png",
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
  const bytes = kind === "svg" ? new TextEncoder().encode(svgPicture(scene, palette)) : await pngPicture(scene, palette);
  const r = core.withRecord(bytes, kind === "svg");
  return r.ok ? { ok: true, bytes: r.bytes } : { ok: false, error: r.error.text ?? r.error.message };
}

export function download(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
