// Famous Grids: the desktop program's list (resources/famous-grids.txt, compiled into the
// core), each grid with its author, year and story, in a dialog; a pick opens it.

import type { Core, FamousGrid } from "./core";
import { fill, tr } from "./i18n";
import { escapeHtml } from "./panel";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
let famous: FamousGrid[] = [];

export function showFamous(core: Core, onPick: (id: string) => void): void {
  if (!famous.length) {
    const read = core.famous(); // read when first asked for: it decodes every grid
    if (read.ok) famous = read.grids;
  }
  const menu = "morpion::gui::FamousGridsMenu";
  $("famous-list").replaceChildren(
    ...famous.map((g) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      const year = g.year ? (g.yearApproximate ? fill(tr(menu, "c. %1"), g.year) : String(g.year)) : "";
      b.innerHTML =
        `<strong>${escapeHtml(g.title)}</strong>` +
        `<span class="byline">${escapeHtml([g.variant + " · " + g.score, g.author, year].filter(Boolean).join(" · "))}</span>` +
        `<span class="story">${escapeHtml(g.story)}</span>`;
      b.onclick = () => {
        $<HTMLDialogElement>("famous").close();
        onPick(g.id);
      };
      li.append(b);
      return li;
    }),
  );
  $<HTMLDialogElement>("famous").showModal();
}
