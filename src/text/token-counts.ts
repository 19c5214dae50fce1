/**
 * @module Which words two runs of tokens use a different number of times: a word count of each,
 * compared, in one reused table (one comparison runs at a time).
 */
import { homeSlot, tableBits } from './hash-slots';
import { hashAt, type TokenList } from './tokenize';

/** Key hash of the word of each slot. */
let keys = new Int32Array(0);
/** Count in `a` minus count in `b`, per slot. */
let deltas = new Int32Array(0);
let stamps = new Int32Array(0);
let stamp = 0;
/** The slots in order of first use. */
let used = new Int32Array(0);

/**
 * The key hashes (`hashAt`) that occur a different number of times among tokens `aFrom…` of `a`
 * and tokens `bFrom…` of `b`, in order of first occurrence (`a`'s tokens first). Empty when one
 * run is a reordering of the other.
 */
export function countsDiffer(a: TokenList, aFrom: number, b: TokenList, bFrom: number): number[] {
  const total = Math.max(0, a.length - aFrom) + Math.max(0, b.length - bFrom);
  const bits = tableBits(total, 4);
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  if (stamps.length <= mask) {
    keys = new Int32Array(mask + 1);
    deltas = new Int32Array(mask + 1);
    stamps = new Int32Array(mask + 1);
  }
  if (used.length < total) used = new Int32Array(2 * total);
  if (++stamp === 0x40000000) {
    stamps.fill(0);
    stamp = 1;
  }
  let count = 0;
  count = tally(a, aFrom, 1, shift, mask, count);
  count = tally(b, bFrom, -1, shift, mask, count);
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const slot = used[k]!;
    if (deltas[slot] !== 0) out.push(keys[slot]!);
  }
  return out;
}

/** Adds `step` to the count of each token `from…` of `tokens`; returns the number of slots used. */
function tally(tokens: TokenList, from: number, step: number, shift: number, mask: number, count: number): number {
  const current = stamp;
  const slots = stamps;
  const table = keys;
  const counts = deltas;
  const order = used;
  for (let i = from; i < tokens.length; i++) {
    const hash = hashAt(tokens, i);
    let slot = homeSlot(hash, shift);
    while (slots[slot] === current && table[slot] !== hash) slot = (slot + 1) & mask;
    if (slots[slot] !== current) {
      slots[slot] = current;
      table[slot] = hash;
      counts[slot] = 0;
      order[count++] = slot;
    }
    counts[slot] = counts[slot]! + step;
  }
  return count;
}
