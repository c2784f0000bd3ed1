// web.phone: the page at a phone's width (390 x 844, touch): nothing wider than the screen,
// every control in reach and a finger's size, the board large and first, the layer bar
// under it; a tap steps the layers and plays the point a finger meant (a magnifier where
// points are too close); the legend and the moves follow below.

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
  await page.close();
});

// Every control on screen, within the screen's width (nothing to swipe sideways for), and
// at least 44 px each way: buttons, menus, boxes, the moves' rows, the legal moves.
async function controlsOffScreenOrSmall(page) {
  return page.evaluate(() => {
    const out = [];
    const name = (e) => e.id || e.textContent.trim().slice(0, 20) || e.tagName;
    for (const e of document.querySelectorAll("button, select, summary, input:not([type=checkbox]), #moves tbody tr[tabindex]")) {
      const r = e.getBoundingClientRect();
      if (!e.checkVisibility()) continue;
      if (r.left < 0 || r.right > innerWidth) out.push(`${name(e)} off screen: ${r.left}..${r.right}`);
      if (r.height < 44 || (e.tagName !== "TR" && r.width < 44)) out.push(`${name(e)} ${r.width} x ${r.height}`);
    }
    const tools = document.getElementById("tools");
    if (tools.scrollWidth > tools.clientWidth) out.push(`tools ${tools.scrollWidth} px in ${tools.clientWidth}`);
    return out;
  });
}

test("every control reachable without a sideways swipe, each a finger's size", async () => {
  const page = await suite.open(code178);
  assert.deepEqual(await controlsOffScreenOrSmall(page), []);
  for (const menu of ["#copy-menu", "#export-menu", "#view-menu"]) {
    await page.tap(`${menu} summary`);
    assert.deepEqual(await controlsOffScreenOrSmall(page), [], menu);
    await page.tap(`${menu} summary`);
  }
  await page.tap("#new-menu summary");
  await page.tap("#new-items button >> nth=0");
  assert.deepEqual(await controlsOffScreenOrSmall(page), [], "hand play");
  await page.close();
});

// Where the lattice point (x, y) is on the screen, and the distance between points.
async function screenOf(page, [x, y]) {
  const [x0, y0, cell] = (await page.getAttribute("#board-svg", "data-geometry")).split(" ").map(Number);
  const box = await page.locator("#board").boundingBox();
  return { x: box.x + x0 + x * cell, y: box.y + y0 + y * cell, cell };
}
const pointOf = (text) => text.split(" \u2013 ")[0].split(", ").map(Number);
const score = (page) => page.evaluate(() => window.morpion.state.score);

test("a tap plays the legal point a finger meant, nearest within its reach", async () => {
  const page = await suite.open();
  await page.tap("#new-menu summary");
  await page.tap("#new-items button >> nth=0");
  const legal = (await page.locator("#playable button").allTextContents()).map(pointOf);
  const isLegal = (p) => legal.some((q) => q[0] === p[0] && q[1] === p[1]);
  // A tap 0.6 of a step beside a legal point, nearer to a point where nothing can be
  // played than to it, and twice as near to it as to any other legal point.
  const steps = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const [lone, away] = legal
    .flatMap((p) => steps.map((d) => [p, d]))
    .find(([p, [dx, dy]]) => {
      const tap = [p[0] + 0.6 * dx, p[1] + 0.6 * dy];
      return !isLegal([p[0] + dx, p[1] + dy]) && legal.every((q) => q === p || Math.hypot(q[0] - tap[0], q[1] - tap[1]) >= 1.25);
    });
  const at = await screenOf(page, lone);
  assert.ok(at.cell < 40, `points ${at.cell} px apart: as close as on a phone`);
  await page.touchscreen.tap(at.x + away[0] * at.cell * 0.6, at.y + away[1] * at.cell * 0.6);
  if (await page.locator("#chooser").evaluate((d) => d.open)) await page.locator("#chooser-list button").first().tap();
  assert.equal(await score(page), 1, "the tap played the point it was nearest to");
  const moves = await page.evaluate(() => window.morpion.core.text("moves").text);
  assert.deepEqual(pointOf(moves.trim().split("\n").at(-1)), lone);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a tap between two legal points magnifies them, and a tap there plays", async () => {
  const page = await suite.open();
  await page.tap("#new-menu summary");
  await page.tap("#new-items button >> nth=0");
  const legal = (await page.locator("#playable button").allTextContents()).map(pointOf);
  // Two legal points a step apart: a tap halfway is as near to one as to the other.
  const pair = legal.flatMap((p) => legal.filter((q) => q[0] === p[0] + 1 && q[1] === p[1]).map((q) => [p, q]))[0];
  assert.ok(pair, "two neighbouring legal points at the start");
  const a = await screenOf(page, pair[0]);
  await page.touchscreen.tap(a.x + a.cell / 2, a.y);
  assert.equal(await score(page), 0, "nothing played from a tap between two points");
  assert.equal(await page.locator("#magnifier").evaluate((d) => d.open), true);
  const box = await page.locator("#magnifier-svg").boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, "the magnifier on screen");
  // In it the points are a fingertip apart: the left one of the pair is half a fingertip
  // left of its centre, where the tap was.
  await page.touchscreen.tap(box.x + box.width / 2 - 24, box.y + box.height / 2);
  if (await page.locator("#chooser").evaluate((d) => d.open)) await page.locator("#chooser-list button").first().tap();
  assert.equal(await page.locator("#magnifier").evaluate((d) => d.open), false);
  assert.equal(await score(page), 1);
  const moves = await page.evaluate(() => window.morpion.core.text("moves").text);
  assert.deepEqual(pointOf(moves.trim().split("\n").at(-1)), pair[0]);
  assert.deepEqual(page.errors, []);
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
