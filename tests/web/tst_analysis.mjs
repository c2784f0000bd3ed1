// web.analysis: the Analysis tab against morpion-cli analyse. The page's workers run the
// command line's searches with the same seeds and the core puts them together, so the
// table the page copies is the command line's, line for line: on a 40-move game and on a
// record (its last 30 moves checked on their own too). Cancel keeps what was found; a
// marked move draws the better line over its position; playing it is one undo step; the
// MSR record the page exports carries the analysis and brings it back. (Its speed is a
// figure, not a condition: tests/web/measure-analysis.mjs.)

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { browserSuite, cli, env } from "./support.mjs";

const suite = browserSuite();

// The first `count` moves of a game file, as a move list.
function firstMoves(file, count) {
  const lines = readFileSync(join(env.data, file), "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
  return lines.slice(0, count).join("\n") + "\n";
}

async function openText(page, text) {
  const opened = await page.evaluate((t) => window.morpion.open(t, "code"), text);
  assert.ok(opened);
}

// The tab's fields as a user fills them, then Analyse Game and the end of the run.
async function analyse(page, { budget = "", seed = "", threads = 2, passes = "" }) {
  await page.click("#tab-analysis");
  await page.fill("#analysis-budget", String(budget));
  await page.fill("#analysis-threads", String(threads));
  if (!(await page.locator("#analysis-settings").evaluate((d) => d.open))) await page.click("#analysis-settings summary");
  await page.fill("#analysis-seed", String(seed));
  await page.fill("#analysis-passes", String(passes));
  const runs = Number((await page.getAttribute("#analysis-run", "data-runs")) ?? 0);
  await page.click("#analysis-run");
  await page.waitForFunction((n) => Number(document.getElementById("analysis-run").dataset.runs ?? 0) > n, runs, { timeout: 300000 });
  return { view: await page.evaluate(() => window.morpion.core.analysis()) };
}

async function analyseOnCli(text, ...args) {
  const r = await cli("analyse", "-", "--threads", "2", ...args, { input: text });
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
}

test("a 40-move game: the page's table is morpion-cli analyse --threads 2's, line for line", async () => {
  const game = firstMoves("games/5T-hand100.moves.txt", 40);
  const page = await suite.open();
  await openText(page, game);
  const { view } = await analyse(page, { budget: 4000, seed: 11, threads: 2 });
  assert.equal(view.moves, 40);
  assert.ok(view.complete);
  assert.equal(view.table, await analyseOnCli(game, "--budget", "4000", "--seed", "11"));
  // The status says what was done, the chart and the moves show it.
  assert.match(await page.textContent("#analysis-status"), /Analysed the game: 40 moves/);
  assert.equal(await page.locator("#analysis-moves tbody tr").count(), 40);
  assert.equal(await page.locator("#analysis-moves .badge").count(), view.rows.filter((r) => r.loss > 0).length);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a record: the same table as morpion-cli analyse, its last 30 moves too", async () => {
  const record = readFileSync(join(env.data, "records/4T-hyyroporanen62.msr.json"), "utf8");
  const moves = await cli("convert", join(env.data, "records/4T-hyyroporanen62.msr.json"), "--to", "moves");
  assert.equal(moves.code, 0, moves.stderr);
  const page = await suite.open();
  await openText(page, record);
  const { view } = await analyse(page, { budget: 600, seed: 5, threads: 2, passes: 2 });
  const expected = await analyseOnCli(moves.stdout, "--budget", "600", "--seed", "5", "--passes", "2");
  assert.equal(view.table, expected);
  const last30 = (t) => t.trim().split("\n").slice(-30);
  assert.deepEqual(last30(view.table), last30(expected));
  assert.ok(last30(view.table).every((l) => l.split("\t")[2] !== ""), "every position of them searched");
  // The solver proved the endgame as the command line did: its rows say yes, the chart
  // draws a band under each proven position, the legend names it.
  const provenRows = view.table.trim().split("\n").slice(1).filter((l) => l.endsWith("\tyes")).length;
  assert.ok(provenRows >= 30, `${provenRows} proven rows`);
  assert.equal(await page.locator("#analysis-chart rect.proven").count(), view.proven.slice(0, -1).filter((p) => p).length);
  // A record's E lies on the played line where it is proven: its band still shows.
  const heights = await page.locator("#analysis-chart rect.proven").evaluateAll((rs) => rs.map((r) => Number(r.getAttribute("height"))));
  assert.ok(heights.every((h) => h >= 5), JSON.stringify(heights));
  assert.match(await page.textContent("#analysis-chart .legend"), /proven exact/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a solver budget of 0: nothing proven but a finished game's end, the same table as --nodes 0", async () => {
  const game = firstMoves("games/5T-hand100.moves.txt", 30);
  const page = await suite.open();
  await openText(page, game);
  await page.click("#tab-analysis");
  await page.fill("#analysis-nodes", "0");
  const { view } = await analyse(page, { budget: 300, seed: 4, threads: 2, passes: 1 });
  assert.equal(view.table, await analyseOnCli(game, "--budget", "300", "--seed", "4", "--passes", "1", "--nodes", "0"));
  assert.ok(view.proven.every((p) => !p));
  assert.equal(await page.locator("#analysis-chart rect.proven").count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Cancel keeps what was found; a marked move draws the better line; playing it is one undo step", async () => {
  const game = firstMoves("games/5T-hand100.moves.txt", 60);
  const page = await suite.open();
  await openText(page, game);
  await page.click("#tab-analysis");
  await page.fill("#analysis-budget", "200000"); // far more than the test waits for
  await page.fill("#analysis-threads", "2");
  const runs = Number((await page.getAttribute("#analysis-run", "data-runs")) ?? 0);
  await page.click("#analysis-run");
  // (first the solver walks the last position within its 10 million nodes, and proves nothing)
  await page.waitForFunction(() => /Analysing: [1-9]\d* of \d+ searches/.test(document.getElementById("analysis-status").textContent), null, {
    timeout: 120000,
  });
  await page.click("#analysis-run"); // Cancel Analysis
  await page.waitForFunction((n) => Number(document.getElementById("analysis-run").dataset.runs ?? 0) > n, runs);
  const cancelled = await page.evaluate(() => window.morpion.core.analysis());
  assert.ok(cancelled.searched >= 1 && !cancelled.complete, JSON.stringify(cancelled.searched));
  assert.match(await page.textContent("#analysis-status"), /Cancelled in the first of 4 passes: \d+ of 61 positions searched\. What they found is shown\./);
  assert.ok(cancelled.table.split("\n").some((l) => /^\d+\t[^\t]+\t\t/.test(l)), "positions not searched have empty fields");

  // A whole analysis at a small budget, to find losses.
  const { view } = await analyse(page, { budget: 800, seed: 2, threads: 2, passes: 2 });
  assert.ok(view.largest.length > 0, "the game loses somewhere");
  const m = view.largest[0];
  const row = view.rows[m - 1];
  // The largest loss is picked: the board draws the position with the better line over it.
  assert.match(await page.textContent("#analysis-detail"), new RegExp(`move ${m} \\(`));
  const scene = await page.evaluate((k) => window.morpion.core.betterScene(k, false, false), m);
  assert.ok(scene.comparison, "a comparison scene");
  assert.equal(scene.comparison.common.length, m - 1, "the moves before it are both grids'");
  assert.equal(scene.comparison.common.length + scene.comparison.onlyThere.length, row.before);
  assert.ok((await page.locator("#board-svg path[stroke-dasharray]").count()) > 0, "the better line drawn dashed");
  // Play the better line: the game becomes it, one undo brings the game and its analysis back.
  await page.click("#analysis-play");
  const state = await page.evaluate(() => window.morpion.core.state());
  assert.equal(state.score, row.before);
  assert.equal(await page.evaluate(() => window.morpion.core.analysis()), null);
  await page.click("#undo");
  const back = await page.evaluate(() => window.morpion.core.state());
  assert.equal(back.score, 60);
  assert.equal((await page.evaluate(() => window.morpion.core.analysis())).table, view.table);
  await page.click("#redo");
  assert.equal((await page.evaluate(() => window.morpion.core.state())).score, row.before);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the MSR record the page exports keeps the analysis; opening it brings the analysis back", async () => {
  const game = firstMoves("games/5T-random80.moves.txt", 20);
  const page = await suite.open();
  await openText(page, game);
  const { view } = await analyse(page, { budget: 400, seed: 3, threads: 2, passes: 1 });
  const msr = await page.evaluate(() => window.morpion.core.text("msr"));
  assert.ok(msr.ok, JSON.stringify(msr));
  assert.match(msr.text, /"analysis"/);
  await openText(page, game); // the bare game: no analysis
  assert.equal(await page.evaluate(() => window.morpion.core.analysis()), null);
  await openText(page, msr.text);
  assert.equal((await page.evaluate(() => window.morpion.core.analysis())).table, view.table);
  // The link carries only the grid.
  assert.ok(!(await page.evaluate(() => location.hash)).includes("analysis"));
  assert.deepEqual(page.errors, []);
  await page.close();
});
