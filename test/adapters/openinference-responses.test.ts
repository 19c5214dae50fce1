/**
 * OpenInference spans of the OpenAI Responses API: content parts typed `input_text` / `output_text`.
 */
import { describe, expect, it } from 'vitest';
import { readOpenInference } from '../../src/adapters/openinference';
import { loadFixture } from '../otel/helpers';

describe('readOpenInference: Responses API content part types', () => {
  it('captured from @arizeai/openinference-instrumentation-openai: the assistant output_text is read', () => {
    const [first, second] = loadFixture('openinference/openai-responses-chained.json').spans;
    expect(readOpenInference(first!.attributes)?.messages.at(-1)).toEqual({
      role: 'assistant',
      content: 'I am sorry. I am transferring you to a colleague now.',
    });
    const roles = readOpenInference(second!.attributes)?.messages.map((m) => [m.role, m.content !== null]);
    expect(roles).toEqual([
      ['system', true],
      ['assistant', false],
      ['tool', true],
      ['assistant', true],
      ['user', true],
      ['assistant', true],
    ]);
  });

  it('reads input_text and output_text parts as text', () => {
    const read = readOpenInference({
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.contents.0.message_content.type': 'input_text',
      'llm.input_messages.0.message.contents.0.message_content.text': 'Where is my parcel?',
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.contents.0.message_content.type': 'output_text',
      'llm.output_messages.0.message.contents.0.message_content.text': 'It left the depot this morning.',
      'llm.output_messages.0.message.contents.1.message_content.type': 'output_text',
      'llm.output_messages.0.message.contents.1.message_content.text': 'It should arrive tomorrow.',
    });
    expect(read?.messages).toEqual([
      { role: 'user', content: 'Where is my parcel?' },
      { role: 'assistant', content: 'It left the depot this morning.\nIt should arrive tomorrow.' },
    ]);
  });

  it('still ignores parts that carry no conversation text (images, refusals by other names)', () => {
    const read = readOpenInference({
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.contents.0.message_content.type': 'image',
      'llm.input_messages.0.message.contents.0.message_content.text': 'data:image/png;base64,AAAA',
      'llm.input_messages.0.message.contents.1.message_content.type': 'input_text',
      'llm.input_messages.0.message.contents.1.message_content.text': 'What is in this picture?',
    });
    expect(read?.messages).toEqual([{ role: 'user', content: 'What is in this picture?' }]);
  });
});
