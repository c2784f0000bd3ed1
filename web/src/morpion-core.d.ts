// The module Emscripten makes of web/bridge (morpion-core.mjs; esbuild resolves the name).
declare module "morpion-core" {
  export default function createMorpionCore(options?: { wasmBinary?: Uint8Array }): Promise<unknown>;
}
