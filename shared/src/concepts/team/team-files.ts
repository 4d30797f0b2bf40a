/**
 * The team's files that s15 does not teach (s15 on): a folder's lease for whole-file writes, a name held by one
 * process at a time, and what a new run does with the team and the tasks an earlier run left in the workspace.
 *
 * @module
 */
import type { Concept } from "../../lesson.ts";
import { switchSetting } from "../../settings.ts";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { type Lease, takeLease } from "../../lease.ts";
import { StoreFolder, STORE_FILE_MAX_BYTES } from "../../store-folder.ts";
import { inOrder, type Task } from "../tasks/task-files.ts";
import { lookAtTasks } from "../tasks/task-look.ts";
import { writeTask, withLock, type TaskStore } from "../tasks/task-store.ts";
import { ToolError } from "../../tool.ts";
import type { Terminal } from "../../ui.ts";
import type { Session } from "../../session.ts";
import { NAME_RULE, TEAM_NAME } from "./team-names.ts";

/** Runs `work` holding the lease of the last of `folders` (`.lock` in it), made in turn: `write` writes a file of it whole while still held. */
export async function withFolderLease<T>(
  folders: StoreFolder[],
  what: string,
  work: (write: (file: string, text: string) => void) => T,
): Promise<T> {
  for (const each of folders) each.make(); // each checked: never made or written through a link
  const folder = folders.at(-1)!;
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2500 });
  if (!lease)
    throw new ToolError(
      `Error: The ${what} are locked by another agent (${folder.name}/.lock) for over 2 s. Try again.`,
    );
  const lost = () => {
    if (!lease.holds())
      throw new ToolError(`Error: The ${what}' lock was lost (this agent stalled): try again.`);
  };
  try {
    folder.removeLeftovers(); // the temporary files of an agent killed while it wrote
    return work((file, text) => folder.write(file, text, { beforeCommit: lost }));
  } finally {
    lease.release();
  }
}

/** Holds an agent's name for this process (`NAME.lock` in the team's folder, a lease); undefined: another holds it. */
export function holdName(team: StoreFolder, name: string): Promise<Lease | undefined> {
  team.make();
  return takeLease(join(team.path, `${name}.lock`), { staleMs: 2000, waitMs: 2500 });
}

/** What {@link resumeTeam} needs: the team's folder, the lead's task store, whether the session replays a recording. */
export interface ResumeOptions {
  /** `.team/`, with `config.json` (who was on the team) and `inbox/`. */
  team: StoreFolder;
  /** The lead's task store (`.tasks/`). */
  tasks: TaskStore;
  /** A recorded session (the demo, --replay), made on a fresh folder: it refuses a used one. */
  replaying: boolean;
  /** START_OVER=1: clear the team and the tasks first. */
  startOver: boolean;
}

/** What {@link resumeTeam} found and did: the line to show, the tasks it handed back, or why the session cannot start. */
export interface Resumed {
  /** One line: what was found and what is done with it; empty when the folder had neither team nor tasks. */
  said: string;
  /** The ids of the tasks left in progress by a teammate that is gone, pending again with no owner. */
  left: Set<string>;
  /** Why this session refuses the folder, when it does. */
  refused?: string;
}

/**
 * What a new run does with a workspace an earlier run left: says what it found, and frees what its teammates held.
 *
 * Its teammates are gone (their histories do not survive a restart; their inboxes do): each is said to be, unless a
 * process holds its name now. A task in progress whose owner no process holds goes back to pending with no owner,
 * so that any teammate may take it (the line says whose it was). With `startOver` it clears the team and the tasks;
 * `replaying`, it refuses a used folder.
 */
export async function resumeTeam({
  team,
  tasks: store,
  replaying,
  startOver,
}: ResumeOptions): Promise<Resumed> {
  const left = new Set<string>();
  for (const folder of [team, store.folder]) if (folder.exists()) folder.check(); // never read through a link
  const members = (
    JSON.parse(team.read("config.json") ?? '{"members": []}') as {
      members: { name: string; status: string }[];
    }
  ).members;
  const tasks = store.folder.exists() ? (await store.list()).tasks : [];
  // A request an earlier run left in an inbox: its id may come again in this run's numbering, so it is marked stale.
  if (!replaying && !startOver) await markStale(team);
  if (members.length + tasks.length === 0) return { said: "", left };
  const open = tasks.filter((t) => t.status !== "completed").length;
  // An agent whose name no process holds now (its lease can be taken) is gone: the run that had it stopped.
  const gone = new Set<string>();
  const names = new Set([
    ...members.map((m) => m.name),
    ...tasks.filter(inProgress).map((t) => t.owner ?? ""),
  ]);
  for (const name of names) {
    if (name === store.agent || !TEAM_NAME.test(name)) continue; // this run's lead; a name no lease can have
    const lease = await holdName(team, name);
    if (lease) gone.add(name);
    lease?.release();
  }
  const how = (m: { name: string; status: string }) =>
    gone.has(m.name) || m.name === store.agent ? "gone" : m.status;
  const found = `Found ${[
    members.length > 0 &&
      `a team in .team/ (${members.map((m) => `${m.name}: ${how(m)}`).join(", ")})`,
    tasks.length > 0 && `${tasks.length} tasks in .tasks/ (${open} open)`,
  ]
    .filter(Boolean)
    .join(" and ")}`;
  if (startOver) {
    for (const path of [
      join(team.path, "config.json"),
      join(team.path, "inbox"),
      store.folder.path,
    ])
      rmSync(path, { recursive: true, force: true });
    return { said: `${found}: START_OVER=1 cleared them, so the team starts over.`, left };
  }
  if (replaying) {
    const refused = `${found}, but this recorded session was made on a fresh folder and would not replay here: give --workdir an empty folder, or START_OVER=1 to clear .team/ and .tasks/ first.`;
    return { said: "", left, refused };
  }
  const handedBack = await handBack(store, (task) => gone.has(task.owner ?? ""));
  for (const task of handedBack) left.add(task.id);
  if (team.exists()) team.remove("config.json"); // its teammates are gone: the file lists this run's team once it has one
  const ids = handedBack.map((t) => `#${t.id} (${t.owner}'s)`).join(", ");
  const handed =
    left.size === 0
      ? ""
      : `, and ${ids}, left in progress by a teammate that is gone, ${left.size === 1 ? "is" : "are"} pending again with no owner`;
  const said = `${found}. Teammates do not survive a restart: their inboxes stay for the next of their name${handed}. START_OVER=1 starts over.`;
  return { said, left };
}

const inProgress = (task: Task) => task.status === "in_progress";

/**
 * Hands back the tasks in progress that `whose` picks (a teammate that stopped, or is gone): each pending again with
 *
 * no owner, under the store's lock, on the tasks read afresh. Returns them as they were (their owner kept), for the
 * lead to be told.
 */
export async function handBack(store: TaskStore, whose: (task: Task) => boolean): Promise<Task[]> {
  if (!store.folder.exists()) return [];
  return withLock(store.folder, (all, stillLocked) => {
    const held = [...all.values()].filter((task) => inProgress(task) && whose(task));
    for (const task of held)
      writeTask(store.folder, { ...task, status: "pending", owner: null }, stillLocked);
    return held;
  });
}

/** Hands back the tasks teammate `name` held as it stopped; what the lead is told of them (none held: nothing). */
export async function handBackFrom(store: TaskStore, name: string): Promise<string[]> {
  const tasks = await handBack(store, (task) => task.owner === name);
  if (tasks.length === 0) return [];
  const which = tasks.map((t) => `#${t.id} ${t.subject}`).join(", ");
  const them = tasks.length === 1 ? "it" : "them";
  return [
    `<reminder>${name} stopped while it held ${which}: pending again, with no owner. Give ${them} to a teammate.</reminder>`,
  ];
}

/** How a request or response an earlier run left in an inbox is marked at the next start: its id, and its content. */
export const STALE = {
  /** What a stale request's id starts with: `stale:plan-1`. */
  id: "stale:",
  /** What its content starts with. */
  note: "[stale: sent in an earlier run of the team; it cannot be answered] ",
};

/**
 * Marks the requests and responses an earlier run left in the inboxes as stale (s16 on): their `request_id` gets
 *
 * `stale:` in front, their content a note. Request ids are numbered anew in each run: a new `plan-1` is then never
 * taken for an old one, and an old one, answered, is refused as unknown. A line that is not a message stays as it is.
 */
export async function markStale(team: StoreFolder): Promise<void> {
  const inbox = new StoreFolder(team.path, "inbox");
  if (!inbox.exists()) return;
  await withFolderLease([team, inbox], "mailboxes", (write) => {
    for (const file of inbox.names().filter((f) => f.endsWith(".jsonl"))) {
      const lines = inboxLines([team, inbox], file);
      const marked = lines.map((line) => {
        const message = parseInboxLine<InboxLine & { request_id?: string }>(line);
        const id = message.request_id;
        if (typeof id !== "string" || id.startsWith(STALE.id)) return line;
        return JSON.stringify({
          ...message,
          request_id: STALE.id + id,
          content: STALE.note + message.content,
        });
      });
      if (marked.some((line, n) => line !== lines[n]))
        write(file, inboxText(file.slice(0, -6), marked));
    }
  });
}

/**
 * When the lead ends its turn: a warning that names the tasks still in progress (a teammate's claim or assignment),
 *
 * since the team takes no round until the next request; nothing when none is.
 */
export async function warnOpenWork(store: TaskStore, ui: Pick<Terminal, "warn">): Promise<void> {
  const open = [...(await lookAtTasks(store.folder)).tasks.values()].filter(inProgress); // a bad file: not this line's
  if (open.length === 0) return;
  const which = open.map((t) => `#${t.id} ${t.subject} (${t.owner ?? "no owner"})`).join(", ");
  ui.warn(
    `The lead ended its turn with work in progress: ${which}. The team waits for your next request to go on.`,
  );
}

/** One line of an inbox: a message as its file keeps it (a lesson's messages may carry more fields). */
export interface InboxLine {
  /** Its kind: `message`, or a protocol's. */ type: string;
  /** The sender's name. */ from: string;
  /** What it says. */ content: string;
  /** When it was sent: kept in the file, not shown to the model (a replay sends the same requests). */ timestamp: string;
}

/** An inbox's lines as its file's text; refused when it would be more than its reader can read (no message is lost). */
export function inboxText(name: string, lines: string[]): string {
  const text = lines.map((line) => `${line}\n`).join("");
  const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`; // 4.0 MB: what StoreFolder reads
  if (Buffer.byteLength(text) > STORE_FILE_MAX_BYTES)
    throw new ToolError(
      `Error: Not sent: ${name}'s inbox would be ${size(Buffer.byteLength(text))}, more than an inbox can be (${size(STORE_FILE_MAX_BYTES)}). Write a long text to a file and send its path.`,
    );
  return text;
}

/** A line of an inbox as a message; a line that is not one is handed over as it is, never lost. */
export function parseInboxLine<M extends InboxLine>(line: string): M {
  try {
    const m = JSON.parse(line);
    if (typeof m?.type === "string" && typeof m.from === "string" && typeof m.content === "string")
      return m;
  } catch {}
  return {
    type: "message",
    from: "unknown",
    content: `(not a message: ${line})`,
    timestamp: "",
  } as M;
}

/** `<tag a="…">content</tag>` for the model, its markup escaped: the content cannot pose as another tag. */
export function markup(
  tag: string,
  attributes: Record<string, string | undefined>,
  content: string,
): string {
  const escaped = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const attrs = Object.entries(attributes).filter(([, value]) => value !== undefined);
  const text = attrs
    .map(([name, value]) => ` ${name}="${escaped(value!).replace(/"/g, "&quot;")}"`)
    .join("");
  return `<${tag}${text}>${escaped(content)}</${tag}>`;
}

/** What a spawned teammate is told of the tasks with its name on them (none: nothing). */
export async function tasksNamed(store: TaskStore, name: string): Promise<string> {
  const tasks = inOrder((await lookAtTasks(store.folder)).tasks); // a file that cannot be read is not its concern
  const said = tasks
    .filter((t) => t.owner === name && t.status !== "completed")
    .map((t) => `#${t.id} ${t.subject} (${t.status})`);
  return said.length === 0 ? "" : `\n\nTasks with your name on them: ${said.join(", ")}.`;
}

/** What {@link openTeam} needs: the team's folder and the lead's task store, the lead's name, the leases held, the session. */
export interface OpenTeamOptions extends Pick<ResumeOptions, "team" | "tasks"> {
  /** The lead's name (AGENT_NAME), held to the rule of a team member's name. */
  agent: string;
  /** Every name lease this process holds now (the lead's, its teammates'): renewed twice a second, let go at the end. */
  held: () => (Lease | undefined)[];
  /** The session the team works in: whether it replays, its START_OVER, and its end, when the leases are let go. */
  session: Pick<Session, "replaying" | "setting" | "onClose">;
}

/** START_OVER=1: the team's files (.team/, .tasks/) are cleared at the start instead of resumed. */
export const START_OVER = switchSetting(
  "START_OVER",
  "clear .team/ and .tasks/ at the start instead of resuming them",
);

/** The team's files, a concept s15-s17 use: a lesson that declares it reads START_OVER. */
export const TEAM_FILES: Concept = { name: "the team's files", settings: [START_OVER] };

/** What {@link openTeam} found and did: {@link Resumed}'s, and the lead's name held. */
export interface OpenedTeam extends Resumed {
  /** The lease on the lead's name, held by this process; none when another process holds it (then `refused`). */
  lease?: Lease;
}

/** At start: the lead's name checked and held by this process, then {@link resumeTeam}; `refused` ("Error: …") when the session cannot start. */
export async function openTeam(options: OpenTeamOptions): Promise<OpenedTeam> {
  const { team, agent, held, session } = options;
  const refuse = (why: string) => ({ said: "", left: new Set<string>(), refused: `Error: ${why}` });
  if (!TEAM_NAME.test(agent))
    return refuse(`AGENT_NAME ${JSON.stringify(agent)} cannot name an agent: ${NAME_RULE}.`);
  if (team.exists()) team.check(); // never through a link out of the workspace
  const lease = await holdName(team, agent);
  if (!lease)
    return refuse(
      `Another process on this workspace runs as ${agent} (.team/${agent}.lock): stop it, or start this one with another AGENT_NAME.`,
    );
  // The leases are renewed while the session lasts, and let go when it ends (or when the process exits first).
  const renew = setInterval(() => held().forEach((l) => l?.holds()), 500).unref();
  const release = () => held().forEach((l) => l?.release());
  process.on("exit", release);
  session.onClose(() => {
    clearInterval(renew);
    process.off("exit", release);
    release();
  });
  const resumed = await resumeTeam({
    team,
    tasks: options.tasks,
    replaying: session.replaying,
    startOver: session.setting(START_OVER),
  });
  return { ...resumed, refused: resumed.refused && `Error: ${resumed.refused}`, lease };
}

/** Writes who is on the team and how each stands to the team's `config.json`. */
export function writeTeamConfig(
  team: StoreFolder,
  members: { name: string; role: string; status: string }[],
): void {
  team.make();
  team.write(
    "config.json",
    `${JSON.stringify({ members: members.map(({ name, role, status }) => ({ name, role, status })) }, null, 2)}\n`,
  );
}

/** The lines of inbox `file` in `folders` (the last holds it), read checked, never through a link; none when absent. */
export function inboxLines(folders: StoreFolder[], file: string): string[] {
  if (!folders.at(-1)!.exists()) return [];
  for (const folder of folders) folder.check();
  return (folders.at(-1)!.read(file) ?? "").split("\n").filter(Boolean);
}
