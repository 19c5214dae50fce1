/**
 * @module The UTF-16 code units of a text, copied into a typed array for the scan loops: one
 * kind of array whatever kind of string the text is (see docs/performance.md). With Node's
 * `Buffer` (on a little-endian machine) the copy of a long text is one native call; a short text,
 * and any text elsewhere, is copied by a plain loop.
 */

/** True when `Buffer` can write UTF-16 code units straight into a `Uint16Array`'s memory. */
export const NATIVE_COPY: boolean =
  typeof Buffer === 'function' && new Uint16Array(new Uint8Array([1, 0]).buffer)[0] === 1;

/**
 * Texts shorter than this are copied by the loop even where the native copy works: the call into
 * `Buffer` costs about what copying 64 to 128 characters one by one does, and far more before the
 * process has warmed up (lexicon phrases, short messages and tool names are mostly shorter).
 */
export const NATIVE_FROM = 64;

/**
 * A reusable array of code units. Each scanner keeps its own, so a scan never overwrites the
 * units another is reading; the units of one text are valid until the next {@link CodeUnits.of}.
 * It grows to the longest text read: a capped message (4,000 characters, a few times that in the
 * rare text NFKC expands), 8 KB or so.
 */
export class CodeUnits {
  private units = new Uint16Array(1024);
  private bytes: Buffer | undefined;

  /** @param native - copy with `Buffer` (the default where it works; false forces the loop). */
  constructor(private readonly native: boolean = NATIVE_COPY) {
    this.bytes = this.bufferOf(this.units);
  }

  /** The code units of `text`: entries 0 to `text.length - 1` (later ones are left over). */
  of(text: string): Uint16Array {
    const n = text.length;
    if (this.units.length < n) {
      this.units = new Uint16Array(Math.max(n, 2 * this.units.length));
      this.bytes = this.bufferOf(this.units);
    }
    const units = this.units;
    if (this.bytes !== undefined && n >= NATIVE_FROM) this.bytes.write(text, 0, 'utf16le');
    else for (let i = 0; i < n; i++) units[i] = text.charCodeAt(i);
    return units;
  }

  private bufferOf(units: Uint16Array): Buffer | undefined {
    return this.native ? Buffer.from(units.buffer, units.byteOffset, units.byteLength) : undefined;
  }
}
