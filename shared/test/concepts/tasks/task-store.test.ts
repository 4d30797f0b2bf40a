/**
 * The kit's task store (src/task-store.ts) is s12's, which s12 teaches in its own file: the two stay the same, line
 * for line, from `#region store` to `#endregion files` (s12's exercise markers aside, and the kit's `export` on
 * withLock and writeTask, which the lessons after s12 build on). A change to one that is not made to the other fails here.
 */
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../src/paths.ts";
import { message } from "../../../authoring/tests/helpers.ts";
import { playScripted } from "../../../authoring/tests/scripted-session.ts";
import { TaskStore, taskTools } from "../../../src/concepts/tasks/task-store.ts";
import { toolSpecs } from "../../../src/tool.ts";
import { fileTools } from "../../../src/tools/file-tools.ts";
import type { Terminal } from "../../../src/ui.ts";

/** The store's code in a file: its lines from `// #region store` to `// #endregion files`, as the kit writes them. */
function storeCode(file: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf-8").split("\n");
  const code = lines.slice(lines.indexOf("// #region store"), lines.indexOf("// #endregion files") + 1);
  expect(code.length, `${file} has no store region`).toBeGreaterThan(100);
  return code
    .filter((line) => !/^\s*\/\/ #(end)?region exercise:/.test(line))
    .map((line) => line.replace(/^export (async )?function (withLock|writeTask)\b/, "$1function $2"))
    .join("\n")
    .replace(/\s+/g, " ") // the same code, wherever the formatter breaks its lines
    .replace(/\( /g, "(")
    .replace(/, \)/g, ")")
    .split(/(?<=[;{}]) /);
}

describe("the kit's task store", () => {
  it("is s12's, line for line", () => {
    expect(storeCode("shared/src/concepts/tasks/task-store.ts")).toEqual(storeCode("lessons/s12-tasks/agent.ts"));
  });

  it("offers s12's tool tables: fileTools and taskTools are s12's nine tools, names, descriptions and schemas", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "task-tools-")));
    // s12's table lives in its entry: the tools its first request offers.
    const s12 = await playScripted("s12", ["Hello."], [message([{ type: "text", text: "Hi." }], "end_turn")], dir);
    const kit = [...fileTools(dir, {}), ...taskTools(() => new TaskStore(dir, "x"), undefined as unknown as Terminal)];
    expect(toolSpecs(kit)).toEqual(s12.requests[0].tools);
  });

  it("keeps the graph on disk as s12's does: ids, edges, an owner, and a refused cycle", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "task-store-")));
    const lead = new TaskStore(dir, "lead");
    await lead.create({ subject: "Write", description: "a" });
    await lead.create({ subject: "Test", description: "b" });
    expect((await lead.update("2", { addBlockedBy: ["1"] })).text).toBe("#2 now waits for #1.");
    await expect(lead.update("1", { addBlockedBy: ["2"] })).rejects.toThrow(/cycle|circle|wait/i);
    expect((await lead.update("1", { status: "in_progress" })).text).toBe("#1 is in progress (owner: lead).");
    await expect(new TaskStore(dir, "bob").update("1", { status: "completed" })).rejects.toThrow(
      "Error: #1 is in progress, owned by lead: leave it to lead.",
    );
    expect(JSON.parse(readFileSync(join(dir, ".tasks", "2.json"), "utf-8"))).toMatchObject({ blockedBy: ["1"] });
  });
});
