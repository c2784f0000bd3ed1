// What the web.* suites share: the built site served over HTTP on a free port of the
// loopback, Debian's chromium driven headless by playwright-core (which downloads no
// browser) with a fresh profile, the real morpion-cli to compare with, and the wasm module
// under node. tests/web/CMakeLists.txt passes the paths in the environment.

import { execFile } from "node:child_process";
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, normalize } from "node:path";
import { after, before } from "node:test";

export const env = {
  site: need("MORPION_WEB_SITE"),
  cli: need("MORPION_CLI"),
  chromium: process.env.MORPION_CHROMIUM || "/usr/bin/chromium",
  data: need("MORPION_TEST_DATA"),
  source: need("MORPION_SOURCE_DIR"),
};

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the web suites through ctest (tests/web/CMakeLists.txt)`);
  return value;
}

// morpion-cli with arguments (and `input` on its standard input): {stdout, stderr, code}.
export function cli(...args) {
  const input = typeof args.at(-1) === "object" ? args.pop().input : undefined;
  return new Promise((resolve) => {
    const child = execFile(env.cli, args, { maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? (error.code ?? 1) : 0 }),
    );
    child.stdin.on("error", () => {}); // a command that reads no input closes it early
    child.stdin.end(input ?? "");
  });
}

// `morpion-cli info` as an object: variant, score, layers, code, number...
export async function info(code) {
  const r = await cli("info", code);
  if (r.code !== 0) throw new Error(`morpion-cli info ${code}: ${r.stderr}`);
  return Object.fromEntries(r.stdout.trim().split("\n").map((l) => l.split(": ")));
}

// The moves taken in each layer, from `morpion-cli layers`.
export async function takenPerLayer(code) {
  const r = await cli("layers", code);
  if (r.code !== 0) throw new Error(`morpion-cli layers ${code}: ${r.stderr}`);
  const counts = [];
  for (const line of r.stdout.split("\n")) {
    if (/^layer \d+$/.test(line)) counts.push(0);
    else if (/^\d+\. .*: 1$/.test(line)) counts[counts.length - 1] += 1;
  }
  return counts;
}

// ---- The site over HTTP ----

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

export async function serve(root = env.site) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    let file = join(root, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      statSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

// ---- The browser ----

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

// Chromium with a fresh profile (playwright makes one per launch and removes it), none of
// its background traffic, and no sandbox (CI runs as root).
export async function launch() {
  return chromium.launch({
    executablePath: env.chromium,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

// A browser context: a desktop of 1366 x 768 in English unless `options` say otherwise.
export function newContext(browser, options = {}) {
  return browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "en-US", acceptDownloads: true, ...options });
}

// A page of the site at `fragment`, ready (the grid drawn); page errors fail the suite.
export async function openPage(context, url, fragment = "") {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.errors = errors;
  await page.goto(url + (fragment ? "#" + fragment : ""));
  await page.waitForSelector("body.ready", { timeout: 30000 });
  return page;
}

// What the page shows: the code field, the layer label, the slider's range.
// One server and one browser for a whole suite, and one context with `options` in it
// (node:test's before and after); `suite.open(fragment)` opens the page in that context.
export function browserSuite(options = {}) {
  const suite = {
    open: (fragment = "") => openPage(suite.context, suite.server.url, fragment),
  };
  before(async () => {
    suite.server = await serve();
    suite.browser = await launch();
    suite.context = await newContext(suite.browser, options);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

export async function shown(page) {
  return page.evaluate(() => ({
    code: document.getElementById("code").value,
    label: document.getElementById("layer-label").textContent,
    last: Number(document.getElementById("slider").max),
    layer: Number(document.getElementById("slider").value),
    message: document.getElementById("message").hidden ? "" : document.getElementById("message").textContent,
    error: document.getElementById("message").classList.contains("error"),
    taken: document.querySelectorAll("#moves tbody tr.taken").length,
  }));
}

// ---- The module under node ----

// The wasm module as the page loads it (its glue is an ES module made for browsers and
// node; node needs require and __dirname as an older CommonJS glue expects them).
export async function loadCore() {
  globalThis.require ??= require;
  globalThis.__dirname ??= env.site;
  const glue = join(env.site, "..", "morpion-core.mjs");
  const { default: create } = await import(glue);
  return create({ wasmBinary: readFileSync(join(env.site, "morpion-core.wasm")) });
}

// Calls an export with strings and numbers, as web/src/core.ts does, and parses its JSON.
export function call(core, name, ...args) {
  const owned = [];
  const raw = args.map((a) => {
    if (typeof a === "number") return a;
    const bytes = typeof a === "string" ? new TextEncoder().encode(a) : a;
    const p = core._malloc(bytes.length + 1);
    core.HEAPU8.set(bytes, p);
    core.HEAPU8[p + bytes.length] = 0;
    owned.push(p);
    return p;
  });
  try {
    return JSON.parse(core.UTF8ToString(core["_" + name](...raw)));
  } finally {
    owned.forEach((p) => core._free(p));
  }
}

export function openText(core, text, variant = "") {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  return call(core, "mw_open", bytes, bytes.length, variant);
}

export function famousGrids() {
  const text = readFileSync(join(env.source, "resources", "famous-grids.txt"), "utf8");
  return text
    .split(/\n\s*\n/)
    .map((block) => Object.fromEntries(block.split("\n").filter((l) => /^[a-z]+: /.test(l)).map((l) => [l.split(": ")[0], l.slice(l.indexOf(": ") + 2)])))
    .filter((g) => g.id);
}
