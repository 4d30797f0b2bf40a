/**
 * The terminal pane: every round's lines as the kit drew them from its display events (styled spans, a class per
 * style), and under them the last panel the session showed (todos, tasks), named for what it holds.
 */
import type { Span } from "@agent-workbook/kit/display/lines";
import { SUBAGENT } from "@agent-workbook/kit/subagent-runs";
import { type PanelView, panelsByRound, type SessionData, type ShownLine } from "./data.ts";
import { el } from "./dom.ts";
import { callLabel, type Labels } from "./labels.ts";

/** The terminal pane, built: its element, and a way to show the rounds up to one. */
export interface TerminalPane {
  element: HTMLElement;
  /** Shows the rounds up to `index`, that one current and in view, and the panel as it stood then. */
  show(index: number): void;
}

/** Builds the terminal pane for `data`; `lanes` are a team's agents (their marks in their lane's colour). */
export function terminalPane(data: SessionData, lanes: string[], t: Labels): TerminalPane {
  const panels = panelsByRound(data.rounds);
  const pane = el("section", "wbp-pane wbp-term-pane");
  // a11y: the panes scroll by key once focused (Tab), each named by its title.
  const title = data.terminal === "run" ? t.terminal : t.terminalDerived;
  pane.append(el("div", "wbp-pane-title", {}, title));
  const term = el("div", "wbp-term", { role: "log", tabindex: "0", "aria-label": title });
  pane.append(term);
  const todo = el("div", "wbp-todo");
  if (panels.some(Boolean)) pane.append(todo);

  // Every round's lines, drawn once; stepping shows and hides them.
  const blocks = data.rounds.map((round, r) => {
    const agent = round.speaker?.agent;
    const kind =
      agent === "aside"
        ? " wbp-aside"
        : agent === "subagent"
          ? " wbp-sub"
          : agent === "teammate"
            ? ` wbp-mate wbp-lane-${lanes.indexOf(round.speaker?.name ?? "")}`
            : "";
    const block = el("div", `wbp-round${kind}`, {
      "data-round": String(r + 1),
      ...(round.agent ? { "data-agent": round.agent } : {}),
    });
    for (const line of round.lines) block.append(lineView(line, lanes));
    term.append(block);
    return block;
  });

  return {
    element: pane,
    show(index) {
      blocks.forEach((block, r) => {
        block.hidden = r > index;
        block.classList.toggle("wbp-current", r === index);
      });
      // The current round's first line at the top of the terminal, or its end in view when it is long.
      term.scrollTop = Math.max(0, blocks[index].offsetTop - term.offsetTop - 8);
      const panel = panels[index];
      renderPanel(todo, panel, index, panel && callLabel(data.rounds[panel.index], t), t, lanes);
    },
  };
}

/** A span in its style's class (`wbp-s-dim`, `wbp-s-cyan`…). */
function spanView(span: Span, extra = ""): HTMLElement {
  const className = [span.style ? `wbp-s-${span.style}` : "", extra].filter(Boolean).join(" ");
  return el("span", className, {}, span.text);
}

/**
 * A line as the kit drew it: its mark (a subagent's, or a teammate's in its lane's colour), then its spans. One too
 * long for the pane wraps under its text (past its mark and indent), and a subagent's rows keep its mark (player.css).
 */
function lineView(line: ShownLine, lanes: string[]): HTMLElement {
  const sub = line.agent === SUBAGENT;
  const node = el("div", `wbp-line${sub ? " wbp-marked" : ""}`);
  const mark = line.mark.map((s) => s.text).join("");
  if (mark && line.agent && !sub) node.append(el("span", `wbp-mark wbp-lane-${lanes.indexOf(line.agent)}`, {}, mark));
  else if (mark) node.append(mark);
  for (const span of line.spans) node.append(spanView(span));
  if (!mark && line.spans.every((s) => s.text === "")) node.textContent = " ";
  const text = line.spans.map((s) => s.text).join("");
  const hang = mark.length + text.length - text.trimStart().length;
  if (hang > 0) node.style.setProperty("--wbp-hang", `${hang}ch`);
  return node;
}

/**
 * What a panel holds, from its title (`## Tasks` → `Tasks`), in the player's words (zh: `任务`); a todo list has none.
 * The title stays as it is in the terminal and in the requests: the model reads it.
 */
function panelName(panel: PanelView, t: Labels): string {
  const title = panel.title?.replace(/^#+\s*/, "").trim();
  return title ? (t.panels[title] ?? title) : t.todo;
}

/** The panel as it stood at round `index`, its items changed in that round marked; `shownAt` names the call that showed it. */
function renderPanel(
  box: HTMLElement,
  panel: PanelView | undefined,
  index: number,
  shownAt: string | undefined,
  t: Labels,
  lanes: string[],
): void {
  box.replaceChildren();
  box.hidden = !panel;
  if (!panel) return;
  const changedNow = panel.index === index;
  const team = lanes.length > 0 ? ` · ${t.owners}` : "";
  box.append(el("div", "wbp-todo-title", {}, `${panelName(panel, t)} · ${shownAt}${team}`));
  panel.items.forEach((item, k) => {
    const before = panel.previous;
    const changed = changedNow && before !== undefined && !before.some((b) => b.text === item.text);
    const kind = item.status === "completed" ? "done" : item.status === "in_progress" ? "doing" : "";
    const row = el(
      "div",
      `wbp-todo-item ${kind ? `wbp-todo-${kind}` : ""} ${changed ? "wbp-changed" : ""}`,
      {},
      item.text,
    );
    if (changed) row.title = t.todoChanged;
    // In a team, each task's owner in its lane's colour, in progress or done.
    const owner = lanes.length > 0 ? panel.owners[k] : undefined;
    // An owner that is no lane (the lead by its name, an agent of another team) is named without a lane's colour.
    const lane = owner === undefined ? -1 : lanes.indexOf(owner);
    if (owner !== undefined)
      row.append(el("span", `wbp-owner${lane >= 0 ? ` wbp-lane-${lane}` : ""}`, {}, owner || t.lead));
    box.append(row);
  });
  const done = panel.items.filter((item) => item.status === "completed").length;
  box.append(el("div", "wbp-todo-count", {}, t.todoCount(done, panel.items.length)));
  box.classList.toggle("wbp-todo-new", changedNow);
}
