// web.standalone: `morpion-cli html` writes a grid as one page that opens from the file with
// the network cut: the grid, its layers, its languages and hand play all work offline, and
// the page asks for nothing but itself.

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { cli, env, launch, newContext, shown } from "./support.mjs";

let browser, dir;
before(async () => {
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), "morpion-html-"));
});
after(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a record file as one page, offline", async () => {
  const path = join(dir, "grid-82.html");
  const r = await cli("html", join(env.data, "records", "5D-rosin82.pentasol.txt"), "-o", path);
  assert.equal(r.code, 0, r.stderr);
  const html = readFileSync(path, "utf8");
  assert.doesNotMatch(html, /<script[^>]+src=|<link[^>]+stylesheet[^>]+href="(?!data:)/, "nothing loaded from elsewhere");

  const context = await newContext(browser, { offline: true });
  const page = await context.newPage();
  const requests = [];
  page.on("request", (request) => requests.push(request.url()));
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("file://" + path);
  await page.waitForSelector("body.ready");
  const s = await shown(page);
  assert.equal(s.code, "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y");
  assert.equal(s.last, 27);
  await page.keyboard.press("End");
  assert.equal((await shown(page)).layer, 27);
  // Copy Link in a page opened from a file: its file:// address would open nowhere else,
  // so the layer code is copied, and the page says so.
  await page.evaluate(() => {
    window.copied = [];
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async (t) => window.copied.push(t) } });
  });
  await page.click("#copy-menu summary");
  await page.click("#copy-link");
  assert.deepEqual(await page.evaluate(() => window.copied), ["5D:LG4VXOFJjGWQMXhsY7aRf+/97Y"]);
  assert.match((await shown(page)).message, /^Layer code copied instead of a link: this page is a file/);
  await page.selectOption("#language", "ko");
  await page.waitForFunction(() => document.documentElement.lang === "ko");
  assert.deepEqual(errors, []);
  assert.deepEqual(requests.filter((u) => !u.startsWith("file://") && !u.startsWith("data:") && !u.startsWith("blob:")), []);
  await context.close();
});

test("a one-file page given a link whose % escape is cut short: its own grid and the reader's message", async () => {
  const path = join(dir, "grid-135.html");
  const r = await cli("html", "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70", "-o", path);
  assert.equal(r.code, 0, r.stderr);
  const context = await newContext(browser, { offline: true });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("file://" + path + "#%E2%8");
  await page.waitForSelector("body.ready");
  const s = await shown(page);
  assert.equal(s.error, true);
  const said = await cli("convert", "--to", "code", { input: "%E2%8" });
  assert.equal(s.message, said.stderr.trim().replace(/^morpion-cli convert: /, ""));
  assert.equal(s.last, 58, "its own grid, the 135, shown");
  assert.equal(s.code, "%E2%8", "the link's text in the field, to mend");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a code as one page on standard output; a text that is not a grid is refused", async () => {
  const r = await cli("html", "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw");
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^<!doctype html>/);
  assert.match(r.stdout, /"grid":"\{/);
  const bad = await cli("html", "LoyBD5plSC!pD5");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.trim(), "morpion-cli html: bad character at position 11: '!'");
});

test("the page says what it is without JavaScript, and to what a shared link points", () => {
  const html = readFileSync(join(env.site, "index.html"), "utf8");
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html);
  assert.ok(noscript, "a <noscript> text");
  assert.match(noscript[1], /JavaScript/);
  for (const property of ["og:type", "og:site_name", "og:title", "og:description"])
    assert.match(html, new RegExp(`<meta property="${property}" content="[^"]+">`), property);
});
