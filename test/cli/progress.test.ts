import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutputSink } from '../../src/cli/output/sink';
import { LARGE_INPUT_BYTES, ProgressBar, wantsProgress } from '../../src/cli/progress';

describe('progress bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is drawn only on a TTY, for large or unknown-size inputs, unless disabled', () => {
    expect(wantsProgress(true, true, LARGE_INPUT_BYTES)).toBe(true);
    expect(wantsProgress(true, true, undefined)).toBe(true);
    expect(wantsProgress(true, true, LARGE_INPUT_BYTES - 1)).toBe(false);
    expect(wantsProgress(true, false, LARGE_INPUT_BYTES * 10)).toBe(false);
    expect(wantsProgress(false, true, LARGE_INPUT_BYTES * 10)).toBe(false);
    // Rows streaming to the same terminal would share the bar's line.
    expect(wantsProgress(true, true, LARGE_INPUT_BYTES * 10, true)).toBe(false);
  });

  it('is cleared before every write to stdout, so no row lands on the bar line', () => {
    vi.useFakeTimers({ now: 0 });
    const terminal: string[] = [];
    const bar = new ProgressBar({ write: (t: string) => terminal.push(t), columns: 80 }, 100);
    const sink = new OutputSink({ write: (t: string) => terminal.push(t) }, () => bar.clear());
    vi.setSystemTime(1000);
    bar.tick(10, 50);
    sink.write('ID  QUALITY\n');
    sink.flush();
    expect(terminal.slice(-2)).toEqual(['\r\u001b[K', 'ID  QUALITY\n']);
    // Nothing to clear when the bar is not on screen.
    sink.write('row\n');
    sink.flush();
    expect(terminal.slice(-2)).toEqual(['ID  QUALITY\n', 'row\n']);
  });

  it('shows percentage, rate and ETA, redraws at most every 100 ms, and clears itself', () => {
    vi.useFakeTimers({ now: 0 });
    const out: string[] = [];
    const bar = new ProgressBar({ write: (t: string) => out.push(t), columns: 100 }, 1000);
    bar.tick(10, 100);
    expect(out).toEqual([]); // nothing in the first 400 ms: short runs never show a bar
    vi.setSystemTime(1000);
    bar.tick(500, 250);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\r\[█+░+\] {2}25% {2}500 conversations · 500\/s {2}ETA 0:03\u001b\[K$/);
    vi.setSystemTime(1050);
    bar.tick(520, 260);
    expect(out).toHaveLength(1);
    bar.clear();
    expect(out[1]).toBe('\r\u001b[K');
  });

  it('without a known size shows the count and rate only', () => {
    vi.useFakeTimers({ now: 0 });
    const out: string[] = [];
    const bar = new ProgressBar({ write: (t: string) => out.push(t) }, undefined);
    vi.setSystemTime(2000);
    bar.tick(3000, 123);
    expect(out[0]).toBe('\r3,000 conversations · 1,500/s\u001b[K');
  });
});
