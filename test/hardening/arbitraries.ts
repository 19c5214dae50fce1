/**
 * fast-check arbitraries for hostile input: text (lone surrogates, zero-width and bidi controls,
 * combining-mark floods, emoji, confusables) mixed with phrases that make the detectors fire, and
 * message arrays whose roles, content and tool calls may be of any type.
 */
import fc from 'fast-check';

/** Code units and short strings that break naive text handling. */
export const NASTY_UNITS = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\uDBFF\uDFFF', // the last code point
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  '\uFEFF', // byte-order mark
  '\u202E', // right-to-left override
  '\u202D', // left-to-right override
  '\u2066', // left-to-right isolate
  '\u2069', // pop directional isolate
  '\u061C', // Arabic letter mark
  '\u0301', // combining acute accent
  '\u0336', // combining long stroke overlay
  '\u20DD', // combining enclosing circle
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '\r',
  '\n',
  '\t',
  '\u00A0',
  '\u3000',
  '😀',
  '👨‍👩‍👧‍👦',
  '🇫🇷',
  '🏳️‍🌈',
  '\u{1F6A9}',
  'ﬁ', // NFKC expands the ligature
  'Ⅻ',
  '①',
  'ǅ', // titlecase letter
  'İ', // lowercases to two code units
  'ß',
  'Σ',
  '’',
  '“',
  '—',
  '…',
  '!',
  '?',
  '`',
  '```',
  "'",
  '"',
  'A',
  '谢',
  'http://',
  'https://x.y/',
  '{',
  '}',
  '[',
  ']',
  '\\',
  ' ',
] as const;

/** Phrases of the English lexicons and tool-error shapes, so that detectors actually fire. */
export const TRIGGER_PHRASES = [
  'thank you',
  'thanks',
  'awesome',
  'that worked',
  'perfect',
  'got it',
  "this doesn't work",
  'not helpful',
  'waste of time',
  "I don't understand",
  'makes no sense',
  "I'm confused",
  'speak to a human',
  'real person',
  'contact support',
  'customer service',
  "I'm done",
  'forget it',
  'I give up',
  'I meant',
  'let me rephrase',
  'to clarify',
  'my mistake',
  "no, that's not",
  'THIS IS THE THIRD TIME I ASK',
  'WHY',
  '!!!',
  '???',
  'damn',
  'wtf',
  'thanks for nothing',
  'great, another error',
  'yes',
  'ok',
  'Error: invalid parameter',
  'Error: 429 Too Many Requests',
  'Exception: timeout',
  '{"error": "rate limit exceeded"}',
  '{"status": 503}',
  '{"errors": ["not found"]}',
  'connection refused',
  'context length exceeded',
  'unknown tool',
  '401 Unauthorized',
  'not allowed',
  'no results found',
  'the order has shipped and will arrive tomorrow',
  'here is the refund status for your order',
] as const;

/** Plain words, to build ordinary sentences and rephrases. */
const WORDS = [
  'order',
  'refund',
  'shipping',
  'account',
  'password',
  'invoice',
  'tokyo',
  'weather',
  'the',
  'my',
  'please',
  'help',
  'where',
  'is',
  'can',
  'you',
] as const;

/** One hostile text unit: a nasty code unit, a trigger phrase, a word or an arbitrary code point. */
const unit: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_UNITS) },
  { weight: 3, arbitrary: fc.constantFrom(...TRIGGER_PHRASES).map((p) => ` ${p} `) },
  { weight: 3, arbitrary: fc.constantFrom(...WORDS).map((w) => `${w} `) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
);

/** A base character drowned in up to 400 combining marks. */
const combiningFlood: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'Z', '谢', '!', ' '),
    fc.constantFrom('\u0301', '\u0336', '\u20DD', '\u0489'),
    fc.integer({ min: 1, max: 400 }),
  )
  .map(([base, mark, n]) => base + mark.repeat(n));

/** Hostile text: mixtures of the units above, floods, or one unit repeated. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(unit, { maxLength: 25 }).map((units) => units.join('')) },
  { weight: 1, arbitrary: combiningFlood },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY_UNITS), fc.integer({ min: 1, max: 300 })).map(([u, n]) => u.repeat(n)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** A value of any JSON-ish or non-JSON type (numbers include NaN, ±Infinity and -0). */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, Number.MIN_VALUE),
  fc.object({ maxDepth: 2, maxKeys: 4 }),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
);

/** Content of a message: a string, text parts, or junk. */
export const content: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.array(
      fc.oneof(
        hostileText.map((text) => ({ type: 'text', text })),
        hostileText.map((text) => ({ type: 'input_text', text })),
        hostileText,
        fc.constant({ type: 'image_url', image_url: { url: 'https://x/y.png' } }),
        fc.record({ type: fc.constantFrom('text', 'file', 7, undefined), text: junkValue }),
        junkValue,
      ),
      { maxLength: 4 },
    ),
  },
  { weight: 2, arbitrary: junkValue },
);

const TOOL_NAMES = [
  'search',
  'lookup_order',
  'get_weather',
  'transfer_to_human',
  'execute_plan',
  'escalate',
  '',
  'x',
] as const;
/** Tool-call ids, few enough that results pair with calls. */
export const CALL_IDS = ['c0', 'c1', 'c2', 'c3'] as const;

/** Tool-call arguments: JSON strings, objects, plans, broken JSON, junk. */
export const toolArguments: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('{}', '{"q":"order 42"}', '{"q": "order 42"}', '{bad json', '"double"', '[1,2]', 'rm -rf /'),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    steps: fc.array(
      fc.record({
        id: fc.constantFrom('s1', 's2', 's3'),
        tool: fc.constantFrom(...TOOL_NAMES, 'nope'),
        args: fc.constantFrom({}, { after: '$s1' }, { x: '${s2.result}' }),
      }),
      { maxLength: 4 },
    ),
  }),
  hostileText,
  junkValue,
);

/** One tool call in the OpenAI shape, the flat shape, or malformed. */
export const toolCall: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      id: fc.constantFrom(...CALL_IDS),
      type: fc.constant('function'),
      function: fc.record({ name: fc.constantFrom(...TOOL_NAMES), arguments: toolArguments }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      id: fc.constantFrom(...CALL_IDS, undefined),
      name: fc.constantFrom(...TOOL_NAMES),
      arguments: toolArguments,
    }),
  },
  { weight: 1, arbitrary: junkValue },
);

/** Roles, including invalid ones. */
export const role: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom('user', 'assistant', 'tool', 'system', 'developer') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('wizard', '', 'USER', 'function', 'human', 5, null, undefined, { role: 'user' }),
  },
);

/** One message: usually an object with a role; sometimes junk. */
export const message: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      {
        role,
        content,
        tool_calls: fc.oneof(
          { weight: 4, arbitrary: fc.array(toolCall, { maxLength: 3 }) },
          { weight: 1, arbitrary: junkValue },
        ),
        tool_call_id: fc.oneof(fc.constantFrom(...CALL_IDS), junkValue),
        name: fc.oneof(fc.constantFrom(...TOOL_NAMES), junkValue),
      },
      { requiredKeys: ['role', 'content'] },
    ),
  },
  { weight: 1, arbitrary: junkValue },
  { weight: 1, arbitrary: hostileText },
);

/** A conversation of up to `maxLength` messages. */
export function messages(maxLength = 24): fc.Arbitrary<unknown[]> {
  return fc.array(message, { maxLength });
}

/** A plain, structured-cloneable copy (the generators produce only cloneable values). */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value as object)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
