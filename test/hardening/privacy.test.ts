/**
 * What text reaches telemetry (docs/security.md): snippets are capped at 200 characters and can be
 * turned off; system prompts and tool-call arguments never appear in a snippet, a span event, an
 * attribute or the span name. Conversations are generated with secret markers in the places that
 * must never be copied, and user/assistant/tool text free of them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { analyze } from '../../src/analyze';
import { EVENT_ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { SnapshotExporter, type ExportedSpan } from '../otel/helpers';
import { TOOL_RESULTS } from './agent-conversation';
import { hostileText, TRIGGER_PHRASES } from './arbitraries';

const SYSTEM_SECRET = 'SYSTEM-SECRET-7f3a';
const ARGS_SECRET = 'ARGS-SECRET-91c2';

interface Chat {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** User turns, assistant lines, tool calls whose arguments hold a secret, system prompts holding another. */
const step: fc.Arbitrary<Chat[]> = fc.oneof(
  fc.oneof(hostileText, fc.constantFrom(...TRIGGER_PHRASES)).map((text): Chat[] => [{ role: 'user', content: text }]),
  fc
    .constantFrom(
      'I am sorry, let me check that order for you right away.',
      'Here is what I found about your order today.',
    )
    .map((text): Chat[] => [{ role: 'assistant', content: text }]),
  fc
    .tuple(fc.constantFrom('system', 'developer'), fc.constantFrom(...TRIGGER_PHRASES))
    .map(([role, phrase]): Chat[] => [
      { role, content: `${SYSTEM_SECRET}: ${phrase.toUpperCase()}!!! speak to a human, thank you` },
    ]),
  fc
    .tuple(
      fc.constantFrom('search', 'lookup_order', 'transfer_to_human', 'execute_plan'),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(...TOOL_RESULTS),
      fc.nat(1_000),
    )
    .map(([name, times, result, n]): Chat[] =>
      Array.from({ length: times }, (_, i): Chat[] => {
        const args =
          name === 'execute_plan'
            ? {
                steps: [
                  { id: 's1', tool: 'search', args: { q: ARGS_SECRET } },
                  { id: 's2', tool: 'nope', args: { after: '$s1', token: ARGS_SECRET } },
                ],
              }
            : { q: `${ARGS_SECRET} order ${n}`, token: ARGS_SECRET };
        const id = `call-${n}-${i}`;
        return [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          },
          { role: 'tool', tool_call_id: id, content: result },
        ];
      }).flat(),
    ),
);
const conversation = fc.array(step, { maxLength: 14 }).map((steps) => steps.flat());

/** Every string the exporter received for a span: name, attribute values and event attribute values. */
function telemetryText(span: ExportedSpan): string {
  const signals = Object.entries(span.attributes).filter(([k]) => k.startsWith('signal'));
  return [
    span.name,
    ...signals.map(([, v]) => String(v)),
    ...span.events.flatMap((e) => Object.values(e.attributes).map(String)),
  ].join('\n');
}

/**
 * Runs `messages` through the real SDK as one GenAI span (system prompts as
 * `gen_ai.system_instructions`); `tracked` adds a conversation id, so the tracker path is taken.
 */
function exportSpan(messages: readonly Chat[], options?: SignalsSpanProcessorOptions, tracked = false): ExportedSpan {
  const exporter = new SnapshotExporter();
  const tracer = new BasicTracerProvider({
    spanProcessors: [new SignalsSpanProcessor(options), new SimpleSpanProcessor(exporter)],
  }).getTracer('privacy');
  const parts = (m: Chat) => [
    ...(m.content === null
      ? []
      : m.role === 'tool'
        ? [{ type: 'tool_call_response', id: m.tool_call_id, response: m.content }]
        : [{ type: 'text', content: m.content }]),
    ...(m.tool_calls ?? []).map((c) => ({
      type: 'tool_call',
      id: c.id,
      name: c.function.name,
      arguments: c.function.arguments,
    })),
  ];
  const system = messages.filter((m) => m.role === 'system').map((m) => ({ type: 'text', content: m.content }));
  const input = messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, parts: parts(m) }));
  const attributes: Record<string, string> = {
    'gen_ai.system_instructions': JSON.stringify(system),
    'gen_ai.input.messages': JSON.stringify(input),
  };
  if (tracked) attributes['gen_ai.conversation.id'] = 'conv-privacy';
  tracer.startSpan('chat', { attributes }).end();
  const span = exporter.spans[0];
  if (span === undefined) throw new Error('no span exported');
  return span;
}

const snippetsOf = (messages: readonly Chat[]): string[] =>
  analyze(messages).signals.flatMap((s) => (s.snippet === undefined ? [] : [s.snippet]));

describe('snippets', () => {
  it('every span event snippet is at most 200 characters and never ends in half a surrogate pair', () => {
    fc.assert(
      fc.property(conversation, fc.constantFrom('x', '😀', 'A!'), fc.boolean(), (messages, filler, tracked) => {
        const long = messages.map((m) =>
          (m.role === 'user' || m.role === 'tool') && m.content !== null
            ? { ...m, content: `${m.content} ${filler.repeat(300)} ${m.content}` }
            : m,
        );
        for (const event of exportSpan(long, undefined, tracked).events) {
          const snippet = event.attributes[EVENT_ATTR.SNIPPET];
          if (snippet === undefined) continue;
          expect(typeof snippet).toBe('string');
          const text = snippet as string;
          expect(text.length).toBeLessThanOrEqual(200);
          const last = text.charCodeAt(text.length - 1);
          expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('includeSnippets: false leaves signal.snippet off every event and snippet off every report signal', () => {
    fc.assert(
      fc.property(conversation, fc.boolean(), (messages, tracked) => {
        const span = exportSpan(messages, { includeSnippets: false }, tracked);
        for (const event of span.events) expect(event.attributes).not.toHaveProperty(EVENT_ATTR.SNIPPET);
        for (const signal of analyze(messages, { includeSnippets: false }).signals)
          expect(signal).not.toHaveProperty('snippet');
      }),
      { numRuns: 40 },
    );
  });
});

describe('text that is never copied', () => {
  it('system and developer prompts appear in no snippet, event, attribute or span name', () => {
    fc.assert(
      fc.property(conversation, fc.boolean(), (messages, tracked) => {
        for (const snippet of snippetsOf(messages)) expect(snippet).not.toContain(SYSTEM_SECRET);
        expect(telemetryText(exportSpan(messages, undefined, tracked))).not.toContain(SYSTEM_SECRET);
      }),
      { numRuns: 60 },
    );
  });

  it('tool-call arguments appear in no snippet other than the retry one (regression guard for every other signal)', () => {
    fc.assert(
      fc.property(conversation, (messages) => {
        for (const signal of analyze(messages).signals) {
          if (signal.type === 'execution.loops.retry') continue; // see the failing test below
          expect(signal.snippet ?? '', signal.type).not.toContain(ARGS_SECRET);
        }
      }),
      { numRuns: 80 },
    );
  });

  // Regression: the retry snippet was `name(first 120 chars of the arguments) × n`, which put
  // tool-call arguments into `signal.snippet` on span events.
  it('the execution.loops.retry snippet names the tool, never its arguments', () => {
    const call = (id: string): Chat[] => [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id,
            type: 'function',
            function: { name: 'book_reservation', arguments: JSON.stringify({ card: ARGS_SECRET }) },
          },
        ],
      },
      { role: 'tool', tool_call_id: id, content: '{"ok": false}' },
    ];
    const messages: Chat[] = [
      { role: 'user', content: 'book a table for two' },
      ...call('c1'),
      ...call('c2'),
      ...call('c3'),
    ];
    expect(analyze(messages).signals.map((s) => s.type)).toContain('execution.loops.retry');
    expect(snippetsOf(messages).join('\n')).not.toContain(ARGS_SECRET);
    expect(telemetryText(exportSpan(messages))).not.toContain(ARGS_SECRET);
  });

  // Regression: the invalid_plan snippet was `${problem} at step ${step id}`; step ids come from the
  // call's arguments. (The report's `metadata.step` keeps the id: the report is not telemetry.)
  it('the execution.failure.invalid_plan snippet names the defect, never a step id from the arguments', () => {
    const steps = [
      { id: ARGS_SECRET, tool: 'search', args: {} },
      { id: ARGS_SECRET, tool: 'search', args: {} },
    ];
    const messages: Chat[] = [
      { role: 'user', content: 'find my order' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'p1', type: 'function', function: { name: 'execute_plan', arguments: JSON.stringify({ steps }) } },
        ],
      },
    ];
    expect(analyze(messages).signals.map((s) => s.type)).toContain('execution.failure.invalid_plan');
    expect(telemetryText(exportSpan(messages))).not.toContain(ARGS_SECRET);
  });
});
