// web.keys: stepping through the layers with the arrow keys, PgUp/PgDn, Home/End, the
// layer bar's buttons, the slider and the chart's bars; typing in the code field steps
// nothing; the board's screen-reader name follows the layer; a step redraws only the
// board's elements it changes, and the board is then what a painting from nothing draws.

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

// After the key: how many of the board's elements the step kept, whether the board stayed
// where it was, and whether the board equals the one painted into an empty <svg> (which the
// page then keeps).
async function stepAndCompare(key) {
  const before = await page.evaluate(() => {
    const svg = document.getElementById("board-svg");
    for (const child of svg.children) child.dataset.before = "";
    // The board's size set again, even to the same values, lays out the whole board anew.
    window.sizeSet = [];
    window.sizeWatch?.disconnect();
    window.sizeWatch = new MutationObserver((records) => window.sizeSet.push(...records.map((r) => r.attributeName)));
    window.sizeWatch.observe(svg, { attributeFilter: ["viewBox", "width", "height"] });
    return svg.dataset.geometry;
  });
  await page.keyboard.press(key);
  return page.evaluate((before) => {
    const svg = document.getElementById("board-svg");
    const children = [...svg.children];
    const kept = children.filter((c) => c.dataset.before !== undefined).length;
    const sizeSet = [...window.sizeSet, ...window.sizeWatch.takeRecords().map((r) => r.attributeName)];
    window.sizeWatch.disconnect();
    for (const c of children) delete c.dataset.before;
    const patched = svg.innerHTML;
    svg.replaceChildren();
    window.morpion.paintBoard();
    const fresh = svg.innerHTML;
    let d = 0;
    while (d < patched.length && patched[d] === fresh[d]) ++d;
    const diff = patched === fresh ? "" : `at ${d} of ${patched.length}/${fresh.length}: patched …${patched.slice(Math.max(0, d - 80), d + 160)}… fresh …${fresh.slice(Math.max(0, d - 80), d + 160)}…`;
    return { kept, sizeSet, all: children.length, stayed: svg.dataset.geometry === before, same: patched === fresh, diff };
  }, before);
}

// The View menu's check boxes, as a click on them does.
const toggle = (id) =>
  page.evaluate((id) => {
    const box = document.getElementById(id);
    box.checked = !box.checked;
    box.dispatchEvent(new Event("change"));
  }, id);

test("a step redraws what it changes, and the board is what a painting from nothing draws", async () => {
  await page.click("#first");
  await page.evaluate(() => document.activeElement?.blur());
  // The message line hides itself after a while and the board grows into its room: not
  // during the steps (the board then waits a frame for its new size).
  await page.waitForFunction(() => document.getElementById("message").hidden, null, { timeout: 20000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const keys = [...Array(72).fill("ArrowRight"), "Home", "End", ...Array(12).fill("ArrowLeft")];
  let stayed = 0;
  for (const [i, key] of keys.entries()) {
    if (i === 40) await toggle("ghost-later"); // later layers hidden from here on
    if (i === 60) await toggle("numbers"); // numbered points from here on
    const r = await stepAndCompare(key);
    assert.ok(r.same, `${key} (${i}): the board as painted from nothing: ${r.diff}`);
    if (!key.startsWith("Arrow") || !r.stayed) continue;
    // A step to a neighbouring layer changes two layers' moves, the candidates and the
    // marks: most of the board stays (none of it did when each step painted it anew).
    assert.ok(r.kept >= r.all / 2, `${key} (${i}): ${r.kept} of ${r.all} elements kept`);
    assert.deepEqual(r.sizeSet, [], `${key} (${i}): the board's size left as it was`);
    ++stayed;
  }
  // The board stays where it is from layer to layer (it moved half a cell at layers 35 to 44
  // of the 178, whose candidates reach a column further, when it was fitted to each layer).
  assert.equal(stayed, 84, `${stayed} of 84 arrow steps left the board where it was`);
  await toggle("ghost-later");
  await toggle("numbers");
  assert.equal((await shown(page)).error, false);
});

test("keys typed in the code field do not step", async () => {
  await page.click("#first");
  await page.focus("#code");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await layer(), 0);
  assert.deepEqual(page.errors, []);
});
