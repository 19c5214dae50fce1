import { describe, expect, it } from 'vitest';
import { anyValue, keyValues } from '../../../src/cli/input/otlp-values';

describe('OTLP values', () => {
  it('converts every AnyValue kind', () => {
    expect(anyValue({ stringValue: 's' })).toBe('s');
    expect(anyValue({ intValue: '42' })).toBe(42);
    expect(anyValue({ intValue: 7 })).toBe(7);
    expect(anyValue({ doubleValue: 0.5 })).toBe(0.5);
    expect(anyValue({ boolValue: true })).toBe(true);
    expect(anyValue({ arrayValue: { values: [{ stringValue: 'a' }, { intValue: '1' }] } })).toEqual(['a', 1]);
    expect(anyValue({ kvlistValue: { values: [{ key: 'k', value: { boolValue: false } }] } })).toEqual({ k: false });
    expect(anyValue({ bytesValue: 'AAE=' })).toBe('AAE=');
    expect(anyValue({ arrayValue: {} })).toEqual([]);
  });

  it('drops malformed entries instead of throwing', () => {
    expect(anyValue(null)).toBeUndefined();
    expect(anyValue({ intValue: 'x' })).toBeUndefined();
    expect(anyValue({ unknown: 1 })).toBeUndefined();
    expect(
      keyValues([{ key: 'a', value: { stringValue: 'b' } }, { value: { stringValue: 'no key' } }, null, { key: 'c' }]),
    ).toEqual({ a: 'b' });
    expect(keyValues('nope')).toEqual({});
  });
});
