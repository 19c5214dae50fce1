/**
 * A fast-check arbitrary for conversations shaped like real agent runs — user turns, repeated
 * assistant lines, tool calls with results that report every error class, retry and oscillation
 * bursts, plans — with junk spliced in, so the property tests reach every detector.
 */
import fc from 'fast-check';
import { CALL_IDS, hostileText, TRIGGER_PHRASES } from './arbitraries';

/** Assistant sentences of ≥ 5 tokens, few enough that repeats (and loops) happen. */
const ASSISTANT_LINES = [
  'I am sorry, let me check that order for you right away.',
  'I am sorry, let me check that order for you right now.',
  'Your refund has been processed and should arrive in five days.',
  'Could you please share the order number so I can look it up?',
  'Here is the weather in Tokyo for the next three days.',
] as const;

/** Tool results: a success, and an error of every class the tool detectors know. */
export const TOOL_RESULTS = [
  '{"ok": true, "items": []}',
  'Error: missing required parameter "order_id"',
  'Error: unknown tool "frobnicate"',
  '401 Unauthorized: missing credentials',
  'Error: order already cancelled, transition not allowed',
  '{"error": "no results found for order 42"}',
  '{"status": 429, "error": "rate limit"}',
  '503 Service Unavailable',
  'Exception: request timed out',
  'ECONNREFUSED 10.0.0.1:443',
  '{"truncated": ',
  'Error: context length exceeded (maximum 128000 tokens)',
  '{"results": [{"id": "s1", "status": "failed", "error": "not found"}, {"id": "s2", "status": "skipped", "reason": "dependency s1 failed"}]}',
] as const;

const STEP_NAMES = ['search', 'lookup_order', 'get_weather'] as const;

/** One step of an agent conversation: a user turn, an assistant line, or a tool call with its result. */
const agentStep: fc.Arbitrary<unknown[]> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(hostileText, fc.constantFrom(...TRIGGER_PHRASES))
      .map((text) => [{ role: 'user', content: text }]),
  },
  { weight: 3, arbitrary: fc.constantFrom(...ASSISTANT_LINES).map((text) => [{ role: 'assistant', content: text }]) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...STEP_NAMES, 'transfer_to_human', 'execute_plan'),
        fc.constantFrom('{"q":"42"}', '{"q": "42"}', { q: '42' }, '{"q":"43"}', {
          steps: [
            { id: 's1', tool: 'search', args: {} },
            { id: 's2', tool: 'lookup_order', args: { after: '$s1' } },
          ],
        }),
        fc.constantFrom(...TOOL_RESULTS),
        fc.constantFrom(...CALL_IDS, undefined),
      )
      .map(([name, args, result, id]) => [
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ ...(id === undefined ? {} : { id }), type: 'function', function: { name, arguments: args } }],
        },
        { role: 'tool', content: result, ...(id === undefined ? {} : { tool_call_id: id }) },
      ]),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...STEP_NAMES),
        fc.constantFrom(...STEP_NAMES),
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
      )
      .map(([a, b, n, alternate]) =>
        Array.from({ length: n * (alternate ? 2 : 1) }, (_, i) => ({
          role: 'assistant',
          content: null,
          tool_calls: [{ name: alternate && i % 2 === 1 ? b : a, arguments: { q: 'same' } }],
        })),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom({ role: 'system', content: 'You are a helpful assistant.' }, null, 42, { role: 'tool' })
      .map((m) => [m]),
  },
);

/** A conversation shaped like a real agent run (up to `maxSteps` steps), with junk spliced in. */
export function agentConversation(maxSteps = 30): fc.Arbitrary<unknown[]> {
  return fc.array(agentStep, { maxLength: maxSteps, size: 'max' }).map((steps) => steps.flat());
}
