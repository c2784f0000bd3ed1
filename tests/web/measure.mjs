// The web page's figures for docs/performance.md (not a suite: speed is never a test's
// condition). Serves the site, and in headless chromium, RUNS times each:
//   load: from navigation to the first frame with the 178 drawn at layer 0 (the page's
//         "morpion-drawn" mark), in a fresh profile (nothing cached) and again (cached);
//   step: a layer step by the arrow key, from the keydown to the frame that shows it
//         (the handler, the new board's style and layout, and the frame's paint), at
//         every layer of the 178 and back; with the frame's own work, and how many
//         steps the first frame after their keydown shows (at 60 frames a second, a
//         step waits for the display's next frame 8 ms on average, however fast it is);
//   decode: the page's own call that reads the 178 (mw_open: the reader, the layering,
//         the code and the game number), in the page.
//   With "analyse" after RUNS, the steps are taken while 2 workers analyse the 178 (the
//   Analysis tab, a budget that outlasts the steps).
// Usage: MORPION_WEB_SITE=build/web/web/site [MORPION_WEB_URL=http://...] node tests/web/measure.mjs [RUNS [analyse]]

import { launch, newContext, serve } from "./support.mjs";

const runs = Number(process.argv[2] ?? 5);
const analysing = process.argv[3] === "analyse";
const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;

// MORPION_WEB_URL: a server of the site's own (e.g. python3 -m http.server), which keeps
// this process's work out of the figures; else one is started here.
const server = process.env.MORPION_WEB_URL ? { url: process.env.MORPION_WEB_URL, close() {} } : await serve();
const browser = await launch();
const cold = [], warm = [], core = [], steps = [], handler = [], frameWork = [], firstFrame = [], decode = [];
for (let run = 0; run < runs; ++run) {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const list of [cold, warm]) {
    if (list === cold) await page.goto(server.url + "#" + code178);
    else await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName("morpion-drawn").length > 0);
    list.push(await page.evaluate(() => performance.getEntriesByName("morpion-drawn")[0].startTime));
    if (list === cold) core.push(await page.evaluate(() => performance.getEntriesByName("morpion-core")[0].startTime));
  }
  // A step: keydown (its timestamp) -> after the handler -> the next frame's paint, taken
  // as a task queued from that frame's animation callback. The frame's own time stamp
  // (its begin) splits the step into the wait for the display's next frame, which no page
  // can shorten, and the frame's own work (style, layout, paint).
  await page.evaluate(() => {
    window.stepTimes = [];
    window.handlerTimes = [];
    window.frameWaits = [];
    window.frameWork = [];
    addEventListener("keydown", (e) => { window.t0 = e.timeStamp; }, { capture: true });
    addEventListener("keydown", () => {
      const t0 = window.t0;
      window.handlerTimes.push(performance.now() - t0);
      requestAnimationFrame((frame) =>
        setTimeout(() => {
          const end = performance.now();
          window.stepTimes.push(end - t0);
          window.frameWaits.push(frame - t0);
          window.frameWork.push(end - frame);
        }),
      );
    });
  });
  if (analysing) {
    await page.click("#tab-analysis");
    await page.fill("#analysis-budget", "1000000");
    await page.fill("#analysis-threads", "2");
    await page.click("#analysis-run");
    await page.waitForFunction(() => /Analysing: [1-9]/.test(document.getElementById("analysis-status").textContent), null, { timeout: 300000 });
    await page.click("#tab-layers");
    await page.evaluate(() => document.activeElement?.blur()); // the keys go to the page, not the tabs
  }
  for (const [i, key] of [...Array(72).fill("ArrowRight"), ...Array(72).fill("ArrowLeft")].entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.stepTimes.length >= n, i + 1);
  }
  steps.push(median(await page.evaluate(() => window.stepTimes)));
  handler.push(median(await page.evaluate(() => window.handlerTimes)));
  const waits = await page.evaluate(() => window.frameWaits);
  frameWork.push(median(await page.evaluate(() => window.frameWork)));
  firstFrame.push((100 * waits.filter((w) => w < 1000 / 60).length) / waits.length);
  decode.push(await page.evaluate((code) => {
    const app = window.morpion;
    const t = performance.now();
    for (let i = 0; i < 100; ++i) app.core.open(code);
    return (performance.now() - t) / 100;
  }, code178));
  if (analysing) await page.click("#analysis-run").catch(() => {}); // cancel
  await context.close();
}
console.log(`load, first visit: ${fmt(cold)}`);
console.log(`  of which the module and the strings loaded: ${fmt(core)}`);
console.log(`load, cached:      ${fmt(warm)}`);
if (analysing) console.log("while 2 workers analyse the 178:");
console.log(`layer step (keydown to painted frame), median of each run's 144 steps: ${fmt(steps)}`);
console.log(`  of which the handler (scene from the core, board, panel): ${fmt(handler)}`);
console.log(`  of which the frame's own work (from its begin to after its paint): ${fmt(frameWork)}`);
console.log(`  steps drawn in the first frame that began after their keydown: ${fmt(firstFrame).replaceAll(" ms", " %")}`);
console.log(`read of the 178 in the page (mw_open): ${fmt(decode)}`);
await browser.close();
await server.close();
