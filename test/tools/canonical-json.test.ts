import { describe, expect, it } from 'vitest';
import {
  argumentsValue,
  canonicalArguments,
  canonicalJson,
  fnv1a,
  MAX_JSON_DEPTH,
  MAX_JSON_NODES,
  MAX_PARSE_CHARS,
  parseJson,
} from '../../src/tools/canonical-json';

describe('parseJson', () => {
  it('parses valid JSON and reports syntax errors without throwing', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJson('{"a": ')).toEqual({ ok: false, reason: 'syntax' });
    expect(parseJson("{'a': 1}")).toEqual({ ok: false, reason: 'syntax' });
  });

  it('refuses texts over the limit', () => {
    expect(parseJson('[' + '1,'.repeat(10) + '1]', 5)).toEqual({ ok: false, reason: 'too_long' });
  });

  it('survives 10,000-deep nesting (a RangeError in some engines is caught)', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const result = parseJson(deep);
    expect(result.ok || (!result.ok && (result.reason === 'depth' || result.reason === 'syntax'))).toBe(true);
  });
});

describe('canonicalJson', () => {
  it('ignores key order at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('keeps array order, drops undefined members, writes non-finite numbers as null', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: NaN, c: Infinity })).toBe('{"b":null,"c":null}');
  });

  it('stops at the depth budget on cyclic and 10,000-deep objects', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(canonicalJson(cyclic)).toContain('…');
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { k: deep };
    const started = performance.now();
    expect(canonicalJson(deep).endsWith('…')).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('writes … exactly where the node budget runs out, and nothing after it', () => {
    const ones = (n: number) => Array.from({ length: n }, () => 1);
    expect(canonicalJson(ones(MAX_JSON_NODES - 1))).toBe(`[${ones(MAX_JSON_NODES - 1).join(',')}]`);
    expect(canonicalJson(ones(MAX_JSON_NODES))).toBe(`[${ones(MAX_JSON_NODES - 1).join(',')},…`);
    expect(canonicalJson({ b: ones(MAX_JSON_NODES), a: 1 })).toBe(
      `{"a":1,"b":[${ones(MAX_JSON_NODES - 3).join(',')},…`,
    );
  });

  it('writes … exactly past the depth budget', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'x' : [nest(depth - 1)]);
    expect(canonicalJson(nest(MAX_JSON_DEPTH))).toBe('['.repeat(MAX_JSON_DEPTH) + '"x"' + ']'.repeat(MAX_JSON_DEPTH));
    expect(canonicalJson(nest(MAX_JSON_DEPTH + 1))).toBe('['.repeat(MAX_JSON_DEPTH + 1) + '…');
  });

  it('never throws on throwing getters', () => {
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(canonicalJson(hostile)).toBe('!unreadable');
  });
});

describe('canonicalArguments', () => {
  it('treats JSON strings and objects alike, ignoring key order and white space', () => {
    const a = canonicalArguments('{"reservation_id": "ZQ4T7B",  "cabin":"economy"}');
    expect(canonicalArguments('{\n  "cabin": "economy",\n  "reservation_id": "ZQ4T7B"\n}')).toBe(a);
    expect(canonicalArguments({ cabin: 'economy', reservation_id: 'ZQ4T7B' })).toBe(a);
    expect(canonicalArguments('{"cabin": "business", "reservation_id": "ZQ4T7B"}')).not.toBe(a);
  });

  it('reads missing, null, empty and {} arguments as the same empty set', () => {
    const empty = canonicalArguments(undefined);
    for (const raw of [null, '', '  ', '{}', {}, 'null']) expect(canonicalArguments(raw)).toBe(empty);
  });

  it('compares non-JSON strings by their white-space-collapsed text', () => {
    expect(canonicalArguments('ls  -la\n/tmp')).toBe(canonicalArguments('ls -la /tmp'));
    expect(canonicalArguments('ls -la /tmp')).not.toBe(canonicalArguments('ls -la /var'));
  });

  it('unwraps JSON-encoded JSON strings', () => {
    expect(canonicalArguments(JSON.stringify(JSON.stringify({ b: 1, a: 2 })))).toBe(canonicalArguments({ a: 2, b: 1 }));
    expect(argumentsValue('"{\\"a\\": 1}"')).toEqual({ a: 1 });
  });

  it('hashes megabyte argument strings instead of parsing them', () => {
    const huge = JSON.stringify({ blob: 'x'.repeat(MAX_PARSE_CHARS * 16) });
    const started = performance.now();
    const key = canonicalArguments(huge);
    expect(performance.now() - started).toBeLessThan(200);
    expect(key).toBe(`#${huge.length}:${fnv1a(huge)}`);
    expect(canonicalArguments(huge.replace('"x', '"y'))).not.toBe(key);
  });
});
