/**
 * @module `Ints`: arrays of small integers (30-bit), allocated in the cheaper of two forms. V8
 * allocates a plain array inline on its heap, but a typed array's backing store outside it, at
 * ~0.4 µs each: more than tokenising a short message costs. A plain array is also slower to fill
 * past a few hundred elements. So short arrays are plain and long ones typed.
 */

/** An array of small integers: a plain array (short) or an `Int32Array` (long). */
export type Ints = readonly number[] | Int32Array;

/** Lengths from which {@link newInts} and {@link copyInts} make a typed array. */
export const TYPED_FROM = 256;

/** A new array of `length` elements, each `fill`. */
export function newInts(length: number, fill: number): number[] | Int32Array {
  return length >= TYPED_FROM ? new Int32Array(length).fill(fill) : new Array<number>(length).fill(fill);
}

/** A copy of the first `length` elements of `source`. */
export function copyInts(source: Int32Array, length: number): Ints {
  if (length >= TYPED_FROM) return source.slice(0, length);
  const out = new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = source[i]!;
  return out;
}
