import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';

const phrases = [
  'thanks',
  'thank you so much',
  'this does not work',
  "I don't understand",
  'no, I meant the other one',
  'THIS IS STILL BROKEN!!!',
  'let me speak to a human',
  'how do I reset my password',
  'how can I reset the password',
  'perfect, that worked',
  'forget it',
  'what???',
  'ok',
  'hola, no funciona',
  '谢谢',
  'ありがとうございます',
  'I can help you with that request right away today',
  'Sorry, I can help you with that request right away',
];

const message = fc.oneof(
  fc.record({ role: fc.constantFrom('user', 'assistant'), content: fc.constantFrom(...phrases) }),
  fc.record({
    role: fc.constant('user'),
    content: fc.array(fc.constantFrom(...phrases), { maxLength: 3 }).map((p) => p.join(' ')),
  }),
  fc.record({ role: fc.constant('system'), content: fc.constant('You are helpful. This does not work.') }),
  fc.record({
    role: fc.constant('assistant'),
    content: fc.constant(null),
    tool_calls: fc.constant([{ id: 'c1', type: 'function', function: { name: 'transfer_to_human', arguments: '{}' } }]),
  }),
  fc.record({
    role: fc.constant('tool'),
    tool_call_id: fc.constant('c1'),
    content: fc.constantFrom('ok', 'Error: timeout'),
  }),
  fc.constantFrom(null, 42, 'junk', { role: 'wizard', content: 'x' }),
);

describe('ConversationTracker', () => {
  it('reports exactly what analyze reports after every append', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (messages, maxMessages) => {
        const options = { maxMessages };
        const tracker = new ConversationTracker(options);
        for (let i = 0; i < messages.length; i++) {
          tracker.append(messages[i]);
          expect(tracker.report()).toEqual(analyze(messages.slice(0, i + 1), options));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('drops the lookback of messages that slide out of the window', () => {
    // A tiny alphabet makes rephrases and repeats across the window edge likely.
    const small = fc.record({
      role: fc.constantFrom('user', 'assistant'),
      content: fc.constantFrom(
        'how do I reset my password',
        'how can I reset the password',
        'I can reset the password for you now',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(small, { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (messages, maxMessages) => {
          const tracker = new ConversationTracker({ maxMessages });
          messages.forEach((m, i) => {
            tracker.append(m);
            expect(tracker.report()).toEqual(analyze(messages.slice(0, i + 1), { maxMessages }));
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('re-reads the short messages it keeps once the window slides when the language changes', () => {
    // Past the window, short messages keep their tokens and phrases between reports; a language
    // change after a slide must match them again with the other lexicon.
    const english = [
      'Thanks, but this still does not work and I have tried everything you told me to do.',
      'Why is the order still not here? I have been waiting for the parcel since last week.',
    ];
    const german = [
      'Danke, aber das funktioniert immer noch nicht und ich habe alles versucht, was Sie gesagt haben.',
      'Warum ist die Bestellung immer noch nicht da? Ich warte seit letzter Woche auf das Paket.',
    ];
    // Three user turns fit the window: the first German turn is read (and kept) as English.
    const messages = [...english, english[0]!, ...german, german[0]!].flatMap((content) => [
      { role: 'user', content },
      { role: 'assistant', content: 'I am sorry to hear that, let me check the order for you.' },
    ]);
    const tracker = new ConversationTracker({ maxMessages: 6 });
    const languages = new Set<string>();
    messages.forEach((m, i) => {
      tracker.append(m);
      const report = tracker.report();
      languages.add(report.language);
      expect(report).toEqual(analyze(messages.slice(0, i + 1), { maxMessages: 6 }));
    });
    expect([...languages]).toEqual(['eng', 'deu']);
  });

  it('reports what analyze reports for tool-using agents: pairing by id and by order, errors, loops, plans', () => {
    // Tool reads are remembered between reports: results paired again differently (a later
    // result claiming a call by id) must still be reported as analyze pairs them.
    const call = (id: string | undefined, name: string, args: string) =>
      id === undefined ? { name, arguments: args } : { id, type: 'function', function: { name, arguments: args } };
    const toolMessage = fc.oneof(
      fc.record({
        role: fc.constant('assistant'),
        content: fc.constantFrom(null, 'Let me look.'),
        tool_calls: fc.array(
          fc
            .tuple(
              fc.constantFrom('a', 'b', undefined),
              fc.constantFrom('search', 'proceed_to_next_stage', 'execute_plan'),
              fc.constantFrom(
                '{"q":1}',
                '{ "q": 1 }',
                '{"q":2}',
                '{"steps":[{"id":"s1","tool":"x","args":{}}]}',
                'not json',
                '',
              ),
            )
            .map(([id, name, args]) => call(id, name, args)),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      fc.record({
        role: fc.constant('tool'),
        tool_call_id: fc.constantFrom('a', 'b', 'zz'),
        content: fc.constantFrom(
          'ok',
          'Not allowed: the order is already shipped',
          'Error: rate limit exceeded',
          '{"error": "not found"}',
          '{"status": 503}',
          '[1, 2',
          'No results found.',
        ),
      }),
      fc.record({
        role: fc.constant('tool'),
        content: fc.constantFrom(
          'ok',
          'Not allowed: the order is already shipped',
          'Error: invalid parameter',
          '{"isError": true, "content": [{"type": "text", "text": "timeout"}]}',
        ),
      }),
      fc.record({ role: fc.constantFrom('user', 'assistant'), content: fc.constantFrom(...phrases) }),
    );
    fc.assert(
      fc.property(
        fc.array(toolMessage, { maxLength: 30 }),
        fc.integer({ min: 2, max: 40 }),
        (messages, maxMessages) => {
          const tracker = new ConversationTracker({ maxMessages });
          for (let i = 0; i < messages.length; i++) {
            tracker.append(messages[i]);
            expect(tracker.report()).toEqual(analyze(messages.slice(0, i + 1), { maxMessages }));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts appended messages, including malformed ones', () => {
    const tracker = new ConversationTracker();
    tracker.append(null, { role: 'user', content: 'hi there' }, 7);
    expect(tracker.length).toBe(3);
    expect(tracker.report().turnCount).toBe(1);
  });
});
