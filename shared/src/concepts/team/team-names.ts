/**
 * The rule of a team member's name (s15 on): a teammate's name, and AGENT_NAME, the lead's.
 *
 * @module
 */
import { z } from "zod";

/** A team member's name: a short word in lower case, which names its inbox file too. */
export const TEAM_NAME = /^[a-z][a-z0-9-]{0,15}$/;
/** {@link TEAM_NAME} in words, as a refused name is told. */
export const NAME_RULE =
  "a short name in lower case (a letter, then up to 15 letters, digits or -), e.g. alice";
/** A teammate's name in a tool's input, held to {@link TEAM_NAME}. */
export const teammateName = () => z.string().regex(TEAM_NAME, NAME_RULE);
