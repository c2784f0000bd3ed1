// The page's workers: the search module fetched and compiled once, on first use, then one
// instance of it in each Web Worker (web/src/worker.ts) and one on the page's thread, the
// coordinator. The work is split over the workers as morpion-cli splits it over threads, so
// that k workers give what --threads k gives; the page's thread only hands out the jobs and
// paints what comes back. No SharedArrayBuffer and no threads inside the module: a job runs
// to its end or its worker is ended (stop), which static hosts allow without any header.

import { SearchModule } from "./searchmodule";

// A job ended by stop() before it finished.
export class Stopped extends Error {
  constructor() {
    super("stopped");
  }
}

interface Job {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  onPost: (message: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  job: Job | null;
}

// Each of the page's works (a search, an analysis, a solve, the hints) has workers of its
// own, so that stopping one ends none of the others; the module is compiled once for all.
export class Workers {
  private static compiled: Promise<WebAssembly.Module> | null = null;
  private static coordinating: Promise<SearchModule> | null = null;
  private static catalogue = "";
  private static pools = new Set<Workers>();
  private slots: Slot[] = [];

  // Workers the device runs at once: its logical processors, as the browser tells them.
  static available(): number {
    return Math.max(1, Math.min(64, navigator.hardwareConcurrency || 1));
  }

  // The error patterns the modules word their messages with (Core.setCatalogue's).
  static setCatalogue(text: string): void {
    Workers.catalogue = text;
    for (const pool of Workers.pools)
      for (const slot of pool.slots) slot.worker.postMessage({ type: "catalogue", catalogue: text });
    void Workers.coordinating?.then((c) => c.callText("ms_set_catalogue", text));
  }

  // The module compiled as it streams in (the server's application/wasm), else from its bytes.
  static module(): Promise<WebAssembly.Module> {
    Workers.compiled ??= (async () => {
      const url = new URL("morpion-search.wasm", location.href);
      try {
        return await WebAssembly.compileStreaming(fetch(url));
      } catch {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`morpion-search.wasm: ${response.status}`);
        return WebAssembly.compile(await response.arrayBuffer());
      }
    })();
    Workers.compiled.catch(() => (Workers.compiled = null)); // tried again next time
    return Workers.compiled;
  }

  // The instance on the page's thread.
  static coordinator(): Promise<SearchModule> {
    Workers.coordinating ??= Workers.module().then(async (m) => {
      const c = await SearchModule.instantiate(m);
      c.callText("ms_set_catalogue", Workers.catalogue);
      return c;
    });
    Workers.coordinating.catch(() => (Workers.coordinating = null));
    return Workers.coordinating;
  }

  // Runs export `fn` with `request` on worker `index` (started when needed): each message the
  // job posts goes to onPost, and the promise gives the export's answer, or fails with
  // Stopped when stop() ends the worker first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async run(index: number, fn: string, request: object, onPost: (message: any) => void = () => {}): Promise<any> {
    const slot = await this.slot(index);
    return new Promise((resolve, reject) => {
      slot.job = { resolve, reject, onPost };
      slot.worker.postMessage({ type: "run", fn, request: JSON.stringify(request) });
    });
  }

  // Ends every worker: their jobs fail with Stopped, what they posted stays posted.
  stop(): void {
    const slots = this.slots;
    this.slots = [];
    Workers.pools.delete(this);
    for (const slot of slots) {
      slot.worker.terminate();
      slot.job?.reject(new Stopped());
    }
  }

  get running(): number {
    return this.slots.filter((s) => s.job).length;
  }

  private async slot(index: number): Promise<Slot> {
    Workers.pools.add(this);
    while (this.slots.length <= index) this.slots.push(this.start());
    const slot = this.slots[index];
    await slot.ready;
    if (this.slots[index] !== slot) throw new Stopped(); // stopped while it started
    return slot;
  }

  private start(): Slot {
    const worker = new Worker(new URL("morpion-worker.js", location.href), { type: "module" });
    let started: () => void = () => {};
    let failed: (e: Error) => void = () => {};
    const slot: Slot = {
      worker,
      job: null,
      ready: new Promise<void>((resolve, reject) => {
        started = resolve;
        failed = reject;
      }),
    };
    worker.onmessage = (e: MessageEvent) => {
      const message = JSON.parse(e.data as string);
      if (message.type === "ready") started();
      else if (message.type === "done") {
        const job = slot.job;
        slot.job = null;
        job?.resolve(message.result);
      } else slot.job?.onPost(message);
    };
    worker.onerror = (e: ErrorEvent) => {
      const error = new Error(e.message || "the worker failed");
      failed(error);
      const job = slot.job;
      slot.job = null;
      job?.reject(error);
      this.slots = this.slots.filter((s) => s !== slot);
      worker.terminate();
    };
    Workers.module().then(
      (module) => worker.postMessage({ type: "init", module, catalogue: Workers.catalogue }),
      (e: Error) => failed(e),
    );
    return slot;
  }
}
