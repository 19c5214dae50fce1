/**
 * @module `Ints`: arrays of small integers (30-bit), allocated in the cheaper of two forms: short
 * copies plain, long ones typed; arrays of -1 (hash tables) cut from a template (see
 * docs/performance.md).
 */

/** An array of small integers: a plain array (short) or an `Int32Array` (long). */
export type Ints = readonly number[] | Int32Array;

/** Lengths from which {@link copyInts} makes a typed array. */
export const TYPED_FROM = 256;

/**
 * A new packed plain array of `length` elements, each -1, cut from a template (one block copy).
 * Lengths past the template's largest size get a filled array.
 */
export function minusOnes(length: number): number[] {
  if (length > template.length) {
    if (length > MAX_TEMPLATE) return new Array<number>(length).fill(-1);
    template = Array.from({ length: Math.min(MAX_TEMPLATE, Math.max(length, 2 * template.length)) }, () => -1);
  }
  return template.slice(0, length);
}

/** The template of {@link minusOnes} (packed: built element by element), grown on demand. */
let template: number[] = [];
/** Largest template: 64 Ki elements, 512 KB; an `IntSet` of a 4,000-character text needs at most ~12 Ki. */
const MAX_TEMPLATE = 1 << 16;

/** A copy of the first `length` elements of `source`. */
export function copyInts(source: Int32Array, length: number): Ints {
  if (length >= TYPED_FROM) return source.slice(0, length);
  const out = new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = source[i]!;
  return out;
}
