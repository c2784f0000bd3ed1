// web.pictures: the page's SVG and PNG exports carry the grid as the desktop program's do
// (one core writes the record for both): morpion-cli reads them back as the same grid with
// its information, the page opens them again, and opens the desktop renderer's pictures;
// and the page paints a layer as the desktop renderer does, pixel for pixel but for the
// edges of strokes and letters.

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { browserSuite, cli, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const suite = browserSuite();
let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), "morpion-pictures-"));
});
after(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function exported(page, kind) {
  await page.click("#export-menu summary");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(`#export-${kind}`)]);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

test("SVG and PNG exports read back by morpion-cli as the same grid, with its title", async () => {
  const page = await suite.open();
  await page.click("#famous-button");
  await page.locator("#famous-list button").first().click(); // Rosin's 178, with its record's fields
  await page.keyboard.press("ArrowRight");
  for (const kind of ["svg", "png"]) {
    const path = await exported(page, kind);
    // Named after the grid's title, as the desktop program proposes (GridInfo::fileStem).
    assert.equal(path.endsWith(`Rosin's 178, the 5T world record.${kind}`), true, path);
    const code = await cli("convert", "--to", "code", path);
    assert.equal(code.code, 0, code.stderr);
    assert.equal(code.stdout.trim(), code178, kind);
    const msr = await cli("convert", "--to", "msr", path);
    assert.match(msr.stdout, /"description": "Rosin's 178, the 5T world record"/, kind);
    assert.match(msr.stdout, /"author": "Christopher D\. Rosin"/, kind);
    const bytes = readFileSync(path);
    if (kind === "png") {
      assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
      assert.equal(bytes.subarray(37, 41).toString("latin1"), "tEXt", "the record right after IHDR");
    } else {
      assert.match(bytes.toString("utf8"), /<metadata id="msr"><msr xmlns="urn:x-morpion:msr" version="0.1">\{/);
    }
    // And the page opens its own picture again.
    await page.click("#new-menu summary");
    await page.click("#new-items button >> nth=0");
    await page.setInputFiles("#file", path);
    await page.waitForFunction((c) => document.getElementById("code").value === c, code178);
    assert.equal((await shown(page)).error, false);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the desktop renderer's pictures open in the page", async (t) => {
  const page = await suite.open();
  for (const [code, name] of [
    [code178, "desktop.png"],
    ["5D:LG4VXOFJjGWQMXhsY7aRf+/97Y", "desktop.svg"],
  ]) {
    const path = join(dir, name);
    const r = await cli("render", code, "-o", path, "--layer", "3");
    if (r.code === 3) {
      t.skip("this build has no renderer (MORPION_BUILD_GUI=OFF)");
      return;
    }
    assert.equal(r.code, 0, r.stderr);
    await page.setInputFiles("#file", path);
    await page.waitForFunction((c) => document.getElementById("code").value === c, code);
    const s = await shown(page);
    assert.equal(s.error, false, s.message);
    assert.match(s.message, /^Opened/);
  }
  await page.close();
});

// Each pixel of the board's part of two pictures as the palette colour it is nearest to
// (or "other"): the share of pixels that differ, and each colour's count in both.
async function comparePictures(page, a, b) {
  return page.evaluate(
    async ([a, b]) => {
      const load = async (base64) => {
        const image = new Image();
        image.src = "data:image/png;base64," + base64;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d");
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [A, B] = [await load(a), await load(b)];
      const names = ["background", "lattice", "cross", "line", "pointFill", "current", "candidate", "taboo", "ghost"];
      const palette = window.morpion.palette;
      const colours = names.map((n) => [n, [1, 3, 5].map((i) => parseInt(palette[n].slice(i, i + 2), 16))]);
      const classOf = (d, i) => {
        let best = "other";
        let distance = 60 * 60;
        for (const [name, c] of colours) {
          const e = (d[i] - c[0]) ** 2 + (d[i + 1] - c[1]) ** 2 + (d[i + 2] - c[2]) ** 2;
          if (e < distance) [best, distance] = [name, e];
        }
        return best;
      };
      // The board: the pictures but their legend, whose text may differ by the fonts.
      const rows = Math.min(A.height, B.height) - 320;
      const countsA = {};
      const countsB = {};
      let differ = 0;
      for (let i = 0; i < rows * A.width * 4; i += 4) {
        const p = classOf(A.data, i);
        const q = classOf(B.data, i);
        countsA[p] = (countsA[p] ?? 0) + 1;
        countsB[q] = (countsB[q] ?? 0) + 1;
        differ += p !== q;
      }
      return { sizes: [A.width, A.height, B.width, B.height], differ: differ / (rows * A.width), countsA, countsB };
    },
    [readFileSync(a).toString("base64"), readFileSync(b).toString("base64")],
  );
}

test("the page paints a layer as the desktop renderer paints it", async (t) => {
  const page = await suite.open();
  for (const [code, layer] of [
    [code178, 0],
    [code178, 20],
    ["5D:LG4VXOFJjGWQMXhsY7aRf+/97Y", 3],
  ]) {
    const desktop = join(dir, `desktop-${layer}.png`);
    const r = await cli("render", code, "-o", desktop, "--layer", String(layer), "--numbers");
    if (r.code === 3) {
      t.skip("this build has no renderer (MORPION_BUILD_GUI=OFF)");
      return;
    }
    assert.equal(r.code, 0, r.stderr);
    await page.fill("#code", code);
    await page.press("#code", "Enter");
    await page.locator("#slider").fill(String(layer));
    const web = await exported(page, "png");
    const c = await comparePictures(page, desktop, web);
    assert.equal(c.sizes[0], c.sizes[2], "the same width");
    assert.ok(Math.abs(c.sizes[1] - c.sizes[3]) <= 4, `the same height: ${c.sizes}`);
    assert.ok(c.differ < 0.04, `${code} at layer ${layer}: ${(c.differ * 100).toFixed(1)} % of the pixels differ`);
    for (const name of ["line", "current", "candidate", "taboo", "ghost", "cross"]) {
      const [a, b] = [c.countsA[name] ?? 0, c.countsB[name] ?? 0];
      if (a + b < 2000) continue; // a colour the layer barely shows
      // The taboo moves' dots are a few pixels each: their edges weigh more.
      const share = name === "taboo" ? 0.2 : 0.1;
      assert.ok(Math.abs(a - b) <= share * Math.max(a, b), `${code} at layer ${layer}, ${name}: ${a} pixels against ${b}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
