/**
 * The kit's MCP (src/concepts/mcp/mcp-servers.ts) is s19's, the lesson that teaches it, which s20 takes from the kit:
 * its regions `names` (a tool's name), `call` (a call and each way it fails) and `start` (the servers started, their
 * tools offered, each call answered live or from the recording) are s19's line for line, wherever the formatter
 * breaks them, and its two settings are s19's. A change to one that is not made to the other fails here.
 */
import { describe, expect, it } from "vitest";
import * as s19 from "../../../../lessons/s19-mcp/agent.ts";
import * as kit from "../../../src/concepts/mcp/mcp-servers.ts";
import { regionCode } from "../region-code.ts";

const LESSON = "lessons/s19-mcp/agent.ts";
const KIT = "shared/src/concepts/mcp/mcp-servers.ts";

describe("the kit's MCP", () => {
  it("is s19's regions names, call and start, line for line", () => {
    for (const region of ["names", "call", "start"])
      expect(regionCode(KIT, region), region).toEqual(regionCode(LESSON, region));
  });

  it("declares s19's MCP_TIMEOUT and MCP_TOOL_TIMEOUT", () => {
    const ours = [kit.MCP_START_SETTING, kit.MCP_CALL_SETTING];
    const describeAll = (settings: typeof ours) => settings.map((s) => [s.name, s.help, s.default]);
    expect(describeAll(ours)).toEqual(describeAll((s19.LESSON.settings ?? []) as typeof ours));
  });

  it("names tools as s19 does", () => {
    const tools: [string, string][] = [
      ["tracker", "list_issues"],
      ["my.server", "get issue/é"],
      ["a-server-with-a-rather-long-name", "summarise_every_open_issue_by_label"],
      ["clash", "get.issue"],
      ["clash", "get_issue"],
    ];
    expect(kit.toolNames(tools)).toEqual(s19.toolNames(tools));
  });
});
