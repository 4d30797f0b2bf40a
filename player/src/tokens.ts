/**
 * The tokens pane: this round's and the session's tokens, and a chart of every call's input tokens (the context
 * growing), with the line subagents add and the lines the session's concepts draw over it (compaction's).
 */
import type { ChartLine, ConceptPane, PaneLang } from "@agent-workbook/kit/display/pane";
import { contextLines, type SessionRound, teamLanes } from "./data.ts";
import { el, svgEl } from "./dom.ts";
import { cacheFigures, callLabel, type Labels, totalUsage, usageText } from "./labels.ts";

const WIDTH = 600;
const HEIGHT = 80;

/** The tokens pane for `rounds`: built once per session, drawn again at each step. */
export function tokensPane(
  rounds: SessionRound[],
  panes: ConceptPane[],
  t: Labels,
  lang: PaneLang,
  jump: (index: number) => void,
): { element: HTMLElement; show(index: number): void } {
  const box = el("div", "wbp-tokens");
  const lines = contextLines(rounds);
  const withSubagents = rounds.some((r) => r.speaker?.agent === "subagent");
  const lanes = teamLanes(rounds);
  const concepts = panes.flatMap((p) => p.chart?.(rounds, lang) ?? []);
  const max = Math.max(
    1,
    ...rounds.map((r) => r.usage.input),
    ...lines.map((l) => l?.withSubagents ?? 0),
    ...concepts.flatMap((c) => c.values.map((v) => v ?? 0)),
  );
  const bar = WIDTH / rounds.length;
  const gap = rounds.length > 60 ? 0 : 2;
  const y = (value: number) => HEIGHT - Math.max(1, (value / max) * HEIGHT);
  const polyline = (values: Array<number | undefined>, className: string, tip: string) =>
    svgEl(
      "polyline",
      {
        points: values.flatMap((v, k) => (v === undefined ? [] : [`${k * bar + bar / 2},${y(v)}`])).join(" "),
        class: className,
      },
      tip,
    );

  function show(index: number): void {
    box.replaceChildren();
    const round = rounds[index];
    const total = totalUsage(rounds.slice(0, index + 1));
    const figures = el("div", "wbp-figures");
    figures.append(
      el("span", "", {}, `${t.tokens} · ${t.thisRound}: `),
      el("strong", "wbp-in", {}, `${round.usage.input} ${t.inTokens}`),
      ...(cacheFigures(round.usage, t) ? [el("span", "", {}, cacheFigures(round.usage, t))] : []),
      el("span", "", {}, " / "),
      el("strong", "", {}, `${round.usage.output} ${t.outTokens}`),
      el("span", "", {}, ` · ${t.session}: ${usageText(total, t)}`),
    );
    box.append(figures);
    // Inline SVG: one bar per call, its height the request's input tokens (a subagent's, a call beside the loop's,
    // a teammate's in its own colour).
    const svg = svgEl(
      "svg",
      {
        viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
        preserveAspectRatio: "none",
        class: "wbp-chart",
        role: "img",
        "aria-label": t.chart,
      },
      t.chart,
    );
    rounds.forEach((r, k) => {
      const h = Math.max(1, (r.usage.input / max) * HEIGHT);
      const agent = r.speaker?.agent;
      const place = k === index ? " wbp-bar-current" : k < index ? " wbp-bar-past" : "";
      const who = agent === "aside" ? " wbp-bar-summary" : agent === "subagent" ? " wbp-bar-sub" : "";
      const lane = lanes.length > 0 ? ` wbp-bar-lane wbp-lane-${lanes.indexOf(r.agent ?? "")}` : "";
      const rect = svgEl(
        "rect",
        {
          x: String(k * bar + gap / 2),
          y: String(HEIGHT - h),
          width: String(Math.max(1, bar - gap)),
          height: String(h),
          class: `wbp-bar${place}${who}${lane}`,
        },
        `${callLabel(r, t)}: ${usageText(r.usage, t)}`,
      );
      rect.addEventListener("click", () => jump(k));
      svg.append(rect);
    });
    // With subagents, a line over the main agent's calls: its context had their work stayed in it.
    if (withSubagents)
      svg.append(
        polyline(
          lines.map((l) => l?.withSubagents),
          "wbp-line-sub",
          t.chartSub,
        ),
      );
    for (const line of concepts) drawConcept(svg, line, index, bar, jump, polyline);
    box.append(
      svg,
      el(
        "div",
        "wbp-chart-label",
        {},
        [`${t.chart} (max ${max})`, ...(withSubagents ? [t.chartSub] : []), ...concepts.map((c) => c.label)].join(
          " · ",
        ),
      ),
    );
    for (const line of concepts) {
      const mark = line.marks.find((m) => m.index === index);
      if (mark) box.append(el("div", "wbp-series-note", {}, `▼ ${mark.tip}`));
    }
  }

  return { element: box, show };
}

/** A concept's line, dashed, and a mark over each call it marks (the current one highlighted). */
function drawConcept(
  svg: SVGElement,
  line: ChartLine,
  index: number,
  bar: number,
  jump: (index: number) => void,
  polyline: (values: Array<number | undefined>, className: string, tip: string) => SVGElement,
): void {
  svg.append(polyline(line.values, "wbp-series", line.label));
  for (const { index: k, tip } of line.marks) {
    const x = k * bar + bar / 2;
    const mark = svgEl(
      "path",
      {
        d: `M ${x - 5} 0 L ${x + 5} 0 L ${x} 8 Z`,
        class: `wbp-series-mark${k === index ? " wbp-series-mark-current" : ""}`,
        "data-round": String(k + 1),
      },
      tip,
    );
    mark.addEventListener("click", () => jump(k));
    svg.append(mark);
  }
}
