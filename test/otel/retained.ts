/**
 * Test helper: what a `ConversationCache` keeps reachable, beyond the state every cache shares
 * (compiled lexicons, resolved defaults).
 */
import { ConversationCache } from '../../src/otel/conversation-cache';

/** String characters and numbers (array elements, fields) reachable from a cache. */
export interface Retained {
  chars: number;
  numbers: number;
}

/**
 * Walks everything reachable from `cache` (fields, arrays, Maps, Sets), skipping what a fresh
 * cache with one tiny English conversation also reaches and the compiled lexicon a tracker points
 * to (a field named `lexicon`: one per language, compiled once): that is shared, not per-conversation.
 */
export function retainedState(cache: ConversationCache): Retained {
  const baseline = new ConversationCache({ maxConversations: 1, conversationTtlMs: 60_000, maxMessages: 1 });
  baseline.resolve([{ role: 'user', content: 'Message number one says: lorem ipsum dolor sit amet' }], 'b', undefined);
  const seen = new Set<object>();
  walk(baseline, seen, { chars: 0, numbers: 0 });
  const out: Retained = { chars: 0, numbers: 0 };
  walk(cache, seen, out);
  return out;
}

function walk(value: unknown, seen: Set<object>, out: Retained): void {
  if (typeof value === 'string') {
    out.chars += value.length;
    return;
  }
  if (typeof value === 'number') {
    out.numbers++;
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const next = (v: unknown) => walk(v, seen, out);
  if (value instanceof Map)
    for (const [k, v] of value) {
      next(k);
      next(v);
    }
  else if (value instanceof Set) for (const v of value) next(v);
  else for (const [k, v] of Object.entries(value)) if (k !== 'lexicon') next(v);
}
