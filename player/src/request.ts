/**
 * The request pane: what the model saw in a round (the system prompt, the tools, every message with the blocks new
 * since the previous request marked, the reminders after the tool results), then its answer. A concept's part may
 * name the blocks it wrote for the model (compaction: the summary, the placeholders).
 */
import type { BlockLabels } from "@agent-workbook/kit/display/pane";
import type { Block, FullRequest, SessionRound } from "./data.ts";
import { el } from "./dom.ts";
import type { Labels } from "./labels.ts";

/** What the request pane needs besides the round: the words, and what the concepts' parts say of the blocks. */
export interface RequestContext {
  t: Labels;
  /** Each concept's labels for the blocks it wrote. */
  concepts: BlockLabels[];
}

/**
 * Draws call `call`'s request (undefined: the recording has none) and its answer into `box`; `whose` says whose
 * context it is.
 */
export function renderRequest(
  box: HTMLElement,
  call: number,
  request: FullRequest | undefined,
  round: SessionRound,
  context: RequestContext,
  whose?: string,
): void {
  const { t } = context;
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
        const concept = context.concepts.map((labels) => labels(call, i, j)).find((label) => label !== undefined);
        const b = blockView(block, reminder, t, concept);
        if (request.fresh[i][j]) {
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

/** A block, labelled by its type, or as a reminder, or as what a concept says it wrote. */
function blockView(block: Block, reminder: boolean, t: Labels, concept?: string): HTMLElement {
  const kind = block.type === "tool_result" && block.is_error ? "tool_result is_error" : block.type;
  const marks = `${reminder ? " wbp-reminder" : ""}${concept ? " wbp-concept-block" : ""}`;
  const view = el("div", `wbp-block wbp-${block.type}${marks}`, { "data-type": block.type });
  const label =
    block.type === "tool_use" ? `tool_use · ${String(block.name)}` : concept ? `${kind} · ${concept}` : kind;
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
