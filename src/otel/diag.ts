/**
 * @module Diagnostics and baggage without a runtime import of `@opentelemetry/api` (the
 * processor imports only types from it).
 *
 * `@opentelemetry/api` keeps its globals in `globalThis[Symbol.for('opentelemetry.js.api.1')]` and
 * its context keys are `Symbol.for(description)`, precisely so that several copies of the 1.x API
 * in one process share them. Reading them here is what `diag.warn()` and
 * `propagation.getBaggage()` do internally, so messages reach the logger registered with
 * `diag.setLogger()` and baggage set with `propagation.setBaggage()` is found, whichever 1.x copy
 * the host uses — and the `agent-signals/otel` entry loads no OpenTelemetry code at all.
 */
import type { Context, DiagLogger } from '@opentelemetry/api';

const API_GLOBAL = Symbol.for('opentelemetry.js.api.1');
const BAGGAGE_KEY = Symbol.for('OpenTelemetry Baggage Key');
const PREFIX = 'agent-signals: ';

function logger(): Partial<DiagLogger> | undefined {
  const api = (globalThis as Record<symbol, { diag?: Partial<DiagLogger> } | undefined>)[API_GLOBAL];
  return api?.diag;
}

/** Writes a warning to the registered OpenTelemetry diag logger, if any. Never throws. */
export function diagWarn(message: string, error?: unknown): void {
  try {
    logger()?.warn?.(PREFIX + message, ...(error === undefined ? [] : [error]));
  } catch {
    // A throwing logger must not reach the host.
  }
}

/** Writes an informational message to the registered OpenTelemetry diag logger, if any. Never throws. */
export function diagInfo(message: string): void {
  try {
    logger()?.info?.(PREFIX + message);
  } catch {
    // A throwing logger must not reach the host.
  }
}

/** Writes an error to the registered OpenTelemetry diag logger, if any. Never throws. */
export function diagError(message: string, error?: unknown): void {
  try {
    logger()?.error?.(PREFIX + message, ...(error === undefined ? [] : [error]));
  } catch {
    // A throwing logger must not reach the host.
  }
}

/** The value of a W3C baggage entry in `context`, or undefined. Never throws. */
export function baggageValue(context: Context | undefined, key: string): string | undefined {
  try {
    const baggage = context?.getValue(BAGGAGE_KEY) as
      { getEntry?: (k: string) => { value?: unknown } | undefined } | undefined;
    const value = baggage?.getEntry?.(key)?.value;
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}
