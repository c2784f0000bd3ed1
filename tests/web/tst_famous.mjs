// web.famous: the 17 famous grids open from the link's fragment with the layer count, the
// moves taken per layer and the code of `morpion-cli info`; the 178 stepped through every
// layer shows each layer's taken moves; the famous grids' list opens each with its story,
// in the page's language (titles, stories, authors listed as the language lists names).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { browserSuite, env, famousGrids, info, newContext, openPage, shown, takenPerLayer } from "./support.mjs";

const suite = browserSuite();

// The moves taken per layer as the page's chart lists them (one bar a layer, its title
// "Layer k: n moves taken").
const chartCounts = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("#chart rect[data-layer] title")].map((t) => Number(/: (\d+) move/.exec(t.textContent)[1])),
  );

test("every famous grid from the fragment: code, layers and moves per layer as morpion-cli says", async () => {
  const page = await suite.context.newPage();
  for (const grid of famousGrids()) {
    const code = (grid.variant === "5T" ? "" : grid.variant + ":") + grid.code;
    const expected = await info(code);
    await page.goto(suite.server.url + "#" + encodeURIComponent(code));
    await page.waitForSelector("body.ready");
    await page.reload(); // a fresh start each time, from the link alone
    await page.waitForSelector("body.ready");
    const s = await shown(page);
    assert.equal(s.error, false, `${grid.id}: ${s.message}`);
    assert.equal(s.code, (grid.variant === "5T" ? "" : grid.variant + ":") + expected.code, grid.id);
    assert.equal(s.last + 1, Number(expected.layers), grid.id);
    assert.equal(s.label, `Layer 0 / ${Number(expected.layers) - 1}`, grid.id);
    const counts = await takenPerLayer(code);
    assert.deepEqual(await chartCounts(page), counts, grid.id);
    assert.equal(s.taken, counts[0], `${grid.id}: the taken moves listed at layer 0`);
    await page.keyboard.press("End");
    assert.equal((await shown(page)).taken, counts.at(-1), `${grid.id}: at the last layer`);
  }
  await page.close();
});

test("the 178, layer by layer: each layer lists the moves it takes", async () => {
  const code = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
  const page = await suite.open(code);
  const counts = await takenPerLayer(code);
  for (let k = 0; k < counts.length; ++k) {
    const s = await shown(page);
    assert.equal(s.layer, k);
    assert.equal(s.taken, counts[k], `layer ${k}`);
    await page.keyboard.press("ArrowRight");
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the famous grids' list: title, author, story; a click opens the grid in its published order", async () => {
  const page = await suite.open();
  await page.click("#famous-button");
  const items = page.locator("#famous-list button");
  assert.equal(await items.count(), 17);
  const first = items.first();
  assert.match(await first.textContent(), /Rosin's 178.*Christopher D\. Rosin.*world record since August 2011/s);
  await first.click();
  assert.equal(await page.locator("#famous").evaluate((d) => d.open), false);
  const s = await shown(page);
  assert.equal(s.code, "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw");
  assert.match(await page.locator("#info").textContent(), /Rosin's 178, the 5T world record.*Christopher D\. Rosin/s);
  await page.close();
});

// The catalogues' words (the desktop program's), which the core says in the page's language:
// every title and story, and the authors joined by the language's own list patterns.
test("the famous grids in the page's language: titles, stories, authors as the language lists them", async () => {
  const grids = famousGrids();
  const languages = [
    ["de", "Demaine, Demaine, Langerman und Langerman"],
    ["ja", "Demaine、Demaine、Langerman、Langerman"],
  ];
  for (const [code, authors] of languages) {
    const messages = JSON.parse(readFileSync(join(env.site, "i18n", `${code}.json`), "utf8")).messages;
    const said = (english) => messages["FamousGrids\u0004" + english];
    const context = await newContext(suite.browser, { locale: code });
    const page = await openPage(context, suite.server.url);
    // The start grid, the 135, with its story in the page's language.
    const start = grids.find((g) => g.id === "seed-135");
    assert.ok(said(start.story) && said(start.story) !== start.story, code);
    assert.ok((await page.locator("#info").textContent()).includes(said(start.story)), code);
    await page.click("#famous-button");
    const items = page.locator("#famous-list button");
    const texts = await items.allTextContents();
    assert.equal(texts.length, grids.length);
    for (const [i, g] of grids.entries()) {
      assert.ok(said(g.story) && said(g.story) !== g.story, `${code} ${g.id}: the story is translated`);
      assert.ok(texts[i].includes(said(g.title)) && texts[i].includes(said(g.story)), `${code}: ${texts[i]}`);
    }
    const at = grids.findIndex((g) => g.id === "4T-demaine56");
    assert.ok(texts[at].includes(authors) && !texts[at].includes(" and "), texts[at]);
    // A year known only roughly in the language's words ("c. 2010" stayed English), in the
    // list and in the byline of the grid opened.
    const roughly = said("c. %1")?.replace("%1", "2010");
    assert.ok(roughly && roughly !== "c. 2010", `${code}: ${roughly}`);
    const rough = grids.findIndex((g) => g.id === "seed-160");
    assert.ok(texts[rough].includes(roughly), texts[rough]);
    await items.nth(rough).click();
    assert.ok((await page.locator("#info .byline").textContent()).includes(roughly), code);
    await page.click("#famous-button");
    await items.nth(at).click();
    const shownInfo = await page.locator("#info").textContent();
    for (const part of [said(grids[at].title), authors, said(grids[at].story)]) assert.ok(shownInfo.includes(part), shownInfo);
    // Back in English, the list is English again.
    await page.waitForFunction(() => document.querySelectorAll("#language option").length > 1);
    await page.selectOption("#language", "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    // The grid open, as it opened, is said in English too: its title, authors and story.
    const english = await page.locator("#info").textContent();
    for (const part of [grids[at].title, "Demaine, Demaine, Langerman and Langerman", grids[at].story])
      assert.ok(english.includes(part), english);
    assert.ok((await page.title()).startsWith(grids[at].title), await page.title());
    await page.click("#famous-button");
    assert.match(await items.nth(at).textContent(), /The Demaines and Langermans' 56.*Demaine, Demaine, Langerman and Langerman/s);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
