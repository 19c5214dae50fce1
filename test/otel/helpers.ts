/**
 * Shared helpers of the span-processor tests: an exporter that snapshots spans at export time,
 * fixture loading and replay through the real SDK.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  diag,
  DiagLogLevel,
  ROOT_CONTEXT,
  trace,
  type Attributes,
  type AttributeValue,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/** A span as the exporter saw it when `export()` was called (a deep copy, not a live reference). */
export interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, AttributeValue | undefined>;
  events: { name: string; attributes: Record<string, AttributeValue | undefined> }[];
}

/**
 * Copies name, attributes and events at `export()` time. `InMemorySpanExporter` keeps live
 * references, which would hide a processor that mutates spans after they were exported.
 */
export class SnapshotExporter implements SpanExporter {
  readonly spans: ExportedSpan[] = [];

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    for (const s of spans) {
      this.spans.push({
        name: s.name,
        traceId: s.spanContext().traceId,
        spanId: s.spanContext().spanId,
        parentSpanId: s.parentSpanContext?.spanId,
        attributes: structuredClone({ ...s.attributes }),
        events: s.events.map((e) => ({ name: e.name, attributes: structuredClone({ ...(e.attributes ?? {}) }) })),
      });
    }
    done({ code: 0 });
  }

  async shutdown(): Promise<void> {}

  async forceFlush(): Promise<void> {}

  /** The exported span named `name` (flag marker ignored); throws when absent. */
  byName(name: string): ExportedSpan {
    const found = this.spans.find((s) => s.name === name || s.name.startsWith(`${name} `));
    if (found === undefined)
      throw new Error(`no exported span named ${name}: ${this.spans.map((s) => s.name).join(', ')}`);
    return found;
  }

  /** The `signals.*` attributes of a span. */
  static signals(span: ExportedSpan): Record<string, AttributeValue | undefined> {
    return Object.fromEntries(Object.entries(span.attributes).filter(([k]) => k.startsWith('signals.')));
  }
}

/** A captured fixture: spans in the order they ended (= exported). */
export interface Fixture {
  source: string;
  spans: { name: string; spanId: string; parentSpanId?: string; attributes: Attributes }[];
}

/** Loads `fixtures/otel/<path>`. */
export function loadFixture(path: string): Fixture {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'otel', path), 'utf8')) as Fixture;
}

/**
 * Replays a fixture through a real tracer: every span is started (parents before children, with
 * the recorded parent links) and then ended in the recorded order, so the processor sees the same
 * trace shape and end order as in the captured run. Returns the ids of the new spans, by fixture span id.
 */
export function replay(tracer: Tracer, fixture: Fixture, parentContext: Context = ROOT_CONTEXT): Map<string, Span> {
  const byId = new Map(fixture.spans.map((s) => [s.spanId, s]));
  const started = new Map<string, Span>();
  const start = (id: string): Span => {
    const existing = started.get(id);
    if (existing !== undefined) return existing;
    const s = byId.get(id);
    if (s === undefined) throw new Error(`unknown span ${id}`);
    const parentId = s.parentSpanId;
    const ctx =
      parentId !== undefined && byId.has(parentId) ? trace.setSpan(parentContext, start(parentId)) : parentContext;
    const span = tracer.startSpan(s.name, { attributes: s.attributes }, ctx);
    started.set(id, span);
    return span;
  };
  for (const s of fixture.spans) start(s.spanId);
  for (const s of fixture.spans) started.get(s.spanId)?.end();
  return started;
}

/** Starts and ends one span with `attributes` (optionally under `parent`). */
export function emit(tracer: Tracer, name: string, attributes: Attributes, parent: Context = ROOT_CONTEXT): void {
  tracer.startSpan(name, { attributes }, parent).end();
}

/** GenAI `gen_ai.input.messages` JSON for simple `[role, text]` pairs. */
export function genaiMessages(...turns: [string, string][]): string {
  return JSON.stringify(turns.map(([role, text]) => ({ role, parts: [{ type: 'text', content: text }] })));
}

/**
 * Sends the OpenTelemetry diag logger's warnings and errors (each call's arguments) to the
 * returned list. Call `diag.disable()` when done.
 */
export function captureDiag(): unknown[][] {
  const logged: unknown[][] = [];
  const push = (...args: unknown[]) => void logged.push(args);
  diag.setLogger({ error: push, warn: push, info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);
  return logged;
}
