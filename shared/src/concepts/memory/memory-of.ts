/** s09's memory store for a lesson after s09 that runs it without teaching it (s10). */
import { rebuildIndex } from "./memory-index.ts";
import { parseMemoryPath, refuseBadMemoryName, refuseCaseTwin } from "./memory-path.ts";
import { MEMORY_LIMITS, MemoryStore } from "./memory-store.ts";

/** The memory of `workdir` as s09 keeps it: its paths checked and its index rebuilt by s09's code (the kit's copy). */
export function memoryOf(workdir: string): MemoryStore {
  return new MemoryStore(workdir, MEMORY_LIMITS, {
    parseMemoryPath,
    refuseCaseTwin,
    refuseBadMemoryName,
    rebuildIndex,
  });
}
