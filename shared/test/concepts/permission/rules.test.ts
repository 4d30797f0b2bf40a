/**
 * The rule grammar of the permission concept (shared/src/concepts/permission/rules.ts), form by form, as Claude
 * Code's documentation gives it; and the tool-name map.
 */
import { describe, expect, it } from "vitest";
import {
  isWholeToolRule,
  lessonToolName,
  type PermissionRule,
  parseRule,
  RuleError,
  ruleCoversTool,
  ruleMatchesCommand,
  ruleMatchesPath,
  ruleToolName,
} from "../../../src/concepts/permission/index.ts";

const context = { workdir: "/work/ws", home: "/home/learner" };

/** Whether the Bash rule `text` matches each command. */
function bash(text: string, commands: string[]): boolean[] {
  const rule = parseRule(text, "allow");
  return commands.map((c) => ruleCoversTool(rule, "bash") && ruleMatchesCommand(rule, c));
}

/** Whether the path rule `text` (from a settings file of the folder `root`) matches each absolute path. */
function paths(text: string, files: string[], root = "/work/ws"): boolean[] {
  const rule = parseRule(text, "deny", { source: ".workbook/settings.json", root });
  return files.map((f) => ruleMatchesPath(rule, f, context));
}

describe("tool names", () => {
  it("maps Claude Code's names to the lessons' and back; other tools keep their names", () => {
    expect(
      ["bash", "read_file", "write_file", "edit_file", "glob", "TodoWrite", "mcp__gh__issue"].map(ruleToolName),
    ).toEqual(["Bash", "Read", "Write", "Edit", "glob", "TodoWrite", "mcp__gh__issue"]);
    expect(["Bash", "Read", "Write", "Edit", "glob"].map(lessonToolName)).toEqual([
      "bash",
      "read_file",
      "write_file",
      "edit_file",
      "glob",
    ]);
  });

  it("accepts the lessons' names in rules: bash(npm test) is Bash(npm test), edit_file is Edit", () => {
    const rule = parseRule("bash(npm test)", "allow");
    expect([rule.tool, ruleMatchesCommand(rule, "npm test")]).toEqual(["Bash", true]);
    expect(parseRule("edit_file", "deny").tool).toBe("Edit");
  });
});

describe("Tool and Tool(specifier)", () => {
  it("a bare name covers the whole tool; Bash(*) is Bash", () => {
    for (const text of ["Bash", "Bash(*)"]) {
      const rule = parseRule(text, "deny");
      expect([rule.matcher.type, isWholeToolRule(rule), ruleMatchesCommand(rule, "anything at all")]).toEqual([
        "tool",
        true,
        true,
      ]);
    }
    expect(isWholeToolRule(parseRule("Bash(npm *)", "deny"))).toBe(false);
  });

  it("Edit covers write_file and edit_file; Read covers read_file only; Write covers write_file only", () => {
    const covers = (text: string) =>
      ["read_file", "write_file", "edit_file", "bash"].map((t) => ruleCoversTool(parseRule(text, "allow"), t));
    expect(covers("Edit")).toEqual([false, true, true, false]);
    expect(covers("Edit(./src/**)")).toEqual([false, true, true, false]);
    expect(covers("Read")).toEqual([true, false, false, false]);
    expect(covers("Write")).toEqual([false, true, false, false]);
  });

  it("a rule that does not parse is a RuleError that says why", () => {
    const problems: Array<[string, string]> = [
      ["Bash(npm test", '"Bash(npm test" opens "(" without closing it at its end.'],
      ["Bash()", '"Bash()" has an empty specifier: write Bash alone.'],
      ["", '"" does not name a tool: a rule is Tool or Tool(specifier).'],
      ["Ba sh", '"Ba sh" does not name a tool: a rule is Tool or Tool(specifier).'],
      ["glob(*.ts)", '"glob(*.ts)": only Bash, Read, Edit, Write rules take a specifier; write glob alone.'],
      ["Read(!secret)", '"Read(!secret)": a path rule cannot start with "!" (put it on another list).'],
      ["Edit(../x)", '"Edit(../x)": a path rule cannot go up with "..": write //absolute/path.'],
    ];
    for (const [text, message] of problems) {
      expect(() => parseRule(text, "allow")).toThrow(RuleError);
      expect(() => parseRule(text, "allow")).toThrow(message);
    }
  });
});

describe("Bash rules", () => {
  it("an exact command matches itself only", () => {
    expect(bash("Bash(npm test)", ["npm test", "npm test --watch", "npm testing", "npm"])).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("* matches anything anywhere, spaces included", () => {
    expect(bash("Bash(git * main)", ["git push origin main", "git checkout main", "git push origin dev"])).toEqual([
      true,
      true,
      false,
    ]);
    expect(bash("Bash(* --version)", ["node --version", "npm --version", "node -v"])).toEqual([true, true, false]);
  });

  it("Bash(ls *) keeps a word boundary and matches the bare command; Bash(ls*) matches lsof too", () => {
    expect(bash("Bash(ls *)", ["ls", "ls -la", "ls -la src", "lsof", "ls-x"])).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(bash("Bash(ls*)", ["ls", "ls -la", "lsof", "lsblk -a"])).toEqual([true, true, true, true]);
  });

  it("a trailing :* means a trailing ' *'", () => {
    expect(bash("Bash(npm run:*)", ["npm run", "npm run build", "npm runner", "npm run:x"])).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("regular-expression characters in a rule are plain text", () => {
    expect(
      bash("Bash(echo a.b (c) [d] $e ^f? +g|h)", ["echo a.b (c) [d] $e ^f? +g|h", "echo aXb (c) [d] $e ^f? +g|h"]),
    ).toEqual([true, false]);
  });
});

describe("Read and Edit rules: gitignore-style paths", () => {
  it("./path and bare path/with/slash are relative to the workspace", () => {
    const files = ["/work/ws/secret/a", "/work/ws/secret/deep/b", "/work/ws/src/secret/a", "/work/ws/secrets/a"];
    expect(paths("Edit(./secret/**)", files)).toEqual([true, true, false, false]);
    expect(paths("Edit(secret/**)", files)).toEqual([true, true, false, false]);
  });

  it("a bare name without a slash matches at any depth; a trailing / covers a folder's content", () => {
    const files = ["/work/ws/.env", "/work/ws/app/.env", "/work/ws/.envrc", "/elsewhere/.env"];
    expect(paths("Read(.env)", files)).toEqual([true, true, false, false]);
    expect(paths("Read(*.key)", ["/work/ws/a.key", "/work/ws/x/y/b.key", "/work/ws/a.keys"])).toEqual([
      true,
      true,
      false,
    ]);
    expect(paths("Edit(build/)", ["/work/ws/build/out.js", "/work/ws/build"])).toEqual([true, false]);
  });

  it("/path is relative to the settings file's folder, //path is absolute, ~/path is under home", () => {
    expect(paths("Edit(/docs/**)", ["/work/project/docs/a.md", "/work/ws/docs/a.md"], "/work/project")).toEqual([
      true,
      false,
    ]);
    expect(paths("Read(//etc/**)", ["/etc/hosts", "/work/ws/etc/hosts"])).toEqual([true, false]);
    expect(paths("Read(~/.ssh/**)", ["/home/learner/.ssh/id_ed25519", "/work/ws/.ssh/id"])).toEqual([true, false]);
  });

  it("a path outside the rule's folder never matches a relative rule", () => {
    expect(paths("Edit(**)", ["/work/ws/a", "/work/other/a", "/work/ws"])).toEqual([true, false, false]);
  });
});

describe("MCP rules", () => {
  /** Which of three tools the rule covers. */
  const covers = (rule: PermissionRule) =>
    ["mcp__github__create_issue", "mcp__github__list", "mcp__gitlab__list"].map((t) => ruleCoversTool(rule, t));

  it("mcp__server and mcp__server__* cover every tool of the server; mcp__server__tool one tool", () => {
    expect(covers(parseRule("mcp__github", "allow"))).toEqual([true, true, false]);
    expect(covers(parseRule("mcp__github__*", "allow"))).toEqual([true, true, false]);
    expect(covers(parseRule("mcp__github__list", "allow"))).toEqual([false, true, false]);
    expect(isWholeToolRule(parseRule("mcp__github", "deny"))).toBe(true);
    expect(isWholeToolRule(parseRule("mcp__github__list", "deny"))).toBe(false);
  });
});
