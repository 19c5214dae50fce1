/**
 * @module Groups flattened, indexed attributes (`<prefix><N>.<rest>`) as OpenInference and
 * OpenLLMetry write lists: `llm.input_messages.0.message.role`, `gen_ai.prompt.1.content`, ….
 */
import type { ReadContext } from './values';

/** Highest list index accepted; a larger index is treated as malformed. */
const MAX_INDEX = 100_000;

/**
 * The entries of the list flattened under `prefix`, in index order: each entry maps the key
 * remainder after `<prefix><N>.` to its value. Keys with a missing or oversized index are skipped
 * and counted. Sparse indices keep their order; gaps are dropped.
 */
export function indexedGroups(
  attributes: Readonly<Record<string, unknown>>,
  prefix: string,
  ctx: ReadContext,
): Record<string, unknown>[] {
  const groups = new Map<number, Record<string, unknown>>();
  for (const key of Object.keys(attributes)) {
    if (!key.startsWith(prefix)) continue;
    const dot = key.indexOf('.', prefix.length);
    const digits = key.slice(prefix.length, dot === -1 ? undefined : dot);
    const index = /^\d{1,6}$/.test(digits) ? Number(digits) : -1;
    if (index < 0 || index > MAX_INDEX || dot === -1) {
      ctx.skipped++;
      continue;
    }
    let group = groups.get(index);
    if (group === undefined) {
      group = {};
      groups.set(index, group);
    }
    group[key.slice(dot + 1)] = attributes[key];
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
}
