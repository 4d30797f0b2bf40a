/**
 * The session player: plays a recorded session round by round. Beside the terminal (what the learner saw) it
 * shows that round's request (what the model saw), the blocks new since the previous request marked, and the
 * context growing. Plain DOM and CSS (player.css), no framework: the site mounts it from a Vue component and
 * `pnpm lesson:view` bundles it into a page of its own.
 */
import {
  type Block,
  compactionLines,
  contextLines,
  expandRequests,
  type FullRequest,
  parentRounds,
  type SessionData,
  type SessionRound,
  teamLanes,
} from "./data.ts";
import { SUBAGENT, SUMMARY } from "@agent-workbook/kit/subagent-runs";

/** The player's words, in the page's language. */
const LABELS = {
  en: {
    first: "First round",
    prev: "Previous round (←)",
    play: "Play (space)",
    pause: "Pause (space)",
    next: "Next round (→)",
    last: "Last round",
    speed: "Speed",
    round: "Round",
    terminal: "Terminal",
    terminalDerived: "Terminal (rebuilt from the recording)",
    saw: "What the model saw",
    request: "Request",
    messages: "messages",
    tools: "tools",
    system: "System prompt",
    toolList: "Tools offered",
    fresh: "new",
    reminder: "reminder, after the tool results",
    answer: "The model's answer",
    noRequest: "This recording has no request for this round.",
    todo: "Todo list",
    todoChanged: "changed since the previous list",
    tokens: "Tokens",
    thisRound: "this round",
    session: "session",
    inTokens: "in",
    outTokens: "out",
    chart: "Input tokens per round: the context growing",
    keys: "← → step · Home End: first, last · space plays · Tab to a pane, ↑ ↓ scroll it",
    roundN: (n: number) => `round ${n}`,
    position: (n: number, of: number) => `Round ${n} of ${of}`,
    subagent: "subagent",
    mainAgent: "Main agent",
    subagentTab: "Subagent",
    subRequest: "the subagent's own context",
    mainAt: "the main agent's request that started it",
    chartSub: "Line: the main agent's context had its subagents' work stayed in it",
    summaryTab: "Summary call",
    summaryRequest: "the summary's own request: the transcript, as data",
    mainBefore: "the main agent's request before it",
    compacted: "compacted",
    compactedTip: (n: number, from: number, to: number) =>
      `round ${n}: the history was compacted; its context is ${to} tokens, ${from} without compaction`,
    chartCompact: "Dashed: the context without compaction (what it took out, added back)",
    summaryBlock: "summary: the history before it, compacted",
    placeholder: "placeholder: micro-compaction cleared this old result",
    lead: "lead",
    lanes: "Who took each turn: a lane per agent (click a turn to go to it)",
    sawOf: (name: string) => `${name}'s own context`,
    owners: "who owns what",
  },
  zh: {
    first: "第一轮",
    prev: "上一轮（←）",
    play: "播放（空格键）",
    pause: "暂停（空格键）",
    next: "下一轮（→）",
    last: "最后一轮",
    speed: "速度",
    round: "轮次",
    terminal: "终端",
    terminalDerived: "终端（由录制文件重建）",
    saw: "模型看到的内容",
    request: "请求",
    messages: "条消息",
    tools: "个工具",
    system: "系统提示词",
    toolList: "提供的工具",
    fresh: "新",
    reminder: "提醒（位于工具结果之后）",
    answer: "模型的回答",
    noRequest: "这份录制没有这一轮的请求。",
    todo: "待办清单",
    todoChanged: "与上一份清单相比有变化",
    tokens: "Token",
    thisRound: "本轮",
    session: "会话",
    inTokens: "输入",
    outTokens: "输出",
    chart: "每轮的输入 token：上下文在增长",
    keys: "← → 单步 · Home End：第一轮、最后一轮 · 空格键播放 · Tab 到窗格，↑ ↓ 滚动",
    roundN: (n: number) => `第 ${n} 轮`,
    position: (n: number, of: number) => `第 ${n} 轮 / 共 ${of} 轮`,
    subagent: "子 Agent",
    mainAgent: "父 Agent",
    subagentTab: "子 Agent",
    subRequest: "子 Agent 自己的上下文",
    mainAt: "启动它的那个父 Agent 请求",
    chartSub: "折线：如果子 Agent 的工作留在父 Agent 的上下文里，父 Agent 的上下文会有多大",
    summaryTab: "摘要调用",
    summaryRequest: "摘要调用自己的请求：对话记录作为数据发给模型",
    mainBefore: "在它之前 Agent 自己发出的那次请求",
    compacted: "已压缩",
    compactedTip: (n: number, from: number, to: number) =>
      `第 ${n} 轮：历史已压缩；上下文 ${to} 个 token，不压缩则是 ${from} 个`,
    chartCompact: "虚线：不压缩时的上下文（把压缩去掉的部分加回去）",
    summaryBlock: "摘要：由它之前的历史压缩而成",
    placeholder: "占位符：微压缩清掉了这条旧的工具结果",
    lead: "组长",
    lanes: "每一轮由谁执行：每个 Agent 一条泳道（点击某一轮可跳到那里）",
    sawOf: (name: string) => `${name} 自己的上下文`,
    owners: "谁负责哪个任务",
  },
};

type Labels = (typeof LABELS)["en"];

/** Which language the player speaks. */
export type PlayerLang = keyof typeof LABELS;

/** What {@link mountPlayer} returns: the round shown, ways to move, and a way to take the player down. */
export interface Player {
  /** The round shown, from 0. */
  readonly index: number;
  /** Shows round `index` (from 0). */
  show(index: number): void;
  /** Removes the player and stops its timer. */
  destroy(): void;
}

const SPEEDS = [0.5, 1, 2, 4];
/** How long a round stays on screen at 1×, in milliseconds. */
const ROUND_MS = 1500;

/** Builds a player for `data` inside `root` (emptied first). */
export function mountPlayer(root: HTMLElement, data: SessionData, options: { lang?: PlayerLang } = {}): Player {
  const t = LABELS[options.lang ?? "en"];
  const requests = expandRequests(data.rounds);
  const parents = parentRounds(data.rounds);
  const panels = todoPanels(data.rounds);
  /** A team's session (s15): a lane per agent, the lead's (`""`) first; empty otherwise. */
  const lanes = teamLanes(data.rounds);
  const laneName = (agent: string | undefined) => (agent && agent !== "subagent" ? agent : t.lead);
  /** Whose request the saw pane shows on a subagent's round: its own, or the main agent's that started it. */
  let seeMain = false;
  /** In a team's session, whose context the saw pane shows: undefined follows the agent of the round shown. */
  let seeAgent: string | undefined;
  let index = 0;
  let speed = 1;
  let timer: ReturnType<typeof setInterval> | undefined;

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

  const controls = el("div", "wbp-controls");
  const button = (label: string, text: string, action: () => void, name: string) => {
    const b = el("button", `wbp-btn wbp-${name}`, { type: "button", title: label, "aria-label": label }, text);
    b.addEventListener("click", action);
    controls.append(b);
    return b;
  };
  button(t.first, "⇤", () => stopAnd(() => show(0)), "first");
  button(t.prev, "←", () => stopAnd(() => show(index - 1)), "prev");
  const playButton = button(t.play, "▶", () => (timer ? stop() : play()), "play");
  button(t.next, "→", () => stopAnd(() => show(index + 1)), "next");
  button(t.last, "⇥", () => stopAnd(() => show(data.rounds.length - 1)), "last");
  const position = el("span", "wbp-position", { "aria-live": "polite" });
  controls.append(position);
  const slider = el("input", "wbp-slider", {
    type: "range",
    min: "1",
    max: String(data.rounds.length),
    value: "1",
    "aria-label": t.round,
  }) as HTMLInputElement;
  slider.addEventListener("input", () => stopAnd(() => show(Number(slider.value) - 1)));
  controls.append(slider);
  const speedSelect = el("select", "wbp-speed", { "aria-label": t.speed, title: t.speed }) as HTMLSelectElement;
  for (const s of SPEEDS)
    speedSelect.append(el("option", "", { value: String(s), ...(s === 1 ? { selected: "" } : {}) }, `${s}×`));
  speedSelect.addEventListener("change", () => {
    speed = Number(speedSelect.value);
    if (timer) play();
  });
  controls.append(speedSelect, el("span", "wbp-keys", {}, t.keys));
  player.append(controls);

  // A team's session: a lane per agent, a cell per round in the lane of the agent that made the call.
  const laneBox = el("div", "wbp-lanes", { role: "group", "aria-label": t.lanes, title: t.lanes });
  const laneTokens: HTMLElement[] = [];
  const laneCells = lanes.map((agent, k) => {
    const row = el("div", `wbp-lane wbp-lane-${k}`, { "data-lane": agent || "lead" });
    const name = el("span", "wbp-lane-name", {}, agent || t.lead);
    const total = el("span", "wbp-lane-tokens");
    laneTokens.push(total);
    const cells = el("span", "wbp-lane-cells");
    const buttons = data.rounds.map((round, r) => {
      const mine = (round.agent && round.agent !== "subagent" ? round.agent : "") === agent;
      const cell = el("button", `wbp-cell${mine ? " wbp-cell-on" : ""}`, {
        type: "button",
        title: `${t.roundN(round.n)} · ${mine ? laneName(round.agent) : ""}`.replace(/ · $/, ""),
        "aria-label": t.roundN(round.n),
      });
      cell.addEventListener("click", () => stopAnd(() => show(r)));
      cells.append(cell);
      return cell;
    });
    row.append(name, cells, total);
    laneBox.append(row);
    return buttons;
  });
  if (lanes.length > 0) player.append(laneBox);

  const body = el("div", "wbp-body");
  const termPane = el("section", "wbp-pane wbp-term-pane");
  termPane.append(el("div", "wbp-pane-title", {}, data.terminal === "run" ? t.terminal : t.terminalDerived));
  // a11y: the panes scroll by key once focused (Tab), each named by its title.
  const term = el("div", "wbp-term", {
    role: "log",
    tabindex: "0",
    "aria-label": data.terminal === "run" ? t.terminal : t.terminalDerived,
  });
  termPane.append(term);
  const todo = el("div", "wbp-todo");
  if (panels.some(Boolean)) termPane.append(todo);
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
  body.append(termPane, sawPane);
  player.append(body);

  const tokens = el("div", "wbp-tokens");
  player.append(tokens);

  // Every round's terminal lines, rendered once; stepping shows and hides them.
  const roundBlocks = data.rounds.map((round, r) => {
    const lane = lanes.indexOf(round.agent ?? "");
    const kind =
      round.agent === SUMMARY
        ? " wbp-aside"
        : round.agent === SUBAGENT
          ? " wbp-sub"
          : round.agent
            ? ` wbp-mate wbp-lane-${lane}`
            : "";
    const block = el("div", `wbp-round${kind}`, {
      "data-round": String(r + 1),
      ...(round.agent ? { "data-agent": round.agent } : {}),
    });
    for (const line of round.terminal) block.append(terminalLine(line, lanes));
    term.append(block);
    return block;
  });

  player.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    // a11y: the browser's own keys stay its own (Alt+← goes back), and space or Enter presses the focused button.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pressed = event.target instanceof Element && event.target.closest("button, summary");
    if (pressed && (event.key === " " || event.key === "Enter")) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => stopAnd(() => show(index - 1)),
      ArrowRight: () => stopAnd(() => show(index + 1)),
      Home: () => stopAnd(() => show(0)),
      End: () => stopAnd(() => show(data.rounds.length - 1)),
      " ": () => (timer ? stop() : play()),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });

  function play(): void {
    if (timer) clearInterval(timer);
    if (index >= data.rounds.length - 1) show(0);
    timer = setInterval(() => {
      if (index >= data.rounds.length - 1) stop();
      else show(index + 1);
    }, ROUND_MS / speed);
    playButton.textContent = "❚❚";
    playButton.title = t.pause;
    playButton.setAttribute("aria-label", t.pause);
    player.classList.add("wbp-playing");
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = undefined;
    playButton.textContent = "▶";
    playButton.title = t.play;
    playButton.setAttribute("aria-label", t.play);
    player.classList.remove("wbp-playing");
  }

  function stopAnd(action: () => void): void {
    stop();
    action();
  }

  function show(next: number): void {
    // a11y: the focus, if in the player, stays in it when stepping removes or hides the focused element.
    const focused = player.contains(document.activeElement) ? document.activeElement : null;
    index = Math.max(0, Math.min(data.rounds.length - 1, next));
    const round = data.rounds[index];
    player.dataset.round = String(round.n);
    player.dataset.agent = round.agent ?? "main";
    const who =
      round.agent === SUMMARY
        ? t.summaryTab
        : round.agent === SUBAGENT
          ? t.subagent
          : lanes.length > 0
            ? laneName(round.agent)
            : "";
    position.textContent = `${t.position(round.n, data.rounds.length)}${who ? ` · ${who}` : ""}`;
    slider.value = String(index + 1);
    roundBlocks.forEach((block, r) => {
      block.hidden = r > index;
      block.classList.toggle("wbp-current", r === index);
    });
    // The current round's first line at the top of the terminal, or its end in view when it is long.
    const current = roundBlocks[index];
    term.scrollTop = Math.max(0, current.offsetTop - term.offsetTop - 8);
    renderTodo(todo, panels, index, t, lanes);
    laneCells.forEach((cells, k) => {
      cells.forEach((cell, r) => {
        cell.classList.toggle("wbp-cell-current", r === index);
        cell.classList.toggle("wbp-cell-past", r < index);
      });
      const own = data.rounds.slice(0, index + 1).filter((x) => (x.agent ?? "") === lanes[k]);
      const sum = (key: "input" | "output") => own.reduce((n, x) => n + x.usage[key], 0);
      laneTokens[k].textContent = `${sum("input")} ${t.inTokens} / ${sum("output")} ${t.outTokens}`;
    });
    if (lanes.length > 0) {
      // A team: the pane shows the chosen agent's latest request up to this round, or this round's agent's own.
      const agent = seeAgent ?? round.agent ?? "";
      const k = data.rounds.findLastIndex((x, r) => r <= index && (x.agent ?? "") === agent);
      switcher.hidden = false;
      sawSub.hidden = sawMain.hidden = true;
      agentButtons.forEach((b, n) => b.classList.toggle("wbp-on", lanes[n] === agent));
      saw.dataset.showing = agent || "main";
      if (k < 0) saw.replaceChildren(el("div", "wbp-empty", {}, t.noRequest));
      else renderRequest(saw, requests[k], data.rounds[k], t, agent ? t.sawOf(agent) : t.sawOf(t.lead));
    } else {
      switcher.hidden = !round.agent;
      const summary = round.agent === SUMMARY;
      sawSub.textContent = summary ? t.summaryTab : t.subagentTab;
      const main = round.agent !== undefined && seeMain;
      sawSub.classList.toggle("wbp-on", !main);
      sawMain.classList.toggle("wbp-on", main);
      saw.dataset.showing = main ? "main" : (round.agent ?? "main");
      if (main)
        renderRequest(saw, requests[parents[index]], data.rounds[parents[index]], t, summary ? t.mainBefore : t.mainAt);
      else
        renderRequest(
          saw,
          requests[index],
          round,
          t,
          round.agent ? (summary ? t.summaryRequest : t.subRequest) : undefined,
        );
    }
    const fresh = saw.querySelector<HTMLElement>(".wbp-fresh");
    saw.scrollTop = fresh ? Math.max(0, fresh.offsetTop - saw.offsetTop - 40) : 0;
    renderTokens(tokens, data.rounds, index, t, (r) => stopAnd(() => show(r)));
    const now = document.activeElement;
    if (focused && (!now || !player.contains(now) || now.closest("[hidden]")))
      (saw.contains(focused) || !focused.isConnected ? saw : player).focus({ preventScroll: true });
  }

  show(0);
  return {
    get index() {
      return index;
    },
    show: (n) => stopAnd(() => show(n)),
    destroy() {
      stop();
      root.replaceChildren();
    },
  };
}

/** A DOM element with a class, attributes and text. */
function el(tag: string, className: string, attrs: Record<string, string> = {}, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** What marks a subagent's lines, as the kit's terminal prints it (`  │` alone on a blank line). */
const SUB_MARK = "  │ ";
/** A teammate's mark in front of its lines: `[alice] `. */
const TEAM_MARK = /^\[([a-z][a-z0-9-]*)\] /;

/**
 * A terminal line, coloured by its kind; a teammate's mark in its lane's colour. One too long for the pane wraps as
 * the kit's terminal wraps it: its rows after the first start under its text (past its indent and a marker such as
 * `↳ `), and a subagent's keep its mark (player.css).
 */
function terminalLine(line: string, lanes: string[]): HTMLElement {
  const team = TEAM_MARK.exec(line);
  const marked = !team && (line === SUB_MARK.trimEnd() || line.startsWith(SUB_MARK));
  const markWidth = team ? team[0].length : marked ? SUB_MARK.length : 0;
  const rest = line.slice(markWidth);
  const hang = markWidth + (/^ *(?:(?:[↳┌└>⏰]|\[.\]) )?/.exec(rest)?.[0].length ?? 0);
  const node = el(
    "div",
    `wbp-line ${lineKind(rest)}${marked ? " wbp-marked" : ""}`,
    {},
    team ? undefined : line || " ",
  );
  if (team) node.append(el("span", `wbp-mark wbp-lane-${lanes.indexOf(team[1])}`, {}, team[0]), rest || " ");
  if (hang > 0) node.style.setProperty("--wbp-hang", `${hang}ch`);
  return node;
}

/** How a terminal line is coloured, from its shape (the kit's terminal prints each kind in its own way). */
function lineKind(line: string): string {
  if (/^\S+ >> /.test(line)) return "wbp-prompt";
  if (line.startsWith("> ")) return "wbp-call";
  if (line.startsWith("⏰ ")) return "wbp-reminder-line";
  if (/^ {2}↳ (?:[a-z][a-z0-9-]* )?(?:round|summary) /.test(line)) return "wbp-usage";
  if (line.startsWith("⇣ ")) return "wbp-compact-line";
  if (line.startsWith("  · micro-compaction")) return "wbp-micro-line";
  if (/^ {2}\[(x|✓)\] /.test(line)) return "wbp-todo-done";
  if (/^ {2}\[(>|▸)\] /.test(line)) return "wbp-todo-doing";
  if (/^ {2}(## |\[ \] |\(\d+\/\d+ completed\)$)/.test(line)) return "wbp-todo-line";
  if (line.startsWith("  ")) return "wbp-result";
  if (/^(No API key|workspace: |Demo finished|Note: )/.test(line)) return "wbp-note-line";
  return "wbp-text";
}

const TODO_LINE = /^ {2}(## .*|\[.\] .*|\(\d+\/\d+ completed\)|No todos\.)$/;

/** A todo panel as the terminal last showed it, and who owns each task by then (a team's graph panel). */
interface TodoPanel {
  lines: string[];
  previous?: string[];
  round: number;
  /** Each task's owner, by id, as the panels so far showed it in progress: it stays its owner once done. */
  owners: Record<string, string>;
}

/** For every round, the last todo panel the terminal has shown by its end (and the one before it), if any. */
function todoPanels(rounds: SessionRound[]): Array<TodoPanel | undefined> {
  let last: TodoPanel | undefined;
  const owners: Record<string, string> = {};
  return rounds.map((round) => {
    let run: string[] = [];
    for (const marked of [...round.terminal, ""]) {
      const line = marked.replace(TEAM_MARK, ""); // a teammate's panel is a panel too
      if (TODO_LINE.test(line)) {
        run.push(line.trim());
        const owned = /^\[.\] #(\d+) .*\(owner: ([^)]+)\)/.exec(line.trim());
        if (owned) owners[owned[1]] = owned[2];
        continue;
      }
      if (run.length && /^\(\d+\/\d+ completed\)$|^No todos\.$/.test(run.at(-1)!))
        last = { lines: run, previous: last?.lines, round: round.n, owners: { ...owners } };
      run = [];
    }
    return last;
  });
}

function renderTodo(
  box: HTMLElement,
  panels: ReturnType<typeof todoPanels>,
  index: number,
  t: Labels,
  lanes: string[],
): void {
  box.replaceChildren();
  const panel = panels[index];
  box.hidden = !panel;
  if (!panel) return;
  const changedNow = panel.round === index + 1;
  const team = lanes.length > 0 ? ` · ${t.owners}` : "";
  box.append(el("div", "wbp-todo-title", {}, `${t.todo} · ${t.roundN(panel.round)}${team}`));
  for (const line of panel.lines) {
    const changed = changedNow && panel.previous !== undefined && !panel.previous.includes(line);
    const kind = /^\[(x|✓)\]/.test(line) ? "done" : /^\[(>|▸)\]/.test(line) ? "doing" : "";
    const row = el("div", `wbp-todo-item ${kind ? `wbp-todo-${kind}` : ""} ${changed ? "wbp-changed" : ""}`, {}, line);
    if (changed) row.title = t.todoChanged;
    // In a team, each task's owner in its lane's colour, in progress or done.
    const owner = lanes.length > 0 ? panel.owners[/#(\d+)/.exec(line)?.[1] ?? ""] : undefined;
    if (owner) row.append(el("span", `wbp-owner wbp-lane-${lanes.indexOf(owner)}`, {}, owner));
    box.append(row);
  }
  box.classList.toggle("wbp-todo-new", changedNow);
}

function renderRequest(
  box: HTMLElement,
  request: FullRequest | undefined,
  round: SessionRound,
  t: Labels,
  whose?: string,
): void {
  box.replaceChildren();
  if (!request) {
    box.append(el("div", "wbp-empty", {}, t.noRequest));
  } else {
    const summary = [
      `${t.request} ${round.n}${whose ? ` (${whose})` : ""}`,
      request.model,
      `${request.messages.length} ${t.messages}`,
      `${request.tools.length} ${t.tools}`,
    ].filter(Boolean);
    box.append(el("div", "wbp-req-head", {}, summary.join(" · ")));
    const system = el("details", "wbp-system");
    system.append(el("summary", "", {}, t.system), el("pre", "wbp-pre", {}, request.system));
    const tools = el("details", "wbp-tools");
    tools.append(el("summary", "", {}, `${t.toolList}: ${request.tools.map((x) => x.name).join(", ")}`));
    for (const tool of request.tools)
      tools.append(el("div", "wbp-tool", {}, `${tool.name}: ${tool.description ?? ""}`));
    box.append(system, tools);
    request.messages.forEach((message, i) => {
      const m = el("div", `wbp-msg wbp-${message.role}`, { "data-message": String(i) });
      m.append(el("div", "wbp-role", {}, `${i + 1} · ${message.role}`));
      let afterResults = false;
      message.content.forEach((block, j) => {
        const reminder = message.role === "user" && block.type === "text" && afterResults;
        if (block.type === "tool_result") afterResults = true;
        const fresh = request.fresh[i][j];
        const b = blockView(block, reminder, t);
        if (fresh) {
          b.classList.add("wbp-fresh");
          b.prepend(el("span", "wbp-badge", {}, t.fresh));
        }
        m.append(b);
      });
      box.append(m);
    });
  }
  const answer = el("div", "wbp-answer");
  answer.append(el("div", "wbp-role", {}, `${t.answer} · stop_reason: ${round.response.stop_reason}`));
  for (const block of round.response.content) answer.append(blockView(block, false, t));
  box.append(answer);
}

/** s08's marks in a request: the summary that replaced a compacted history, and micro-compaction's placeholders. */
const SUMMARY_TEXT = /^\[Compacted: /;
const PLACEHOLDER = /^\[Previous: used [\w-]+\]$/;

function blockView(block: Block, reminder: boolean, t: Labels): HTMLElement {
  const kind = block.type === "tool_result" && block.is_error ? "tool_result is_error" : block.type;
  const summary = block.type === "text" && SUMMARY_TEXT.test(String(block.text));
  const placeholder =
    block.type === "tool_result" && typeof block.content === "string" && PLACEHOLDER.test(block.content);
  const marks = `${reminder ? " wbp-reminder" : ""}${summary ? " wbp-summary" : ""}${placeholder ? " wbp-placeholder" : ""}`;
  const view = el("div", `wbp-block wbp-${block.type}${marks}`, { "data-type": block.type });
  const label =
    block.type === "tool_use"
      ? `tool_use · ${String(block.name)}`
      : summary
        ? `text · ${t.summaryBlock}`
        : placeholder
          ? `${kind} · ${t.placeholder}`
          : kind;
  view.append(el("span", "wbp-kind", {}, reminder ? `text · ${t.reminder}` : label));
  let body: string;
  if (block.type === "text") body = String(block.text);
  else if (block.type === "tool_use") body = JSON.stringify(block.input, null, 2);
  else if (block.type === "tool_result")
    body =
      typeof block.content === "string"
        ? block.content
        : ((block.content as Block[] | undefined) ?? [])
            .map((c) => (c.type === "text" ? String(c.text) : `[${c.type}]`))
            .join("\n");
  else body = JSON.stringify(block, null, 2);
  view.append(el("pre", "wbp-pre", {}, body));
  return view;
}

function renderTokens(
  box: HTMLElement,
  rounds: SessionRound[],
  index: number,
  t: Labels,
  jump: (index: number) => void,
): void {
  box.replaceChildren();
  const round = rounds[index];
  const total = rounds
    .slice(0, index + 1)
    .reduce((s, r) => ({ in: s.in + r.usage.input, out: s.out + r.usage.output }), {
      in: 0,
      out: 0,
    });
  const figures = el("div", "wbp-figures");
  figures.append(
    el("span", "", {}, `${t.tokens} · ${t.thisRound}: `),
    el("strong", "wbp-in", {}, `${round.usage.input} ${t.inTokens}`),
    el("span", "", {}, " / "),
    el("strong", "", {}, `${round.usage.output} ${t.outTokens}`),
    el("span", "", {}, ` · ${t.session}: ${total.in} ${t.inTokens} / ${total.out} ${t.outTokens}`),
  );
  box.append(figures);
  // Inline SVG: one bar per round, its height the request's input tokens (a subagent's in its own colour); with
  // subagents, a line over the main agent's rounds: its context had their work stayed in it.
  const lines = contextLines(rounds);
  const withSubagents = rounds.some((r) => r.agent === SUBAGENT);
  const lanes = teamLanes(rounds);
  const compaction = compactionLines(rounds);
  const compacts = compaction.some((c) => c?.compacted);
  const max = Math.max(
    1,
    ...rounds.map((r) => r.usage.input),
    ...lines.map((l) => l?.withSubagents ?? 0),
    ...compaction.map((c) => c?.without ?? 0),
  );
  const width = 600;
  const height = 80;
  const gap = rounds.length > 60 ? 0 : 2;
  const bar = width / rounds.length;
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("class", "wbp-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t.chart);
  const title = document.createElementNS(NS, "title");
  title.textContent = t.chart;
  svg.append(title);
  rounds.forEach((r, k) => {
    const h = Math.max(1, (r.usage.input / max) * height);
    const rect = document.createElementNS(NS, "rect");
    rect.setAttribute("x", String(k * bar + gap / 2));
    rect.setAttribute("y", String(height - h));
    rect.setAttribute("width", String(Math.max(1, bar - gap)));
    rect.setAttribute("height", String(h));
    rect.setAttribute(
      "class",
      `${k === index ? "wbp-bar wbp-bar-current" : k < index ? "wbp-bar wbp-bar-past" : "wbp-bar"}${r.agent === SUMMARY ? " wbp-bar-summary" : r.agent === SUBAGENT ? " wbp-bar-sub" : ""}${lanes.length > 0 ? ` wbp-bar-lane wbp-lane-${lanes.indexOf(r.agent ?? "")}` : ""}`,
    );
    const tip = document.createElementNS(NS, "title");
    tip.textContent = `${t.roundN(r.n)}: ${r.usage.input} ${t.inTokens} / ${r.usage.output} ${t.outTokens}`;
    rect.append(tip);
    rect.addEventListener("click", () => jump(k));
    svg.append(rect);
  });
  if (withSubagents) {
    const points = lines.flatMap((line, k) =>
      line ? [`${k * bar + bar / 2},${height - Math.max(1, (line.withSubagents / max) * height)}`] : [],
    );
    const path = document.createElementNS(NS, "polyline");
    path.setAttribute("points", points.join(" "));
    path.setAttribute("class", "wbp-line-sub");
    const tip = document.createElementNS(NS, "title");
    tip.textContent = t.chartSub;
    path.append(tip);
    svg.append(path);
  }
  if (compacts) {
    // Dashed: the context without compaction; a mark over each round whose history was compacted.
    const points = compaction.flatMap((c, k) =>
      c ? [`${k * bar + bar / 2},${height - Math.max(1, (c.without / max) * height)}`] : [],
    );
    const path = document.createElementNS(NS, "polyline");
    path.setAttribute("points", points.join(" "));
    path.setAttribute("class", "wbp-line-compact");
    const tip = document.createElementNS(NS, "title");
    tip.textContent = t.chartCompact;
    path.append(tip);
    svg.append(path);
    compaction.forEach((c, k) => {
      if (!c?.compacted) return;
      const mark = document.createElementNS(NS, "path");
      const x = k * bar + bar / 2;
      mark.setAttribute("d", `M ${x - 5} 0 L ${x + 5} 0 L ${x} 8 Z`);
      mark.setAttribute("class", `wbp-compact-mark${k === index ? " wbp-compact-mark-current" : ""}`);
      mark.setAttribute("data-round", String(rounds[k].n));
      const markTip = document.createElementNS(NS, "title");
      markTip.textContent = t.compactedTip(rounds[k].n, c.without, c.actual);
      mark.append(markTip);
      mark.addEventListener("click", () => jump(k));
      svg.append(mark);
    });
  }
  const current = compaction[index];
  box.append(
    svg,
    el(
      "div",
      "wbp-chart-label",
      {},
      `${t.chart} (max ${max})${withSubagents ? ` · ${t.chartSub}` : ""}${compacts ? ` · ${t.chartCompact}` : ""}`,
    ),
  );
  if (current?.compacted) {
    box.append(
      el("div", "wbp-compact-note", {}, `▼ ${t.compactedTip(rounds[index].n, current.without, current.actual)}`),
    );
  }
}
