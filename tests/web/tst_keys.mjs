// web.keys: stepping through the layers with the arrow keys, PgUp/PgDn, Home/End, the
// layer bar's buttons, the slider and the chart's bars; typing in the code field steps
// nothing; the board's screen-reader name follows the layer.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, newContext, openPage, serve, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
let server, browser, page;
before(async () => {
  server = await serve();
  browser = await launch();
  page = await openPage(await newContext(browser), server.url, code178);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const layer = async () => (await shown(page)).layer;

test("keys step the layers", async () => {
  assert.equal(await layer(), 0);
  const steps = [
    ["ArrowRight", 1],
    ["ArrowRight", 2],
    ["ArrowDown", 3],
    ["PageDown", 4],
    ["ArrowLeft", 3],
    ["ArrowUp", 2],
    ["PageUp", 1],
    ["End", 72],
    ["ArrowRight", 72], // past the last layer: stays
    ["Home", 0],
    ["ArrowLeft", 0],
  ];
  for (const [key, expected] of steps) {
    await page.keyboard.press(key);
    assert.equal(await layer(), expected, key);
  }
  const s = await shown(page);
  assert.equal(s.label, "Layer 0 / 72");
});

test("the board's name says the layer, as the desktop program's", async () => {
  await page.keyboard.press("Home");
  for (let i = 0; i < 20; ++i) await page.keyboard.press("ArrowRight");
  const name = await page.getAttribute("#board", "aria-label");
  assert.equal(name, "5T grid, score 178, finished. Layer 20 of 72: 4 taken, 0 not taken, 8 legal but left untaken in an earlier layer.");
  assert.match(await page.locator("#layer-title").textContent(), /Layer 20 \/ 72/);
});

test("buttons, slider and chart step the layers too", async () => {
  await page.click("#first");
  assert.equal(await layer(), 0);
  await page.click("#next");
  await page.click("#next");
  assert.equal(await layer(), 2);
  await page.click("#previous");
  assert.equal(await layer(), 1);
  await page.click("#last");
  assert.equal(await layer(), 72);
  assert.equal(await page.locator("#next").isDisabled(), true);
  await page.locator("#slider").fill("30");
  assert.equal(await layer(), 30);
  await page.focus("#slider");
  await page.keyboard.press("ArrowRight"); // the slider's own key
  assert.equal(await layer(), 31);
  await page.click('#chart rect[data-layer="5"]', { force: true });
  assert.equal(await layer(), 5);
});

test("keys typed in the code field do not step", async () => {
  await page.click("#first");
  await page.focus("#code");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await layer(), 0);
  assert.deepEqual(page.errors, []);
});
