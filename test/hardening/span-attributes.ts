/**
 * fast-check arbitraries for span attribute maps: the message attributes of every convention the
 * readers know (GenAI, OpenInference, OpenLLMetry, Vercel AI SDK), filled with well-formed,
 * truncated or junk JSON, huge numbers, nested arrays and hostile text.
 */
import fc from 'fast-check';
import { hostileText, junkValue } from './arbitraries';

const roles = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('user', 'assistant', 'tool', 'system', 'developer', 'human', 'model', 'ai', 'function'),
  },
  { weight: 1, arbitrary: junkValue },
  { weight: 1, arbitrary: hostileText },
);

/** A GenAI part (`text`, `tool_call`, `tool_call_response`, …). */
const genaiPart = fc.oneof(
  hostileText.map((content) => ({ type: 'text', content })),
  fc.record({
    type: fc.constant('tool_call'),
    id: fc.constantFrom('c1', 'c2', 7),
    name: fc.oneof(fc.constantFrom('search', 'transfer_to_human'), junkValue),
    arguments: fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileText),
  }),
  fc.record({
    type: fc.constant('tool_call_response'),
    id: fc.constantFrom('c1', 'c2'),
    response: fc.oneof(hostileText, fc.jsonValue({ maxDepth: 3 }), fc.constant({ type: 'error-text', value: 'boom' })),
  }),
  fc.record({ type: fc.constantFrom('reasoning', 'blob', 'uri', 'file', 'text'), content: junkValue, text: junkValue }),
  junkValue,
);

/** An OpenAI-shaped message (some emitters put these in the GenAI attributes). */
const openaiMessage = fc.record(
  {
    role: roles,
    content: fc.oneof(hostileText, fc.array(fc.oneof(hostileText, genaiPart), { maxLength: 3 }), junkValue),
    tool_calls: fc.array(
      fc.oneof(
        fc.record({
          id: fc.constantFrom('c1', 'c2'),
          function: fc.record({
            name: fc.constantFrom('search', 'escalate'),
            arguments: fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 })),
          }),
        }),
        junkValue,
      ),
      { maxLength: 3 },
    ),
    tool_call_id: fc.oneof(fc.constantFrom('c1', 'c2'), junkValue),
  },
  { requiredKeys: [] },
);

const genaiMessage = fc.oneof(
  fc.record({ role: roles, parts: fc.oneof(fc.array(genaiPart, { maxLength: 4 }), junkValue) }, { requiredKeys: [] }),
  openaiMessage,
  junkValue,
);

/** A Vercel AI SDK message (`content` string or parts). */
const vercelMessage = fc.record(
  {
    role: roles,
    content: fc.oneof(
      hostileText,
      fc.array(
        fc.oneof(
          hostileText.map((text) => ({ type: 'text', text })),
          fc.record({
            type: fc.constant('tool-call'),
            toolCallId: fc.constantFrom('c1', 'c2'),
            toolName: fc.oneof(fc.constantFrom('search'), junkValue),
            input: fc.jsonValue({ maxDepth: 2 }),
          }),
          fc.record({
            type: fc.constant('tool-result'),
            toolCallId: fc.constantFrom('c1', 'c2'),
            toolName: fc.constant('search'),
            output: fc.oneof(
              fc.record({
                type: fc.constantFrom('text', 'json', 'error-text', 'error-json', 'content', 'weird'),
                value: fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 })),
              }),
              junkValue,
            ),
          }),
          fc.record({ type: fc.constant('tool-result'), result: junkValue, isError: fc.boolean() }),
          junkValue,
        ),
        { maxLength: 4 },
      ),
      junkValue,
    ),
  },
  { requiredKeys: [] },
);

/** JSON text of `value`, sometimes cut short or double-encoded; or raw hostile text. */
function jsonish(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: value.map((v) => JSON.stringify(v) ?? 'undefined') },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.nat()).map(([v, n]) => {
        const s = JSON.stringify(v) ?? '';
        return s.slice(0, n % (s.length + 1));
      }),
    },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(JSON.stringify(v) ?? null)) },
    { weight: 2, arbitrary: value },
    { weight: 1, arbitrary: hostileText },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '[',
        '{',
        '"',
        '[{',
        '{"messages":',
        'null',
        '[[[[[[[[[[',
        '"\\ud800"',
        '1e400',
        '-0',
        '[null]',
        '[{}]',
      ),
    },
    { weight: 1, arbitrary: junkValue },
  );
}

/** A value an attribute could hold: OTel primitives and arrays, plus what hostile code might set. */
const attributeValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.NaN,
    Infinity,
    -Infinity,
    2 ** 53 + 1,
    123456789012345680000,
  ),
  fc.array(fc.oneof(hostileText, fc.double()), { maxLength: 4 }),
  fc.array(fc.array(fc.array(fc.integer(), { maxLength: 3 }), { maxLength: 3 }), { maxLength: 3 }),
  junkValue,
);

const index = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom('x', '-1', '999999', '1000000', '01', '', '0.5', '1e3') },
);

/** A flattened `<prefix><N>.<field>` key of OpenInference or OpenLLMetry. */
const indexedKey: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('llm.input_messages.', 'llm.output_messages.'),
      index,
      fc.constantFrom(
        'message.role',
        'message.content',
        'message.name',
        'message.tool_call_id',
        'message.contents.0.message_content.text',
        'message.contents.1.message_content.type',
        'message.tool_calls.0.tool_call.function.name',
        'message.tool_calls.0.tool_call.function.arguments',
        'message.tool_calls.x.tool_call.id',
        'message',
      ),
    )
    .map(([p, i, f]) => `${p}${i}.${f}`),
  fc
    .tuple(
      fc.constantFrom('gen_ai.prompt.', 'gen_ai.completion.'),
      index,
      fc.constantFrom(
        'role',
        'content',
        'tool_call_id',
        'tool_calls.0.name',
        'tool_calls.0.arguments',
        'tool_calls.1.id',
        'function_call.name',
        'function_call.arguments',
        '',
      ),
    )
    .map(([p, i, f]) => `${p}${i}.${f}`),
);

/** Values for the flattened keys: roles, text, JSON parts (OpenLLMetry writes `[{…}]`), junk. */
const indexedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('user', 'assistant', 'tool', 'system', 'null', 'search'),
  hostileText,
  jsonish(fc.array(fc.record({ type: fc.constant('text'), text: hostileText }), { maxLength: 3 })),
  attributeValue,
);

/** The named message attributes of every convention, each present or not. */
const namedAttributes = fc.record(
  {
    'gen_ai.input.messages': fc.oneof(
      jsonish(fc.array(genaiMessage, { maxLength: 4 })),
      fc.array(jsonish(genaiMessage), { maxLength: 3 }),
    ),
    'gen_ai.output.messages': jsonish(fc.array(genaiMessage, { maxLength: 3 })),
    'gen_ai.system_instructions': fc.oneof(hostileText, jsonish(fc.array(genaiPart, { maxLength: 2 }))),
    'gen_ai.prompt': fc.oneof(
      hostileText,
      jsonish(
        fc.oneof(
          fc.array(openaiMessage, { maxLength: 3 }),
          fc.record({ messages: fc.array(openaiMessage, { maxLength: 3 }) }),
        ),
      ),
    ),
    'gen_ai.completion': fc.oneof(hostileText, jsonish(fc.array(openaiMessage, { maxLength: 2 }))),
    'ai.prompt.messages': jsonish(fc.array(vercelMessage, { maxLength: 4 })),
    'ai.prompt': jsonish(
      fc.record(
        {
          system: fc.oneof(hostileText, junkValue),
          prompt: fc.oneof(hostileText, fc.array(vercelMessage, { maxLength: 2 })),
          messages: fc.array(vercelMessage, { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    ),
    'ai.response.text': fc.oneof(hostileText, junkValue),
    'ai.response.toolCalls': jsonish(
      fc.array(
        fc.record(
          {
            toolCallId: fc.constantFrom('c1'),
            toolName: fc.oneof(fc.constant('search'), junkValue),
            input: hostileText,
            args: junkValue,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    'ai.response.object': attributeValue,
    'ai.result.text': attributeValue,
    'gen_ai.conversation.id': fc.oneof(fc.constantFrom('conv-1', 'conv-2'), attributeValue),
    'session.id': attributeValue,
    'llm.input_messages.0.message.role': roles,
    'llm.input_messages.0.message.content': indexedValue,
    'llm.output_messages.0.message.role': roles,
    'gen_ai.prompt.0.role': roles,
    'gen_ai.prompt.0.content': indexedValue,
    'gen_ai.completion.0.content': indexedValue,
  },
  { requiredKeys: [] },
);

/** An attribute map mixing every convention's message attributes with unrelated keys. */
export const spanAttributes: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: namedAttributes }, { weight: 1, arbitrary: fc.constant({}) }),
    fc.dictionary(indexedKey, indexedValue, { maxKeys: 12 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty')),
      attributeValue,
      { maxKeys: 3 },
    ),
  )
  .map(([named, indexed, random]) => {
    // Object.assign would invoke the `__proto__` setter: define every key as an own property.
    const out: Record<string, unknown> = {};
    for (const source of [random, indexed, named]) {
      for (const [k, v] of Object.entries(source))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
