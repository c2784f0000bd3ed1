// The core, compiled to WebAssembly (web/bridge/Exports.cpp): every grid is read, layered,
// played and written there, and the page only paints what it returns. The shapes below
// are those of web/bridge/ViewerJson.cpp.

import createMorpionCore from "morpion-core";

// [px, py, lx, ly, dir]: the new point, the line's first point, the direction (ne, e, se, s).
export type Move = [number, number, number, number, number];
export type Point = [number, number];

export interface Phrase {
  pattern?: string;
  args?: Phrase[];
  text?: string;
  error?: CoreError;
}

export interface CoreError {
  message: string; // the CLI's English
  text?: string; // the same in the page's language, when not English
  kind: string;
  position: number;
  line: number;
  layer: number;
  detail: Phrase | null;
}

export interface GridInfo {
  description?: string;
  author?: string;
  source?: string;
  date?: string;
  comment?: string;
}

export interface GridState {
  variant: string;
  score: number;
  layers: number; // the grid's layers (Layering::takenLayers), as every front end counts them
  steps: number; // the layer view's steps: the layers, then where an unfinished game goes on
  perLayer: number[];
  over: boolean;
  legal: number;
  played: number; // moves played by hand since the grid was opened
  canUndo: boolean;
  canRedo: boolean;
  code: string; // the game number, which takes longer to work out, comes from text("number")
  info: GridInfo;
  stem: string; // the title fit for a file's name (GridInfo::fileStem), "" without one
}

export interface ReadResult {
  format: string; // "code", "number", "moves", "pentasol", "msr", "msr-compact"
  formatName: string; // as the page's language names it ("layer code")
  picture: string; // "png", "svg" or ""
  notices: string[]; // the reader's notices, in the page's language
}

export const enum Role {
  Earlier = 0,
  Current = 1,
  Later = 2,
}

// [...move, number, layer, role, played]
export type SceneItem = [number, number, number, number, number, number, number, Role, boolean];

// A size on the board: [perCell, least, shrinks] (app/paint/BoardScene.h, BoardSize).
export type BoardSize = [number, number, boolean];

// The board's proportions, as the desktop program's renderer draws with them
// (BoardProportions): sizes, and pens, dashes and fonts as numbers.
export interface Proportions {
  line: BoardSize;
  currentLine: BoardSize;
  crossPoint: BoardSize;
  point: BoardSize;
  numberedPoint: BoardSize;
  outline: BoardSize;
  ring: BoardSize;
  numberedRing: BoardSize;
  tabooLine: BoardSize;
  diamond: BoardSize;
  lastMoveGap: BoardSize;
  hintLine: BoardSize;
  hintPoint: BoardSize;
  halo: BoardSize;
  haloPoint: BoardSize;
  ringPen: number;
  previewPen: number;
  otherPen: number;
  lastMovePen: number;
  lastMovePenLeast: number;
  candidateDash: number;
  candidateGap: number;
  tabooDash: number;
  tabooGap: number;
  otherDash: number;
  otherGap: number;
  numberFont: number;
  smallNumberFont: number;
  numberFontLeast: number;
  smallNumberFontLeast: number;
  numbersFrom: number;
  latticeFrom: number;
}

export interface Scene {
  variant: string;
  layer: number;
  steps: number;
  playing: boolean;
  ghostLater: boolean;
  showNumbers: boolean;
  showLegend: boolean;
  proportions: Proportions;
  bounds: [number, number, number, number]; // lattice rectangle: left, top, width, height
  frame: [number, number, number, number]; // the same at every layer: what the screen fits to
  cross: Point[];
  items: SceneItem[];
  open: Move[];
  taboo: Move[];
  playable: Move[];
  last: Point | null;
  // The analysis's better line against the position (Compare with…), drawn instead of layers.
  comparison: { common: Move[]; onlyHere: Move[]; onlyThere: Move[] } | null;
  // The legend's lines (BoardScene::legend): a pattern of "morpion::paint::BoardLegend".
  legend: { kind: LegendKind; text: string; numbers: number[] }[];
  rows: {
    candidates: { number: number; move: Move; text: string; taken: boolean }[];
    taboo: { move: Move; text: string }[];
    playable: { move: Move; text: string }[];
  };
}

export type LegendKind =
  | "earlier"
  | "current"
  | "candidate"
  | "taboo"
  | "later"
  | "hint"
  | "lastMove"
  | "needs"
  | "neededBy"
  | "common"
  | "onlyHere"
  | "onlyThere";

export interface FamousGrid {
  id: string;
  title: string;
  variant: string;
  score: number;
  author: string;
  date: string; // the year as the page's language says it ("2011", "um 2010"), "" when unknown
  story: string;
  source: string;
  code: string;
  layers: number;
}

export type Palette = Record<string, string>;

// A game's analysis as the page shows it (web/bridge/AnalysisJson.cpp).
export interface AnalysisView {
  moves: number;
  searched: number;
  complete: boolean;
  best: (number | null)[]; // E(k), k = 0..moves
  found: (number | null)[];
  proven: boolean[]; // per position: E(k) is exact (the solver walked its whole tree)
  // proven: the loss is exact (E proven before and after the move)
  rows: { move: number; text: string; before: number | null; after: number | null; loss: number | null; better: string; proven: boolean }[];
  largest: number[]; // the five largest losses, the largest first
  table: string; // as morpion-cli analyse prints it
  field: unknown; // the record's "analysis" field
}

// A variant a text reads under, where the one asked for failed (otherVariantReadings).
export interface OtherReading {
  variant: string;
  format: string;
  formatName: string; // as the page's language names it
  score: number;
}

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: CoreError; others?: OtherReading[] };

interface Module {
  HEAPU8: Uint8Array;
  _malloc(n: number): number;
  _free(p: number): void;
  UTF8ToString(p: number): string;
  [name: string]: unknown;
}

export class Core {
  private constructor(private readonly m: Module) {}

  // `wasm`: the module's bytes when they are inlined (the self-contained page); else the
  // file beside the script is fetched and compiled as it streams in.
  static async load(wasm?: Uint8Array): Promise<Core> {
    const module = (await createMorpionCore(wasm ? { wasmBinary: wasm } : {})) as Module;
    return new Core(module);
  }

  open(data: Uint8Array | string, variant = ""): Outcome<{ read: ReadResult; state: GridState }> {
    const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
    return this.withBytes(bytes, (p, n) => this.call("mw_open", p, n, variant));
  }
  openFamous(id: string): Outcome<{ state: GridState }> {
    return this.call("mw_open_famous", id);
  }
  newGame(variant: string): Outcome<{ state: GridState }> {
    return this.call("mw_new", variant);
  }
  state(): GridState {
    return (this.call("mw_state") as { state: GridState }).state;
  }
  // `picture`: as an exported picture shows it (numbers as asked, no marks of the screen).
  scene(layer: number, ghostLater: boolean, numbers: boolean, picture = false): Scene {
    return this.call("mw_scene", layer, (ghostLater ? 1 : 0) | (numbers ? 2 : 0) | (picture ? 4 : 0));
  }
  // The grid's moves in play order (what the search module takes).
  moves(): Move[] | null {
    const r = this.call("mw_moves");
    return r.ok ? r.moves : null;
  }
  // Another grid's last layer as a picture shows it, without opening it (a search's best).
  preview(text: string, variant: string): Outcome<{ scene: Scene }> {
    return this.call("mw_preview", text, variant);
  }
  // The analysis of the game as it stands, or null (web/bridge/AnalysisJson.cpp).
  analysis(): AnalysisView | null {
    return this.call("mw_analysis").analysis;
  }
  // An analysis as a record's field (JSON text) becomes the game's.
  setAnalysis(field: string): Outcome<{ analysis: AnalysisView }> {
    return this.call("mw_set_analysis", field);
  }
  // The position after `move` moves with the analysis's better game over it.
  betterScene(move: number, ghostLater: boolean, numbers: boolean): Scene {
    return this.call("mw_better_scene", move, (ghostLater ? 1 : 0) | (numbers ? 2 : 0));
  }
  choices(x: number, y: number): { move: Move; text: string }[] {
    return this.call("mw_choices", x, y);
  }
  play(m: Move): Outcome<{ state: GridState }> {
    return this.call("mw_play", ...m);
  }
  // The game taken back to before `move` and the analysis's better line played: one undo step.
  playBetter(move: number): Outcome<{ state: GridState }> {
    return this.call("mw_play_better", move);
  }
  undo(): Outcome<{ state: GridState }> {
    return this.call("mw_undo");
  }
  redo(): Outcome<{ state: GridState }> {
    return this.call("mw_redo");
  }
  text(format: "code" | "number" | "moves" | "pentasol" | "msr"): Outcome<{ text: string }> {
    return this.call("mw_text", format);
  }
  // The picture with the grid's record in it, as the desktop program's exports carry it.
  withRecord(picture: Uint8Array, svg: boolean): Outcome<{ bytes: Uint8Array }> {
    const r = this.withBytes(picture, (p, n) => this.call("mw_with_record", p, n, svg ? 1 : 0)) as Outcome<object>;
    if (!r.ok) return r;
    const at = (this.m["_mw_bytes"] as () => number)();
    const length = (this.m["_mw_bytes_length"] as () => number)();
    return { ok: true, bytes: this.m.HEAPU8.slice(at, at + length) };
  }
  // The notices of the last grid open() read, in the language of the catalogue set now.
  notices(): string[] {
    return this.call("mw_notices").notices;
  }
  // A format's name ("layer code" for "code") in the language of the catalogue set now.
  formatName(format: string): string {
    const r = this.call("mw_format_name", format);
    return r.ok ? r.name : format;
  }
  famous(): Outcome<{ grids: FamousGrid[] }> {
    return this.call("mw_famous");
  }
  palettes(): Record<"light" | "dark" | "print", Palette> {
    return this.call("mw_palette");
  }
  // The translations errors are worded with (contexts ErrorText and ErrorDetail); null:
  // English, as the command line says it.
  setCatalogue(json: string | null): void {
    this.call("mw_set_catalogue", json ?? "");
  }

  private withBytes<T>(bytes: Uint8Array, f: (p: number, n: number) => T): T {
    const p = this.m._malloc(bytes.length + 1);
    this.m.HEAPU8.set(bytes, p);
    try {
      return f(p, bytes.length);
    } finally {
      this.m._free(p);
    }
  }

  // Calls an export with numbers and strings (copied in as UTF-8), and parses its JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private call(name: string, ...args: (number | string)[]): any {
    const owned: number[] = [];
    const raw = args.map((a) => {
      if (typeof a === "number") return a;
      const bytes = new TextEncoder().encode(a);
      const p = this.m._malloc(bytes.length + 1);
      this.m.HEAPU8.set(bytes, p);
      this.m.HEAPU8[p + bytes.length] = 0;
      owned.push(p);
      return p;
    });
    try {
      const f = this.m["_" + name] as (...a: number[]) => number;
      return JSON.parse(this.m.UTF8ToString(f(...raw)));
    } finally {
      owned.forEach((p) => this.m._free(p));
    }
  }
}
