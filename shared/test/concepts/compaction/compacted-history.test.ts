/**
 * The kit's compacted history (src/compacted-history.ts) is s08's, which s11 takes from the kit: its region `history`
 * is s08's word for word (pure functions: the same text is the same behaviour), both give the same history on the
 * same messages, and its COMPACT_THRESHOLD is s08's. A change to one that is not made to the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import * as s08 from "../../../../lessons/s08-compact/agent.ts";
import * as kit from "../../../src/concepts/compaction/compacted-history.ts";
import type { Setting } from "../../../src/settings.ts";

/** The lines of a file's region `history`, markers included. */
function history(file: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf("// #region history\n");
  const end = text.indexOf("// #endregion history\n");
  expect(start, file).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start);
  return text.slice(start, end);
}

const use = (id: string, name: string) => ({ type: "tool_use" as const, id, name, input: {} });
const result = (id: string, content: string) => ({ type: "tool_result" as const, tool_use_id: id, content });
const long = "x".repeat(300);
/** Three rounds of calls with long results, the first with three calls. */
const MESSAGES: Anthropic.MessageParam[] = [
  { role: "user", content: "Read it all." },
  { role: "assistant", content: [use("a", "read_file"), use("b", "bash"), use("c", "glob")] },
  { role: "user", content: [result("a", long), result("b", long), result("c", "short")] },
  { role: "assistant", content: [use("d", "read_file")] },
  { role: "user", content: [result("d", long)] },
  { role: "assistant", content: [use("e", "bash")] },
  { role: "user", content: [result("e", long)] },
  { role: "assistant", content: [{ type: "text", text: "Done." }] },
];

describe("the kit's compacted history", () => {
  it("is s08's region history, word for word", () => {
    const lesson = join(import.meta.dirname, "../../../../lessons", "s08-compact", "agent.ts");
    expect(history(join(import.meta.dirname, "../../../src/concepts/compaction/compacted-history.ts"))).toBe(
      history(lesson),
    );
  });

  it("declares s08's setting", () => {
    const [theirs, ours] = [s08.LESSON.settings ?? [], [kit.COMPACT_THRESHOLD_SETTING]];
    const { name, help, default: fallback } = ours[0];
    expect(theirs.map((s) => [s.name, s.help, s.default])).toEqual([[name, help, fallback]]);
    const parsed = (setting: Setting, text: string) => {
      try {
        return setting.parse(text);
      } catch (err) {
        return (err as Error).message;
      }
    };
    for (const text of ["3000", "abc", "-1", "1.5", "0"])
      expect(parsed(ours[0], text)).toEqual(parsed(theirs[0], text));
  });

  it("gives s08's placeholders and s08's history after compaction, at every cut point", () => {
    const [ours, theirs] = [structuredClone(MESSAGES), structuredClone(MESSAGES)];
    expect(kit.microCompact(ours)).toBe(s08.microCompact(theirs));
    expect(ours).toEqual(theirs);
    const todos = [{ content: "Read", status: "completed" }];
    for (let from = 0; from <= MESSAGES.length; from++)
      for (const tokens of [100, 4000])
        expect(kit.compacted(MESSAGES, "S.", "t.jsonl", tokens, 3000, todos, from)).toEqual(
          s08.compacted(MESSAGES, "S.", "t.jsonl", tokens, 3000, todos, from),
        );
  });
});
