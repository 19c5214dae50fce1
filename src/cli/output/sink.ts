/**
 * @module `OutputSink`: buffered writes to stdout (one write per 64 KiB instead of one per row).
 */

/** The part of a writable stream the sink uses. */
export interface WritableText {
  write(text: string): unknown;
}

const FLUSH_AT = 64 * 1024;

/** Collects text and writes it in large chunks. */
export class OutputSink {
  private chunks: string[] = [];
  private size = 0;

  /** @param beforeWrite - Called before each write to `stream` (the progress bar clears its line). */
  constructor(
    private readonly stream: WritableText,
    private readonly beforeWrite?: () => void,
  ) {}

  /** Queues text; writes when the buffer is full. */
  write(text: string): void {
    if (text === '') return;
    this.chunks.push(text);
    this.size += text.length;
    if (this.size >= FLUSH_AT) this.flush();
  }

  /** Writes everything queued. */
  flush(): void {
    if (this.size === 0) return;
    this.beforeWrite?.();
    this.stream.write(this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
  }
}
