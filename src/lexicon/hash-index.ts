/**
 * @module `HashIndex`: values by 32-bit token hash in an open-addressing table of typed arrays.
 * Message tokens are looked up by the hash the tokeniser computed, without cutting a string; a
 * hit is a candidate that the caller confirms by comparing characters (two keys may share a hash).
 */

import { homeSlot, tableBits } from '../text/hash-slots';

/** An immutable map from int32 hashes to values. Build with {@link hashIndex}. */
export interface HashIndex<T> {
  /** Number of hashes held. */
  readonly size: number;
  /** Slot table: per slot the hash stored there. */
  readonly hashes: Int32Array;
  /** Slot table: per slot the value's position in `values` plus one, or 0 for a free slot. */
  readonly slots: Int32Array;
  readonly values: readonly T[];
  /** 32 minus log2 of the table size (see `homeSlot`). */
  readonly shift: number;
}

/** An index of the entries of `map` (at most half of its slots filled). */
export function hashIndex<T>(map: ReadonlyMap<number, T>): HashIndex<T> {
  const bits = tableBits(map.size);
  const capacity = 1 << bits;
  const hashes = new Int32Array(capacity);
  const slots = new Int32Array(capacity);
  const values: T[] = [];
  const shift = 32 - bits;
  for (const [hash, value] of map) {
    let slot = homeSlot(hash, shift);
    while (slots[slot] !== 0) slot = (slot + 1) & (capacity - 1);
    hashes[slot] = hash;
    values.push(value);
    slots[slot] = values.length;
  }
  return { size: map.size, hashes, slots, values, shift };
}

/** The value stored for `hash`, or undefined. */
export function lookup<T>(index: HashIndex<T>, hash: number): T | undefined {
  const { hashes, slots } = index;
  const mask = slots.length - 1;
  let slot = homeSlot(hash, index.shift);
  for (;;) {
    const at = slots[slot]!;
    if (at === 0) return undefined;
    if (hashes[slot] === hash) return index.values[at - 1];
    slot = (slot + 1) & mask;
  }
}

/** Appends `value` to the list kept for `key` in `map` (e.g. to build the input of {@link hashIndex}). */
export function addToList<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
