/**
 * @module The progress bar: drawn on stderr only when it is a terminal and the input is large,
 * with conversations, rate and (when the total size is known) percentage and ETA.
 */
import { count } from './output/text';

/** Inputs at least this large (bytes) get a bar; unknown sizes (stdin) get one after a while. */
export const LARGE_INPUT_BYTES = 4 * 1024 * 1024;
const FIRST_DRAW_MS = 400;
const REDRAW_MS = 100;

/** The part of a TTY stream the bar uses. */
export interface ProgressStream {
  write(text: string): unknown;
  readonly columns?: number;
}

/** A progress bar; call {@link tick} freely (it redraws at most ten times a second). */
export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    /** Total input bytes, or undefined when unknown (stdin). */
    private readonly totalBytes: number | undefined,
  ) {}

  /** Updates the bar with the conversations scored and bytes read so far. */
  tick(conversations: number, bytes: number): void {
    const now = Date.now();
    if (now - this.started < FIRST_DRAW_MS || now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    this.drawn = true;
    const seconds = (now - this.started) / 1000;
    const rate = conversations / Math.max(seconds, 0.001);
    const columns = this.stream.columns !== undefined && this.stream.columns > 0 ? this.stream.columns : 80;
    const width = Math.max(40, columns - 1);
    let line = `${count(conversations)} conversations · ${count(Math.round(rate))}/s`;
    if (this.totalBytes !== undefined && this.totalBytes > 0) {
      const fraction = Math.min(1, bytes / this.totalBytes);
      const eta = fraction > 0 ? (seconds * (1 - fraction)) / fraction : Infinity;
      const text = `${(fraction * 100).toFixed(0).padStart(3)}%  ${line}  ETA ${clock(eta)}`;
      const barWidth = Math.max(0, Math.min(30, width - text.length - 3));
      const filled = Math.round(barWidth * fraction);
      line = barWidth >= 5 ? `[${'█'.repeat(filled)}${'░'.repeat(barWidth - filled)}] ${text}` : text;
    }
    this.stream.write(`\r${line.slice(0, width)}\u001b[K`);
  }

  /** Clears the bar, if it is on screen (before anything else is printed, and at the end); the next tick redraws it. */
  clear(): void {
    if (!this.drawn) return;
    this.drawn = false;
    this.stream.write('\r\u001b[K');
  }
}

/**
 * Whether to draw a bar for this run: stderr is a terminal, the input is large (or of unknown
 * size), and no rows stream to the same terminal meanwhile (`streamsToSameTerminal`), where the
 * bar and the rows would share one line.
 */
export function wantsProgress(
  enabled: boolean,
  isTTY: boolean,
  totalBytes: number | undefined,
  streamsToSameTerminal = false,
): boolean {
  return enabled && isTTY && !streamsToSameTerminal && (totalBytes === undefined || totalBytes >= LARGE_INPUT_BYTES);
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mmss = `${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
