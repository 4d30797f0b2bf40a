/**
 * A command's output file read in bounded pieces (s13's background jobs): its tail, and a slice of its lines. Memory
 * stays flat in the file's size, whatever its lines: a job may write a gigabyte, or one line of 600 MB, which no
 * JavaScript string holds. Lines are counted only up to COUNT_MAX_BYTES, as read_file counts them only up to 1 MB.
 */
import { type FileHandle, open } from "node:fs/promises";

/** Bytes read at a time. */
const CHUNK_BYTES = 1024 * 1024;
/** The biggest output whose lines are counted (64 MB): past it, counting would read the whole file for a number. */
export const COUNT_MAX_BYTES = 64 * 1024 * 1024;

/** The end of an output file: its last bytes as text, its size, and its lines when counted. */
export interface OutputTail {
  /** Its last `maxBytes` at most, decoded (a character cut at the start is dropped); all of it when it is shorter. */
  text: string;
  /** Its size in bytes (undefined: it could not be read). */
  bytes?: number;
  /** Its lines, as `wc -l` counts them plus a last one without its newline; undefined past COUNT_MAX_BYTES. */
  lines?: number;
}

/** A file opened for reading; none (undefined) when it does not exist. Any other failure is thrown, naming the file. */
async function openOutput(path: string): Promise<FileHandle | undefined> {
  try {
    return await open(path, "r");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** The text of bytes that may start inside a UTF-8 character: its continuation bytes at the start are dropped. */
function decodeFrom(bytes: Buffer, cutAtStart: boolean): string {
  let start = 0;
  while (cutAtStart && start < Math.min(3, bytes.length) && (bytes[start] & 0xc0) === 0x80) start++;
  return bytes.subarray(start).toString("utf-8");
}

/**
 * The last `maxBytes` of an output file, its size, and its lines (counted up to COUNT_MAX_BYTES); none: empty. A file
 *
 * that cannot be read is named, with why, in the place of its text: it never throws (a job's end is said whatever).
 */
export async function outputTail(path: string, maxBytes: number): Promise<OutputTail> {
  return readTail(path, maxBytes).catch((err: Error) => ({
    text: `(the file could not be read: ${err.message})`,
  }));
}

async function readTail(path: string, maxBytes: number): Promise<OutputTail> {
  const handle = await openOutput(path);
  if (!handle) return { text: "", bytes: 0, lines: 0 };
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, maxBytes);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    const text = decodeFrom(tail, length < size);
    if (size > COUNT_MAX_BYTES) return { text, bytes: size };
    let newlines = 0;
    await eachChunk(handle, (chunk) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      return true;
    });
    return { text, bytes: size, lines: newlines + (size > 0 && tail[length - 1] !== 10 ? 1 : 0) };
  } finally {
    await handle.close();
  }
}

/** A slice of an output file's lines: the lines read, and how many it holds (undefined: not counted, too big). */
export interface OutputLines {
  /** The lines read, each without its newline (a line past `maxBytes` cut). */
  lines: string[];
  /** How many lines the file holds; undefined past COUNT_MAX_BYTES (not counted). */
  total?: number;
}

/**
 * Lines `offset` to `offset + limit` of an output file (from 0), `maxBytes` of them at most (a longer line is cut),
 *
 * and its count of lines when it is at most COUNT_MAX_BYTES (it reads no further than the slice otherwise).
 */
export async function outputLines(
  path: string,
  offset: number,
  limit: number,
  maxBytes: number,
): Promise<OutputLines> {
  const handle = await openOutput(path);
  if (!handle) return { lines: [], total: 0 };
  try {
    const { size } = await handle.stat();
    const counting = size <= COUNT_MAX_BYTES;
    const picked: Buffer[][] = [];
    let [line, kept, last] = [0, 0, 10];
    await eachChunk(handle, (chunk) => {
      for (let start = 0; start < chunk.length; ) {
        const newline = chunk.indexOf(10, start);
        const end = newline === -1 ? chunk.length : newline;
        if (line >= offset && line < offset + limit) {
          if (picked.length === line - offset) picked.push([]);
          const piece = chunk.subarray(start, Math.min(end, start + Math.max(0, maxBytes - kept)));
          picked[line - offset].push(Buffer.from(piece));
          kept += piece.length;
        }
        if (newline === -1) break;
        line++;
        start = newline + 1;
      }
      last = chunk[chunk.length - 1];
      return counting || line < offset + limit;
    });
    const lines = picked.map((pieces) => Buffer.concat(pieces).toString("utf-8"));
    return { lines, ...(counting ? { total: line + (size > 0 && last !== 10 ? 1 : 0) } : {}) };
  } finally {
    await handle.close();
  }
}

/** Reads the file from its start a chunk at a time, while `each` says go on (true). */
async function eachChunk(handle: FileHandle, each: (chunk: Buffer) => boolean): Promise<void> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  for (let position = 0; ; ) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0 || !each(buffer.subarray(0, bytesRead))) return;
    position += bytesRead;
  }
}
