// The page's analysis speed for docs/performance.md (not a suite: speed is never a test's
// condition). RUNS times, alternately: the first 100 moves of tests/data/games/
// 5T-hand100.moves.txt analysed in the page with 2 workers at morpion-cli analyse's
// defaults (Analyse Game to the end of the run), and the same analysis by
// `morpion-cli analyse --threads 2` (the whole process); the medians and their ratio.
// Usage: MORPION_WEB_SITE=build/web/web/site MORPION_CLI=build/app/cli/morpion-cli
//        MORPION_TEST_DATA=tests/data MORPION_SOURCE_DIR=. node tests/web/measure-analysis.mjs [RUNS]

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cli, env, launch, newContext, openPage, serve } from "./support.mjs";

const runs = Number(process.argv[2] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const game = readFileSync(join(env.data, "games/5T-hand100.moves.txt"), "utf8");
const server = await serve();
const browser = await launch();
const page = [], native = [];
for (let run = 0; run < runs; ++run) {
  const context = await newContext(browser);
  const p = await openPage(context, server.url);
  await p.evaluate((t) => window.morpion.open(t, "code"), game);
  await p.click("#tab-analysis");
  await p.fill("#analysis-threads", "2");
  const t0 = Date.now();
  await p.click("#analysis-run");
  await p.waitForFunction(() => Number(document.getElementById("analysis-run").dataset.runs ?? 0) > 0, null, { timeout: 600000 });
  page.push((Date.now() - t0) / 1000);
  await context.close();
  const t1 = Date.now();
  const r = await cli("analyse", "-", "--threads", "2", { input: game });
  if (r.code !== 0) throw new Error(r.stderr);
  native.push((Date.now() - t1) / 1000);
  console.log(`run ${run + 1}: page ${page.at(-1).toFixed(1)} s, morpion-cli ${native.at(-1).toFixed(1)} s`);
}
console.log(`100-move game, 2 workers / 2 threads, defaults: page median ${median(page).toFixed(1)} s, ` +
  `morpion-cli median ${median(native).toFixed(1)} s, ratio ${(median(page) / median(native)).toFixed(2)}`);
await browser.close();
await server.close();
