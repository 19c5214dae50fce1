import { describe, expect, it } from 'vitest';
import { jsonKeySet, memberValue, scanJson } from '../../src/tools/json-scan';

const KEYS = jsonKeySet(['error', 'status', 'message', 'é', 'q"']);

/** What `JSON.parse` says about a text. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A deterministic pseudo-random number generator (no flaky tests). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** The members `scanJson` reports, parsed; later duplicates overwrite earlier ones as in JSON.parse. */
function picked(text: string): Record<string, unknown> | undefined {
  const scan = scanJson(text, KEYS);
  if (!scan.valid) return undefined;
  const out: Record<string, unknown> = {};
  for (const member of scan.members) out[member.key] = memberValue(text, member);
  return out;
}

describe('scanJson', () => {
  it.each([
    '{}',
    '[]',
    ' { "a" : [ 1 , -0.5e+3 , true , false , null , "x" ] } ',
    '{"a":{"b":{"c":[[],{}]}}}',
    '"just a string"',
    '-0',
    '1E400',
    '{"a": "é \u2028 \ud800 \\ud800 \\u00e9 \\n \\" \\\\ \\/ \\b \\f \\r \\t"}',
    '{"a": 1,}',
    '[1,]',
    '{"a" 1}',
    '{a: 1}',
    "{'a': 1}",
    '[01]',
    '[1.]',
    '[.5]',
    '[+1]',
    '[1e]',
    '[-]',
    '[tru]',
    '[True]',
    '[NaN]',
    '["\\x"]',
    '["\\u12"]',
    '["\\uZZZZ"]',
    '["tab\there"]',
    '["line\nbreak"]',
    '[1]\u00a0',
    '\ufeff[1]',
    '[1] [2]',
    '{"a": [1, 2}',
    '{"a": 1]',
    '',
    '   ',
    '[',
    '{"a": "unterminated}',
  ])('agrees with JSON.parse on %j', (text) => {
    expect(scanJson(text, KEYS).valid).toBe(parses(text));
  });

  it('agrees with JSON.parse on random token soup', () => {
    const next = random(7);
    const tokens = [
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"error"',
      '"\\u0065rror"',
      '"x\\ny"',
      '"bad\\x"',
      '"\u0007"',
      '0',
      '-0',
      '01',
      '1.5',
      '1.',
      '1e5',
      '-',
      'true',
      'tru',
      'null',
      ' ',
      '\n',
      '\u00a0',
    ];
    for (let i = 0; i < 20_000; i++) {
      let text = ['{', '[', '{"error":', ''][Math.floor(next() * 4)]!;
      for (let k = Math.floor(next() * 10); k > 0; k--) text += tokens[Math.floor(next() * tokens.length)];
      expect(scanJson(text, KEYS).valid, text).toBe(parses(text));
    }
  });

  it('reports the wanted top-level members only, the last of a repeated key winning', () => {
    const text = '{"status": "ok", "data": {"error": "nested"}, "error": {"code": 500}, "status": 503, "message": "x"}';
    expect(picked(text)).toEqual({ status: 503, error: { code: 500 }, message: 'x' });
    expect(picked('[{"error": "in an array"}]')).toEqual({});
    expect(picked('{"errors": 1, "stat": 2, "Error": 3}')).toEqual({});
  });

  it('decodes escaped keys as JSON.parse does', () => {
    expect(picked('{"\\u0065rror": true, "\\u00e9": 1, "q\\"": 2}')).toEqual({ error: true, é: 1, 'q"': 2 });
  });

  it('scans 100,000-deep nesting without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(scanJson(deep, KEYS).valid).toBe(true);
    expect(scanJson(deep.slice(1), KEYS).valid).toBe(false);
  });
});

describe('memberValue', () => {
  it.each(['"plain"', '"esc\\"aped\\u00e9"', 'true', 'false', 'null', '-1.5e3', '{"a": [1, "b"]}', '[]'])(
    'gives JSON.parse(%s)',
    (value) => {
      const text = `{"status": ${value}}`;
      const scan = scanJson(text, KEYS);
      expect(scan.valid).toBe(true);
      if (scan.valid) expect(memberValue(text, scan.members[0]!)).toEqual(JSON.parse(value));
    },
  );
});
