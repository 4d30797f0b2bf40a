import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";
import type Anthropic from "@anthropic-ai/sdk";
import { type Cassette, LOG_CLOSE, type RecordedError } from "./cassette.ts";
import type { DisplayEvent } from "./display/events.ts";
import type { MessageRequest } from "./providers/types.ts";

/** The request last written, to compare the next with: its call number, its keys in order, its fields and messages as JSON. */
interface Written {
  call: number;
  keys: string;
  fields: [string, string][];
  messages: string[];
}

/**
 * Writes a version-2 cassette as a session goes: each prompt and call appended to the log as it happens.
 *
 * A request is stored as what it adds to the one before, so a round costs what it adds, and the file is
 * valid JSON after every write (the new entry and the closing lines replace the old closing lines).
 */
export class CassetteWriter {
  /** Where the closing lines start: the next entry is written there. */
  private end: number;
  private entries = 0;
  private calls = 0;
  /** The request last written by each agent (`""`: the main one): a request extends its own agent's last one. */
  private readonly last = new Map<string, Written>();

  private readonly file: string;
  private readonly scrub: (json: string) => string;

  /** Starts the file: the lesson, the paths, the settings and an empty log. `scrub` is applied to every text written. */
  constructor(
    file: string,
    meta: Pick<Cassette, "lesson" | "model" | "paths" | "settings" | "window">,
    scrub: (json: string) => string = (json) => json,
  ) {
    this.file = file;
    this.scrub = scrub;
    const header = {
      version: 2,
      lesson: meta.lesson,
      ...(meta.model ? { model: meta.model } : {}),
      ...(meta.paths ? { paths: meta.paths } : {}),
      ...(meta.settings ? { settings: meta.settings } : {}),
      ...(meta.window ? { window: meta.window } : {}),
      log: [],
    };
    const head = scrub(JSON.stringify(header, null, 2).slice(0, -"]\n}".length)); // ends with `"log": [`
    writeFileSync(file, head + LOG_CLOSE);
    this.end = Buffer.byteLength(head);
  }

  /** Appends a value from outside the session (the clock, a wait, a server's answer), in its place. */
  outside(what: string, value: unknown): void {
    this.append({ outside: { what, value } });
  }

  /** Appends a model call that failed with an API error; `agent` marks a call the main agent did not make. */
  failed(error: RecordedError, agent?: string): void {
    this.append({ ...(agent ? { agent } : {}), failed: error });
  }

  /** Appends a display event: what the session showed, in its place among the prompts and calls. */
  show(event: DisplayEvent): void {
    this.append({ show: event });
  }

  /** Appends a learner's prompt. */
  prompt(text: string): void {
    this.append({ prompt: text });
  }

  /**
   * Appends a model call: the request, as what it adds to the previous one of the same agent when it can, and the
   * response. `agent` marks a call the main agent did not make (`subagent`).
   */
  call(request: MessageRequest, response: Anthropic.Message, agent?: string): void {
    const number = this.calls + 1;
    const present = Object.entries(request).filter(([, value]) => value !== undefined);
    const sent: Written = {
      call: number,
      keys: JSON.stringify(present.map(([key]) => key)), // the order counts: --strict compares JSON texts
      fields: present.filter(([key]) => key !== "messages").map(([key, value]) => [key, JSON.stringify(value)]),
      messages: request.messages.map((message) => JSON.stringify(message)),
    };
    const last = this.last.get(agent ?? "");
    this.append({
      call: number,
      ...(agent ? { agent } : {}),
      request: this.changes(request, sent, last) ?? request,
      response,
    });
    this.calls = number;
    this.last.set(agent ?? "", sent);
  }

  /**
   * What a request adds to the last one written by the same agent: the messages after those it keeps, and the
   * fields that changed. `undefined` (store it whole) for that agent's first request, or when its fields are not
   * the same ones in the same order.
   */
  private changes(request: MessageRequest, sent: Written, last: Written | undefined) {
    if (!last || sent.keys !== last.keys) return undefined;
    const { messages } = sent;
    let kept = 0;
    while (kept < last.messages.length && kept < messages.length && messages[kept] === last.messages[kept]) kept += 1;
    const changed = sent.fields.filter(([, text], n) => text !== last.fields[n][1]).map(([key]) => key);
    return {
      extends: last.call,
      ...(kept < last.messages.length ? { messages_kept: kept } : {}),
      messages_added: request.messages.slice(kept),
      ...Object.fromEntries(changed.map((key) => [key, request[key as keyof MessageRequest]])),
    };
  }

  /** Writes an entry and the closing lines over the old closing lines, in one write. */
  private append(entry: object): void {
    const pretty = `    ${JSON.stringify(entry, null, 2).replaceAll("\n", "\n    ")}`; // JSON text has no other newlines
    const text = this.scrub(`${this.entries > 0 ? "," : ""}\n${pretty}`);
    const bytes = Buffer.from(text + LOG_CLOSE);
    const fd = openSync(this.file, "r+");
    try {
      for (let done = 0; done < bytes.length; ) {
        done += writeSync(fd, bytes, done, bytes.length - done, this.end + done);
      }
    } finally {
      closeSync(fd);
    }
    this.end += Buffer.byteLength(text);
    this.entries += 1;
  }
}
