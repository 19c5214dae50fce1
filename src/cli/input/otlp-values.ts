/**
 * @module OTLP JSON values → plain JavaScript: `[{key, value: {stringValue|intValue|…}}]` becomes
 * the attribute map a span reader takes (`{ key: value }`), as the SDK would hold it.
 */
import { isRecord } from '../../adapters/values';

/**
 * One OTLP `AnyValue`: `stringValue`, `boolValue`, `intValue` (a number or a decimal string, as
 * the JSON encoding writes 64-bit integers), `doubleValue`, `arrayValue.values`,
 * `kvlistValue.values` (an object), `bytesValue` (kept as its base64 string). Unknown → undefined.
 */
export function anyValue(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  if ('stringValue' in value) return typeof value.stringValue === 'string' ? value.stringValue : undefined;
  if ('boolValue' in value) return value.boolValue === true;
  if ('intValue' in value) return toNumber(value.intValue);
  if ('doubleValue' in value) return toNumber(value.doubleValue);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(anyValue) : [];
  }
  if ('kvlistValue' in value) {
    const values = isRecord(value.kvlistValue) ? value.kvlistValue.values : undefined;
    return keyValues(values);
  }
  if ('bytesValue' in value) return typeof value.bytesValue === 'string' ? value.bytesValue : undefined;
  return undefined;
}

/** An OTLP `KeyValue[]` as a plain object; entries without a string key are dropped. */
export function keyValues(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.key !== 'string') continue;
    const value = anyValue(entry.value);
    if (value !== undefined) out[entry.key] = value;
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
