// web.transfer: everything the page can load, gzipped at level 9 as a static host serves it,
// stays within 400 KB (issue 33): the page, its script and style, both WebAssembly modules
// (the search module included, though it loads only when the page first analyses, searches
// or solves), the workers' script, the icon and one language's catalogue, for every
// language. Sizes, not times: the build decides them, whatever the machine's load.

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { env } from "./support.mjs";

const limit = 400_000;

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const files = filesUnder(env.site).map((path) => ({
  name: relative(env.site, path),
  gzipped: gzipSync(readFileSync(path), { level: 9 }).length,
}));
const isCatalogue = (f) => /^i18n[\\/][a-z]{2}\.json$/.test(f.name);
const shared = files.filter((f) => !isCatalogue(f));
const catalogues = files.filter(isCatalogue);
const sum = (list) => list.reduce((total, f) => total + f.gzipped, 0);

test("the site holds the page and both modules", () => {
  for (const name of ["index.html", "morpion.js", "morpion.css", "morpion-worker.js", "morpion-core.wasm", "morpion-search.wasm"])
    assert.ok(shared.some((f) => f.name === name), `${name} is missing from ${env.site}`);
  assert.ok(shared.find((f) => f.name === "morpion-search.wasm").gzipped > 50_000, "the search module is nearly empty");
  assert.equal(catalogues.length, 9, catalogues.map((f) => f.name).join(", "));
});

test("everything the page can load, with any one language, is at most 400 KB gzipped", () => {
  for (const f of [...shared, ...catalogues]) console.log(`# ${f.name}\t${f.gzipped} B`);
  for (const catalogue of catalogues) {
    const total = sum(shared) + catalogue.gzipped;
    console.log(`# with ${catalogue.name}: ${total} B`);
    assert.ok(total <= limit, `with ${catalogue.name}: ${total} B gzipped, more than ${limit} B`);
  }
});
