/** The player's words, in the page's language; what each call is, as its round event says. */
import type { SessionRound } from "./data.ts";

/** The player's words, by language. */
export const LABELS = {
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
    terminalDerived: "Terminal · drawn from the calls: recorded before recordings kept their display events",
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
    todoCount: (done: number, of: number) => `(${done}/${of} completed)`,
    tokens: "Tokens",
    thisRound: "this round",
    session: "session",
    inTokens: "in",
    cacheRead: "cache read",
    cacheWrite: "cache write",
    outTokens: "out",
    chart: "Input tokens per round: the context growing",
    keys: "← → step · Home End: first, last · space plays · Tab to a pane, ↑ ↓ scroll it",
    roundN: (n: number) => `round ${n}`,
    mainRound: (n: number) => `Round ${n}`,
    agentRound: (agent: string, n: number) => `${agent} round ${n}`,
    asideCall: (name: string) => `${name} call`,
    position: (label: string, n: number, of: number) => `${label} · call ${n} of ${of}`,
    callN: (n: number) => `call ${n}`,
    subagent: "subagent",
    subagentRound: (n: number) => `Subagent round ${n}`,
    mainAgent: "Main agent",
    subagentTab: "Subagent",
    subRequest: "the subagent's own context",
    mainAt: "the main agent's request that started it",
    chartSub: "Line: the main agent's context had its subagents' work stayed in it",
    summaryTab: "Summary call",
    summaryRequest: "the summary's own request: the transcript, as data",
    mainBefore: "the main agent's request before it",
    lead: "lead",
    lanes: "Who took each turn: a lane per agent (click a turn to go to it)",
    sawOf: (name: string) => `${name}'s own context`,
    owners: "who owns what",
    /** A panel's own title (`## Current Tasks`, which the model reads too), named in the player's words. */
    panels: {} as Record<string, string>,
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
    terminalDerived: "终端 · 由模型调用重建：这份录制早于录制保留显示事件",
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
    todoCount: (done: number, of: number) => `（已完成 ${done}/${of}）`,
    tokens: "Token",
    thisRound: "本轮",
    session: "会话",
    inTokens: "输入",
    cacheRead: "缓存读取",
    cacheWrite: "缓存写入",
    outTokens: "输出",
    chart: "每轮的输入 token：上下文在增长",
    keys: "← → 单步 · Home End：第一轮、最后一轮 · 空格键播放 · Tab 到窗格，↑ ↓ 滚动",
    roundN: (n: number) => `第 ${n} 轮`,
    mainRound: (n: number) => `第 ${n} 轮`,
    agentRound: (agent: string, n: number) => `${agent} 第 ${n} 轮`,
    asideCall: (name: string) => `${name} 调用`,
    position: (label: string, n: number, of: number) => `${label} · 第 ${n} 次调用 / 共 ${of} 次`,
    callN: (n: number) => `第 ${n} 次调用`,
    subagent: "子 Agent",
    subagentRound: (n: number) => `子 Agent 第 ${n} 轮`,
    mainAgent: "主 Agent",
    subagentTab: "子 Agent",
    subRequest: "子 Agent 自己的上下文",
    mainAt: "启动它的那个父 Agent 请求",
    chartSub: "折线：如果子 Agent 的工作留在父 Agent 的上下文里，父 Agent 的上下文会有多大",
    summaryTab: "摘要调用",
    summaryRequest: "摘要调用自己的请求：对话记录作为数据发给模型",
    mainBefore: "在它之前主 Agent 自己发出的那次请求",
    lead: "组长",
    lanes: "每一轮由谁执行：每个 Agent 一条泳道（点击某一轮可跳到那里）",
    sawOf: (name: string) => `${name} 自己的上下文`,
    owners: "谁负责哪个任务",
    panels: { "Current Tasks": "当前待办清单", Tasks: "任务" } as Record<string, string>,
  },
};

/** The words of one language. */
export type Labels = (typeof LABELS)["en"];

/** Which language the player speaks. */
export type PlayerLang = keyof typeof LABELS;

/**
 * What a call is, as its round event says: the main agent's `Round 6` (the terminal's `↳ round 6`), `Subagent round
 * 2`, `alice round 3`, `Summary call`. A call without a round event is named by its place: `call 7`.
 */
export function callLabel(round: SessionRound, t: Labels): string {
  const { speaker, round: n } = round;
  if (!speaker || n === undefined) return t.callN(round.n);
  if (speaker.agent === "aside") return speaker.name === "summary" ? t.summaryTab : t.asideCall(speaker.name ?? "");
  if (speaker.agent === "subagent") return t.subagentRound(n);
  if (speaker.agent === "teammate") return t.agentRound(speaker.name ?? "", n);
  return t.mainRound(n);
}

type Usage = SessionRound["usage"];

/** The cache's figures of a usage, each by its name, when they are not zero: ` · 900 cache read · 1200 cache write`. */
export function cacheFigures(usage: Usage, t: Labels): string {
  const read = usage.cacheRead ? ` · ${usage.cacheRead} ${t.cacheRead}` : "";
  const write = usage.cacheWrite ? ` · ${usage.cacheWrite} ${t.cacheWrite}` : "";
  return read + write;
}

/** A usage as the terminal's usage line gives it: `300 in · 900 cache read · 1200 cache write / 80 out`. */
export function usageText(usage: Usage, t: Labels): string {
  return `${usage.input} ${t.inTokens}${cacheFigures(usage, t)} / ${usage.output} ${t.outTokens}`;
}

/** The tokens of several rounds together. */
export function totalUsage(rounds: SessionRound[]): Usage {
  const total: Usage = { input: 0, output: 0 };
  for (const { usage } of rounds) {
    total.input += usage.input;
    total.output += usage.output;
    if (usage.cacheRead) total.cacheRead = (total.cacheRead ?? 0) + usage.cacheRead;
    if (usage.cacheWrite) total.cacheWrite = (total.cacheWrite ?? 0) + usage.cacheWrite;
  }
  return total;
}
