// web.phone: the page at a phone's width (390 x 844, touch): nothing wider than the screen,
// the board large and first, the layer bar under it, the tools in one row; a tap steps the
// layers and plays a move; the legend and the moves follow below.

import assert from "node:assert/strict";
import { test } from "node:test";
import { browserSuite, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const suite = browserSuite({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the layout fits a phone", async () => {
  const page = await suite.open(code178);
  const layout = await page.evaluate(() => {
    const box = (id) => document.getElementById(id).getBoundingClientRect();
    return {
      width: document.documentElement.scrollWidth,
      board: box("board"),
      bar: box("layer-bar"),
      panel: box("panel"),
      code: box("code"),
    };
  });
  assert.ok(layout.width <= 390, `the page is ${layout.width} px wide`);
  assert.ok(layout.board.width >= 380 && layout.board.height >= 300, JSON.stringify(layout.board));
  assert.ok(layout.bar.top >= layout.board.bottom - 1, "the layer bar under the board");
  assert.ok(layout.panel.top >= layout.bar.bottom - 1, "the panel under the layer bar");
  assert.ok(layout.board.top < 844 / 3, "the board near the top");
  assert.ok(layout.code.width >= 150, "room to type a code");
  // Buttons big enough for a finger.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("#layer-bar button")].filter((b) => b.getBoundingClientRect().height < 32).length,
  );
  assert.equal(small, 0);
  await page.close();
});

test("taps step the layers and play", async () => {
  const page = await suite.open(code178);
  await page.tap("#next");
  await page.tap("#next");
  assert.equal((await shown(page)).layer, 2);
  await page.tap("#new-menu summary");
  await page.tap("#new-items button >> nth=0");
  const first = (await page.locator("#playable button").first().textContent()).split(" \u2013 ")[0].split(", ").map(Number);
  const [x0, y0, cell] = (await page.getAttribute("#board-svg", "data-geometry")).split(" ").map(Number);
  const box = await page.locator("#board").boundingBox();
  await page.touchscreen.tap(box.x + x0 + first[0] * cell, box.y + y0 + first[1] * cell);
  const chooser = page.locator("#chooser-list button");
  if (await page.locator("#chooser").evaluate((d) => d.open)) await chooser.first().tap();
  assert.notEqual((await shown(page)).code, "AAAAA");
  assert.equal(await page.locator("#undo").isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a tapped row of the move list marks its move on a board in view", async () => {
  const page = await suite.open(code178);
  await page.keyboard.press("End");
  const row = page.locator("#moves tbody tr[tabindex]").last();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await row.tap();
  const seen = await page.evaluate(() => {
    const board = document.getElementById("board").getBoundingClientRect();
    const row = [...document.querySelectorAll("#moves tbody tr[tabindex]")].pop().getBoundingClientRect();
    return { board: { top: board.top, bottom: board.bottom }, row: { top: row.top, bottom: row.bottom }, height: innerHeight };
  });
  assert.ok(seen.board.top >= -1 && seen.board.bottom <= seen.height + 1, `board out of view: ${JSON.stringify(seen)}`);
  assert.ok(seen.row.top >= seen.board.bottom - 1 && seen.row.bottom <= seen.height + 1, `row hidden: ${JSON.stringify(seen)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the Analysis tab fits a phone and works by touch: targets of 44 px, the chart as wide as the screen", async () => {
  const game = "BBYqjXKmCREUk9zxEuXW"; // a short grid from the cross
  const page = await suite.open(game);
  await page.tap("#tab-analysis");
  await page.fill("#analysis-budget", "200");
  await page.tap("#analysis-settings summary");
  await page.fill("#analysis-passes", "1");
  await page.tap("#analysis-run");
  await page.waitForFunction(() => Number(document.getElementById("analysis-run").dataset.runs ?? 0) > 0, null, { timeout: 120000 });
  const layout = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    chart: document.getElementById("analysis-chart").getBoundingClientRect().width,
    small: [...document.querySelectorAll("#page-analysis button, #page-analysis input, #page-analysis summary, #analysis-moves tbody tr")]
      .filter((e) => e.offsetParent && e.getBoundingClientRect().height < 44)
      .map((e) => e.id || e.tagName),
    rows: document.querySelectorAll("#analysis-moves tbody tr").length,
  }));
  assert.ok(layout.width <= 390, `the page is ${layout.width} px wide`);
  assert.ok(layout.chart >= 340, `the chart is ${layout.chart} px wide`);
  assert.deepEqual(layout.small, [], "targets under 44 px");
  assert.ok(layout.rows > 0);
  // A tapped row picks its move: the detail line says it.
  await page.tap("#analysis-moves tbody tr >> nth=2");
  assert.match(await page.textContent("#analysis-detail"), /^move 3 \(/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
