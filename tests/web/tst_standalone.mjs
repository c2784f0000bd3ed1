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
  assert.equal(s.code, "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70");
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
