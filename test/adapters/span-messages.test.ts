import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSpanMessages, readSpanMessages, SPAN_READERS } from '../../src/adapters/span-messages';
import { fixtureSpans } from './fixtures';

const FIXTURES = [
  ['genai/openai-chat-tool-call.json', 'genai'],
  ['genai/ai7-generate-text-tools.json', 'genai'],
  ['openinference/openai-chat-tool-call.json', 'openinference'],
  ['openllmetry/openai-chat-tool-call.json', 'openllmetry'],
  ['vercel-ai/ai6-generate-text-tools.json', 'vercel-ai'],
] as const;

describe('readSpanMessages', () => {
  for (const [path, convention] of FIXTURES) {
    it(`picks the ${convention} reader for ${path}`, () => {
      for (const span of fixtureSpans(path)) {
        const read = readSpanMessages(span.attributes);
        expect(hasSpanMessages(span.attributes)).toBe(read !== undefined);
        if (read !== undefined) expect(read.convention).toBe(convention);
      }
    });
  }

  it('prefers the convention with the longer conversation when a span carries two', () => {
    // @arizeai/openinference-vercel adds llm.* attributes but keeps ai.*; here OpenInference lacks the response.
    const span = fixtureSpans('openinference/vercel-ai6-generate-text-tools.json').find(
      (s) =>
        s.name === 'ai.generateText' &&
        s.attributes['ai.prompt'] !== undefined &&
        String(s.attributes['ai.prompt']).includes('Thanks'),
    );
    const read = readSpanMessages(span?.attributes ?? {});
    expect(read?.convention).toBe('vercel-ai');
    expect(read?.messages.at(-1)).toEqual({ role: 'assistant', content: 'You are welcome, enjoy your dinner!' });
  });

  it('returns undefined when no convention is present, and adds up skipped values', () => {
    expect(readSpanMessages({ 'http.method': 'GET' })).toBeUndefined();
    expect(readSpanMessages({ 'gen_ai.input.messages': '{bad', 'ai.prompt': '{bad' })).toEqual({
      messages: [],
      skipped: 2,
      convention: 'genai',
    });
  });

  it('lists one reader per convention', () => {
    expect(SPAN_READERS.map(([c]) => c)).toEqual(['genai', 'openinference', 'openllmetry', 'vercel-ai', 'langfuse']);
  });

  it('never throws on arbitrary attribute values', () => {
    const keys = fc.constantFrom(
      'gen_ai.input.messages',
      'gen_ai.output.messages',
      'gen_ai.system_instructions',
      'gen_ai.prompt',
      'gen_ai.completion',
      'gen_ai.prompt.0.role',
      'gen_ai.prompt.0.content',
      'gen_ai.completion.0.tool_calls.0.name',
      'llm.input_messages.0.message.role',
      'llm.input_messages.0.message.contents.0.message_content.text',
      'llm.output_messages.1.message.tool_calls.0.tool_call.function.arguments',
      'ai.prompt.messages',
      'ai.prompt',
      'ai.response.text',
      'ai.response.toolCalls',
    );
    const values = fc.oneof(fc.string(), fc.json(), fc.integer(), fc.boolean(), fc.array(fc.string()), fc.jsonValue());
    fc.assert(
      fc.property(fc.dictionary(keys, values), (attributes) => {
        const read = readSpanMessages(attributes);
        if (read !== undefined) {
          expect(Array.isArray(read.messages)).toBe(true);
          expect(read.skipped).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
