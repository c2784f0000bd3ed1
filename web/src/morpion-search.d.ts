// The search module Emscripten makes of web/bridge/WorkerExports.cpp (morpion-search.mjs;
// esbuild resolves the name).
declare module "morpion-search" {
  export default function createMorpionSearch(options?: object): Promise<unknown>;
}
