// The search module (web/bridge/WorkerExports.cpp): the core's search floor and solver as
// WebAssembly, a second module the page loads when it first analyses, searches or solves,
// never before the grid is drawn. Each worker (web/src/worker.ts) holds one instance and
// runs one share of the work on its own thread; the page's thread holds one more to check
// options and put the workers' results together. The shapes below are those of
// web/bridge/WorkerJson.cpp.

import createMorpionSearch from "morpion-search";
import type { CoreError, Move } from "./core";

// One thread of a search, as morpion-cli search runs thread `thread` of `threads`.
export interface ThreadRequest {
  algorithm: "nrpa" | "improve";
  variant: string;
  seed: string; // decimal, 64 bits
  threads: number;
  thread: number;
  iterations: number; // over all threads; -1: no limit
  milliseconds: number; // -1: no limit
  target: number; // -1: none
  progressMilliseconds: number;
  level: number;
  perLevel: number;
  grid: Move[];
  start: "cross" | "prefix" | "warm";
}

// A new best of one thread, its iterations that thread's own.
export interface Improvement {
  type: "improvement";
  thread: number;
  iterations: number;
  score: number;
  milliseconds: number;
  code: string;
}

export interface ThreadProgress {
  type: "progress";
  iterations: number;
  milliseconds: number;
  best: number;
}

export interface ThreadResult {
  thread: number;
  score: number;
  code: string;
  iterations: number;
  milliseconds: number;
  reason: "runs" | "time" | "target" | "iterations" | "requested";
}

// One part of a solve, as morpion-cli solve --part runs it.
export interface PartRequest {
  variant: string;
  start: Move[];
  depth: number; // -1: no limit
  part: number;
  parts: number;
  nodes: number; // 0: no limit
}

export interface PartProgress {
  type: "progress";
  itemsDone: number;
  items: number;
  nodes: number;
  best: number;
  milliseconds: number;
}

export interface SolverReport {
  startMoves: number;
  symmetries: number;
  splitDepth: number;
  itemCount: number;
  partItems: number;
  itemsDone: number;
  bestItem: number;
  complete: boolean;
  milliseconds: number;
  nodes: number;
  best: number; // moves beyond the start
  bestPath: Move[];
  classes: number[];
  positions: number[];
}

export type Answer<T> = ({ ok: true } & T) | { ok: false; error: CoreError };

interface Instance {
  HEAPU8: Uint8Array;
  _malloc(n: number): number;
  _free(p: number): void;
  UTF8ToString(p: number): string;
  [name: string]: unknown;
}

export class SearchModule {
  private constructor(private readonly m: Instance) {}

  // An instance of the compiled module; `post` gets each message the work sends as it goes.
  static async instantiate(module: WebAssembly.Module, post: (json: string) => void = () => {}): Promise<SearchModule> {
    const instance = (await createMorpionSearch({
      post,
      instantiateWasm: (imports: WebAssembly.Imports, receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void) => {
        void WebAssembly.instantiate(module, imports).then((i) => receive(i, module));
        return {};
      },
    })) as Instance;
    return new SearchModule(instance);
  }

  // Calls an export with a JSON request and returns its JSON text.
  callText(name: string, request: object | string): string {
    const text = typeof request === "string" ? request : JSON.stringify(request);
    const bytes = new TextEncoder().encode(text);
    const p = this.m._malloc(bytes.length + 1);
    this.m.HEAPU8.set(bytes, p);
    this.m.HEAPU8[p + bytes.length] = 0;
    try {
      return this.m.UTF8ToString((this.m["_" + name] as (p: number) => number)(p));
    } finally {
      this.m._free(p);
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(name: string, request: object | string): any {
    return JSON.parse(this.callText(name, request));
  }
}
