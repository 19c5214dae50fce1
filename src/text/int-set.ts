/**
 * @module `IntSet`: an immutable set of small non-negative integers in one packed plain array (an
 * open-addressing table, then the distinct values in order; see `minusOnes`). Cheaper to
 * build and to probe than a `Set<number>`.
 */
import { homeSlot, tableBits } from './hash-slots';
import { minusOnes } from './ints';

/** Largest value an {@link IntSet} holds: values are 30-bit, small integers in V8. */
export const MAX_INT_SET_VALUE = 0x3fffffff;

/** A free table slot: {@link minusOnes} gives a table of free slots. */
const FREE = -1;

/** An immutable set of integers in [0, {@link MAX_INT_SET_VALUE}]; iterates in first-insertion order. */
export class IntSet implements ReadonlySet<number> {
  /** Number of distinct values. */
  readonly size: number;
  /**
   * Slots [0, capacity) are the table (open addressing, linear probing: a value, or -1 for a
   * free slot; at most half full), then the distinct values in first-insertion order.
   */
  private readonly data: readonly number[];
  private readonly capacity: number;
  private readonly shift: number;

  private constructor(data: readonly number[], capacity: number, shift: number, size: number) {
    this.data = data;
    this.capacity = capacity;
    this.shift = shift;
    this.size = size;
  }

  /** The set of the first `count` entries of `values` (duplicates allowed; each in range). */
  static from(values: ArrayLike<number>, count: number): IntSet {
    const bits = tableBits(count);
    const capacity = 1 << bits;
    const data = minusOnes(capacity + count);
    const shift = 32 - bits;
    const mask = capacity - 1;
    let size = 0;
    for (let i = 0; i < count; i++) {
      const value = values[i]!;
      let slot = homeSlot(value, shift);
      for (;;) {
        const stored = data[slot]!;
        if (stored === FREE) {
          data[slot] = value;
          data[capacity + size++] = value;
          break;
        }
        if (stored === value) break;
        slot = (slot + 1) & mask;
      }
    }
    return new IntSet(data, capacity, shift, size);
  }

  /** True when `value` is in the set. */
  has(value: number): boolean {
    if ((value & MAX_INT_SET_VALUE) !== value) return false; // not an integer in [0, MAX_INT_SET_VALUE]
    return this.contains(value);
  }

  /** {@link has} for a value known to be an integer in range. */
  private contains(value: number): boolean {
    const data = this.data;
    const mask = this.capacity - 1;
    let slot = homeSlot(value, this.shift);
    for (;;) {
      const stored = data[slot]!;
      if (stored === FREE) return false;
      if (stored === value) return true;
      slot = (slot + 1) & mask;
    }
  }

  /**
   * True when a value of `this` is in `other` and not in `except`: what a loop over the set
   * would find, without an iterator (a `for…of` in a function too large for V8 to inline the
   * iterator into allocates a result object per value).
   */
  someIn(other: IntSet, except?: IntSet): boolean {
    const data = this.data;
    const end = this.capacity + this.size;
    for (let i = this.capacity; i < end; i++) {
      const value = data[i]!;
      if (other.contains(value) && (except === undefined || !except.contains(value))) return true;
    }
    return false;
  }

  /** Number of values of `this` that `other` lacks, counted in order up to `limit` (0 and below: counted in full). */
  countNotIn(other: IntSet, limit = 0): number {
    const data = this.data;
    const end = this.capacity + this.size;
    let missing = 0;
    for (let i = this.capacity; i < end; i++) if (!other.contains(data[i]!) && ++missing === limit) break;
    return missing;
  }

  /** The values of `this` that `other` holds, in order (`this` itself when it holds them all). */
  keptIn(other: IntSet): IntSet {
    return this.filtered(other, true);
  }

  /** The values of `this` that `other` lacks, in order (`this` itself when it lacks them all). */
  without(other: IntSet): IntSet {
    return this.filtered(other, false);
  }

  /** The values of `this` whose presence in `other` is `present`: collected in a reused buffer, copied by `from`. */
  private filtered(other: IntSet, present: boolean): IntSet {
    const data = this.data;
    const end = this.capacity + this.size;
    if (kept.length < this.size) kept = new Int32Array(2 * this.size);
    const out = kept;
    let count = 0;
    for (let i = this.capacity; i < end; i++) {
      const value = data[i]!;
      if (other.contains(value) === present) out[count++] = value;
    }
    return count === this.size ? this : IntSet.from(out, count);
  }

  /** Number of values of `this` that `other` holds. */
  sharedWith(other: IntSet): number {
    return this.sharedAtLeast(other, 0);
  }

  /**
   * {@link sharedWith}, or -1 as soon as fewer than `needed` shared values remain possible: a
   * dissimilar pair is given up after a fraction of the values.
   */
  sharedAtLeast(other: IntSet, needed: number): number {
    const data = this.data;
    const end = this.capacity + this.size;
    let shared = 0;
    // Values not yet read plus those shared so far must still reach `needed`.
    let misses = this.size - needed;
    if (misses < 0) return -1;
    for (let i = this.capacity; i < end; i++) {
      if (other.contains(data[i]!)) shared++;
      else if (--misses < 0) return -1;
    }
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

  values(): SetIterator<number> {
    return new IntSetValues(this.data, this.capacity, this.capacity + this.size);
  }

  [Symbol.iterator](): SetIterator<number> {
    return this.values();
  }
}

/** The values {@link IntSet.keptIn} and {@link IntSet.without} keep, before `from` copies them (one runs at a time). */
let kept = new Int32Array(256);

/**
 * The values of an {@link IntSet}, in order: a plain iterator, not a generator, so that a
 * `for…of` over a set compiles to a loop that allocates nothing per value.
 */
class IntSetValues implements SetIterator<number> {
  constructor(
    private readonly data: readonly number[],
    /** Slot of the next value. */
    private position: number,
    private readonly end: number,
  ) {}

  next(): IteratorResult<number, undefined> {
    if (this.position >= this.end) return { value: undefined, done: true };
    return { value: this.data[this.position++]!, done: false };
  }

  [Symbol.iterator](): SetIterator<number> {
    return this;
  }
}
