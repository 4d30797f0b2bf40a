/**
 * A session's hooks, as a lesson runs them: in the workspace, with the session's cleaned environment (no
 * credential), each run shown as it is read (the display's event), and each event's runs recorded through
 * `session.outside`, so that a replay gives them back as they were (exit codes, output, times) whatever the
 * machine has installed.
 *
 * @module
 */
import { randomUUID } from "node:crypto";
import type { Session } from "../../session.ts";
import type { HooksConfig } from "./config.ts";
import { hookRunEvent, readHookRun } from "./hook-run.ts";
import { Hooks } from "./hooks.ts";

/**
 * The hooks of `config`, run for `session` (see this module's comment) if `trusted`; each read by `readRun` (the
 * lesson's own protocol). What the settings configure and the kit does not run is shown first.
 */
export function sessionHooks(
  session: Session<"hooks">,
  config: HooksConfig,
  trusted: boolean,
  permissionMode: string,
  readRun: typeof readHookRun = readHookRun,
): Hooks {
  for (const text of config.ignored) session.ui.show({ kind: "hooks:ignored", text });
  return new Hooks({
    config,
    workdir: session.workdir,
    env: session.env,
    session: {
      session_id: session.outside.now("session id", () => randomUUID()),
      transcript_path: "", // the lessons keep no transcript file
      cwd: session.workdir,
      permission_mode: permissionMode,
    },
    trusted,
    onRun: (run) => {
      session.ui.show(hookRunEvent(run));
      if (run.systemMessage) session.ui.show({ kind: "hooks:message", text: run.systemMessage });
    },
    runAll: (event, commands, run) => session.outside.answer("hooks", { event, commands }, run),
    readRun,
  });
}
