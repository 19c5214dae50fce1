/**
 * @module OTLP JSON values → plain JavaScript: `[{key, value: {stringValue|intValue|…}}]` becomes
 * the attribute map a span reader takes (`{ key: value }`), as the SDK would hold it.
 */
import { isRecord } from '../../adapters/values';

/** Deepest nesting of `arrayValue` / `kvlistValue` read; deeper values are dropped (span attributes are flat). */
export const MAX_VALUE_DEPTH = 64;

/**
 * One OTLP `AnyValue`: `stringValue`, `boolValue`, `intValue` (a number or a decimal string, as
 * the JSON encoding writes 64-bit integers), `doubleValue`, `arrayValue.values`,
 * `kvlistValue.values` (an object), `bytesValue` (kept as its base64 string). Unknown, or nested deeper than
 * {@link MAX_VALUE_DEPTH} → undefined.
 */
export function anyValue(value: unknown, depth = 0): unknown {
  if (!isRecord(value) || depth > MAX_VALUE_DEPTH) return undefined;
  if ('stringValue' in value) return typeof value.stringValue === 'string' ? value.stringValue : undefined;
  if ('boolValue' in value) return value.boolValue === true;
  if ('intValue' in value) return toNumber(value.intValue);
  if ('doubleValue' in value) return toNumber(value.doubleValue);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map((v) => anyValue(v, depth + 1)) : [];
  }
  if ('kvlistValue' in value) {
    const values = isRecord(value.kvlistValue) ? value.kvlistValue.values : undefined;
    return keyValues(values, depth + 1);
  }
  if ('bytesValue' in value) return typeof value.bytesValue === 'string' ? value.bytesValue : undefined;
  return undefined;
}

/**
 * An OTLP `KeyValue[]` as a plain object; entries without a string key are dropped. Keys are
 * defined as own data properties (`__proto__` is a key like any other, never the prototype).
 */
export function keyValues(list: unknown, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list) || depth > MAX_VALUE_DEPTH) return out;
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.key !== 'string') continue;
    const value = anyValue(entry.value, depth + 1);
    if (value !== undefined)
      Object.defineProperty(out, entry.key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
