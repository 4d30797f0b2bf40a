/** Workspaces with hooks in their settings, and a session's hooks over them, for the hooks concept's tests. */
import { Hooks, type HooksOptions, loadHooksConfig } from "../../../src/concepts/hooks/index.ts";
import { workspaceWith } from "../permission/helpers.ts";

/** One command hook in settings: `command`, with a timeout in seconds when given. */
export function command(text: string, timeout?: number): { type: "command"; command: string; timeout?: number } {
  return timeout === undefined ? { type: "command", command: text } : { type: "command", command: text, timeout };
}

/** A workspace whose `.workbook/settings.json` holds `hooks` (and `permissions`, when given). */
export function workspaceWithHooks(hooks: object, permissions?: object): string {
  return workspaceWith({ "settings.json": permissions === undefined ? { hooks } : { hooks, permissions } });
}

/** The fields every hook reads, as the tests give them. */
export const SESSION = {
  session_id: "session-1",
  transcript_path: "/tmp/transcript.jsonl",
  cwd: "/ws",
  permission_mode: "default",
};

/** A trusted session's hooks over `workdir`'s settings, with an environment holding PATH only. */
export function hooksOf(workdir: string, options: Partial<HooksOptions> = {}): Hooks {
  return new Hooks({
    config: loadHooksConfig(workdir),
    workdir,
    env: { PATH: process.env.PATH },
    session: { ...SESSION, cwd: workdir },
    trusted: true,
    ...options,
  });
}
