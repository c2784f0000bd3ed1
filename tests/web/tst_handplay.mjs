// web.handplay: a new 5T game played by hand, five moves by clicks on the board (a point
// with several lines asks which one), then undo and redo by button and by key; the game
// number copied from the page replays, in morpion-cli, exactly the moves clicked.

import assert from "node:assert/strict";
import { test } from "node:test";
import { browserSuite, cli, shown } from "./support.mjs";

const suite = browserSuite({ permissions: ["clipboard-read", "clipboard-write"] });

// The legal moves the panel lists in hand play, by their text "x, y – (lx,ly,dir)".
const legal = (page) => page.locator("#playable button").allTextContents();
const pointOf = (text) => text.split(" \u2013 ")[0].split(", ").map(Number);

async function clickPoint(page, [x, y]) {
  const [x0, y0, cell] = (await page.getAttribute("#board-svg", "data-geometry")).split(" ").map(Number);
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + x0 + x * cell, box.y + y0 + y * cell);
}

async function score(page) {
  const r = await cli("info", (await shown(page)).code);
  return Number(/^score: (\d+)$/m.exec(r.stdout)[1]);
}

test("five moves by click, undo and redo", async () => {
  const page = await suite.open();
  await page.click("#new-menu summary");
  await page.click("#new-items button >> nth=0"); // 5T
  assert.equal((await shown(page)).code, "AAAAA");
  assert.equal(await page.locator("#undo").isDisabled(), true);

  // Five moves; after the third, two lines go through (3, 5) and the click there asks which.
  const wanted = ["-1, 3 \u2013 (-1,3,e)", "-1, 6 \u2013 (-1,6,e)", "3, 4 \u2013 (3,0,s)", "3, 5 \u2013 (3,5,s)", null];
  const played = [];
  let chose = 0;
  for (const [i, want] of wanted.entries()) {
    const moves = await legal(page);
    const move = want ?? moves[0];
    assert.ok(moves.includes(move), `${move} is legal`);
    const choices = moves.filter((m) => m.startsWith(move.split(" \u2013 ")[0] + " \u2013"));
    await clickPoint(page, pointOf(move));
    if (choices.length > 1) {
      ++chose;
      const chooser = page.locator("#chooser-list button");
      await chooser.first().waitFor();
      assert.deepEqual(await chooser.allTextContents(), choices);
      await chooser.filter({ hasText: move }).click();
    }
    played.push(move);
    assert.equal(await score(page), i + 1);
  }
  assert.ok(chose > 0, "a point with several lines came up");
  const five = (await shown(page)).code;

  // The game number keeps the order: morpion-cli replays the clicks one by one.
  await page.click("#copy-menu summary");
  await page.click("#copy-number");
  const number = await page.evaluate(() => navigator.clipboard.readText());
  const moves = await cli("from-number", "--moves", number);
  assert.equal(moves.code, 0, moves.stderr);
  assert.deepEqual(moves.stdout.trim().split("\n"), played);

  await page.click("#undo");
  assert.equal(await score(page), 4);
  await page.keyboard.press("Control+z");
  assert.equal(await score(page), 3);
  await page.click("#redo");
  assert.equal(await score(page), 4);
  await page.keyboard.press("Control+Shift+z");
  assert.equal(await score(page), 5);
  assert.equal((await shown(page)).code, five);
  assert.equal(await page.locator("#redo").isDisabled(), true);
  // A new move after an undo drops what could have been redone.
  await page.keyboard.press("Control+z");
  const other = (await legal(page)).find((m) => m !== played[4]);
  await page.locator("#playable button", { hasText: other }).first().click();
  assert.equal(await score(page), 5);
  assert.equal(await page.locator("#redo").isDisabled(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the play look: every legal move drawn as the desktop program draws it, the legend says so", async () => {
  const page = await suite.open();
  await page.click("#new-menu summary");
  await page.click("#new-items button >> nth=1"); // 5D
  const legend = await page.locator("#legend").textContent();
  assert.match(legend, /Your moves \(0\)/);
  assert.match(legend, /Legal moves: click to play \(\d+\)/);
  assert.equal((await legal(page)).length, Number(/Legal moves: click to play \((\d+)\)/.exec(legend)[1]));
  await page.close();
});

// The first 160 moves of the 178: an unfinished grid with 2 legal moves left.
async function unfinished160() {
  const moves = (await cli("moves", "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw")).stdout.trim().split("\n");
  const r = await cli("encode", { input: moves.slice(0, 160).join("\n") + "\n" });
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trim();
}

test("an unfinished grid opens where its play goes on, says so, and counts its layers as morpion-cli", async () => {
  const code = await unfinished160();
  const layers = Number(/^layers: (\d+)$/m.exec((await cli("info", code)).stdout)[1]);
  const page = await suite.open(code);
  const s = await shown(page);
  assert.equal(s.label, "In play");
  assert.equal(s.layer, s.last);
  assert.equal(s.last, layers, "the layers 0..layers-1, then the step to play on");
  assert.match(s.message, new RegExp(`in ${layers} layers`));
  const info = await page.locator("#info").textContent();
  assert.match(info, new RegExp(`${layers} layers`));
  assert.match(info, /unfinished, 2 legal moves left/);
  assert.equal(await page.locator("#playable button").count(), 2);
  await page.keyboard.press("Home");
  await page.keyboard.press("End");
  assert.equal((await shown(page)).label, "In play");
  await page.keyboard.press("PageUp");
  assert.equal((await shown(page)).label, `Layer ${layers - 1} / ${layers - 1}`);
  await page.close();
});

test("hand play from a new game: 4 moves of the first layer are 1 layer", async () => {
  const page = await suite.open();
  await page.click("#new-menu summary");
  await page.click("#new-items button >> nth=0");
  assert.equal((await shown(page)).label, "In play");
  // Four start moves that do not exclude each other: all in layer 0.
  for (const move of ["-1, 3 \u2013 (-1,3,e)", "-1, 6 \u2013 (-1,6,e)", "10, 3 \u2013 (6,3,e)", "10, 6 \u2013 (6,6,e)"])
    await page.locator("#playable button", { hasText: move }).first().click();
  assert.match(await page.locator("#info").textContent(), /4 moves · 1 layer · /);
  assert.equal((await shown(page)).last, 1);
  await page.keyboard.press("Home");
  assert.equal((await shown(page)).label, "Layer 0 / 0");
  await page.close();
});

test("the variant box follows the grid opened", async () => {
  const page = await suite.open("5D:LG4VXOFJjGWQMXhsY7aRf+/97Y");
  assert.equal(await page.inputValue("#variant"), "5D");
  await page.click("#new-menu summary");
  await page.click("#new-items button >> nth=2"); // 4T
  assert.equal(await page.inputValue("#variant"), "4T");
  await page.click("#famous-button");
  await page.locator("#famous-list button").first().click();
  assert.equal(await page.inputValue("#variant"), "5T");
  await page.close();
});

test("Enter on a legal move plays it and leaves the focus in the list", async () => {
  const page = await suite.open();
  await page.click("#new-menu summary");
  await page.click("#new-items button >> nth=0");
  await page.locator("#playable button").nth(3).focus();
  await page.keyboard.press("Enter");
  assert.equal(await score(page), 1);
  const focus = await page.evaluate(() => [document.activeElement.parentElement?.id, [...document.querySelectorAll("#playable button")].indexOf(document.activeElement)]);
  assert.deepEqual(focus, ["playable", 3]);
  // The next Enter plays the move now there.
  await page.keyboard.press("Enter");
  assert.equal(await score(page), 2);
  await page.close();
});
