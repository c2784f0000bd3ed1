// web.language: the page speaks the nine languages of the catalogues: it follows the
// browser's, switches at once when another is chosen and keeps the choice; the legend, the
// layer bar and the errors come from the same catalogues as the desktop program's.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, newContext, openPage, serve, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const nativeNames = ["English", "Deutsch", "Español", "Français", "Italiano", "日本語", "한국어", "Nederlands", "Português"];
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
  // The list fills just after the grid is drawn (the names need the browser's Intl data).
  await page.waitForFunction(() => document.querySelectorAll("#language option").length > 1);
  assert.deepEqual(await page.locator("#language option").allTextContents(), nativeNames);

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

test("the list of languages is whole as soon as it is reached, before its names have loaded", async () => {
  const context = await newContext(browser);
  // Timers of a tenth of a second or more never fire here: the page is as it is the
  // instant after the grid is drawn, however fast this machine is.
  await context.addInitScript(() => {
    const setTimeoutOfThePage = window.setTimeout;
    window.setTimeout = (handler, delay, ...rest) => (delay >= 100 ? 0 : setTimeoutOfThePage(handler, delay, ...rest));
  });
  for (const reach of [(page) => page.focus("#language"), (page) => page.click("#language")]) {
    const page = await openPage(context, server.url, code178);
    assert.equal(await page.locator("#language option").count(), 1, "only the current language before it is reached");
    await reach(page);
    assert.deepEqual(await page.locator("#language option").allTextContents(), nativeNames);
    assert.equal(await page.inputValue("#language"), "en");
    await page.close();
  }
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

// The reader's notices are phrases the core words in the page's language, as the desktop
// program says them: a text that is a layer code and a game number, opened in German.
test("the reader's notices in the page's language", async () => {
  const context = await newContext(browser, { locale: "de-DE" });
  const page = await openPage(context, server.url, code178);
  await page.fill("#code", "L0");
  await page.press("#code", "Enter");
  const said = (await shown(page)).message;
  assert.match(said, /auch als Partienummer gültig/);
  assert.match(said, /Schichtcode/);
  assert.doesNotMatch(said, /read as|also a/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// What the message line says when the language changes is said again in the new one, its
// button and detail line too ("Link copied" and "Opened (layer code)…" stayed English).
test("the message line follows a switch", async () => {
  const context = await newContext(browser, { locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });
  const page = await openPage(context, server.url, code178);
  const message = () => page.locator("#message").textContent();
  const switchTo = async (code) => {
    await page.waitForFunction(() => document.querySelectorAll("#language option").length > 1);
    await page.selectOption("#language", code);
    await page.waitForFunction((c) => document.documentElement.lang === c, code);
  };
  await page.fill("#code", code178);
  await page.press("#code", "Enter");
  assert.match(await message(), /^Opened \(layer code\): 5T 178 moves in 73 layers/);
  await switchTo("de");
  assert.match(await message(), /^Schichtcode geöffnet: 5T, 178 Züge in 73 Schichten/);
  assert.doesNotMatch(await message(), /Opened|moves|layers/);

  await page.click("#copy-menu summary");
  await page.click("#copy-link");
  // The message follows the clipboard's write, which the page awaits.
  await page.waitForFunction(() => document.getElementById("message").textContent === "Link kopiert", null, { timeout: 10000 });
  await switchTo("fr");
  assert.equal(await message(), "Lien copié");

  // A code of another variant: its sentence, its button and its detail line.
  await page.fill("#code", "LG4VXOFJjGWQMXhsY7aRf+/97Y");
  await page.press("#code", "Enter");
  const french = await message();
  assert.match(french, /5D/);
  await switchTo("en");
  const english = await message();
  assert.match(english, /^Not a 5T grid\. Read as 5D/);
  assert.match(await page.locator("#message button").textContent(), /^Open as 5D$/);
  assert.match(await page.locator("#message .detail").textContent(), /^As 5T: /);
  assert.notEqual(english, french);
  assert.deepEqual(page.errors, []);
  await context.close();
});
