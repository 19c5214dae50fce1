/**
 * `analyze` on arrays that lie about their length or hold almost nothing but holes: it never
 * throws (beyond the documented TypeError for a non-array), and its cost follows the messages
 * present, not `length`.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';

const user = (content: string) => ({ role: 'user', content });
const assistant = (content: string) => ({ role: 'assistant', content });

/** A Proxy over a real array whose `length` reads as `length`. */
function lyingLength(items: unknown[], length: unknown): unknown[] {
  return new Proxy(items, {
    get: (target, key, receiver) => (key === 'length' ? length : Reflect.get(target, key, receiver)),
  });
}

/** Milliseconds `fn` takes. */
function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

describe('lying lengths', () => {
  const items = [user('where is my order'), assistant('Let me check.')];

  it.each([-1, 1.5, NaN, Infinity, -Infinity, 1e12, 2 ** 32, '2', null, undefined, {}])(
    'a length of %s never throws',
    (length) => {
      const report = analyze(lyingLength(items, length));
      expect(report.turnCount).toBeLessThanOrEqual(1);
    },
  );

  it('a length whose valueOf throws never escapes', () => {
    const hostile = {
      valueOf() {
        throw new Error('valueOf');
      },
      toString() {
        throw new Error('toString');
      },
    };
    expect(() => analyze(lyingLength(items, hostile))).not.toThrow();
    expect(() => analyze(lyingLength(items, Symbol('length')))).not.toThrow();
  });

  it('a length of 1e12 over a get trap that invents messages costs what the real items cost', () => {
    const inventing = new Proxy([] as unknown[], {
      get: (target, key, receiver) =>
        key === 'length'
          ? 1e12
          : typeof key === 'string' && /^\d+$/.test(key)
            ? user('again')
            : Reflect.get(target, key, receiver),
    });
    let report: ReturnType<typeof analyze> | undefined;
    expect(timed(() => (report = analyze(inventing)))).toBeLessThan(1_000);
    expect(report!.turnCount).toBe(0);
  });
});

describe('sparse arrays', () => {
  it('length 1e8 with three messages: read in milliseconds, at their own indices', () => {
    const sparse: unknown[] = [];
    sparse[5] = user('where is my order');
    sparse[50_000_000] = assistant('It is on its way.');
    sparse[99_999_999] = user('WHY IS IT STILL NOT HERE!!!');
    let report: ReturnType<typeof analyze> | undefined;
    expect(timed(() => (report = analyze(sparse)))).toBeLessThan(1_000);
    expect(report!.turnCount).toBe(2);
    expect(report!.assistantTurns).toBe(1);
    expect(report!.signals.length).toBeGreaterThan(0);
    expect(report!.signals.every((s) => s.messageIndex === 99_999_999)).toBe(true);
  });

  it('length 2^32 - 1 does not crash the process', () => {
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    sparse[2 ** 32 - 2] = user('hello?');
    let report: ReturnType<typeof analyze> | undefined;
    expect(timed(() => (report = analyze(sparse)))).toBeLessThan(1_000);
    expect(report!.turnCount).toBe(1);
  });

  it('only the last maxMessages messages present are read; earlier ones are counted', () => {
    const sparse: unknown[] = [];
    for (let i = 0; i < 10; i++) sparse[i * 1_000_000] = user(i === 0 ? 'THIS IS BROKEN!!!' : `question ${i}`);
    const report = analyze(sparse, { maxMessages: 3 });
    expect(report.turnCount).toBe(10);
    // The all-caps first message is outside the window of the last three present messages.
    expect(report.signals.filter((s) => s.messageIndex === 0)).toEqual([]);
  });

  it('a small array with holes reads as before (holes are positions, skipped)', () => {
    const holey: unknown[] = [user('first'), , user('THIS IS BROKEN!!!')]; // eslint-disable-line no-sparse-arrays
    const report = analyze(holey);
    expect(report.turnCount).toBe(2);
    expect(report.signals.some((s) => s.messageIndex === 2)).toBe(true);
  });
});
