/**
 * @module `IntSet`: an immutable set of small non-negative integers in two typed arrays (an
 * open-addressing table and the distinct values in order). Cheaper to build and to probe than a
 * `Set<number>`, and it allocates two arrays instead of a growing hash table.
 */

/** Largest value an {@link IntSet} holds (values are stored plus one; zero marks a free slot). */
export const MAX_INT_SET_VALUE = 0x7ffffffe;

/** An immutable set of integers in [0, {@link MAX_INT_SET_VALUE}]; iterates in first-insertion order. */
export class IntSet implements ReadonlySet<number> {
  /** Number of distinct values. */
  readonly size: number;
  /**
   * One buffer: slots [0, capacity) are the table (open addressing, linear probing: value + 1,
   * or 0 for a free slot; at most half full), then the distinct values in first-insertion order.
   */
  private readonly data: Int32Array;
  private readonly capacity: number;
  private readonly shift: number;

  private constructor(data: Int32Array, capacity: number, shift: number, size: number) {
    this.data = data;
    this.capacity = capacity;
    this.shift = shift;
    this.size = size;
  }

  /** The set of the first `count` entries of `values` (duplicates allowed). */
  static from(values: Int32Array, count: number): IntSet {
    let bits = 1;
    while (1 << bits < 2 * count) bits++;
    const capacity = 1 << bits;
    const data = new Int32Array(capacity + count);
    const shift = 32 - bits;
    const mask = capacity - 1;
    let size = 0;
    for (let i = 0; i < count; i++) {
      const value = values[i]!;
      let slot = Math.imul(value, 0x9e3779b1) >>> shift;
      for (;;) {
        const stored = data[slot]!;
        if (stored === 0) {
          data[slot] = value + 1;
          data[capacity + size++] = value;
          break;
        }
        if (stored === value + 1) break;
        slot = (slot + 1) & mask;
      }
    }
    return new IntSet(data, capacity, shift, size);
  }

  /** True when `value` is in the set. */
  has(value: number): boolean {
    if (!Number.isInteger(value) || value < 0 || value > MAX_INT_SET_VALUE) return false;
    return this.contains(value);
  }

  /** {@link has} for a value known to be an integer in range. */
  private contains(value: number): boolean {
    const data = this.data;
    const mask = this.capacity - 1;
    let slot = Math.imul(value, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const stored = data[slot]!;
      if (stored === 0) return false;
      if (stored === value + 1) return true;
      slot = (slot + 1) & mask;
    }
  }

  /** Number of values of `this` that `other` holds. */
  sharedWith(other: IntSet): number {
    const data = this.data;
    const end = this.capacity + this.size;
    let shared = 0;
    for (let i = this.capacity; i < end; i++) if (other.contains(data[i]!)) shared++;
    return shared;
  }

  forEach(callback: (value: number, key: number, set: ReadonlySet<number>) => void, thisArg?: unknown): void {
    for (const value of this.values()) callback.call(thisArg, value, value, this);
  }

  *entries(): SetIterator<[number, number]> {
    for (const value of this.values()) yield [value, value];
  }

  keys(): SetIterator<number> {
    return this.values();
  }

  *values(): SetIterator<number> {
    for (let i = this.capacity; i < this.capacity + this.size; i++) yield this.data[i]!;
  }

  [Symbol.iterator](): SetIterator<number> {
    return this.values();
  }
}
