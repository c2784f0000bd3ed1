// web.solve: Solve from Here and the 4T/4D hint against morpion-cli solve. Positions of
// the 4D and 4T records, solved in the page's workers (one part each, put together as
// `combine` does): the same longest game, proven, as one run of the command line; a budget
// that runs out is not proven; the hint of hand play says the proven length and marks a
// move of that game.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { browserSuite, cli, env } from "./support.mjs";

const suite = browserSuite();

// The first `count` moves of a record, as the move list morpion-cli writes.
async function opening(record, count) {
  const moves = await cli("convert", join(env.data, "records", record), "--to", "moves");
  assert.equal(moves.code, 0, moves.stderr);
  return moves.stdout.split("\n").slice(0, count + 1).join("\n") + "\n";
}

async function solveOnCli(variant, text, ...args) {
  const r = await cli("solve", "--variant", variant, ...args, "-", { input: text });
  assert.equal(r.code, 0, r.stderr);
  return Object.fromEntries(r.stdout.trim().split("\n").map((l) => l.split("\t")));
}

async function openText(page, text) {
  await page.evaluate((t) => window.morpion.open(t, "code"), text);
}

async function solveInPage(page, nodes = "") {
  await page.click("#tab-search");
  await page.fill("#solve-nodes", String(nodes));
  await page.click("#solve-run");
  await page.waitForFunction(() => document.getElementById("solve-run").textContent === "Solve", null, { timeout: 120000 });
  return page.evaluate(() => ({ ...document.getElementById("solve-open").dataset, status: document.getElementById("solve-status").textContent }));
}

for (const [record, variant, count] of [
  ["4D-hyyroporanen35.msr.json", "4D", 18],
  ["4D-hyyroporanen35.msr.json", "4D", 14],
  ["4T-hyyroporanen62.msr.json", "4T", 40],
])
  test(`Solve from Here on the first ${count} moves of ${record}: morpion-cli solve's answer`, async () => {
    const text = await opening(record, count);
    const expected = await solveOnCli(variant, text);
    assert.equal(expected.proven, "yes");
    const page = await suite.open();
    await openText(page, text);
    const shown = await solveInPage(page);
    assert.equal(shown.proven, "true", shown.status);
    assert.equal(shown.score, expected.score, shown.status);
    assert.equal(`${variant}:${shown.code}`, expected.code);
    assert.match(shown.status, new RegExp(`^Proven: the longest game from here has ${expected.score} moves, ${expected.further} more`));
    // Opened, it is that game.
    await page.click("#solve-open");
    assert.equal(await page.inputValue("#code"), expected.code);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

test("a budget that runs out is not a proof", async () => {
  const page = await suite.open();
  await openText(page, await opening("4D-hyyroporanen35.msr.json", 8));
  const shown = await solveInPage(page, 20000);
  assert.equal(shown.proven, "false");
  assert.match(shown.status, /^Not proven: the budget ran out after/);
  assert.ok(Number(shown.score) > 8);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the hint of 4T hand play: the proven length left, and a move of that game marked", async () => {
  const text = await opening("4T-hyyroporanen62.msr.json", 44);
  const page = await suite.open();
  await openText(page, text);
  await page.click("#tab-search");
  await page.check("#hint-on");
  await page.waitForFunction(() => /proven/.test(document.getElementById("hint-line").textContent), null, { timeout: 60000 });
  const expected = await solveOnCli("4T", text);
  const line = await page.textContent("#hint-line");
  assert.match(line, new RegExp(`has ${expected.further} more moves \\(proven\\)`), line);
  // The marked move is drawn (the hint's glow) and playing it keeps the longest game.
  const hinted = await page.evaluate(() => window.morpion.hintMoves());
  assert.equal(hinted.length, 1);
  await page.evaluate((m) => window.morpion.play(m), hinted[0]);
  await page.waitForFunction(() => /proven/.test(document.getElementById("hint-line").textContent), null, { timeout: 60000 });
  assert.match(await page.textContent("#hint-line"), new RegExp(`has ${Number(expected.further) - 1} more moves`));
  // Off: the line and the mark go.
  await page.uncheck("#hint-on");
  assert.equal(await page.isHidden("#hint-line"), true);
  assert.deepEqual(await page.evaluate(() => window.morpion.hintMoves()), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});
