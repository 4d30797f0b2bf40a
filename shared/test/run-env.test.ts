import { mkdirSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { draftFolders, listLessons } from "../src/lessons.ts";
import { DEFAULT_MODEL } from "../src/model.ts";
import { offlineEnv } from "../src/offline-env.ts";
import { readDotenv, runModel, timeoutFrom, withDotenv, workbookVar } from "../src/run-env.ts";

afterEach(() => vi.restoreAllMocks());

const scratch = () => realpathSync(mkdtempSync(join(tmpdir(), "run-env-")));

describe("the environment a run sees", () => {
  it("a live run's model is MODEL_ID (an empty one is unset); a replayed run's is the cassette's, whatever MODEL_ID says", () => {
    expect(runModel(true, { MODEL_ID: "glm-4.6" })).toBe("glm-4.6");
    expect(runModel(true, { MODEL_ID: "" })).toBe(DEFAULT_MODEL);
    expect(runModel(true, {})).toBe(DEFAULT_MODEL);
    expect(runModel(false, { MODEL_ID: "glm-4.6" }, "claude-recorded")).toBe("claude-recorded");
    expect(runModel(false, { MODEL_ID: "glm-4.6" })).toBe(DEFAULT_MODEL);
    expect(runModel(false, { MODEL_ID: "glm-4.6" }, "")).toBe(DEFAULT_MODEL);
  });

  it("reads the settings file without applying it; the environment wins over it, even when empty", () => {
    const dir = scratch();
    writeFileSync(join(dir, ".env"), "MODEL_ID=glm-4.6\nANTHROPIC_API_KEY=sk-from-file\nAGENT_NAME=zed\n");
    const file = readDotenv(join(dir, ".env"));
    expect(file).toEqual({ MODEL_ID: "glm-4.6", ANTHROPIC_API_KEY: "sk-from-file", AGENT_NAME: "zed" });
    expect(withDotenv({ ANTHROPIC_API_KEY: "" }, file).ANTHROPIC_API_KEY).toBe("");
    expect(readDotenv(join(dir, "none"))).toEqual({});
  });

  it("the offline environment carries no key, no MODEL_ID and no AGENT_NAME of the learner's", () => {
    // Made from a learner's shell (the process's own by default).
    const shell = { PATH: "/usr/bin", MODEL_ID: "glm-4.6", AGENT_NAME: "zed", ANTHROPIC_API_KEY: "sk-shell" };
    const env = offlineEnv({}, shell);
    expect(env.PATH).toBe("/usr/bin");
    expect(env.MODEL_ID).toBeUndefined();
    expect(env.AGENT_NAME).toBeUndefined();
    expect(env.ANTHROPIC_API_KEY).toBe("");
  });

  it("reads a workbook variable by its WORKBOOK_ name, or by its old name with a note, once", () => {
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(workbookVar("WORKBOOK_STREAM", { WORKBOOK_STREAM: "0", LESSON_STREAM: "1" })).toBe("0");
    expect(err).not.toHaveBeenCalled();
    expect(workbookVar("WORKBOOK_STREAM", { LESSON_STREAM: "0" })).toBe("0");
    expect(workbookVar("WORKBOOK_STREAM", { LESSON_STREAM: "0" })).toBe("0");
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([
      "Note: LESSON_STREAM is now called WORKBOOK_STREAM; the old name is still read in this release.\n",
    ]);
    expect(workbookVar("WORKBOOK_STREAM", {})).toBeUndefined();
  });

  it("takes the model call's time limit from WORKBOOK_TIMEOUT_MS, or ANTHROPIC_TIMEOUT_MS, its old name", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(timeoutFrom({ WORKBOOK_TIMEOUT_MS: "1500" })).toBe(1500);
    expect(timeoutFrom({ ANTHROPIC_TIMEOUT_MS: "2500" })).toBe(2500);
    expect(timeoutFrom({})).toBeUndefined();
    expect(() => timeoutFrom({ WORKBOOK_TIMEOUT_MS: "soon" })).toThrow(
      'WORKBOOK_TIMEOUT_MS must be a whole number of milliseconds, such as 60000, not "soon".',
    );
  });
});

describe("the lesson list", () => {
  it("skips a folder that is not a lesson yet, and says why, by one rule", () => {
    const root = scratch();
    const folder = (name: string, pkg?: string) => {
      mkdirSync(join(root, "lessons", name), { recursive: true });
      if (pkg !== undefined) writeFileSync(join(root, "lessons", name, "package.json"), pkg);
    };
    folder(
      "v9-real",
      JSON.stringify({
        name: "@agent-workbook/v9-real",
        main: "agent.ts",
        workbook: { id: "v9", title: "A lesson", order: 9 },
      }),
    );
    folder("zz-draft", JSON.stringify({ name: "@agent-workbook/zz-draft" }));
    folder("zz-empty");
    folder("zz-broken", "{ not json");
    folder("zz-half", JSON.stringify({ workbook: { id: "zz" } }));
    expect(listLessons(root).map((l) => [l.id, l.entry, l.packageName])).toEqual([
      ["v9", join(root, "lessons", "v9-real", "agent.ts"), "@agent-workbook/v9-real"],
    ]);
    expect(readdirSync(join(root, "lessons")).length).toBe(5);
    expect(
      draftFolders(root)
        .map((d) => [d.dir.slice(root.length + 1), d.reason])
        .sort(),
    ).toEqual([
      ["lessons/zz-broken", "its package.json is not valid JSON"],
      ["lessons/zz-draft", "no workbook field in package.json"],
      ["lessons/zz-empty", "no package.json"],
      ["lessons/zz-half", "package.json's workbook field needs an id, a title and an order"],
    ]);
  });
});
