import { describe, expect, it } from 'vitest';
import { argumentsKeyFromText } from '../../src/tools/arguments-key';
import { canonicalArguments, MAX_JSON_DEPTH, MAX_JSON_NODES } from '../../src/tools/canonical-json';

/** A deterministic pseudo-random number generator (no flaky tests). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('argumentsKeyFromText', () => {
  it.each([
    '{}',
    ' { } ',
    '{"user_id": "mia_li_3668"}',
    '{"b": 1, "a": 2, "B": 3, "a ": 4, "": 5, "10": 6, "2": 7, "é": 8}',
    '{"reservation_id": "ZQ4T7B", "passengers": [{"last_name": "Li", "first_name": "Mia"}], "items": [1, 2.5, -3, true, null]}',
    '{"command": "ls -la\\n\\tcd \\"/tmp\\"\\\\x", "empty": "", "list": [], "obj": {}}',
    '{\n  "nested": {"z": {"y": {"x": [[["deep"]]]}}},\n  "a": 0\n}',
    '{"__proto__": {"polluted": true}, "constructor": 1}',
    '{"n": 1e-7, "m": 123456789, "o": 0.1, "p": -0.5}',
  ])('equals canonicalArguments for %j', (text) => {
    expect(argumentsKeyFromText(text)).toBe(canonicalArguments(text));
  });

  it.each([
    ['a number JavaScript writes differently', '{"a": 2.50}'],
    ['an exponent', '{"a": 1e3}'],
    ['minus zero', '{"a": -0}'],
    ['a \\u escape', '{"a": "\\u0041"}'],
    ['an escaped slash', '{"a": "\\/"}'],
    ['a surrogate', '{"a": "\ud83d\ude00"}'],
    ['a repeated key', '{"a": 1, "a": 2}'],
    ['an escaped key', '{"\\u0061": 1}'],
    ['a top-level array', '[1, 2]'],
    ['a JSON-encoded string', '"{\\"a\\": 1}"'],
    ['invalid JSON', '{"a": 1,}'],
    ['trailing text', '{"a": 1} x'],
    ['plain text', 'ls -la'],
  ])('leaves %s to canonicalArguments', (_, text) => {
    expect(argumentsKeyFromText(text)).toBeUndefined();
  });

  it('leaves non-string arguments to canonicalArguments', () => {
    expect(argumentsKeyFromText({ a: 1 })).toBeUndefined();
    expect(argumentsKeyFromText(undefined)).toBeUndefined();
  });

  it('stops at the depth and node budgets, where canonical JSON writes …', () => {
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    expect(argumentsKeyFromText(nested(MAX_JSON_DEPTH))).toBe(canonicalArguments(nested(MAX_JSON_DEPTH)));
    expect(argumentsKeyFromText(nested(MAX_JSON_DEPTH + 1))).toBeUndefined();
    expect(argumentsKeyFromText(nested(10_000))).toBeUndefined();
    const wide = (n: number) => `{"a":[${Array.from({ length: n }, () => '1').join(',')}]}`;
    expect(argumentsKeyFromText(wide(MAX_JSON_NODES - 2))).toBe(canonicalArguments(wide(MAX_JSON_NODES - 2)));
    expect(argumentsKeyFromText(wide(MAX_JSON_NODES - 1))).toBeUndefined();
  });

  it('equals canonicalArguments whenever it answers, on random objects', () => {
    const next = random(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const keys = ['a', 'b', 'B', 'a ', '', 'é', '10', '2', 'q"', 'steps'];
    const scalars = [
      '1',
      '-0',
      '2.5',
      '2.50',
      '1e3',
      '-1.25e-7',
      '1e400',
      '"x"',
      '""',
      '"a\\nb"',
      '"\\/"',
      '"\\u0041"',
      'true',
      'null',
    ];
    const space = ['', ' ', '\n  ', '\t'];
    const value = (depth: number): string => {
      const r = next();
      if (depth === 0 || r < 0.4) return pick(scalars);
      const n = Math.floor(next() * 4);
      if (r < 0.7) return `[${Array.from({ length: n }, () => pick(space) + value(depth - 1)).join(',')}]`;
      return `{${Array.from({ length: n }, () => `${pick(space)}${JSON.stringify(pick(keys))}${pick(space)}:${value(depth - 1)}`).join(',')}${pick(space)}}`;
    };
    let answered = 0;
    for (let i = 0; i < 5_000; i++) {
      const text = `{"a":${value(3)}${next() < 0.5 ? `,"b":${value(2)}` : ''}}`;
      const key = argumentsKeyFromText(text);
      if (key === undefined) continue;
      answered++;
      expect(key, text).toBe(canonicalArguments(text));
    }
    expect(answered).toBeGreaterThan(500);
  });
});
