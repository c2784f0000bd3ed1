// The line above the board: news go after five seconds (as the desktop program's status
// bar has them), errors stay until the next action. What it says is kept as functions that
// word it, so that a language switch says the same message again in the new language.

// A text, or what words it in the current language (() => fill(tr(...), values)).
export type Wording = string | (() => string);

// A button the message line offers (Open as 5D).
export interface Action {
  label: Wording;
  run: () => void;
}

export interface Said {
  text: Wording;
  action?: Action;
  detail: Wording;
}

const word = (w: Wording): string => (typeof w === "string" ? w : w());

export class MessageLine {
  private timer = 0;
  private current: Said & { error: boolean } = { text: "", detail: "", error: false };

  constructor(private readonly element: HTMLElement) {}

  // What it says now, to say again later (a link that did not read, under the grid opened instead).
  get said(): Said {
    return this.current;
  }

  get isError(): boolean {
    return this.element.classList.contains("error");
  }

  // `action`: a button after the text (Open as 5D); `detail`: a smaller line under it.
  say(text: Wording, error = false, action?: Action, detail: Wording = ""): void {
    this.current = { text, action, detail, error };
    this.show();
    clearTimeout(this.timer);
    if (!this.element.hidden && !error) this.timer = window.setTimeout(() => (this.element.hidden = true), 5000);
  }

  // The same message in the language just put in place; one that went stays gone.
  again(): void {
    if (!this.element.hidden) this.show();
  }

  private show(): void {
    const { text, action, detail, error } = this.current;
    const m = this.element;
    const said = word(text);
    m.replaceChildren(said);
    if (action) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = word(action.label);
      b.onclick = () => action.run();
      m.append(" ", b);
    }
    const under = word(detail);
    if (under) {
      const d = document.createElement("span");
      d.className = "detail";
      d.textContent = under;
      m.append(d);
    }
    m.hidden = !said;
    m.classList.toggle("error", error);
    m.setAttribute("role", error ? "alert" : "status");
  }
}
