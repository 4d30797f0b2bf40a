import { spawn } from "node:child_process";
import { once } from "node:events";
import xterm from "@xterm/headless";
import { vi } from "vitest";
import { DISPATCHER, ROOT } from "./helpers.ts";

/** A command running in a real pseudo-terminal: keys go in, the screen comes out, as for a learner. */
export interface TerminalLesson {
  /** Types keys: `"task\r"` is a line and Enter, `"\x03"` is Ctrl-C. */
  type(keys: string): void;
  /** The screen as the learner reads it: one string per line, colours and cursor moves applied, trailing spaces and blank lines trimmed. */
  screen(): Promise<string[]>;
  /** The screen's rows, each with whether the terminal wrapped it there (it went on from the row above). */
  rows(): Promise<{ text: string; wrapped: boolean }[]>;
  /** Waits until the screen's last lines are `lines` (say, an interrupted line and the prompt back). */
  waitForScreenEnd(...lines: string[]): Promise<void>;
  /** The command's exit code, once it has quit. */
  exitCode: Promise<number | null>;
  /** Kills the terminal (and so the lesson) if it is still running: for the end of a test. */
  close(): void;
}

/**
 * Starts `pnpm lesson <args>` in a pseudo-terminal made by script(1) (util-linux, on every Debian system):
 * the lesson's input and output are a terminal, readline puts it in raw mode, and Ctrl-C arrives as a key
 * (byte 0x03) rather than a signal, exactly as when a learner presses it. The screen is rendered by
 * xterm.js's headless terminal.
 */
export function startLessonInTerminal(args: string[], env: NodeJS.ProcessEnv, size?: TerminalSize): TerminalLesson {
  return startInTerminal([process.execPath, DISPATCHER, ...args], env, size);
}

/** A terminal's size in characters. Without one, the command's terminal has none (0 columns) and the screen 200. */
export interface TerminalSize {
  cols: number;
  rows: number;
}

/**
 * Starts `command` (its words) in a pseudo-terminal, from the workbook's folder, as startLessonInTerminal does:
 * `["pnpm", "mock-api", …]` runs through pnpm itself. Ctrl-C on a program that does not put the terminal in raw
 * mode is a SIGINT for every process of the job, as in a learner's terminal: the command and pnpm, not the shell
 * script(1) starts it with (`exec` replaces that shell, as an interactive shell keeps out of its job).
 */
export function startInTerminal(words: string[], env: NodeJS.ProcessEnv, size?: TerminalSize): TerminalLesson {
  // The pseudo-terminal takes the size with stty before the command starts, as a learner's terminal has one.
  const command = `${size ? `stty cols ${size.cols} rows ${size.rows}; ` : ""}exec ${words.map(shellWord).join(" ")}`;
  // -q: no banner; -f: flush at once; -e: exit with the command's code; -c: the command; /dev/null: no log file.
  const child = spawn("script", ["-qfec", command, "/dev/null"], {
    cwd: ROOT,
    env: { ...env, TERM: "xterm-256color" },
  });
  let raw = "";
  child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
  child.stdout.on("data", (data: string) => (raw += data));
  child.stderr.setEncoding("utf-8");
  child.stderr.on("data", (data: string) => (raw += data));
  const exitCode = once(child, "close").then(([code]) => code as number | null);

  // The screen drawn last, and the output it was drawn from: a wait polls the screen every 50-100 ms, and the output
  // seldom changes between two polls; it is drawn again (a new terminal, 2 ms of CPU) only when it has.
  let drawn: { from: string; lines: { text: string; wrapped: boolean }[] } | undefined;

  async function rows(): Promise<{ text: string; wrapped: boolean }[]> {
    const from = raw;
    if (drawn?.from !== from) drawn = { from, lines: await draw(from) };
    return drawn.lines.map((line) => ({ ...line }));
  }

  async function draw(raw: string): Promise<{ text: string; wrapped: boolean }[]> {
    const term = new xterm.Terminal({
      cols: size?.cols ?? 200,
      rows: size?.rows ?? 50,
      scrollback: 5000,
      allowProposedApi: true,
    });
    await new Promise<void>((resolve) => term.write(raw, resolve));
    const buffer = term.buffer.active;
    const lines: { text: string; wrapped: boolean }[] = [];
    for (let i = 0; i < buffer.length; i++) {
      const line = buffer.getLine(i);
      lines.push({ text: (line?.translateToString(true) ?? "").trimEnd(), wrapped: line?.isWrapped ?? false });
    }
    term.dispose();
    while (lines.length > 0 && lines[lines.length - 1].text === "") lines.pop();
    return lines;
  }

  async function screen(): Promise<string[]> {
    return (await rows()).map((row) => row.text);
  }

  return {
    type: (keys) => child.stdin.write(keys),
    screen,
    rows,
    async waitForScreenEnd(...lines) {
      await vi.waitFor(async () => expectEnd(await screen(), lines), { timeout: 60_000, interval: 100 });
    },
    exitCode,
    close: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

function expectEnd(screen: string[], lines: string[]): void {
  const end = screen.slice(-lines.length);
  if (JSON.stringify(end) !== JSON.stringify(lines)) {
    throw new Error(`The screen ends with\n${end.join("\n")}\nnot\n${lines.join("\n")}`);
  }
}

/** One word for sh: single-quoted unless it is plain. */
function shellWord(word: string): string {
  return /^[\w./=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
