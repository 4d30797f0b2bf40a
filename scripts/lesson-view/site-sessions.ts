/**
 * The site's sessions: every bundled cassette, played by its lesson offline with `--record` (as `pnpm docs:sync`
 * runs the lessons), so the player shows the requests the lesson really sent and what the terminal printed.
 * A cassette that only a subagent plays (`*.subagent.json`) is shown from the file alone.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { loadCassette } from "@agent-workbook/kit";
import { ROOT } from "@agent-workbook/kit/paths";
import type { SessionData } from "@agent-workbook/player/data";
import { runLessonOffline } from "../docs-sync.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { sessionData, sessionFromFile } from "./session.ts";

/** A bundled cassette, as the site names it. */
export interface SiteSession {
  /** `v2-nag`: the lesson id and the cassette's name. */
  id: string;
  lesson: string;
  /** The lesson's title (package.json `workbook.title`). */
  lessonTitle: string;
  /** `nag.json`. */
  name: string;
  /** From the workbook root: `lessons/v2-todo/cassettes/nag.json`. */
  path: string;
  /** Played by a subagent only: shown from the file, not run. */
  subagent: boolean;
}

/** Every cassette under lessons/<id>/cassettes/, in course order, the demo first. */
export function siteSessions(): SiteSession[] {
  return listLessons().flatMap((lesson) => {
    const dir = join(lesson.dir, "cassettes");
    if (!existsSync(dir)) return [];
    const names = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    return names.map((name) => ({
      id: `${lesson.id}-${name.replace(/\.json$/, "").replace(/\./g, "-")}`,
      lesson: lesson.id,
      lessonTitle: lesson.title,
      name,
      path: relative(ROOT, join(dir, name)).split("\\").join("/"),
      subagent: name.endsWith(".subagent.json"),
    }));
  });
}

const rank = (name: string): number => (name === "demo.json" ? 0 : name.endsWith(".subagent.json") ? 1 : 2);

/** Plays one cassette with its lesson, offline, recording the requests; returns the player's data. */
export function recordSession(session: SiteSession, scratch: string): SessionData {
  const title = `${session.lesson} · ${session.name}`;
  if (session.subagent) return { ...sessionFromFile(join(ROOT, session.path), session.path), title };
  const out = join(scratch, `${session.id}.json`);
  // The demo is what `pnpm lesson ID` plays with no key; any other cassette is given with --replay.
  const args = session.name === "demo.json" ? [session.lesson] : [session.lesson, "--replay", session.path];
  runLessonOffline([...args, "--record", out]);
  return sessionData({ cassette: loadCassette(out), title, file: session.path });
}

/** What a session's data depends on: its cassette, its lesson, the kit, and the code that makes the data. */
function inputsHash(session: SiteSession): string {
  const hash = createHash("sha256");
  const lesson = listLessons().find((l) => l.id === session.lesson)!;
  const files = [
    join(ROOT, session.path),
    lesson.entry,
    join(ROOT, "scripts", "lesson.ts"),
    join(ROOT, "scripts", "lesson-view", "session.ts"),
    join(ROOT, "player", "src", "data.ts"),
    ...readdirSync(join(ROOT, "shared", "src"), { recursive: true, encoding: "utf-8" })
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => join(ROOT, "shared", "src", f)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

/**
 * Writes `<dir>/<id>.json` for every bundled cassette (and `<dir>/index.json`, the list); a session whose
 * inputs have not changed since the last build is kept as it is.
 */
export function writeSiteSessions(dir: string, log: (line: string) => void = () => {}): SiteSession[] {
  mkdirSync(dir, { recursive: true });
  const sessions = siteSessions();
  const scratch = join(dir, "recordings");
  mkdirSync(scratch, { recursive: true });
  try {
    for (const session of sessions) {
      const file = join(dir, `${session.id}.json`);
      const stamp = join(dir, `${session.id}.hash`);
      const hash = inputsHash(session);
      if (existsSync(file) && existsSync(stamp) && readFileSync(stamp, "utf-8") === hash) continue;
      const started = Date.now();
      writeFileSync(file, JSON.stringify(recordSession(session, scratch)));
      writeFileSync(stamp, hash);
      log(`session ${session.id}: recorded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  writeFileSync(join(dir, "index.json"), JSON.stringify(sessions, null, 2));
  return sessions;
}
