/** A team's lanes (s15): a lane per agent, a cell per call in the lane of the agent that made it, each lane's tokens. */
import { type SessionRound, teammateOf } from "./data.ts";
import { el } from "./dom.ts";
import { callLabel, type Labels, totalUsage, usageText } from "./labels.ts";
import type { ConceptLane } from "@agent-workbook/kit/display/pane";

/** The agent a round's lane is: a teammate's name, or `""` for the lead (the main agent). */
export function laneOf(round: SessionRound): string {
  return teammateOf(round) ?? "";
}

/** The lanes of `lanes` (the lead's, `""`, first), built: their element, and a way to show round `index`. */
export function lanesPane(
  rounds: SessionRound[],
  lanes: string[],
  t: Labels,
  jump: (index: number) => void,
): { element: HTMLElement; show(index: number): void } {
  const box = el("div", "wbp-lanes", { role: "group", "aria-label": t.lanes, title: t.lanes });
  const totals: HTMLElement[] = [];
  const cells = lanes.map((agent, k) => {
    const row = el("div", `wbp-lane wbp-lane-${k}`, { "data-lane": agent || "lead" });
    const name = el("span", "wbp-lane-name", {}, agent || t.lead);
    const total = el("span", "wbp-lane-tokens");
    totals.push(total);
    const line = el("span", "wbp-lane-cells");
    const buttons = rounds.map((round, r) => {
      const mine = laneOf(round) === agent;
      const cell = el("button", `wbp-cell${mine ? " wbp-cell-on" : ""}`, {
        type: "button",
        title: mine ? `${callLabel(round, t)} · ${agent || t.lead}` : t.callN(round.n),
        "aria-label": mine ? callLabel(round, t) : t.callN(round.n),
      });
      cell.addEventListener("click", () => jump(r));
      line.append(cell);
      return cell;
    });
    row.append(name, line, total);
    box.append(row);
    return buttons;
  });
  return {
    element: box,
    show(index) {
      cells.forEach((lane, k) => {
        lane.forEach((cell, r) => {
          cell.classList.toggle("wbp-cell-current", r === index);
          cell.classList.toggle("wbp-cell-past", r < index);
        });
        const own = rounds.slice(0, index + 1).filter((x) => laneOf(x) === lanes[k]);
        totals[k].textContent = usageText(totalUsage(own), t);
      });
    },
  };
}

/** A concept's lanes (s13's jobs), built as a team's are: a row each, a cell per call, lit where the lane is there. */
export function conceptLanesPane(
  rounds: SessionRound[],
  group: { label: string; lanes: ConceptLane[] },
  t: Labels,
  jump: (index: number) => void,
): { element: HTMLElement; show(index: number): void } {
  const box = el("div", "wbp-lanes wbp-concept-lanes", {
    role: "group",
    "aria-label": group.label,
    title: group.label,
  });
  const cells = group.lanes.map((lane, k) => {
    const row = el("div", `wbp-lane wbp-lane-${k % 5}`, { "data-lane": lane.name });
    const line = el("span", "wbp-lane-cells");
    const buttons = rounds.map((round, r) => {
      const cell = lane.cells[r];
      const what = cell ? `${callLabel(round, t)} · ${lane.name}: ${cell.tip}` : t.callN(round.n);
      const button = el("button", `wbp-cell${cell ? " wbp-cell-on" : ""}${cell?.mark ? " wbp-cell-mark" : ""}`, {
        type: "button",
        title: what,
        "aria-label": what,
      });
      button.addEventListener("click", () => jump(r));
      line.append(button);
      return button;
    });
    row.append(el("span", "wbp-lane-name", {}, lane.name), line, el("span", "wbp-lane-tokens"));
    box.append(row);
    return buttons;
  });
  return {
    element: box,
    show(index) {
      for (const lane of cells) {
        lane.forEach((cell, r) => {
          cell.classList.toggle("wbp-cell-current", r === index);
          cell.classList.toggle("wbp-cell-past", r < index);
        });
      }
    },
  };
}
