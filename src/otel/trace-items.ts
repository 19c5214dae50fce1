/**
 * @module The item fingerprints analysed per trace, for de-duplication (a parent agent span
 * repeating its model spans is not analysed again): bounded in traces, in items per trace and in
 * bytes, the least recently used trace forgotten first.
 */

/** Item fingerprints remembered per trace; later ones are not added. */
export const MAX_TRACE_ITEMS = 10_000;
/** Bytes of fingerprint storage held across all traces (typed arrays, exact). */
export const MAX_TRACE_BYTES = 8 * 1024 * 1024;

/**
 * A set of 53-bit fingerprints in one `Float64Array` (open addressing, linear probing, at most
 * half full; 0 marks an empty slot, the fingerprint 0 is kept in a flag): 16 to 32 bytes an item,
 * against about 48 for a `Set` of heap numbers.
 */
export class FingerprintSet {
  private slots = new Float64Array(16);
  private hasZero = false;
  /** Fingerprints held. */
  size = 0;

  /** Bytes of storage held. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /** True when `fp` was added. */
  has(fp: number): boolean {
    if (fp === 0) return this.hasZero;
    const mask = this.slots.length - 1;
    for (let i = (fp >>> 0) & mask; ; i = (i + 1) & mask) {
      const slot = this.slots[i]!;
      if (slot === fp) return true;
      if (slot === 0) return false;
    }
  }

  /** Adds `fp` (a no-op when present). */
  add(fp: number): void {
    if (fp === 0) {
      if (!this.hasZero) this.size++;
      this.hasZero = true;
      return;
    }
    if (2 * (this.size + 1) > this.slots.length) this.grow();
    if (place(this.slots, fp)) this.size++;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    for (const fp of old) if (fp !== 0) place(this.slots, fp);
  }
}

/** Puts `fp` (not 0) into `slots`; false when it was there already. */
function place(slots: Float64Array, fp: number): boolean {
  const mask = slots.length - 1;
  for (let i = (fp >>> 0) & mask; ; i = (i + 1) & mask) {
    const slot = slots[i]!;
    if (slot === fp) return false;
    if (slot === 0) {
      slots[i] = fp;
      return true;
    }
  }
}

interface Entry {
  readonly items: FingerprintSet;
  expires: number;
}

/**
 * Per-trace fingerprint sets: at most `maxTraces` traces, {@link MAX_TRACE_ITEMS} items each and
 * `maxBytes` bytes of storage in all; a trace not seen for `ttlMs` is dropped. Traces forgotten
 * before their time (to stay within the traces or bytes bound) are counted in {@link evicted}.
 */
export class TraceItems {
  private readonly traces = new Map<string, Entry>();
  private heldBytes = 0;
  /** Traces forgotten to stay within the bounds (not by expiry). */
  evicted = 0;

  constructor(
    private readonly maxTraces: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxBytes: number = MAX_TRACE_BYTES,
  ) {}

  /** Traces held. */
  get size(): number {
    return this.traces.size;
  }

  /** Bytes of fingerprint storage held. */
  get bytes(): number {
    return this.heldBytes;
  }

  /** The live set of a trace, refreshed as most recently used; undefined when absent or expired. */
  get(traceId: string): FingerprintSet | undefined {
    const entry = this.traces.get(traceId);
    if (entry === undefined) return undefined;
    this.traces.delete(traceId);
    const now = this.now();
    if (entry.expires <= now) {
      this.heldBytes -= entry.items.bytes;
      return undefined;
    }
    entry.expires = now + this.ttlMs;
    this.traces.set(traceId, entry);
    return entry.items;
  }

  /** Adds `fps` to the trace's set (`items`, from {@link get}, or a new one), then evicts past the bounds. */
  remember(traceId: string, items: FingerprintSet | undefined, fps: readonly number[]): void {
    if (this.maxTraces <= 0) return;
    let entry = items === undefined ? undefined : this.traces.get(traceId);
    if (entry === undefined || entry.items !== items) {
      const old = this.traces.get(traceId);
      if (old !== undefined) {
        this.traces.delete(traceId);
        this.heldBytes -= old.items.bytes;
      }
      entry = { items: new FingerprintSet(), expires: this.now() + this.ttlMs };
      this.traces.set(traceId, entry);
      this.heldBytes += entry.items.bytes;
    }
    const before = entry.items.bytes;
    for (const fp of fps) if (entry.items.size < MAX_TRACE_ITEMS) entry.items.add(fp);
    this.heldBytes += entry.items.bytes - before;
    for (const [key, oldest] of this.traces) {
      if (this.traces.size <= this.maxTraces && this.heldBytes <= this.maxBytes) break;
      if (key === traceId) continue;
      this.traces.delete(key);
      this.heldBytes -= oldest.items.bytes;
      this.evicted++;
    }
  }

  /** Drops expired traces (oldest first, stopping at the first live one). */
  prune(): void {
    const now = this.now();
    for (const [key, entry] of this.traces) {
      if (entry.expires > now) break;
      this.traces.delete(key);
      this.heldBytes -= entry.items.bytes;
    }
  }

  /** Forgets every trace. */
  clear(): void {
    this.traces.clear();
    this.heldBytes = 0;
  }
}
