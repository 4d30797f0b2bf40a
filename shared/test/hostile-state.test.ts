/**
 * What the kit does with what a learner's code, setting or workspace gets wrong, found by probing s08: one "Error:"
 * in front of a message, a prompt too long never called the lesson's bug, data wrapped for a model that cannot end
 * its tag, a file where a folder should be, and the settings' rule.
 */
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { explainError } from "../src/explain-error.ts";
import { saveNewFile } from "../src/new-file.ts";
import { badSetting, isPositiveWholeNumber } from "../src/settings.ts";
import { taggedData } from "../src/tagged-data.ts";

const refusal = (message: string) =>
  Anthropic.APIError.generate(
    400,
    { type: "error", error: { type: "invalid_request_error", message } },
    undefined,
    new Headers(),
  );

describe("explainError", () => {
  it("puts one Error: in front, even when the message has its own", () => {
    expect(explainError(new Error("Error: no summary: empty"))).toBe("Error: no summary: empty");
    expect(explainError(new Error("no summary: empty"))).toBe("Error: no summary: empty");
    expect(explainError("Error: a string thrown")).toBe("Error: a string thrown");
  });

  it("says a prompt too long is over the window, not a bug in the lesson; another 400 may be one", () => {
    const tooLong = explainError(refusal("prompt is too long: 44106 tokens > 25000 maximum"));
    expect(tooLong).toBe(
      "API error 400: invalid_request_error: prompt is too long: 44106 tokens > 25000 maximum\n" +
        "The request is longer than the model's context window: start with a smaller task or a shorter history.",
    );
    expect(explainError(refusal("messages.1: bad"))).toContain("it is a bug in the lesson");
  });
});

describe("taggedData", () => {
  it("wraps the text whole, each </ escaped: a </transcript> inside cannot end the tag", () => {
    const text = '{"content":"a file that says </transcript> and </TRANSCRIPT>"}\n';
    const wrapped = taggedData("transcript", text, 1000);
    expect(wrapped).toBe(`<transcript>\n${text.replaceAll("</", "<\\/")}\n</transcript>`);
    expect(wrapped.match(/<\/transcript>/gi)).toEqual(["</transcript>"]);
    // Still the same JSON: <\/ is an escape JSON reads as </.
    expect(JSON.parse(wrapped.split("\n")[1])).toEqual(JSON.parse(text));
  });

  it("keeps at most max characters: the first quarter and the last three quarters, the middle said", () => {
    const text = `START${"x".repeat(2000)}END`;
    const wrapped = taggedData("t", text, 400);
    const inside = wrapped.slice("<t>\n".length, -"\n</t>".length);
    expect(inside).toBe(`${text.slice(0, 100)}\n[… ${text.length - 400} characters left out …]\n${text.slice(-300)}`);
    expect(inside.startsWith("START") && inside.endsWith("END")).toBe(true);
  });
});

describe("saveNewFile", () => {
  it("says so in words when a file stands where its folder should be", () => {
    const workdir = realpathSync(mkdtempSync(join(tmpdir(), "workbook-hostile-")));
    writeFileSync(join(workdir, ".transcripts"), "not a folder");
    expect(() => saveNewFile(workdir, ".transcripts/transcript_N.jsonl", "{}\n")).toThrow(
      "Cannot save in .transcripts/: it is a file, not a folder (rename or remove it)",
    );
  });
});

describe("a lesson's settings", () => {
  it("are positive whole numbers in decimal digits", () => {
    for (const ok of ["1", "2800", "50000"]) expect(isPositiveWholeNumber(ok), ok).toBe(true);
    for (const bad of ["", " ", "0", "-1", "1.5", "0x10", "1e3", "abc", "050", " 2800", "99999999999999999999"])
      expect(isPositiveWholeNumber(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a bad one is named with its value; an unset one is no error", () => {
    expect(badSetting(["COMPACT_THRESHOLD"], { COMPACT_THRESHOLD: "abc" })).toBe(
      'COMPACT_THRESHOLD is "abc": it must be a positive whole number (such as 50000), or not set at all.',
    );
    expect(badSetting(["COMPACT_THRESHOLD"], {})).toBeUndefined();
    expect(badSetting(["COMPACT_THRESHOLD"], { COMPACT_THRESHOLD: "4000" })).toBeUndefined();
  });
});
