// A Web Worker of the page (web/src/workers.ts starts them): one instance of the search
// module on the worker's own thread. It runs what the page hands it, one job at a time (one
// thread of a search, one part of a solve), posting what the job finds as it finds it and
// then its result. The page stops a job by ending the worker.

import { SearchModule } from "./searchmodule";

// The worker's global scope, as far as it is used here (the DOM's types describe a window).
const scope = self as unknown as {
  postMessage(message: string): void;
  onmessage: ((e: MessageEvent) => void) | null;
};

let search: SearchModule | null = null;

scope.onmessage = async (e: MessageEvent) => {
  const m = e.data as { type: string; module?: WebAssembly.Module; catalogue?: string; fn?: string; request?: string };
  if (m.type === "init") {
    search = await SearchModule.instantiate(m.module as WebAssembly.Module, (json) => scope.postMessage(json));
    search.callText("ms_set_catalogue", m.catalogue ?? "");
    scope.postMessage('{"type":"ready"}');
  } else if (m.type === "catalogue") {
    search?.callText("ms_set_catalogue", m.catalogue ?? "");
  } else if (m.type === "run" && search) {
    const result = search.callText(m.fn as string, m.request as string);
    scope.postMessage(`{"type":"done","result":${result}}`);
  }
};
