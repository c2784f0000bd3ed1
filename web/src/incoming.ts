// Grids that come in from outside the page's fields: a file or a text dropped on it, and
// the clipboard pasted (Ctrl+V) anywhere.

export type Open = (data: string | Uint8Array, from: "code" | "file", name?: string) => unknown;

// A drop anywhere on the page opens its first file, else its text; the drop zone shows
// while something that holds files is dragged over the page.
export function watchDrops(drop: HTMLElement, open: Open): void {
  let depth = 0;
  document.addEventListener("dragenter", (e) => {
    if (!e.dataTransfer?.types.includes("Files")) return;
    ++depth;
    drop.hidden = false;
  });
  document.addEventListener("dragleave", () => {
    if (--depth <= 0) {
      depth = 0;
      drop.hidden = true;
    }
  });
  document.addEventListener("dragover", (e) => e.preventDefault());
  document.addEventListener("drop", async (e) => {
    e.preventDefault();
    depth = 0;
    drop.hidden = true;
    const file = e.dataTransfer?.files[0];
    if (file) open(new Uint8Array(await file.arrayBuffer()), "file", file.name);
    else {
      const text = e.dataTransfer?.getData("text/plain");
      if (text) open(text, "code");
    }
  });
}

// Ctrl+V outside a text field opens the code (or picture) on the clipboard; in the code
// field, a text of several lines (a move list, a record) opens as it is, since the field
// would join its lines.
export async function openPasted(e: ClipboardEvent, open: Open): Promise<void> {
  const inField = (e.target as Element | null)?.id === "code";
  if (inField) {
    const text = e.clipboardData?.getData("text/plain") ?? "";
    if (/[\r\n]/.test(text.trim())) {
      e.preventDefault();
      open(text, "code");
    }
    return;
  }
  if (isTyping(e.target)) return;
  const file = e.clipboardData?.files[0];
  if (file) {
    e.preventDefault();
    open(new Uint8Array(await file.arrayBuffer()), "file", file.name);
    return;
  }
  const text = e.clipboardData?.getData("text/plain");
  if (text) {
    e.preventDefault();
    open(text, "code");
  }
}

// Keys typed into a field are the field's, not the page's shortcuts.
export function isTyping(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable) &&
    (t as HTMLInputElement).type !== "range" && (t as HTMLInputElement).type !== "checkbox";
}
