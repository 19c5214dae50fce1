/**
 * @module Lines of a byte stream, as `readline` splits them (`\n`, `\r\n` or a lone `\r`), with a
 * length limit: a line longer than the limit is dropped while it streams in and reported by its
 * length, so no string longer than the limit is ever built (V8 cannot hold one much over 512 MiB,
 * and `readline` threw an uncaught `RangeError` on such a line).
 */
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** A line longer than the limit: its text was not kept. */
export interface TooLongLine {
  /** Its length in characters (UTF-16 code units). */
  readonly tooLong: number;
}

/** Splits text into lines across chunks; see the module. */
class LineSplitter {
  private pieces: string[] = [];
  private size = 0;
  private skipping = false;
  /** The previous chunk ended with `\r`: a `\n` starting the next one belongs to that break. */
  private afterCR = false;

  constructor(private readonly maxLineChars: number) {}

  push(text: string, out: (string | TooLongLine)[]): void {
    let from = 0;
    if (this.afterCR && text.charCodeAt(0) === 0x0a) from = 1;
    this.afterCR = false;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 0x0a && c !== 0x0d) continue;
      this.append(text, from, i);
      out.push(this.take());
      if (c === 0x0d) {
        if (i + 1 === text.length) this.afterCR = true;
        else if (text.charCodeAt(i + 1) === 0x0a) i++;
      }
      from = i + 1;
    }
    this.append(text, from, text.length);
  }

  /** The last line, when the input does not end with a line break. */
  end(out: (string | TooLongLine)[]): void {
    if (this.size > 0 || this.skipping) out.push(this.take());
  }

  private append(text: string, start: number, end: number): void {
    if (end <= start) return;
    this.size += end - start;
    if (this.skipping) return;
    if (this.size > this.maxLineChars) {
      this.skipping = true;
      this.pieces = [];
    } else this.pieces.push(text.slice(start, end));
  }

  private take(): string | TooLongLine {
    const line: string | TooLongLine = this.skipping ? { tooLong: this.size } : this.pieces.join('');
    this.pieces = [];
    this.size = 0;
    this.skipping = false;
    return line;
  }
}

/**
 * The lines of `stream` (UTF-8), each a string, or a {@link TooLongLine} past `maxLineChars`.
 * `onBytes` is told the size of every chunk read (for a progress bar).
 */
export async function* readLines(
  stream: Readable,
  maxLineChars: number,
  onBytes: (bytes: number) => void = () => {},
): AsyncGenerator<string | TooLongLine> {
  const decoder = new StringDecoder('utf8');
  const splitter = new LineSplitter(maxLineChars);
  const out: (string | TooLongLine)[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    onBytes(typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length);
    splitter.push(typeof chunk === 'string' ? chunk : decoder.write(chunk), out);
    yield* out;
    out.length = 0;
  }
  splitter.push(decoder.end(), out);
  splitter.end(out);
  yield* out;
}
