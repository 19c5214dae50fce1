/**
 * @module Caps on what is kept of a message's tool calls: how many calls are read, and how long a
 * tool name or call id may be. A conversation the span processor tracks keeps these fields, so
 * each has a bound (see docs/security.md).
 */
import { fnv1a } from '../text/fnv1a';
import type { RawToolCall } from './extract';

/** Tool calls read per assistant message; later ones are counted (`toolCalls`), not read. */
export const MAX_CALLS_READ = 32;

/** Longest tool name or call id kept as it is (OpenAI allows function names of 64 characters). */
export const MAX_KEY_CHARS = 64;

/** Characters of an over-long name or id kept before its `…` and hash. */
const KEY_HEAD = MAX_KEY_CHARS - 9;

/**
 * A tool name or call id of at most {@link MAX_KEY_CHARS} characters: a longer one becomes its
 * first 55 characters, `…` and the FNV-1a hash of the whole, so two long names still compare
 * equal exactly when they were equal (up to the hash). Never ends in half a surrogate pair.
 */
export function capKey(text: string): string {
  if (text.length <= MAX_KEY_CHARS) return text;
  let head = text.slice(0, KEY_HEAD);
  const last = head.charCodeAt(head.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) head = head.slice(0, -1);
  // Joined (a flat copy): a slice or concatenation would keep the whole text alive.
  return [head, '…', fnv1a(text)].join('');
}

/** {@link capKey} of a value that may be absent. */
export function capOptionalKey(text: string | undefined): string | undefined {
  return text === undefined ? undefined : capKey(text);
}

/** The first {@link MAX_CALLS_READ} calls, with names and ids capped by {@link capKey}. */
export function readCalls(calls: readonly RawToolCall[]): RawToolCall[] {
  const out: RawToolCall[] = [];
  for (let i = 0; i < calls.length && i < MAX_CALLS_READ; i++) {
    const call = calls[i]!;
    const name = capKey(call.name);
    const id = capOptionalKey(call.id);
    out.push(name === call.name && id === call.id ? call : { id, name, arguments: call.arguments });
  }
  return out;
}
