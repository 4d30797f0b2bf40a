/**
 * What the kit reads for s19's MCP, which s19 (and s20) import: `.mcp.json` as Claude Code reads it, and the MCP tools
 * the workbook's own settings allow. (These were s19's own tests when its file held the code.)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../../../authoring/tests/helpers.ts";
import * as mcp from "../../../src/concepts/mcp/mcp-config.ts";

describe(".mcp.json, as Claude Code reads it", () => {
  it("expands ${VAR} and ${VAR:-default}; leaves $VAR, and an unset ${VAR} without a default, as they are", () => {
    const env = { A: "a", EMPTY: "" };
    const missing = new Set<string>();
    expect(mcp.expandVars("${A}/${EMPTY:-x}/${B:-b:-c}/$A/${C}", env, missing)).toBe("a//b:-c/$A/${C}");
    expect([...missing]).toEqual(["C"]);
  });

  it("starts stdio entries only, each other kind and each bad entry left out with a line", () => {
    const dir = scratchDir();
    const servers = {
      web: { type: "http", url: "https://mcp.example.com/mcp" },
      events: { type: "sse", url: "https://mcp.example.com/sse" },
      odd: { command: ["node"] },
      notes: {
        command: "${RUNNER:-node}",
        args: ["${HOME_DIR}/notes.ts"],
        env: { TOKEN: "${TOKEN}" },
      },
    };
    writeFileSync(join(dir, ".mcp.json"), JSON.stringify({ mcpServers: servers }));
    expect(mcp.readMcpConfig(dir, { HOME_DIR: "/srv" })).toEqual({
      kept: [{ name: "notes", command: "node", args: ["/srv/notes.ts"], env: { TOKEN: "${TOKEN}" } }],
      lines: [
        'MCP web: left out: a "http" server (stdio ones only here)',
        'MCP events: left out: a "sse" server (stdio ones only here)',
        "MCP odd: left out: command: Invalid input: expected string, received array",
        "MCP notes: ${TOKEN} is not set: left as it is",
      ],
    });
  });
});

describe("permissions are the workbook's, never the server's", () => {
  it("permissions.allow of .workbook/settings.json, read as it is; nothing else", () => {
    const dir = scratchDir();
    expect(mcp.allowList(dir)).toEqual({ kept: [], lines: [] });
    mkdirSync(join(dir, ".workbook"));
    const allow = ["mcp__tracker__list_issues", "mcp__notes", 7];
    writeFileSync(join(dir, ".workbook", "settings.json"), JSON.stringify({ permissions: { allow } }));
    expect(mcp.allowList(dir)).toEqual({
      kept: ["mcp__tracker__list_issues", "mcp__notes"],
      lines: [],
    });
  });
});
