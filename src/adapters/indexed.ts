/**
 * @module Groups flattened, indexed attributes (`<prefix><N>.<rest>`) as OpenInference and
 * OpenLLMetry write lists: `llm.input_messages.0.message.role`, `gen_ai.prompt.1.content`, ….
 */
import type { Message, Role } from '../types';
import type { AdapterResult, ReaderOptions } from './types';
import { ReadContext } from './values';

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

/**
 * Reads the messages of flattened, indexed lists: the `input` prefix (messages default to `user`)
 * then the `output` prefix (default `assistant`), each entry through `readMessage`. Never throws:
 * a failure mid-way keeps what was read and counts one skip.
 */
export function readIndexedMessages(
  attributes: Readonly<Record<string, unknown>>,
  prefixes: { readonly input: string; readonly output: string },
  options: ReaderOptions | undefined,
  readMessage: (entry: Record<string, unknown>, fallbackRole: Role, ctx: ReadContext) => Message | undefined,
): AdapterResult {
  const ctx = new ReadContext(options);
  const messages: Message[] = [];
  try {
    for (const [prefix, fallbackRole] of [
      [prefixes.input, 'user'],
      [prefixes.output, 'assistant'],
    ] as const) {
      for (const entry of indexedGroups(attributes, prefix, ctx)) {
        const message = readMessage(entry, fallbackRole, ctx);
        if (message !== undefined) messages.push(message);
      }
    }
  } catch {
    ctx.skipped++;
  }
  return { messages, skipped: ctx.skipped };
}
