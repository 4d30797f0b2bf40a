/**
 * The prompt cache's figures, computed honestly from the requests themselves: one function that the mock API uses
 * for every request that marks a `cache_control` breakpoint, and that the scripts writing scripted recordings can
 * use, so that a demo's `cache_read_input_tokens` and `cache_creation_input_tokens` are what the API's rules give.
 *
 * The rules (the API's prompt caching): the cached prefix runs tools, then system, then messages, block by block;
 * a request marks at most 4 breakpoints; each breakpoint's prefix is written to the cache when it is at least the
 * model's minimum cacheable length; a later request reads the longest prefix that ends at one of its breakpoints, or
 * up to 20 blocks before one, and matches an earlier written prefix whole; an entry lives 5 minutes from its last use
 * (`"ttl": "1h"`: an hour). A string content is its text block, as the API reads it. Tokens are the kit's estimate
 * (characters ÷ 4), as the mock counts them everywhere.
 */
import { createHash } from "node:crypto";

/** A request's parts the cache reads, in its order. */
export interface CachedRequest {
  /** The model: each model has its own cache. */
  model: string;
  /** The tools, in order. */
  tools?: readonly unknown[];
  /** The system prompt: a string, or text blocks. */
  system?: string | readonly unknown[];
  /** The messages, each a string or blocks. */
  messages: readonly { role: string; content: string | readonly unknown[] }[];
}

/** The usage figures of one request's input, as the API reports them. */
export interface CacheUsage {
  /** Tokens neither read from the cache nor written to it. */
  input_tokens: number;
  /** Tokens written to the cache (the prefix up to the last breakpoint, less what was read). */
  cache_creation_input_tokens: number;
  /** Tokens read from the cache. */
  cache_read_input_tokens: number;
}

/** The most breakpoints a request may mark. */
export const MAX_BREAKPOINTS = 4;
/** How many blocks before a breakpoint the cache looks back for an earlier prefix. */
export const LOOKBACK_BLOCKS = 20;
/** A cache entry's default time to live, in milliseconds: 5 minutes. */
export const CACHE_TTL_MS = 5 * 60_000;

/**
 * The minimum cacheable length of a model's prompt, in tokens: a breakpoint's prefix shorter than it is not cached.
 * Figures as published for the current models (Opus 4.5 and 4.6, Haiku 4.5: 4096; Sonnet 4.6: 2048; Haiku 3 and
 * 3.5: 2048; the other Claude 4 and 3.7 models: 1024); a model not named here: 1024. Source: Anthropic's prompt
 * caching guide, "Cache limitations" (docs.anthropic.com/en/docs/build-with-claude/prompt-caching), checked on
 * 2026-11-28 through quotes of it (its Sonnet 4.6 figure was 1024 when anthropics/anthropic-sdk-python#1194 reported
 * that caching starts at 2048 tokens on claude-sonnet-4-6, the figure the guide gives since). The workbook's default
 * model, claude-sonnet-4-6, caches nothing shorter than 2048 tokens: s10's demo is sized for it.
 */
export function minimumCacheable(model: string): number {
  if (/opus-4-[56]|haiku-4-5/.test(model)) return 4096;
  if (/sonnet-4-6|haiku-3/.test(model)) return 2048;
  return 1024;
}

/** One block of the prefix: its text for the cache's key (cache_control left out), its tokens, its breakpoint. */
interface PrefixBlock {
  key: string;
  tokens: number;
  breakpoint?: { ttlMs: number };
}

/** The request's prefix, block by block: tools, system, messages. */
function prefixBlocks(request: CachedRequest): PrefixBlock[] {
  const block = (part: unknown, role = ""): PrefixBlock => {
    const { cache_control, ...rest } = (
      typeof part === "object" && part !== null ? part : { type: "text", text: part }
    ) as {
      cache_control?: { type: string; ttl?: string };
    };
    const key = `${role}${JSON.stringify(rest)}`;
    const ttlMs = cache_control?.ttl === "1h" ? 60 * 60_000 : CACHE_TTL_MS;
    return { key, tokens: Math.ceil(key.length / 4), ...(cache_control ? { breakpoint: { ttlMs } } : {}) };
  };
  const system = typeof request.system === "string" ? [request.system] : (request.system ?? []);
  return [
    ...(request.tools ?? []).map((t) => block(t, "tool:")),
    ...system.filter((s) => s !== "").map((s) => block(s, "system:")),
    ...request.messages.flatMap((m) =>
      (typeof m.content === "string" ? [m.content] : m.content).map((b) => block(b, `${m.role}:`)),
    ),
  ];
}

/**
 * How many breakpoints a request marks (the API refuses more than {@link MAX_BREAKPOINTS}): the blocks of its prefix
 * (prefixBlocks's) with a cache_control, counted without writing out each block's key (the mock counts every request).
 */
export function breakpointCount(request: CachedRequest): number {
  const marked = (part: unknown) =>
    typeof part === "object" && part !== null && Boolean((part as { cache_control?: unknown }).cache_control);
  const system = typeof request.system === "string" ? [] : (request.system ?? []);
  const blocks = request.messages.flatMap((m) => (typeof m.content === "string" ? [] : m.content));
  return [...(request.tools ?? []), ...system, ...blocks].filter(marked).length;
}

/** The API's refusal of a request that marks more than {@link MAX_BREAKPOINTS} breakpoints. */
export function tooManyBreakpoints(found: number): string {
  return `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${found}.`;
}

/** The prompt cache of one API key, on a clock the caller gives (the mock's, or a script's). */
export class PromptCache {
  /** Each written prefix, by its hash: its tokens, and until when it lives. */
  private readonly entries = new Map<string, { tokens: number; until: number; ttlMs: number }>();

  /**
   * The usage of `request` sent at `now` (milliseconds, the caller's clock), and the cache after it: what it read,
   * what it wrote, the rest. A request without breakpoints reads and writes nothing.
   */
  account(request: CachedRequest, now: number): CacheUsage {
    const blocks = prefixBlocks(request);
    const total = blocks.reduce((sum, b) => sum + b.tokens, 0);
    // The hash and the tokens of each prefix that ends at block i.
    const hashes: string[] = [];
    const tokens: number[] = [];
    const hash = createHash("sha256").update(request.model);
    let sum = 0;
    for (const b of blocks) {
      hash.update(`\u0000${b.key}`);
      hashes.push(hash.copy().digest("hex"));
      sum += b.tokens;
      tokens.push(sum);
    }
    for (const [key, entry] of this.entries) if (entry.until < now) this.entries.delete(key);
    const breakpoints = blocks.flatMap((b, i) => (b.breakpoint ? [i] : []));
    // Read: the longest earlier prefix that ends at a breakpoint, or within the lookback before one.
    let read = 0;
    for (const at of breakpoints) {
      for (let i = at; i >= Math.max(0, at - LOOKBACK_BLOCKS); i--) {
        const entry = this.entries.get(hashes[i]);
        if (entry) {
          read = Math.max(read, tokens[i]);
          entry.until = now + entry.ttlMs; // a read refreshes it
          break;
        }
      }
    }
    // Write: each breakpoint's prefix long enough to cache; what the last one holds beyond the read is written.
    let written = 0;
    const minimum = minimumCacheable(request.model);
    for (const at of breakpoints) {
      if (tokens[at] < minimum) continue;
      const ttlMs = blocks[at].breakpoint!.ttlMs;
      const entry = this.entries.get(hashes[at]);
      if (entry) entry.until = Math.max(entry.until, now + ttlMs);
      else this.entries.set(hashes[at], { tokens: tokens[at], until: now + ttlMs, ttlMs });
      written = Math.max(written, tokens[at] - read);
    }
    return {
      input_tokens: total - read - written,
      cache_creation_input_tokens: written,
      cache_read_input_tokens: read,
    };
  }
}
