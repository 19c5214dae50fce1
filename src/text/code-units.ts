/**
 * @module The UTF-16 code units of a text, copied into a typed array for the scan loops: one
 * kind of array whatever kind of string the text is (see docs/performance.md). With Node's
 * `Buffer` (on a little-endian machine) the copy is one native call; elsewhere a plain loop.
 */

/** True when `Buffer` can write UTF-16 code units straight into a `Uint16Array`'s memory. */
export const NATIVE_COPY: boolean =
  typeof Buffer === 'function' && new Uint16Array(new Uint8Array([1, 0]).buffer)[0] === 1;

/** Initial length of a {@link CodeUnits}: 8 KB, a capped message (`MAX_MESSAGE_CHARS`) and some. */
const INITIAL_UNITS = 4096;

/**
 * A reusable array of code units. Each scanner keeps its own, so a scan never overwrites the
 * units another is reading; the units of one text are valid until the next {@link CodeUnits.of}.
 * It starts at the size of a capped message (4,000 characters), so it grows only for the rare
 * text NFKC expands: a scan loop met with the growth only after V8 optimised it would be dropped
 * and optimised again.
 */
export class CodeUnits {
  private units = new Uint16Array(INITIAL_UNITS);
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
    if (this.bytes !== undefined) this.bytes.write(text, 0, 'utf16le');
    else for (let i = 0; i < n; i++) units[i] = text.charCodeAt(i);
    return units;
  }

  /** The units {@link CodeUnits.of} gave last (entries 0 to that text's length − 1; later ones are left over). */
  get latest(): Uint16Array {
    return this.units;
  }

  private bufferOf(units: Uint16Array): Buffer | undefined {
    return this.native ? Buffer.from(units.buffer, units.byteOffset, units.byteLength) : undefined;
  }
}
