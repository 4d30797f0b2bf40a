/**
 * The team concept (lesson s15): teammates in one process, each with a mailbox on disk, the team's files and its tools.
 *
 * @module
 */
export {
  withFolderLease,
  holdName,
  resumeTeam,
  inboxText,
  parseInboxLine,
  markup,
  tasksNamed,
  handBack,
  handBackFrom,
  warnOpenWork,
  markStale,
  STALE,
  openTeam,
  writeTeamConfig,
  inboxLines,
  type OpenTeamOptions,
  type OpenedTeam,
  type InboxLine,
  type ResumeOptions,
  type Resumed,
  START_OVER,
  TEAM_FILES,
} from "./team-files.ts";
export { TEAM_NAME, NAME_RULE, teammateName } from "./team-names.ts";
export { Mailbox, messageText, type Message } from "./mailbox.ts";
export { teamTools } from "./team-tools.ts";
export { Team } from "./team.ts";
export type { Member, MemberParts, TeamOptions } from "./member.ts";
export type * from "./events.ts";
