// Puts a list of elements (one string each, as boardParts gives the board's) into an
// element, keeping the children it already holds made from the same text: a layer step
// changes a few of the board's elements and legend lines, and the browser then styles,
// lays out and paints only those (replacing them all made every step as slow as the
// first paint).

// The text each element was made from (the browser's own serialisation differs from it).
const madeFrom = new WeakMap<Element, string>();

export function patchChildren(parent: Element, parts: string[]): void {
  // The children by the length of their text: hashing the long texts of a board's paths
  // would cost more than comparing the few of one length.
  const held = new Map<number, Element[]>();
  for (const child of Array.from(parent.children)) {
    const text = madeFrom.get(child);
    if (text === undefined) continue;
    const same = held.get(text.length);
    if (same) same.push(child);
    else held.set(text.length, [child]);
  }
  const take = (part: string): Element | null => {
    const same = held.get(part.length);
    const i = same ? same.findIndex((child) => madeFrom.get(child) === part) : -1;
    return i < 0 ? null : (same as Element[]).splice(i, 1)[0];
  };
  const wanted: (Element | null)[] = parts.map(take);
  const missing = parts.filter((_, i) => wanted[i] === null);
  if (missing.length) {
    const made = document.createElementNS(parent.namespaceURI, parent.localName); // parsed as in the parent: SVG, list…
    made.innerHTML = missing.join("");
    if (made.children.length !== missing.length) {
      // A part that is not exactly one element: all of them anew.
      parent.innerHTML = parts.join("");
      return;
    }
    const fresh = Array.from(made.children);
    fresh.forEach((element, j) => madeFrom.set(element, missing[j]));
    for (let i = 0, j = 0; i < wanted.length; ++i) if (wanted[i] === null) wanted[i] = fresh[j++];
  }
  const keep = new Set(wanted);
  for (const child of Array.from(parent.childNodes)) if (!keep.has(child as Element)) child.remove();
  let cursor = parent.firstChild;
  for (const element of wanted as Element[]) {
    if (element === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(element, cursor);
  }
}
