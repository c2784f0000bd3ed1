// Famous Grids: the desktop program's list (resources/famous-grids.txt, compiled into the
// core), each grid with its authors, year and story, in a dialog; a pick opens it. The core
// says titles, stories, authors and dates in the page's language (famousGridWords), so the
// list is asked for each time the dialog opens: the language may have changed since.

import type { Core, FamousGrid } from "./core";
import { escapeHtml } from "./panel";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export function showFamous(core: Core, onPick: (id: string) => void): void {
  const read = core.famous(); // the core decodes the grids once, when first asked
  const famous: FamousGrid[] = read.ok ? read.grids : [];
  $("famous-list").replaceChildren(
    ...famous.map((g) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.innerHTML =
        `<strong>${escapeHtml(g.title)}</strong>` +
        `<span class="byline">${escapeHtml([g.variant + " · " + g.score, g.author, g.date].filter(Boolean).join(" · "))}</span>` +
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
