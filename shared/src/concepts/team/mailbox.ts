/**
 * s15's mailboxes, for the lessons built on s15 (s16 on): the team's inboxes on disk, a message a JSON line.
 *
 * s15 teaches them and keeps its own copy of the Mailbox class in its file; this is that code (shared/test/concepts/team/
 * mailbox.test.ts keeps the two the same). A message's type and how its reader is handed it (messageText) are the kit's,
 * s15's too, its messages carrying s16's `request_id`.
 *
 * @module
 */
import { StoreFolder } from "../../store-folder.ts";
import {
  inboxLines,
  inboxText,
  markup,
  parseInboxLine,
  type InboxLine,
  withFolderLease,
} from "./team-files.ts";

/** One message: a line of its reader's inbox, with its sender, its content and when it was sent. */
export interface Message extends InboxLine {
  /** The request it makes or answers (its type: a protocol's request or response, e.g. shutdown_request). */ request_id?: string;
}

// #region inboxes
/** The team's inboxes, `.team/inbox/NAME.jsonl`, a JSON line a message, under a lease. */
export class Mailbox {
  /** The team's folder, `.team/`. */
  readonly team: StoreFolder;
  /** The folder of the inbox files. */
  readonly folder: StoreFolder;

  /** The inboxes in `inbox/` of the team's folder `team`. */
  constructor(team: StoreFolder) {
    this.team = team;
    this.folder = new StoreFolder(team.path, "inbox");
  }

  /** Adds a message at the end of `to`'s inbox; refused when more than its reader can read. */
  send(to: string, message: Message): Promise<void> {
    return withFolderLease([this.team, this.folder], "mailboxes", (write) => {
      write(`${to}.jsonl`, inboxText(to, [...this.lines(to), JSON.stringify(message)]));
    });
  }

  /** The messages waiting in `name`'s inbox, oldest first; none is taken out. */
  peek(name: string): Message[] {
    return this.lines(name).map((line) => parseInboxLine<Message>(line)); // a bad line: as it is
  }

  /** Takes the first `count` messages out of `name`'s inbox, once a call carried them. */
  take(name: string, count: number): Promise<void> {
    return withFolderLease([this.team, this.folder], "mailboxes", (write) => {
      write(`${name}.jsonl`, inboxText(name, this.lines(name).slice(count)));
    });
  }

  private lines(name: string): string[] {
    return inboxLines([this.team, this.folder], `${name}.jsonl`); // checked: never through a link
  }
}
// #endregion inboxes

/** A message as its reader is handed it: `<message from="bob" type="message">…</message>`. */
export function messageText({ from, type, request_id, content }: Message): string {
  return markup("message", { from, type, request_id }, content); // its content cannot pose as another message
}
