/** The entry of the page `pnpm lesson:view` writes: the player, on the session held in the page itself. */
import type { SessionData } from "./data.ts";
import { mountPlayer } from "./player.ts";

const data = JSON.parse(document.getElementById("session-data")?.textContent ?? "{}") as SessionData;
const root = document.getElementById("player");
const player = root
  ? mountPlayer(root, data, { lang: document.documentElement.lang === "zh" ? "zh" : "en" })
  : undefined;
// `page.html#round=12` opens the session at its 12th round.
const round = Number(/round=(\d+)/.exec(location.hash)?.[1] ?? 0);
if (round > 0) player?.show(round - 1);
root?.querySelector<HTMLElement>(".wbp")?.focus();
