/**
 * @module Cheap content fingerprints of messages, used to merge a span's messages into a tracked
 * conversation and to recognise a span that repeats messages already analysed in its trace.
 */
import { roleOf, textOf, toolCallsOf } from '../messages/extract';
import { capText } from '../messages/prepare';
import { isWhiteSpace } from '../text/normalize';
import { argumentsKeyFromText } from '../tools/arguments-key';
import { canonicalArguments } from '../tools/canonical-json';

/**
 * cyrb53, a fast 53-bit string hash (collisions are negligible at conversation scale), fed piece by
 * piece: the digest is that of the pieces joined, without building the joined string (which V8
 * would also copy flat before reading it).
 */
export class Hash53 {
  private h1: number;
  private h2: number;

  constructor(seed = 0) {
    this.h1 = 0xdeadbeef ^ seed;
    this.h2 = 0x41c6ce57 ^ seed;
  }

  /** Feeds `text.slice(start, end)`, read in place. */
  add(text: string, start = 0, end = text.length): this {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = start; i < end; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
    return this;
  }

  /** The 53-bit hash of everything fed. */
  digest(): number {
    let h1 = this.h1;
    let h2 = this.h2;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  }
}

/** cyrb53 of one string. */
export function hash53(text: string, seed = 0): number {
  return new Hash53(seed).add(text).digest();
}

/**
 * The canonical form of a call's arguments: the tool detectors' `canonicalArguments` (keys
 * sorted, white space dropped, within a node and depth budget, never calling a member of the
 * value), read straight from the JSON text when it comes back token for token. One form for the
 * whole library: a fingerprint and a loop check agree on what "the same arguments" means.
 */
function argumentsKey(args: unknown): string {
  return argumentsKeyFromText(args) ?? canonicalArguments(args);
}

/**
 * Feeds the text that identifies a message's content: capped like the analyzer reads it, then
 * trimmed (the bounds are moved past white space, as `trim` would cut it; nothing is copied).
 * Returns false when that text is empty.
 */
function addContent(hash: Hash53, message: object): boolean {
  const text = capText(textOf(message));
  let start = 0;
  let end = text.length;
  while (start < end && isWhiteSpace(text.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(text.charCodeAt(end - 1))) end--;
  hash.add(text, start, end);
  return end > start;
}

/**
 * Fingerprint of a whole message (role, text, tool calls). Equal fingerprints mean the same message
 * as far as the analyzer is concerned; ids are ignored because conventions disagree on them.
 */
export function messageFingerprint(message: unknown): number {
  if (message === null || typeof message !== 'object') return 0;
  const hash = new Hash53().add(roleOf(message) ?? '?').add('\u0000');
  addContent(hash, message);
  for (const call of toolCallsOf(message))
    hash.add('\u0001').add(call.name).add('\u0000').add(argumentsKey(call.arguments));
  return hash.digest();
}

/**
 * Adds the fingerprints of a message's items to `out`: its text, each tool call, and a tool
 * result. Items survive the re-packaging a parent span does (the GenAI `invoke_agent` span puts a
 * turn's text, tool calls and tool results into one output message). System and developer messages
 * have no items.
 */
export function addItemFingerprints(message: unknown, out: number[]): void {
  if (message === null || typeof message !== 'object') return;
  const role = roleOf(message);
  if (role === undefined || role === 'system' || role === 'developer') return;
  if (role === 'tool') {
    const result = new Hash53().add('r\u0000');
    addContent(result, message);
    out.push(result.digest());
    return;
  }
  const text = new Hash53().add(role).add('\u0000');
  if (addContent(text, message)) out.push(text.digest());
  for (const call of toolCallsOf(message))
    out.push(new Hash53().add('c\u0000').add(call.name).add('\u0000').add(argumentsKey(call.arguments)).digest());
}
