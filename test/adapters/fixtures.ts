/**
 * Loading of the captured span fixtures for the reader tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One captured span. */
export interface FixtureSpan {
  name: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

/** The spans of `fixtures/otel/<path>`, in end order. */
export function fixtureSpans(path: string): FixtureSpan[] {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'otel', path), 'utf8');
  return (JSON.parse(text) as { spans: FixtureSpan[] }).spans;
}

/** The attributes of the fixture span named `name` (the `index`-th one when repeated). */
export function fixtureAttributes(path: string, name: string, index = 0): Record<string, unknown> {
  const span = fixtureSpans(path).filter((s) => s.name === name)[index];
  if (span === undefined) throw new Error(`no span ${name}#${index} in ${path}`);
  return span.attributes;
}

/** The booking conversation every capture replays, as the readers should return it. */
export const BOOKING = {
  system: 'You are a helpful booking assistant.',
  ask: "Book a table for two at Luigi's tonight at 8pm.",
  toolError: "Error: missing required parameter 'time'",
  sorry: 'Sorry, I could not book it. Which time would you like?',
  angry: 'This does not work!!! I already said 8pm. Let me speak to a human.',
  handoffArgs: { reason: 'user asked for a human' },
  bookArgs: { restaurant: "Luigi's", party: 2 },
  closing: 'I am transferring you to a human agent now.',
} as const;

/** Arguments as an object, whether the reader kept a JSON string or an object. */
export function args(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
