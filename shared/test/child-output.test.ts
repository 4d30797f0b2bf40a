/**
 * The tests' readers of a child's output keep each character whole when a pipe or a terminal delivers it in two
 * chunks: a character of three bytes ("€", the lessons' "│"), its first byte written alone, the rest 200 ms later.
 * Decoded chunk by chunk, each half became U+FFFD, and a lesson's line failed its test by chance.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { offlineEnv, runTsAsync, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { startInTerminal } from "@agent-workbook/kit/authoring/tests/terminal";

/** A program that writes "€" to `stream` in two writes, 200 ms apart (writes to a pipe or a terminal are synchronous). */
function cutCharacter(stream: "stdout" | "stderr"): string {
  const file = join(scratchDir("workbook-split-"), `cut-${stream}.mjs`);
  writeFileSync(
    file,
    [
      "const euro = Buffer.from('€');",
      `process.${stream}.write(euro.subarray(0, 1));`,
      "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);",
      `process.${stream}.write(Buffer.concat([euro.subarray(1), Buffer.from(' EUR\\n')]));`,
    ].join("\n"),
  );
  return file;
}

describe("a character cut between two chunks of a child's output", () => {
  it.concurrent.each(["stdout", "stderr"] as const)("is whole in what runTsAsync returns (%s)", async (stream) => {
    const run = await runTsAsync(cutCharacter(stream), []);
    expect(run.code).toBe(0);
    expect(run[stream]).toBe("€ EUR\n");
  });

  it.concurrent("is whole on the screen of a terminal (startInTerminal)", async () => {
    const child = startInTerminal([process.execPath, cutCharacter("stdout")], offlineEnv(), { cols: 80, rows: 5 });
    try {
      expect(await child.exitCode).toBe(0);
      expect(await child.screen()).toEqual(["€ EUR"]);
    } finally {
      child.close();
    }
  });
});
