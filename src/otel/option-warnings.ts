/**
 * @module Invalid options of the span processor: each reported once with `diag.warn`, naming the
 * option, while the processor falls back to its default (it never throws into the host).
 */
import { validateOptions } from '../options';
import { diagWarn } from './diag';

/** The processor's own options: a check and what a valid value is, in the warning's words. */
const PROCESSOR_CHECKS: ReadonlyArray<readonly [string, (value: unknown) => boolean, string]> = [
  ['flagMarker', (v) => typeof v === 'string', 'a string'],
  ['evaluationEvent', (v) => typeof v === 'boolean', 'a boolean'],
  ['shouldAnalyze', (v) => typeof v === 'function', 'a function'],
  ['maxConversations', isCount, 'a finite number >= 0'],
  ['maxRetainedBytes', isCount, 'a finite number >= 0'],
  ['conversationTtlMs', isCount, 'a finite number >= 0'],
  ['maxAttributeLength', isCount, 'a finite number >= 0'],
  ['maxInlineChars', isCount, 'a finite number >= 0'],
  ['meterProvider', (v) => v !== null && typeof v === 'object', 'a MeterProvider'],
];

/**
 * Warns (through `diag.warn`) about every invalid option the processor will replace by its default:
 * the `analyze` options as `analyze` would reject them (the profile is reported on its own), then
 * the processor's own. `options` that is not an object is reported too. Never throws.
 */
export function warnInvalidOptions(options: unknown): void {
  try {
    if (options === undefined || options === null) return;
    if (typeof options !== 'object' || Array.isArray(options)) {
      diagWarn('SignalsSpanProcessor options must be an object; using the defaults');
      return;
    }
    const { profile: _profile, ...analyzeOptions } = options as Record<string, unknown>;
    try {
      validateOptions(analyzeOptions);
    } catch (error) {
      diagWarn(`${error instanceof Error ? error.message : String(error)}; the processor uses its default`);
    }
    const o = options as Record<string, unknown>;
    for (const [name, valid, expected] of PROCESSOR_CHECKS) {
      const value = o[name];
      if (value !== undefined && !valid(value))
        diagWarn(`option \`${name}\` must be ${expected}; the processor uses its default`);
    }
  } catch {
    // A hostile options object (throwing getters) is read as far as it can be.
  }
}

/** A count option: a finite number ≥ 0 (`resolveProcessorOptions` rounds it down). */
export function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
