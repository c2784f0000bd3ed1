// web.errors: a code that is not a grid, typed or in the link, shows the reader's error
// with its position exactly as morpion-cli words it, selects the character at fault, and
// leaves the grid that was open; so does a file that is not a grid.

import assert from "node:assert/strict";
import { test } from "node:test";
import { browserSuite, cli, shown } from "./support.mjs";

const code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const suite = browserSuite({ permissions: ["clipboard-read", "clipboard-write"] });

async function cliSays(text) {
  const r = await cli("convert", "--to", "code", { input: text });
  assert.notEqual(r.code, 0);
  return r.stderr.trim().split("\n").at(-1).replace(/^morpion-cli convert: /, "");
}

test("a bad code typed: the CLI's message, the character selected, the grid kept", async () => {
  const page = await suite.open(code178);
  const cases = [
    ["LoyBD5plSCpD5Fo!FiiitZT6074dfe79eZN1sxUc", 15], // a character outside the alphabet
    ["////////////////////////////////////////////////////", -1], // two moves that exclude each other
    ["5Q:LoyBD5pl", -1], // no such variant
  ];
  for (const [text, at] of cases) {
    await page.fill("#code", text);
    await page.press("#code", "Enter");
    const s = await shown(page);
    assert.equal(s.error, true, text);
    assert.equal(s.message, await cliSays(text), text);
    assert.equal(s.last, 72, "the 178 stays open");
    if (at >= 0) {
      const selection = await page.evaluate(() => {
        const input = document.getElementById("code");
        return [document.activeElement === input, input.selectionStart, input.selectionEnd];
      });
      assert.deepEqual(selection, [true, at, at + 1], text);
    }
  }
  assert.equal(await page.getAttribute("#message", "role"), "alert");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a pasted text of several lines opens as it is: a move list with a move twice", async () => {
  const page = await suite.open(code178);
  const text = "3, -1 \u2013 (3,-1,s)\n3, -1 \u2013 (3,-1,s)\n";
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  for (const target of ["#code", "#board"]) {
    await page.focus(target);
    await page.keyboard.press("Control+V");
    await page.waitForFunction(() => !document.getElementById("message").hidden);
    const s = await shown(page);
    assert.equal(s.error, true, target);
    assert.equal(s.message, await cliSays(text), target);
    assert.equal(s.last, 72);
    await page.evaluate(() => (document.getElementById("message").hidden = true));
  }
  await page.close();
});

test("a bad link: the error over the start grid, the link left to mend in the field", async () => {
  const bad = "LoyBD5plSC!pD5";
  const page = await suite.open(bad);
  const s = await shown(page);
  assert.equal(s.error, true);
  assert.equal(s.message, await cliSays(bad));
  assert.equal(s.last, 58, "the layer code's author's 135 shown");
  assert.equal(s.code, bad, "the text of the link in the field");
  assert.equal(decodeURIComponent(new URL(page.url()).hash.slice(1)), bad);
  await page.close();
});

// A 5D grid's code in a link, without its prefix: the page reads it as 5T, where it fails;
// it keeps the text, says what it is, and opens it as 5D at a tap.
test("a link with another variant's code: what it is, and an offer to open it so", async () => {
  const code = "LG4VXOFJjGWQMXhsY7aRf+/97Y";
  const page = await suite.open(code);
  const s = await shown(page);
  assert.equal(s.error, true);
  assert.equal(s.code, code, "the user's text stays in the field");
  assert.match(s.message, /^Not a 5T grid\. Read as 5D, it is a layer code of 82 moves\./);
  assert.match(s.message, new RegExp("As 5T: " + (await cliSays(code)).replace(/[()[\]+.*?]/g, "\\$&")));
  await page.click("#message button");
  const opened = await shown(page);
  assert.equal(opened.error, false);
  assert.equal(opened.code, "5D:" + code);
  assert.equal(await page.inputValue("#variant"), "5D");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a link whose % escape is cut short or not UTF-8: the reader's message, the page alive", async () => {
  // As the address bar gives them: the text after '#' as typed, escapes and all.
  const cases = [
    ["%", "%"],
    ["LoyBD5plSC%2", "LoyBD5plSC%2"],
    ["LoyBD5plSC%E2%80", "LoyBD5plSC%E2%80"], // a character cut in the middle
    ["LoyBD5%20plSC%E2%80!", "LoyBD5 plSC%E2%80!"], // the whole escapes decoded, the broken one kept
  ];
  for (const [fragment, text] of cases) {
    const page = await suite.open(fragment);
    const s = await shown(page);
    assert.equal(s.error, true, fragment);
    assert.equal(s.message, await cliSays(text), fragment);
    assert.equal(s.last, 58, fragment); // the start grid, the layer code's author's 135
    assert.equal(s.code, text, fragment); // the link's text, to mend
    assert.equal(new URL(page.url()).hash, "#" + fragment, "the link is left to mend");
    assert.deepEqual(page.errors, [], fragment);
    await page.close();
  }
  // The same link given later, as a hash change, and then a good one (encoded): it opens.
  const page = await suite.open(code178);
  await page.evaluate(() => (location.hash = "#LoyBD5plSC%2"));
  await page.waitForFunction(() => !document.getElementById("message").hidden);
  let s = await shown(page);
  assert.equal(s.error, true);
  assert.equal(s.message, await cliSays("LoyBD5plSC%2"));
  assert.equal(s.last, 72, "the 178 stays open");
  await page.evaluate((code) => (location.hash = "#" + encodeURIComponent("5D:" + code)), "LG4VXOFJjGWQMXhsY7aRf+/97Y");
  await page.waitForFunction(() => document.getElementById("code").value.startsWith("5D:"));
  s = await shown(page);
  assert.equal(s.code, "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a file that is not a grid: its name and the CLI's message", async () => {
  const page = await suite.open(code178);
  const text = '{"variant":"5T","moves":[{"x":3,"y":-1,"dir":"V","pos":0},{"x":3,"y":-1,"dir":"V","pos":0}]}';
  await page.setInputFiles("#file", { name: "twice.msr.json", mimeType: "application/json", buffer: Buffer.from(text) });
  await page.waitForFunction(() => !document.getElementById("message").hidden);
  const s = await shown(page);
  assert.equal(s.error, true);
  assert.equal(s.message, `Cannot open twice.msr.json: ${await cliSays(text)}`);
  assert.equal(s.code, code178);
  await page.close();
});
