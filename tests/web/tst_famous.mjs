// web.famous: the 17 famous grids open from the link's fragment with the layer count, the
// moves taken per layer and the code of `morpion-cli info`; the 178 stepped through every
// layer shows each layer's taken moves; the famous grids' list opens each with its story.

import assert from "node:assert/strict";
import { test } from "node:test";
import { browserSuite, famousGrids, info, shown, takenPerLayer } from "./support.mjs";

const suite = browserSuite();

// The moves taken per layer as the page's chart lists them (one bar a layer, its title
// "Layer k: n moves taken").
const chartCounts = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("#chart rect[data-layer] title")].map((t) => Number(/: (\d+) move/.exec(t.textContent)[1])),
  );

test("every famous grid from the fragment: code, layers and moves per layer as morpion-cli says", async () => {
  const page = await suite.context.newPage();
  for (const grid of famousGrids()) {
    const code = (grid.variant === "5T" ? "" : grid.variant + ":") + grid.code;
    const expected = await info(code);
    await page.goto(suite.server.url + "#" + encodeURIComponent(code));
    await page.waitForSelector("body.ready");
    await page.reload(); // a fresh start each time, from the link alone
    await page.waitForSelector("body.ready");
    const s = await shown(page);
    assert.equal(s.error, false, `${grid.id}: ${s.message}`);
    assert.equal(s.code, (grid.variant === "5T" ? "" : grid.variant + ":") + expected.code, grid.id);
    assert.equal(s.last + 1, Number(expected.layers), grid.id);
    assert.equal(s.label, `Layer 0 / ${Number(expected.layers) - 1}`, grid.id);
    const counts = await takenPerLayer(code);
    assert.deepEqual(await chartCounts(page), counts, grid.id);
    assert.equal(s.taken, counts[0], `${grid.id}: the taken moves listed at layer 0`);
    await page.keyboard.press("End");
    assert.equal((await shown(page)).taken, counts.at(-1), `${grid.id}: at the last layer`);
  }
  await page.close();
});

test("the 178, layer by layer: each layer lists the moves it takes", async () => {
  const code = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
  const page = await suite.open(code);
  const counts = await takenPerLayer(code);
  for (let k = 0; k < counts.length; ++k) {
    const s = await shown(page);
    assert.equal(s.layer, k);
    assert.equal(s.taken, counts[k], `layer ${k}`);
    await page.keyboard.press("ArrowRight");
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the famous grids' list: title, author, story; a click opens the grid in its published order", async () => {
  const page = await suite.open();
  await page.click("#famous-button");
  const items = page.locator("#famous-list button");
  assert.equal(await items.count(), 17);
  const first = items.first();
  assert.match(await first.textContent(), /Rosin's 178.*Christopher D\. Rosin.*world record since August 2011/s);
  await first.click();
  assert.equal(await page.locator("#famous").evaluate((d) => d.open), false);
  const s = await shown(page);
  assert.equal(s.code, "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw");
  assert.match(await page.locator("#info").textContent(), /Rosin's 178, the 5T world record.*Christopher D\. Rosin/s);
  await page.close();
});
