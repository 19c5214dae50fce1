/**
 * Message lists cut short by an attribute length limit: the complete leading messages are read and
 * the span is marked partial.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGenAI } from '../../src/adapters/genai';
import { readSpanMessages } from '../../src/adapters/span-messages';
import { parseArrayPrefix } from '../../src/adapters/truncated-json';
import { readVercelAI } from '../../src/adapters/vercel-ai';
import { SignalsSpanProcessor } from '../../src/otel';
import { SnapshotExporter } from '../otel/helpers';

const M = 1_000_000;

describe('parseArrayPrefix', () => {
  it('keeps the complete leading elements', () => {
    expect(parseArrayPrefix('[{"a":1},{"b":[2,3]},{"c":"x', M)).toEqual([{ a: 1 }, { b: [2, 3] }]);
    expect(parseArrayPrefix('  [{"a":1},', M)).toEqual([{ a: 1 }]);
    expect(parseArrayPrefix('[{"a":1}', M)).toEqual([{ a: 1 }]);
  });

  it('is not fooled by brackets, commas and escaped quotes inside strings', () => {
    const text = '[{"t":"a, b ] } [ \\" {"},{"t":"cut \\"here';
    expect(parseArrayPrefix(text, M)).toEqual([{ t: 'a, b ] } [ " {' }]);
  });

  it('a cut inside an escape sequence or right after a comma keeps the elements before it', () => {
    expect(parseArrayPrefix('[{"t":"ok"},{"t":"x\\', M)).toEqual([{ t: 'ok' }]);
    expect(parseArrayPrefix('[{"t":"ok"},{"t":"\\u00', M)).toEqual([{ t: 'ok' }]);
  });

  it('undefined when nothing complete, not an array, or over the length limit', () => {
    expect(parseArrayPrefix('[{"a":', M)).toBeUndefined();
    expect(parseArrayPrefix('[', M)).toBeUndefined();
    expect(parseArrayPrefix('{"messages":[{"a":1},', M)).toBeUndefined();
    expect(parseArrayPrefix('not json', M)).toBeUndefined();
    expect(parseArrayPrefix('[{"a":1},{"b', 5)).toBeUndefined();
    expect(parseArrayPrefix('[]', M)).toBeUndefined();
  });

  it('every cut of a valid array gives a prefix of its elements (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 6 }), fc.nat(), (items, cut) => {
        const json = JSON.stringify(items);
        const got = parseArrayPrefix(json.slice(0, cut % (json.length + 1)), M);
        if (got === undefined) return;
        expect(got).toEqual(JSON.parse(JSON.stringify(items.slice(0, got.length))));
      }),
    );
  });
});

/** A bad chat: a tool failure, a repeated request, a frustrated user asking for a human. */
const BAD_CHAT = [
  { role: 'user', content: 'Please move my dentist appointment from Tuesday to Thursday afternoon.' },
  { role: 'assistant', content: 'I could not find an appointment on Tuesday. Could you check the date?' },
  { role: 'user', content: 'It is on Tuesday at 3pm, I booked it last week. Please move it to Thursday.' },
  { role: 'assistant', content: 'I am sorry, the calendar service returned an error. Please try again later.' },
  { role: 'user', content: 'THIS IS RIDICULOUS!!! You keep failing. I want to talk to a real person now.' },
];

describe('truncated message attributes', () => {
  it('GenAI: the complete leading messages are read and the result is partial', () => {
    const json = JSON.stringify(BAD_CHAT);
    const read = readGenAI({ 'gen_ai.input.messages': json.slice(0, 300) })!;
    expect(read.partial).toBe(true);
    expect(read.skipped).toBe(0);
    expect(read.messages).toEqual(BAD_CHAT.slice(0, read.messages.length));
    expect(read.messages.length).toBeGreaterThan(0);
    expect(readGenAI({ 'gen_ai.input.messages': json })!.partial).toBeUndefined();
  });

  it('Vercel AI: ai.prompt.messages cut short is partial too; readSpanMessages keeps the flag', () => {
    const json = JSON.stringify(BAD_CHAT);
    expect(readVercelAI({ 'ai.prompt.messages': json.slice(0, 250) })?.partial).toBe(true);
    expect(readSpanMessages({ 'ai.prompt.messages': json.slice(0, 250) })?.partial).toBe(true);
  });

  it('a span under OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT=500 is scored on what it holds and marked signals.partial', () => {
    const signals = new SignalsSpanProcessor();
    const exporter = new SnapshotExporter();
    const tracer = new BasicTracerProvider({
      spanLimits: { attributeValueLengthLimit: 500 },
      spanProcessors: [signals, new SimpleSpanProcessor(exporter)],
    }).getTracer('test');
    tracer
      .startSpan('chat', {
        attributes: {
          'gen_ai.conversation.id': 'c-1',
          'gen_ai.input.messages': JSON.stringify(BAD_CHAT),
          'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', content: 'Transferring you now.' }]),
        },
      })
      .end();
    const span = exporter.spans[0]!;
    expect(String(span.attributes['gen_ai.input.messages']).length).toBe(500);
    expect(span.attributes['signals.partial']).toBe(true);
    expect(span.attributes['signals.turn_count']).toBeGreaterThanOrEqual(2);
    expect(signals.getStats()).toMatchObject({ spansPartial: 1, spansAnalysed: 1, conversationsTracked: 0 });
  });
});
