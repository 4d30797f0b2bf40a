/**
 * Hooks' part in the session player (s04): in the requests, the result of each call a hook ran for is labelled with
 * its runs (event, command, exit code, decision), and the message a Stop hook sent the agent back with is named as
 * such. Found from the rounds' display events (a run's tool_use_id; a Stop run that blocked), not from the text. No
 * Node.
 */
import type { ConceptPane, PaneLang } from "../../display/pane.ts";
import type { HookRunEvent } from "./events.ts";

const LABELS = {
  en: {
    runs: (runs: string) => `hooks ran for this call: ${runs}`,
    stop: (command: string) => `a Stop hook (${command}) sent the agent back with this reason`,
    exit: (code: number | null) => (code === null ? "no exit code" : `exit ${code}`),
  },
  zh: {
    runs: (runs: string) => `为这次调用运行的钩子：${runs}`,
    stop: (command: string) => `Stop 钩子（${command}）带着这个原因把 Agent 送回去`,
    exit: (code: number | null) => (code === null ? "没有退出码" : `退出码 ${code}`),
  },
} satisfies Record<PaneLang, unknown>;

const isRun = (event: { kind: string }): event is HookRunEvent => event.kind === "hooks:run";

/** Hooks' part: labels on the results hooks ran for, and on a Stop hook's reason. */
export const pane: ConceptPane = {
  concept: "hooks",
  blocks(rounds, requests, lang) {
    const words = LABELS[lang];
    const byCall = new Map<string, HookRunEvent[]>();
    // The calls whose request ends with a Stop hook's reason: the one after a round whose Stop run blocked.
    const sentBack = new Map<number, string>();
    rounds.forEach((round, k) => {
      for (const run of (round.events ?? []).filter(isRun)) {
        if (run.toolUseId) byCall.set(run.toolUseId, [...(byCall.get(run.toolUseId) ?? []), run]);
        if (run.event === "Stop" && run.decision === "block") sentBack.set(k + 1, run.command);
      }
    });
    return (call, message, block) => {
      const messages = requests[call]?.messages;
      const found = messages?.[message]?.content[block];
      if (found?.type === "tool_result") {
        const runs = byCall.get(String(found.tool_use_id));
        if (!runs) return undefined;
        const said = runs.map(
          (r) => `${r.event} ${r.command} (${words.exit(r.exitCode)}, ${r.decision})`,
        );
        return words.runs(said.join("; "));
      }
      const stop = sentBack.get(call);
      if (stop === undefined || message !== (messages?.length ?? 0) - 1) return undefined;
      return messages?.[message]?.role === "user" ? words.stop(stop) : undefined;
    };
  },
};
