/**
 * The trust store (shared/src/concepts/hooks/trust.ts): per user, outside every workspace, at
 * $XDG_CONFIG_HOME/agent-workbook/trusted.json or ~/.config/agent-workbook/trusted.json; written under a lease,
 * re-read and renamed into place, so that two runs trusting at once both count; a store that cannot be read is named.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isTrusted, TrustStoreError, trust, trustStorePath } from "../../../src/concepts/hooks/index.ts";

/** A fresh folder. */
const fresh = (name: string) => realpathSync(mkdtempSync(join(tmpdir(), `${name}-`)));

describe("the trust store", () => {
  it("lives in the user's configuration folder: $XDG_CONFIG_HOME, else ~/.config", () => {
    expect(trustStorePath({ XDG_CONFIG_HOME: "/x/config", HOME: "/home/a" })).toBe(
      "/x/config/agent-workbook/trusted.json",
    );
    expect(trustStorePath({ HOME: "/home/a" })).toBe("/home/a/.config/agent-workbook/trusted.json");
    expect(trustStorePath({ XDG_CONFIG_HOME: "relative", HOME: "/home/a" })).toBe(
      "/home/a/.config/agent-workbook/trusted.json",
    );
    expect(trustStorePath({}, "/home/b")).toBe("/home/b/.config/agent-workbook/trusted.json");
  });

  it("remembers a trusted workspace, by its real path, and nothing else", async () => {
    const store = join(fresh("config"), "agent-workbook", "trusted.json");
    const workspace = fresh("ws");
    const other = fresh("other");
    const link = join(fresh("links"), "ws-link");
    symlinkSync(workspace, link);
    expect(isTrusted(workspace, store)).toBe(false);
    await trust(link, store);
    await trust(workspace, store);
    expect([isTrusted(workspace, store), isTrusted(link, store), isTrusted(other, store)]).toEqual([true, true, false]);
    expect(JSON.parse(readFileSync(store, "utf-8"))).toEqual({ trusted: [workspace] });
    expect(readdirSync(join(store, ".."))).toEqual(["trusted.json"]); // no lock, no temporary file left
  });

  it("keeps every workspace of runs that trust at once", async () => {
    const store = join(fresh("config"), "trusted.json");
    const [a, b, c] = [fresh("a"), fresh("b"), fresh("c")];
    await Promise.all([trust(a, store), trust(b, store), trust(c, store)]);
    expect(JSON.parse(readFileSync(store, "utf-8")).trusted.sort()).toEqual([a, b, c].sort());
  });

  it("names a store that cannot be read, never taking it for an empty one", async () => {
    const dir = fresh("config");
    const ws = fresh("ws");
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{trusted");
    expect(() => isTrusted(ws, bad)).toThrow(TrustStoreError);
    expect(() => isTrusted(ws, bad)).toThrow(new RegExp(`^${bad}: invalid JSON`));
    await expect(trust(ws, bad)).rejects.toThrow(/invalid JSON/);
    expect(readFileSync(bad, "utf-8")).toBe("{trusted"); // not overwritten
    writeFileSync(join(dir, "list.json"), '["/a"]');
    expect(() => isTrusted(ws, join(dir, "list.json"))).toThrow(
      `${join(dir, "list.json")}: must hold {"trusted": [workspace paths]}.`,
    );
    symlinkSync(join(dir, "list.json"), join(dir, "link.json"));
    expect(() => isTrusted(ws, join(dir, "link.json"))).toThrow("is a link; the trust store is read from a file only.");
    mkdirSync(join(dir, "folder.json"));
    expect(() => isTrusted(ws, join(dir, "folder.json"))).toThrow(`${join(dir, "folder.json")} is not a file.`);
  });
});
