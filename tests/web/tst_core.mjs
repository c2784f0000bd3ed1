// web.core: the core as the page runs it (WebAssembly, under node) against the native
// morpion-cli: every famous grid and record file reads as the same grid with the same
// layers, MS1 (which the module inflates without zlib) reads, and a text that is not a
// grid fails with the CLI's own words and position.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { call, cli, env, famousGrids, info, loadCore, openText, takenPerLayer } from "./support.mjs";

const core = await loadCore();

test("every famous grid: the code, score, layers and moves per layer of morpion-cli info", async () => {
  const grids = famousGrids();
  assert.equal(grids.length, 17);
  for (const grid of grids) {
    const prefixed = (grid.variant === "5T" ? "" : grid.variant + ":") + grid.code;
    const r = openText(core, prefixed);
    assert.ok(r.ok, `${grid.id}: ${r.error?.message}`);
    const expected = await info(prefixed);
    assert.equal(r.state.code, (grid.variant === "5T" ? "" : grid.variant + ":") + expected.code, grid.id);
    assert.equal(String(r.state.score), expected.score, grid.id);
    assert.equal(String(r.state.layers), expected.layers, grid.id);
    assert.deepEqual(r.state.perLayer, await takenPerLayer(prefixed), grid.id);
    // The famous list inside the module gives the published order: its number.
    const famous = call(core, "mw_open_famous", grid.id);
    assert.ok(famous.ok, grid.id);
    if (grid.number) assert.equal(call(core, "mw_text", "number").text.replace(/^\w\w:/, ""), grid.number, grid.id);
    assert.equal(famous.state.info.description, grid.title, grid.id);
  }
});

// One layer count everywhere: the layers that take a move, as morpion-cli info counts them;
// an unfinished game's open end is one more step of the view, not a layer.
test("unfinished and one-move games: morpion-cli info's layers, and one step more to play on", async () => {
  const moves = (await cli("moves", "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw")).stdout.trim().split("\n");
  for (const n of [1, 4, 5, 160, 178]) {
    const encoded = await cli("encode", "--variant", "5T", { input: moves.slice(0, n).join("\n") + "\n" });
    assert.equal(encoded.code, 0, encoded.stderr);
    const code = encoded.stdout.trim();
    const r = openText(core, code);
    assert.ok(r.ok, `${n} moves: ${r.error?.message}`);
    const expected = await info(code);
    assert.equal(String(r.state.layers), expected.layers, `${n} moves`);
    assert.equal(r.state.perLayer.length, r.state.layers, `${n} moves`);
    assert.equal(r.state.steps, r.state.layers + (r.state.over ? 0 : 1), `${n} moves`);
  }
  assert.equal(openText(core, "AAAAA").state.layers, 0, "the empty game");
});

test("every record file reads as morpion-cli convert reads it", async () => {
  const dir = join(env.data, "records");
  const files = readdirSync(dir).filter((f) => /\.(json|txt)$/.test(f));
  assert.ok(files.length >= 15);
  for (const file of files) {
    const r = openText(core, readFileSync(join(dir, file)));
    assert.ok(r.ok, `${file}: ${r.error?.message}`);
    const expected = await cli("convert", "--to", "code", join(dir, file));
    assert.equal(expected.code, 0, expected.stderr);
    assert.equal(r.state.code, expected.stdout.trim(), file);
  }
});

test("MS1 written by the native build reads in the module, with no zlib there", async () => {
  for (const code of ["LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw", "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y"]) {
    const ms1 = await cli("convert", "--to", "ms1", { input: code });
    assert.equal(ms1.code, 0, ms1.stderr);
    assert.match(ms1.stdout, /^MS1:/);
    const r = openText(core, ms1.stdout);
    assert.ok(r.ok, r.error?.message);
    assert.equal(r.read.format, "msr-compact");
    assert.equal(r.state.code, code);
  }
});

// Texts of every kind that are not grids: the module's message is the CLI's, word for word.
const bad = [
  "LoyBD5plSC!pD5FoFiiitZT6074dfe79eZN1sxUc",
  "5Q:LoyBD5pl",
  "////////////////////////////////////////////////////",
  "3, -1 – (3,-1,s)\n3, -1 – (3,-1,s)\n",
  "3, -1 – (3,-1,s)\n0, 0 – (0,0,e)\n",
  "(28,28)\n(31,27) | 0\n(40,40) - 0\n",
  '{"variant":"5T","moves":[{"x":3,"y":-1,"dir":"V","pos":0},{"x":3,"y":-1,"dir":"V","pos":0}]}',
  '{"variant":"5T","moves":[',
  "MS1:abc!",
  "MS1:____________",
  "   ",
];

test("a record's fields as the page shows them are bounded; the grid keeps them whole", () => {
  const record = JSON.parse(readFileSync(join(env.data, "records", "5T-rosin178.msr.json"), "utf8"));
  record.description = "é".repeat(7 << 20); // 14 MiB of two-byte characters, under the 16 MiB a record may be
  record.comment = "a story ".repeat(1000);
  const r = openText(core, JSON.stringify(record));
  assert.ok(r.ok, r.error?.message);
  const shown = r.state.info.description;
  assert.ok(shown.length < 1100 && shown.endsWith("…"), `${shown.length} characters shown`);
  assert.ok(/^é+…$/.test(shown), "cut between characters");
  assert.ok(new TextEncoder().encode(r.state.info.comment).length <= 2000 + 3);
  // The page's exports write the record the grid holds: the title whole.
  const png = call(core, "mw_text", "msr");
  assert.ok(png.ok, png.error?.message);
  assert.equal(JSON.parse(png.text).description.length, 7 << 20);
});

test("a text that is not a grid: the CLI's message and position", async () => {
  for (const text of bad) {
    const r = openText(core, text);
    assert.equal(r.ok, false, text);
    const expected = await cli("convert", "--to", "code", { input: text });
    assert.notEqual(expected.code, 0, text);
    const said = expected.stderr.trim().split("\n").at(-1).replace(/^morpion-cli convert: /, "");
    assert.equal(r.error.message, said, text);
    assert.equal(r.error.text, r.error.message, "in English the page says what the CLI says");
  }
});

test("errors in another language come worded from the catalogue", () => {
  const catalogue = JSON.parse(readFileSync(join(env.site, "i18n", "fr.json"), "utf8"));
  const patterns = Object.fromEntries(Object.entries(catalogue.messages).filter(([k]) => /^Error(Text|Detail)\u0004/.test(k)));
  assert.ok(call(core, "mw_set_catalogue", JSON.stringify(patterns)).ok);
  try {
    const r = openText(core, "LoyBD5plSC!pD5");
    assert.equal(r.ok, false);
    assert.match(r.error.message, /^bad character at position 11/);
    assert.notEqual(r.error.text, r.error.message);
    assert.match(r.error.text, /11/); // the position stays, in French words
  } finally {
    call(core, "mw_set_catalogue", "");
  }
});

// A code is decoded once, by the reader, and the page draws from that layering: opening it,
// asking for its state and scenes, and writing its code run the layering procedure once. A
// move played by hand layers the grid once; its undo and redo layer nothing (the steps
// keep their layered games, as the desktop program's undo steps do).
test("a code is layered once from the link to the board", () => {
  const layerings = () => call(core, "mw_layerings").layerings;
  for (const code of ["LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw", "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y", "4D:hkIIRFAAA"]) {
    const before = layerings();
    const r = openText(core, code);
    assert.ok(r.ok, code);
    assert.equal(r.state.code, code);
    for (let layer = 0; layer < r.state.layers; ++layer) call(core, "mw_scene", layer, 1);
    call(core, "mw_state");
    assert.equal(call(core, "mw_text", "code").text, code);
    assert.equal(layerings() - before, 1, code);
  }
  const played = layerings();
  const [move] = call(core, "mw_scene", 99, 1).playable;
  assert.ok(call(core, "mw_play", ...move).ok);
  assert.equal(layerings() - played, 1, "a move");
  assert.ok(call(core, "mw_undo").ok);
  assert.ok(call(core, "mw_redo").ok);
  assert.equal(layerings() - played, 1, "a move, its undo and redo");
});
