/**
 * The session player: plays a recorded session round by round. Beside the terminal (what the learner saw, drawn
 * from the session's display events) it shows that round's request (what the model saw), the blocks new since the
 * previous request marked, and the context growing. Plain DOM and CSS (player.css), no framework: the site mounts
 * it from a Vue component and `pnpm lesson:view` bundles it into a page of its own. A concept's own part
 * (`shared/src/concepts/<concept>/pane.ts`) comes in `options.panes`; the player uses those the session's lesson
 * names (`data.displays`).
 */
import type { ConceptPane } from "@agent-workbook/kit/display/pane";
import { buildControls } from "./controls.ts";
import { expandRequests, parentRounds, type SessionData, teamLanes } from "./data.ts";
import { el } from "./dom.ts";
import { callLabel, LABELS, type PlayerLang } from "./labels.ts";
import { conceptLanesPane, laneOf, lanesPane } from "./lanes.ts";
import { renderRequest } from "./request.ts";
import { terminalPane } from "./terminal.ts";
import { tokensPane } from "./tokens.ts";

export type { PlayerLang } from "./labels.ts";

/** What {@link mountPlayer} returns: the round shown, ways to move, and a way to take the player down. */
export interface Player {
  /** The round shown, from 0. */
  readonly index: number;
  /** Shows round `index` (from 0). */
  show(index: number): void;
  /** Removes the player and stops its timer. */
  destroy(): void;
}

/** How the player is mounted: its language, and the concepts' parts it may use. */
export interface PlayerOptions {
  lang?: PlayerLang;
  /** Concepts' player parts; those the session's lesson names (`data.displays`) are used. */
  panes?: ConceptPane[];
}

/** Builds a player for `data` inside `root` (emptied first). */
export function mountPlayer(root: HTMLElement, data: SessionData, options: PlayerOptions = {}): Player {
  const lang = options.lang ?? "en";
  const t = LABELS[lang];
  const panes = (options.panes ?? []).filter((p) => data.displays?.includes(p.concept));
  const requests = expandRequests(data.rounds);
  const concepts = panes.flatMap((p) => p.blocks?.(data.rounds, requests, lang) ?? []);
  const context = { t, concepts };
  const parents = parentRounds(data.rounds);
  /** A team's session (s15): a lane per agent, the lead's (`""`) first; empty otherwise. */
  const lanes = teamLanes(data.rounds);
  /** Whose request the saw pane shows on a subagent's round: its own, or the main agent's that started it. */
  let seeMain = false;
  /** In a team's session, whose context the saw pane shows: undefined follows the agent of the round shown. */
  let seeAgent: string | undefined;
  let index = 0;

  root.replaceChildren();
  const player = el("div", "wbp", {
    tabindex: "0",
    role: "region",
    "aria-label": data.title,
    "data-rounds": String(data.rounds.length),
  });
  root.append(player);

  const head = el("div", "wbp-head");
  head.append(el("strong", "wbp-title", {}, data.title), el("code", "wbp-file", {}, data.file));
  player.append(head);
  if (data.note) player.append(el("div", "wbp-note", {}, data.note));

  const controls = buildControls(player, { index: () => index, count: data.rounds.length, show }, t);
  const jump = (r: number) => controls.stopAnd(() => show(r));
  player.append(controls.element);
  const team = lanesPane(data.rounds, lanes, t, jump);
  if (lanes.length > 0) player.append(team.element);
  // A concept's own lanes (s13's background jobs), under the controls as a team's are.
  const conceptLanes = panes.flatMap((p) => {
    const group = p.lanes?.(data.rounds, requests, lang);
    return group && group.lanes.length > 0 ? [conceptLanesPane(data.rounds, group, t, jump)] : [];
  });
  for (const part of conceptLanes) player.append(part.element);

  const body = el("div", "wbp-body");
  const terminal = terminalPane(data, lanes, t);
  const sawPane = el("section", "wbp-pane wbp-saw-pane");
  sawPane.append(el("div", "wbp-pane-title", {}, t.saw));
  // On a subagent's round: switch between its own request and the main agent's that started it.
  const switcher = el("div", "wbp-switch", { role: "group" });
  const sawSub = el("button", "wbp-btn wbp-see-sub", { type: "button" }, t.subagentTab);
  const sawMain = el("button", "wbp-btn wbp-see-main", { type: "button" }, t.mainAgent);
  sawSub.addEventListener("click", () => {
    seeMain = false;
    show(index);
  });
  sawMain.addEventListener("click", () => {
    seeMain = true;
    show(index);
  });
  switcher.append(sawSub, sawMain);
  // In a team's session: a button per agent, whose own context the pane then shows.
  const agentButtons = lanes.map((agent) => {
    const b = el("button", "wbp-btn wbp-see-agent", { type: "button", "data-agent": agent || "lead" }, agent || t.lead);
    b.addEventListener("click", () => {
      seeAgent = seeAgent === agent ? undefined : agent;
      show(index);
    });
    switcher.append(b);
    return b;
  });
  sawPane.append(switcher);
  const saw = el("div", "wbp-request", { role: "region", tabindex: "0", "aria-label": t.saw });
  sawPane.append(saw);
  body.append(terminal.element, sawPane);
  player.append(body);

  const tokens = tokensPane(data.rounds, panes, t, lang, jump);
  player.append(tokens.element);

  function show(next: number): void {
    // a11y: the focus, if in the player, stays in it when stepping removes or hides the focused element.
    const focused = player.contains(document.activeElement) ? document.activeElement : null;
    index = Math.max(0, Math.min(data.rounds.length - 1, next));
    const round = data.rounds[index];
    player.dataset.round = String(round.n);
    player.dataset.agent = round.agent ?? "main";
    // What the call is (the main agent's "Round 6", "Subagent round 2", "Summary call"), then its place.
    controls.update(t.position(callLabel(round, t), round.n, data.rounds.length), index);
    terminal.show(index);
    team.show(index);
    for (const part of conceptLanes) part.show(index);
    if (lanes.length > 0) {
      // A team: the pane shows the chosen agent's latest request up to this round, or this round's agent's own.
      const agent = seeAgent ?? laneOf(round);
      const k = data.rounds.findLastIndex((x, r) => r <= index && laneOf(x) === agent);
      switcher.hidden = false;
      sawSub.hidden = sawMain.hidden = true;
      agentButtons.forEach((b, n) => b.classList.toggle("wbp-on", lanes[n] === agent));
      saw.dataset.showing = agent || "main";
      if (k < 0) saw.replaceChildren(el("div", "wbp-empty", {}, t.noRequest));
      else renderRequest(saw, k, requests[k], data.rounds[k], context, agent ? t.sawOf(agent) : t.sawOf(t.lead));
    } else {
      switcher.hidden = !round.agent;
      const aside = round.speaker?.agent === "aside";
      sawSub.textContent = aside ? callLabel(round, t) : t.subagentTab;
      const main = round.agent !== undefined && seeMain;
      sawSub.classList.toggle("wbp-on", !main);
      sawMain.classList.toggle("wbp-on", main);
      saw.dataset.showing = main ? "main" : (round.agent ?? "main");
      const p = parents[index];
      if (main) renderRequest(saw, p, requests[p], data.rounds[p], context, aside ? t.mainBefore : t.mainAt);
      else
        renderRequest(
          saw,
          index,
          requests[index],
          round,
          context,
          round.agent ? (aside ? t.summaryRequest : t.subRequest) : undefined,
        );
    }
    const fresh = saw.querySelector<HTMLElement>(".wbp-fresh");
    saw.scrollTop = fresh ? Math.max(0, fresh.offsetTop - saw.offsetTop - 40) : 0;
    tokens.show(index);
    const now = document.activeElement;
    if (focused && (!now || !player.contains(now) || now.closest("[hidden]")))
      (saw.contains(focused) || !focused.isConnected ? saw : player).focus({ preventScroll: true });
  }

  show(0);
  return {
    get index() {
      return index;
    },
    show: (n) => controls.stopAnd(() => show(n)),
    destroy() {
      controls.stop();
      root.replaceChildren();
    },
  };
}
