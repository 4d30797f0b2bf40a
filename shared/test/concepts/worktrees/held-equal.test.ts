/**
 * The kit's worktrees are s18's, which s18 teaches in its own file: the check before removal and the merge (the
 * `worktrees` region of checked.ts) and the confinement of a teammate's paths (the `confine` region of confine.ts)
 * stay the same line for line (s18's exercise markers aside, and the kit's `export`). A change to one that is not
 * made to the other fails here.
 */
import { describe, expect, it } from "vitest";
import { regionLines } from "../region-code.ts";

const LESSON = "lessons/s18-worktrees/agent.ts";

describe("the kit's worktrees", () => {
  it("are s18's, line for line: the check before removal and the merge, and the confinement", () => {
    expect(regionLines("shared/src/concepts/worktrees/checked.ts", "worktrees")).toEqual(
      regionLines(LESSON, "worktrees"),
    );
    expect(regionLines("shared/src/concepts/worktrees/confine.ts", "confine")).toEqual(regionLines(LESSON, "confine"));
    // s17's team in worktrees: a claimed task bound to one moves its teammate there (s20 takes it from the kit).
    expect(regionLines("shared/src/concepts/worktrees/worktree-team.ts", "binding")).toEqual(
      regionLines(LESSON, "binding"),
    );
  });
});
