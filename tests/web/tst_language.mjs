// web.language: the page speaks the nine languages of the catalogues: it follows the
// browser's, switches at once when another is chosen and keeps the choice; the legend, the
// layer bar and the errors come from the same catalogues as the desktop program's.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, newContext, openPage, serve, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test("the browser's language, then the one chosen, kept for the next visit", async () => {
  const context = await newContext(browser, { locale: "fr-FR" });
  const page = await openPage(context, server.url, code178);
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.equal((await shown(page)).label, "Couche 0 / 72");
  assert.deepEqual(
    await page.locator("#language option").allTextContents(),
    ["English", "Deutsch", "Español", "Français", "Italiano", "日本語", "한국어", "Nederlands", "Português"],
  );

  await page.selectOption("#language", "ja");
  await page.waitForFunction(() => document.documentElement.lang === "ja"); // once its strings are in
  const label = (await shown(page)).label;
  assert.match(label, /^レイヤー 0/);
  const legend = await page.locator("#legend").textContent();
  assert.match(legend, /前のレイヤー/);
  assert.doesNotMatch(legend, /Earlier layers/);

  // An error in Japanese, with its position.
  await page.fill("#code", "LoyBD5plSC!pD5");
  await page.press("#code", "Enter");
  const error = (await shown(page)).message;
  assert.match(error, /11/);
  assert.doesNotMatch(error, /bad character/);

  await page.reload();
  await page.waitForSelector("body.ready");
  assert.equal(await page.getAttribute("html", "lang"), "ja", "the choice is kept");
  await page.selectOption("#language", "en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.equal((await shown(page)).label, "Layer 0 / 72");
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("plural forms follow each language's rule", async () => {
  const context = await newContext(browser, { locale: "de-DE" });
  const page = await openPage(context, server.url, "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y");
  const titles = await page.locator("#chart rect[data-layer] title").allTextContents();
  assert.equal(titles.length, 28);
  for (const [k, title] of titles.entries()) {
    const n = Number(/: (\d+) Z/.exec(title)?.[1]);
    assert.equal(title, `Schicht ${k}: ${n} ${n === 1 ? "Zug" : "Züge"} gespielt`);
  }
  assert.ok(titles.some((t) => / 1 Zug /.test(t)) && titles.some((t) => /Züge/.test(t)));
  await context.close();
});
