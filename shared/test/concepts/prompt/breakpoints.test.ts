/**
 * The prompt cache's breakpoints (s10): after the tools, after the fixed sections, at the last message; the mock's
 * accounting then reads the fixed part in every round after the first, and each round the conversation before it.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { PromptCache } from "../../../authoring/cache-accounting.ts";
import { type PromptSection, withBreakpoints } from "../../../src/concepts/prompt/breakpoints.ts";

const TOOLS = [
  { name: "bash", description: "Run a command. ".repeat(200), input_schema: { type: "object" as const } },
  { name: "read_file", description: "Read a file. ".repeat(200), input_schema: { type: "object" as const } },
];
const SECTIONS: PromptSection[] = [
  { name: "environment", source: "session.outside", text: "Today: 2026-11-28, Europe/Paris.", fixed: false },
  { name: "identity", source: "agent.ts", text: "You are a coding agent. ".repeat(300), fixed: true },
  { name: "tools", source: "agent.ts", text: "Use the tools. ".repeat(100), fixed: true },
];

describe("the breakpoints", () => {
  it("fall on the last tool, the last fixed section (the fixed ones first), the last message's last block", () => {
    const history: Anthropic.MessageParam[] = [{ role: "user", content: "Hi." }];
    const request = withBreakpoints(TOOLS, SECTIONS, history);
    expect(request.tools!.map((t) => "cache_control" in t)).toEqual([false, true]);
    expect((request.system as Anthropic.TextBlockParam[]).map((b) => [b.text.slice(0, 10), !!b.cache_control])).toEqual(
      [
        ["You are a ", false],
        ["Use the to", true],
        ["Today: 202", false],
      ],
    );
    expect(request.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Hi.", cache_control: { type: "ephemeral" } }] },
    ]);
    expect(history).toEqual([{ role: "user", content: "Hi." }]); // the history itself keeps no breakpoint
  });

  it("the fixed part is read in every round after the first; an edited changing section only rewrites the rest", () => {
    const cache = new PromptCache();
    const history: Anthropic.MessageParam[] = [{ role: "user", content: "Hi." }];
    const send = (sections: PromptSection[], at: number) =>
      cache.account({ model: "claude-sonnet-4-5", ...withBreakpoints(TOOLS, sections, history) } as never, at);
    const rounds = [send(SECTIONS, 0)];
    for (let i = 1; i <= 3; i++) {
      history.push({ role: "assistant", content: `Round ${i}.` }, { role: "user", content: `Go on ${i}.` });
      rounds.push(send(SECTIONS, i * 10_000));
    }
    expect(rounds[0].cache_read_input_tokens).toBe(0);
    for (const [i, r] of rounds.entries())
      if (i > 0)
        expect(r.cache_read_input_tokens).toBe(
          rounds[i - 1].cache_read_input_tokens + rounds[i - 1].cache_creation_input_tokens,
        );
    const edited = send(
      [{ ...SECTIONS[0], text: "Today: 2026-11-29, Europe/Paris." }, SECTIONS[1], SECTIONS[2]],
      50_000,
    );
    const fixed = cache.account(
      {
        model: "claude-sonnet-4-5",
        ...withBreakpoints(TOOLS, SECTIONS.slice(1), [{ role: "user", content: "x" }]),
      } as never,
      60_000,
    ).cache_read_input_tokens;
    expect(edited.cache_read_input_tokens).toBe(fixed);
    expect(edited.cache_creation_input_tokens).toBeGreaterThan(0);
  });
});
