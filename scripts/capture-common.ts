/**
 * @module What the fixture-capture scripts share: the repository root, the scratch directory the
 * instrumentation libraries are loaded from (`--from`: they are not dependencies of agent-signals,
 * and stay untyped here on purpose), a span exporter that copies each span, and the booking
 * conversation the OpenAI captures replay (ours, written for these fixtures).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/* eslint-disable @typescript-eslint/no-explicit-any */
/** A value from an untyped library. */
export type Any = any;

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const fromIndex = process.argv.indexOf('--from');
/** The scratch directory given by `--from` (default: the working directory). */
export const FROM = resolve(fromIndex > 0 ? (process.argv[fromIndex + 1] ?? '.') : '.');

/** `require` resolving from {@link FROM}, so every library shares its single `@opentelemetry/api`. */
export const requireFrom = createRequire(join(FROM, 'package.json'));

/** The installed version of package `name` in {@link FROM}. */
export function versionOf(name: string): string {
  const file = join(FROM, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A span as the fixtures store it. */
export interface CapturedSpan {
  name: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

/** A span exporter that copies each span into `into` as it is exported. */
export function snapshotExporter(into: CapturedSpan[]): Any {
  return {
    export(spans: Any[], done: (r: { code: number }) => void) {
      for (const s of spans) {
        into.push({
          name: s.name,
          spanId: s.spanContext().spanId,
          parentSpanId: s.parentSpanContext?.spanId,
          attributes: { ...s.attributes },
        });
      }
      done({ code: 0 });
    },
    shutdown: async () => {},
  };
}

/** The conversation the OpenAI captures replay: a failed booking, a frustrated user asking for a human. */
export const BOOKING_CHAT = [
  { role: 'system', content: 'You are a helpful booking assistant.' },
  { role: 'user', content: "Book a table for two at Luigi's tonight at 8pm." },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'book_table', arguments: '{"restaurant":"Luigi\'s","party":2}' },
      },
    ],
  },
  { role: 'tool', tool_call_id: 'call_1', content: "Error: missing required parameter 'time'" },
  { role: 'assistant', content: 'Sorry, I could not book it. Which time would you like?' },
  { role: 'user', content: 'This does not work!!! I already said 8pm. Let me speak to a human.' },
];

/** The one tool the booking captures offer: a handoff to a human. */
export const BOOKING_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'transfer_to_human',
      description: 'Hand the conversation to a human agent.',
      parameters: { type: 'object', properties: { reason: { type: 'string' } } },
    },
  },
];
