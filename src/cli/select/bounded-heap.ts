/**
 * @module `BoundedHeap`: keeps the `capacity` smallest items of a stream under a comparator in
 * O(capacity) memory and O(log capacity) per push.
 */

/** Keeps the `capacity` items that sort first under `compare`. */
export class BoundedHeap<T> {
  /** A max-heap under `compare`: the root is the kept item that sorts last. */
  private readonly items: T[] = [];

  constructor(
    readonly capacity: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** Number of items kept. */
  get size(): number {
    return this.items.length;
  }

  /** Offers an item; returns true when it was kept. */
  push(item: T): boolean {
    if (this.capacity <= 0) return false;
    if (this.items.length < this.capacity) {
      this.items.push(item);
      this.siftUp(this.items.length - 1);
      return true;
    }
    const root = this.items[0] as T;
    if (this.compare(item, root) >= 0) return false;
    this.items[0] = item;
    this.siftDown(0);
    return true;
  }

  /** True when `item` would be kept by {@link push} (cheap pre-check before building it). */
  wouldKeep(item: T): boolean {
    return this.capacity > 0 && (this.items.length < this.capacity || this.compare(item, this.items[0] as T) < 0);
  }

  /** The kept items, first (smallest) first. */
  sorted(): T[] {
    return [...this.items].sort(this.compare);
  }

  private siftUp(index: number): void {
    const { items, compare } = this;
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(items[i] as T, items[parent] as T) <= 0) break;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }

  private siftDown(index: number): void {
    const { items, compare } = this;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < items.length && compare(items[left] as T, items[largest] as T) > 0) largest = left;
      if (right < items.length && compare(items[right] as T, items[largest] as T) > 0) largest = right;
      if (largest === i) return;
      [items[i], items[largest]] = [items[largest] as T, items[i] as T];
      i = largest;
    }
  }
}
