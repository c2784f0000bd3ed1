// web.search: the Search tab against morpion-cli. A search in k workers with a seed and an
// iteration budget reaches the best score morpion-cli search reaches on k threads, with
// one worker the same log line for line; the improver likewise; Stop ends the workers and
// keeps the best; the search module is loaded only when the tab first works.

import assert from "node:assert/strict";
import { test } from "node:test";
import { browserSuite, cli } from "./support.mjs";

const suite = browserSuite();

// The search's fields as a user fills them, then Start and the end of the run.
async function search(page, { algo = "nrpa", from = "cross", iterations, seed, threads, level }) {
  await page.click("#tab-search");
  await page.selectOption("#search-algo", algo);
  if (algo === "nrpa") await page.selectOption("#search-from", from);
  await page.fill("#search-iterations", String(iterations));
  await page.fill("#search-seconds", "");
  if (!(await page.locator("#search-settings").evaluate((d) => d.open))) await page.click("#search-settings summary");
  await page.fill("#search-seed", String(seed));
  await page.fill("#search-threads", String(threads));
  await page.fill("#search-level", level === undefined ? "" : String(level));
  const runs = Number((await page.getAttribute("#search-run", "data-runs")) ?? 0);
  await page.click("#search-run");
  await page.waitForFunction((n) => Number(document.getElementById("search-run").dataset.runs ?? 0) > n, runs, { timeout: 120000 });
  return page.evaluate(() => ({
    status: document.getElementById("search-status").textContent,
    score: Number(document.getElementById("search-open").dataset.score),
    code: document.getElementById("search-open").dataset.code,
    log: [...document.querySelectorAll("#search-log li")].map((li) => li.textContent).reverse(),
  }));
}

// "iteration. score (seconds) code" without the seconds, which no two runs share.
const untimed = (line) => line.replace(/ \([0-9.]+\) /, " ");

function summaryScore(stderr) {
  const m = /best (-?\d+) after (\d+) iterations/.exec(stderr);
  assert.ok(m, stderr);
  return { score: Number(m[1]), iterations: Number(m[2]) };
}

test("the search module is not loaded before the page is drawn, nor until a search starts", async () => {
  const page = await suite.open();
  const loaded = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name.split("/").pop()));
  await page.click("#tab-search");
  assert.ok(!(await loaded()).some((n) => n.startsWith("morpion-search") || n.startsWith("morpion-worker")), String(await loaded()));
  await search(page, { iterations: 300, seed: 1, threads: 1, level: 1 });
  assert.ok((await loaded()).includes("morpion-search.wasm"));
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const threads of [1, 2])
  test(`NRPA in ${threads} worker(s) reaches morpion-cli search --threads ${threads}'s best at each iteration budget`, async () => {
    const page = await suite.open();
    for (const iterations of [4000, 15000]) {
      const shown = await search(page, { iterations, seed: 7, threads, level: 2 });
      const run = await cli("search", "--algo", "nrpa", "--seed", "7", "--threads", String(threads), "--iterations", String(iterations), "--level", "2");
      assert.equal(run.code, 0, run.stderr);
      const expected = summaryScore(run.stderr);
      assert.equal(shown.score, expected.score, `${iterations}: ${shown.status}`);
      assert.match(shown.status, new RegExp(`best ${expected.score} after ${iterations.toLocaleString("en-US")} playouts`));
      // One thread: the log is the command line's, line for line.
      if (threads === 1) assert.deepEqual(shown.log.map(untimed), run.stdout.trim().split("\n").map(untimed));
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });

test("NRPA from the open grid kept, as morpion-cli search --from GRID --start prefix", async () => {
  const code = "BBYqjXKmCREUk9zxEuXW"; // a short grid from the cross
  const page = await suite.open(code);
  const shown = await search(page, { from: "prefix", iterations: 3000, seed: 3, threads: 2, level: 2 });
  const run = await cli("search", "--algo", "nrpa", "--from", code, "--start", "prefix", "--seed", "3", "--threads", "2", "--iterations", "3000", "--level", "2");
  assert.equal(shown.score, summaryScore(run.stderr).score, shown.status);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the improver in 2 workers, as morpion-cli improve --threads 2", async () => {
  const grid = (await cli("search", "--algo", "nrpa", "--seed", "2", "--iterations", "300", "--level", "1")).stdout.trim().split("\n").pop().split(" ").pop();
  const page = await suite.open(grid);
  const shown = await search(page, { algo: "improve", iterations: 8, seed: 4, threads: 2 });
  const run = await cli("improve", grid, "--seed", "4", "--threads", "2", "--iterations", "8");
  assert.equal(run.code, 0, run.stderr);
  const m = /best (\d+)/.exec(run.stderr);
  assert.ok(m, run.stderr);
  assert.equal(shown.score, Number(m[1]), shown.status);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Stop ends the workers at once, keeps the best and opens it", async () => {
  const page = await suite.open();
  await page.click("#tab-search");
  await page.fill("#search-iterations", "");
  await page.fill("#search-seconds", "");
  await page.click("#search-run");
  await page.waitForFunction(() => Number(document.getElementById("search-open").dataset.score) > 0, null, { timeout: 60000 });
  await page.click("#search-run");
  await page.waitForFunction(() => document.getElementById("search-status").textContent.startsWith("Ended (stopped)"), null, { timeout: 5000 });
  const best = await page.evaluate(() => ({ ...document.getElementById("search-open").dataset }));
  assert.ok(Number(best.score) > 0);
  await page.click("#search-open");
  assert.equal(await page.inputValue("#code"), best.code);
  assert.deepEqual(page.errors, []);
  await page.close();
});
