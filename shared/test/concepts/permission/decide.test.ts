/**
 * The permission concept's decisions (shared/src/concepts/permission/decide.ts, policy.ts): the table row by
 * row, the order deny → ask → mode → allow, each mode, and a bare tool-name deny removing the tool.
 */
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  PERMISSION_MODES,
  type PermissionDecision,
  parsePermissionMode,
  RulesPolicy,
  type RulesPolicyOptions,
} from "../../../src/concepts/permission/index.ts";
import { workspaceWith } from "./helpers.ts";

/** A policy over one settings.json holding `permissions`. */
function policy(permissions: object, options: Partial<RulesPolicyOptions> = {}): RulesPolicy {
  const workdir = workspaceWith({ "settings.json": { permissions } });
  return new RulesPolicy({ workdir, terminal: false, home: "/home/learner", ...options });
}

/** The decision for a bash command. */
function bash(p: RulesPolicy, command: string): Promise<PermissionDecision> {
  return p.check({ name: "bash", input: { command } });
}

const SOURCE = ".workbook/settings.json";
const NO_TERMINAL = "and there is no terminal to ask on.";
const PARSER_HOW =
  "No rule can allow this: run the lesson on a terminal and answer y, or write the command without it.";

describe("the issue's table: allow Bash(echo *), Bash(ls *), Bash(npm test); deny Bash(rm *), Edit(./secret/**)", () => {
  const rules = { allow: ["Bash(echo *)", "Bash(ls *)", "Bash(npm test)"], deny: ["Bash(rm *)", "Edit(./secret/**)"] };
  const allowedBy = (rule: string) => ({
    decision: "allow",
    reason: `Allowed by the allow rule ${rule} in ${SOURCE}.`,
    rule,
    source: SOURCE,
  });
  const deniedBy = (rule: string) => ({
    decision: "deny",
    reason: `Denied by the deny rule ${rule} in ${SOURCE}.`,
    rule,
    source: SOURCE,
  });
  const table: Array<[string, object]> = [
    ["npm test", allowedBy("Bash(npm test)")],
    ["timeout 5 npm test", allowedBy("Bash(npm test)")],
    [
      "npm test && echo ok",
      {
        decision: "allow",
        reason: `Allowed by the allow rules Bash(npm test), Bash(echo *) in ${SOURCE}.`,
        rule: "Bash(npm test)",
        source: SOURCE,
      },
    ],
    ["echo a && rm -rf build", deniedBy("Bash(rm *)")],
    ['bash -c "rm -rf build"', deniedBy("Bash(rm *)")],
    ["r''m -rf build", deniedBy("Bash(rm *)")],
    ["timeout 5 rm -rf build", deniedBy("Bash(rm *)")],
    ["(cd . && rm -rf build)", deniedBy("Bash(rm *)")],
    ["echo $(rm -rf build)", deniedBy("Bash(rm *)")],
    ["echo x > secret/a", deniedBy("Edit(./secret/**)")],
    [
      "PATH=/tmp/x npm test",
      {
        decision: "deny",
        reason: `Denied: PATH=… sets a variable that can change what runs (only CI, NODE_ENV, LANG, LC_ALL, TZ, NO_COLOR, FORCE_COLOR, COLUMNS may be set without asking), ${NO_TERMINAL} ${PARSER_HOW}`,
        askedBy: "parser",
      },
    ],
    [
      'eval "rm -rf build"',
      {
        decision: "deny",
        reason: `Denied: eval runs a text the parser cannot check, ${NO_TERMINAL} ${PARSER_HOW}`,
        askedBy: "parser",
      },
    ],
    [
      "find . -delete",
      {
        decision: "deny",
        reason: `Denied: no allow rule covers find . -delete, ${NO_TERMINAL} To allow it, add "Bash(find . -delete)" to permissions.allow in .workbook/settings.local.json, or run the lesson on a terminal and answer y.`,
        askedBy: "unmatched",
      },
    ],
    ["ls > /dev/null 2>&1", allowedBy("Bash(ls *)")],
  ];

  it.each(table)("%s", async (command, expected) => {
    expect(await bash(policy(rules), command)).toEqual(expected);
  });

  it("with a terminal, the three asks stay asks (the gate asks them)", async () => {
    const p = policy(rules, { terminal: true });
    const asked = async (c: string) => {
      const d = await bash(p, c);
      return [d.decision, d.askedBy, d.reason];
    };
    expect(await asked("PATH=/tmp/x npm test")).toEqual([
      "ask",
      "parser",
      "Asked: PATH=… sets a variable that can change what runs (only CI, NODE_ENV, LANG, LC_ALL, TZ, NO_COLOR, FORCE_COLOR, COLUMNS may be set without asking).",
    ]);
    expect(await asked('eval "rm -rf build"')).toEqual([
      "ask",
      "parser",
      "Asked: eval runs a text the parser cannot check.",
    ]);
    expect(await asked("find . -delete")).toEqual(["ask", "unmatched", "Asked: no allow rule covers find . -delete."]);
  });
});

describe("the order: deny rules, then ask rules, then the mode, then allow rules", () => {
  it("the first match decides; a more specific allow does not beat a deny", async () => {
    const p = policy({
      allow: ["Bash(git push origin main)"],
      ask: ["Bash(git push *)"],
      deny: ["Bash(git push --force *)"],
    });
    expect((await bash(p, "git push --force origin main")).rule).toBe("Bash(git push --force *)");
    const asked = await bash(
      policy({ allow: ["Bash(git push origin main)"], ask: ["Bash(git push *)"] }, { terminal: true }),
      "git push origin main",
    );
    expect(asked).toEqual({
      decision: "ask",
      reason: `Asked by the ask rule Bash(git push *) in ${SOURCE}.`,
      rule: "Bash(git push *)",
      source: SOURCE,
      askedBy: "rule",
    });
  });

  it("an ask rule without a terminal is a denial that names the rule", async () => {
    expect((await bash(policy({ ask: ["Bash(git push *)"] }), "git push")).reason).toBe(
      `Denied: the ask rule Bash(git push *) in ${SOURCE} asks, ${NO_TERMINAL} To allow it, run the lesson on a terminal and answer y, or remove that rule.`,
    );
  });

  it("every simple command must be allowed on its own", async () => {
    const p = policy({ allow: ["Bash(npm test)"] }, { terminal: true });
    expect((await bash(p, "npm test && curl x | grep y")).reason).toBe("Asked: no allow rule covers curl x, grep y.");
  });
});

describe("the modes", () => {
  const edit = (path: string) => ({ name: "edit_file", input: { path, old_text: "a", new_text: "b" } });

  it("bypassPermissions allows everything but deny rules, ask rules and the parser's asks", async () => {
    const p = policy({ ask: ["Bash(git push *)"], deny: ["Bash(rm *)"] }, { mode: "bypassPermissions" });
    expect(await bash(p, "curl x | grep y")).toEqual({
      decision: "allow",
      reason: "Allowed: bypassPermissions mode allows what no deny or ask rule stops.",
    });
    expect((await bash(p, "rm x")).decision).toBe("deny");
    expect((await bash(p, "git push")).decision).toBe("deny");
    expect((await bash(p, "eval x")).decision).toBe("deny");
    expect((await bash(p, "PATH=/x ls")).askedBy).toBe("parser");
    expect((await bash(p, "curl x | sh")).askedBy).toBe("parser");
    expect((await bash(p, "/bin/rm x")).reason).toBe(`Denied by the deny rule Bash(rm *) in ${SOURCE}.`);
  });

  it("acceptEdits allows file edits inside the workspace only", async () => {
    const p = policy({ deny: ["Edit(./secret/**)"] }, { mode: "acceptEdits", terminal: true });
    expect(await p.check(edit("src/a.ts"))).toEqual({
      decision: "allow",
      reason: "Allowed: acceptEdits mode allows file edits inside the workspace.",
    });
    expect((await p.check(edit("secret/a"))).decision).toBe("deny");
    expect((await p.check(edit("/etc/hosts"))).decision).toBe("ask");
    expect((await bash(p, "npm test")).decision).toBe("ask");
  });

  it("plan makes no edits and runs only the bash that rules allow", async () => {
    const p = policy({ allow: ["Bash(ls *)", "Edit"] }, { mode: "plan", terminal: true });
    expect(await p.check(edit("a.txt"))).toEqual({ decision: "deny", reason: "Denied: plan mode makes no edits." });
    expect((await bash(p, "ls -la")).decision).toBe("allow");
    expect((await bash(p, "ls > listing.txt")).reason).toBe("Denied: plan mode makes no edits.");
    expect(await bash(p, "npm test")).toEqual({
      decision: "deny",
      reason: "Denied: plan mode runs only the bash that allow rules allow, and no allow rule covers npm test.",
    });
  });

  it("dontAsk denies what no rule allows, never asks", async () => {
    const p = policy({ allow: ["Bash(npm test)"] }, { mode: "dontAsk", terminal: true });
    expect((await bash(p, "npm test")).decision).toBe("allow");
    expect(await bash(p, "npm publish")).toEqual({
      decision: "deny",
      reason: "Denied: dontAsk mode denies what no allow rule covers, and none covers npm publish.",
    });
  });

  it("--permission-mode takes the five modes and refuses auto as not supported here", () => {
    expect(PERMISSION_MODES.map(parsePermissionMode)).toEqual([...PERMISSION_MODES]);
    expect(() => parsePermissionMode("auto")).toThrow(
      '--permission-mode auto: "auto" is not supported here: it lets a model classifier decide, which this workbook does not have. Use one of default, acceptEdits, plan, dontAsk, bypassPermissions.',
    );
    expect(() => parsePermissionMode("yes")).toThrow('--permission-mode yes: "yes" is not a permission mode');
  });

  it("the settings' defaultMode applies unless the session gives a mode", async () => {
    expect(policy({ defaultMode: "dontAsk" }).mode).toBe("dontAsk");
    expect(policy({ defaultMode: "dontAsk" }, { mode: "plan" }).mode).toBe("plan");
    expect(policy({}).mode).toBe("default");
  });
});

describe("file tools, other tools, redirects outside the workspace", () => {
  it("a tool that needs no permission runs unless a rule stops it; Read deny rules stop read_file", async () => {
    const p = policy({ deny: ["Read(.env)"] });
    const read = (path: string) => p.check({ name: "read_file", input: { path }, needsPermission: false });
    expect(await read("src/a.ts")).toEqual({ decision: "allow", reason: "Allowed: read_file needs no permission." });
    expect(await read("app/.env")).toEqual({
      decision: "deny",
      reason: `Denied by the deny rule Read(.env) in ${SOURCE}.`,
      rule: "Read(.env)",
      source: SOURCE,
    });
  });

  it("Edit rules cover write_file; an MCP tool is allowed by its server's rule", async () => {
    const p = policy({ allow: ["Edit(./src/**)", "mcp__notes"] }, { terminal: true });
    expect((await p.check({ name: "write_file", input: { path: "src/a.ts", content: "" } })).rule).toBe(
      "Edit(./src/**)",
    );
    expect((await p.check({ name: "write_file", input: { path: "b.ts", content: "" } })).decision).toBe("ask");
    expect((await p.check({ name: "mcp__notes__add", input: {} })).rule).toBe("mcp__notes");
    expect((await p.check({ name: "mcp__other__add", input: {} })).decision).toBe("ask");
  });

  it("a redirect outside the workspace asks unless an Edit rule allows it", async () => {
    const p = policy({ allow: ["Bash(echo *)", "Edit(//tmp/logs/**)"] }, { terminal: true });
    expect((await bash(p, "echo x > notes.txt")).decision).toBe("allow");
    expect(await bash(p, "echo x > /tmp/logs/a")).toEqual({
      decision: "allow",
      reason: `Allowed by the allow rules Bash(echo *), Edit(//tmp/logs/**) in ${SOURCE}.`,
      rule: "Bash(echo *)",
      source: SOURCE,
    });
    expect((await bash(p, "echo x >/etc/x")).reason).toBe("Asked: no allow rule covers a write to /etc/x.");
    const home = policy({ allow: ["Bash(echo *)"], deny: ["Edit(~/.bashrc)"] }, { terminal: true });
    expect((await bash(home, "echo x >> ~/.bashrc")).rule).toBe("Edit(~/.bashrc)");
  });
});

describe("redirects through links", () => {
  it("a redirect through a link to outside the workspace is a write outside it; a workspace reached by a link is not", async () => {
    const outside = workspaceWith();
    const workdir = workspaceWith({ "settings.json": { permissions: { allow: ["Bash(echo *)"] } } });
    const p = new RulesPolicy({ workdir, terminal: true });
    symlinkSync(outside, join(workdir, "out"));
    expect((await bash(p, "echo x > out/a")).reason).toBe(`Asked: no allow rule covers a write to ${outside}/a.`);
    expect((await bash(p, "echo x > inside.txt")).decision).toBe("allow");
    const link = `${workspaceWith()}/link`;
    symlinkSync(workdir, link);
    const throughLink = new RulesPolicy({ workdir: link, terminal: true });
    expect((await bash(throughLink, "echo x > inside.txt")).decision).toBe("allow");
  });
});

describe("deny and ask rules see through paths and runners; allow rules do not", () => {
  it("sudo rm, /bin/rm, xargs rm meet Bash(rm *); Bash(rm *) as an allow does not allow /bin/rm", async () => {
    const deny = policy({ deny: ["Bash(rm *)"] }, { mode: "bypassPermissions" });
    for (const command of ["sudo rm -rf /", "/bin/rm -rf x", "ls | xargs rm", "env X=1 rm x", "exec rm x"])
      expect((await bash(deny, command)).rule).toBe("Bash(rm *)");
    for (const command of ['sudo bash -c "rm -rf /"', "find . -print0 | xargs -0 sh -c 'rm \"$1\"' _"])
      expect((await bash(deny, command)).rule).toBe("Bash(rm *)");
    expect(await bash(deny, 'exec eval "rm x"')).toMatchObject({ decision: "deny", askedBy: "parser" });
    const allow = policy({ allow: ["Bash(rm *)"] }, { terminal: true });
    expect((await bash(allow, "/bin/rm x")).decision).toBe("ask");
    expect((await bash(allow, "sudo rm x")).decision).toBe("ask");
  });
});

describe("a bare tool-name deny removes the tool from the request", () => {
  it("Bash and mcp__notes remove bash and the server's tools; a deny with a specifier removes nothing", () => {
    const p = policy({ deny: ["Bash", "mcp__notes", "Edit(./secret/**)"] });
    const tools = ["bash", "read_file", "edit_file", "mcp__notes__add", "mcp__other__add"].map((name) => ({ name }));
    expect(p.tools(tools).map((t) => t.name)).toEqual(["read_file", "edit_file", "mcp__other__add"]);
  });
});
