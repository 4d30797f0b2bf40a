/**
 * Trust: hooks run commands a workspace's settings name, so a folder from elsewhere could run code as a lesson
 * starts. Hooks, and a workspace's allow rules, apply only once the learner has trusted the workspace. The trusted
 * workspaces are remembered per user, outside every workspace: `$XDG_CONFIG_HOME/agent-workbook/trusted.json`, else
 * `~/.config/agent-workbook/trusted.json`, `{"trusted": ["/abs/workspace", …]}`, written like a database would (a
 * lease on `trusted.json.lock`, re-read, change, a temporary file renamed). A store that cannot be read is a
 * {@link TrustStoreError} naming it, never an empty list.
 *
 * @module
 */
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { writeFileAtomic } from "../../atomic-write.ts";
import { takeLease } from "../../lease.ts";

/** The store's file name, in the workbook's folder of the user's configuration. */
export const TRUST_FILE = "agent-workbook/trusted.json";
/** The largest store read. */
const MAX_BYTES = 1024 * 1024;
/** How long {@link trust} waits for another writer, and when a silent lock counts as dead. */
const LOCK = { staleMs: 2000, waitMs: 2500 };

/** A trust store that cannot be read or written: the message names the file. */
export class TrustStoreError extends Error {}

/** The store of the user of `env` (`XDG_CONFIG_HOME`, else `HOME`'s `.config`; `home` when HOME is unset). */
export function trustStorePath(env: Record<string, string | undefined>, home = homedir()): string {
  const config = env.XDG_CONFIG_HOME?.startsWith("/")
    ? env.XDG_CONFIG_HOME
    : join(env.HOME || home, ".config");
  return join(config, TRUST_FILE);
}

/** True when `workspace` (its real path) is in the store `store`. */
export function isTrusted(workspace: string, store: string): boolean {
  return readTrusted(store).includes(realWorkspace(workspace));
}

/** Adds `workspace` (its real path) to the store `store`, made if needed; other writers' entries are kept. */
export async function trust(workspace: string, store: string): Promise<void> {
  const path = realWorkspace(workspace);
  try {
    mkdirSync(dirname(store), { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new TrustStoreError(
      `${store} cannot be made (${(err as NodeJS.ErrnoException).code ?? err}).`,
    );
  }
  const lease = await takeLease(`${store}.lock`, LOCK);
  if (!lease)
    throw new TrustStoreError(`${store} is being changed by another run: try again in a moment.`);
  try {
    const trusted = readTrusted(store);
    if (trusted.includes(path)) return;
    const text = `${JSON.stringify({ trusted: [...trusted, path] }, null, 2)}\n`;
    writeFileAtomic(store, text, {
      beforeCommit: () => {
        if (!lease.holds())
          throw new TrustStoreError(`${store} was taken over by another run meanwhile: try again.`);
      },
    });
  } finally {
    lease.release();
  }
}

/** The trusted workspaces of the store `store`; none when it does not exist. */
export function readTrusted(store: string): string[] {
  const text = readStore(store);
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new TrustStoreError(`${store}: invalid JSON (${(err as Error).message}).`);
  }
  const list = (value as { trusted?: unknown } | null)?.trusted;
  if (!Array.isArray(list) || !list.every((p) => typeof p === "string"))
    throw new TrustStoreError(`${store}: must hold {"trusted": [workspace paths]}.`);
  return list;
}

/** A workspace as the store holds it: its real path (the same folder reached through a link is the same). */
function realWorkspace(workspace: string): string {
  try {
    return realpathSync(workspace);
  } catch {
    return resolve(workspace);
  }
}

/** The store's text (undefined: no store); a link, a folder or an unreadable file is named. */
function readStore(store: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(store, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP")
      throw new TrustStoreError(`${store} is a link; the trust store is read from a file only.`);
    throw new TrustStoreError(`${store} cannot be read (${code ?? err}).`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new TrustStoreError(`${store} is not a file.`);
    if (info.size > MAX_BYTES)
      throw new TrustStoreError(`${store} is larger than ${MAX_BYTES} bytes.`);
    const buffer = Buffer.alloc(info.size);
    let filled = 0;
    for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
      n = readSync(fd, buffer, filled, buffer.length - filled, filled);
    return buffer.toString("utf-8", 0, filled);
  } finally {
    closeSync(fd);
  }
}
