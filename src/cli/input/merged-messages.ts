/**
 * @module The messages of one conversation merged span by span, each message kept once, in time
 * linear in the spans' messages: a key per message is interned to a number once, and each span is
 * compared with the history through an index of positions and a prefix function, never by
 * re-reading the history.
 */
import { textOf, toolCallsOf } from '../../messages/extract';
import type { Message } from '../../types';

/** What {@link MergedMessages.add} did with a span's messages. */
export type MergeOutcome = 'kept' | 'replaced' | 'appended';

/** Numbers for message keys, shared by the conversations of one input so equal messages share a number. */
export class MessageKeys {
  private readonly ids = new Map<string, number>();

  /** The number of a message's identity: role, trimmed text and tool-call names. */
  of(message: Message): number {
    const calls = toolCallsOf(message)
      .map((c) => c.name)
      .join(',');
    const key = `${message.role}\u0000${textOf(message).trim()}\u0000${calls}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }
}

/**
 * A conversation's messages, grown by {@link add}: a span repeating what is known (its messages
 * a subsequence of the history) is dropped; a span extending it (the history a subsequence of the
 * span, as a turn carrying the full history) replaces it; an overlap of the history's end with
 * the span's start is joined once; anything else (a turn carrying only its new messages) is
 * appended. Each `add` costs O(span · log history), or O(span) plus the history when it replaces.
 */
export class MergedMessages {
  /** The merged messages. */
  messages: Message[] = [];
  private keys: number[] = [];
  /** Key number → its positions in `keys`, ascending. */
  private positions = new Map<number, number[]>();

  constructor(private readonly keyOf: MessageKeys = new MessageKeys()) {}

  /** Merges one span's messages (see the class). */
  add(next: readonly Message[]): MergeOutcome {
    const b = next.map((m) => this.keyOf.of(m));
    if (this.keys.length > 0 && this.hasSubsequence(b)) return 'kept';
    if (this.keys.length === 0 || (b.length >= this.keys.length && isSubsequence(this.keys, b))) {
      this.messages = [...next];
      this.keys = b;
      this.positions = new Map();
      b.forEach((key, i) => this.index(key, i));
      return 'replaced';
    }
    const from = overlap(this.keys, b);
    for (let i = from; i < next.length; i++) {
      this.index(b[i]!, this.keys.length);
      this.keys.push(b[i]!);
      this.messages.push(next[i]!);
    }
    return 'appended';
  }

  private index(key: number, position: number): void {
    const list = this.positions.get(key);
    if (list === undefined) this.positions.set(key, [position]);
    else list.push(position);
  }

  /** True when `needle` is a subsequence of the history: greedy, jumping to each key's next position. */
  private hasSubsequence(needle: readonly number[]): boolean {
    let after = -1;
    for (const key of needle) {
      const list = this.positions.get(key);
      if (list === undefined) return false;
      const at = firstAbove(list, after);
      if (at === undefined) return false;
      after = at;
    }
    return true;
  }
}

/** The first element of the ascending `list` above `value`, or undefined. */
function firstAbove(list: readonly number[], value: number): number | undefined {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! > value) hi = mid;
    else lo = mid + 1;
  }
  return list[lo];
}

function isSubsequence(needle: readonly number[], hay: readonly number[]): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}

/**
 * The longest k such that the last k keys of `a` are the first k keys of `b` (KMP: the prefix
 * function of `b`, then a match over the last |b| keys of `a`). O(|b|).
 */
function overlap(a: readonly number[], b: readonly number[]): number {
  const m = b.length;
  if (m === 0) return 0;
  const fail = new Int32Array(m);
  for (let i = 1, q = 0; i < m; i++) {
    while (q > 0 && b[i] !== b[q]) q = fail[q - 1]!;
    if (b[i] === b[q]) q++;
    fail[i] = q;
  }
  let q = 0;
  for (let i = Math.max(0, a.length - m); i < a.length; i++) {
    while (q > 0 && (q === m || a[i] !== b[q])) q = fail[q - 1]!;
    if (a[i] === b[q]) q++;
  }
  return q;
}
