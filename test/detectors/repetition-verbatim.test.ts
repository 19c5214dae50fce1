import { describe, expect, it } from 'vitest';
import { largeConversation } from '../../bench/synthetic';
import { analyzeFamily, assistant, user } from '../helpers';

// A verbatim repeat of a compared message takes that message's words instead of reading them
// again: the decisions must be those of reading them anew. Each conversation is analysed as it is
// and with every later copy of an assistant text made distinct by trailing spaces (the same words,
// read anew): both must give the same repetition signals.

const EXACT = 'interaction.repetition.exact';

type Message = { role: string; content: unknown };

/** The conversation with each repeated assistant text followed by as many spaces as copies came before. */
function distinctCopies(messages: readonly Message[]): Message[] {
  const seen = new Map<string, number>();
  return messages.map((m) => {
    if (m.role !== 'assistant' || typeof m.content !== 'string') return m;
    const copies = seen.get(m.content) ?? 0;
    seen.set(m.content, copies + 1);
    return { ...m, content: m.content + ' '.repeat(copies) };
  });
}

function repetitionOf(messages: readonly Message[]) {
  const { report, signals } = analyzeFamily(messages, 'interaction.repetition.');
  return {
    repetition: report.repetition,
    signals: signals.map((s) => ({ type: s.type, at: s.messageIndex, confidence: s.confidence, metadata: s.metadata })),
  };
}

const A = 'Please restart the router, wait two minutes and then try to connect again.';
const B = 'I have checked your line and I can see no fault on our side at the moment.';
const WITH_ID = 'Your booking code is KX4821 and the table is reserved for 7 pm tonight.';

const conversations: [string, Message[]][] = [
  [
    'a loop of one reply',
    [user('no internet'), assistant(A), user('still nothing'), assistant(A), user('?'), assistant(A)],
  ],
  [
    'a repeat of a reply not read before',
    [user('hi'), assistant(A), user('and?'), assistant(B), user('so?'), assistant(A)],
  ],
  [
    'an older version given again after the user asked to go back',
    [user('write it'), assistant(A), user('shorter'), assistant(B), user('change it back please'), assistant(A)],
  ],
  [
    'a repeat after thanks for a delivered item',
    [user('book a table'), assistant(WITH_ID), user('thanks! anything else?'), assistant(WITH_ID)],
  ],
  [
    'a repeat after a request',
    [user('fix it'), assistant(A), user('add the part about the cable'), assistant(A), user('ok'), assistant(A)],
  ],
  [
    'Japanese replies',
    [
      user('届きません'),
      assistant('ご注文の配送が遅れており大変申し訳ございません。すぐに確認いたします。'),
      user('まだですか'),
      assistant('ご注文の配送が遅れており大変申し訳ございません。すぐに確認いたします。'),
    ],
  ],
  [
    'a near copy with another identifier (no verbatim repeat: read itself)',
    [user('book a table'), assistant(WITH_ID), user('and tomorrow?'), assistant(WITH_ID.replace('KX4821', 'KX4822'))],
  ],
  // Below the 4,000-character cap: the spaces of a distinct copy must not make it cut.
  ['long rotated texts, each one repeated five replies later', largeConversation(40, 3900)],
];

describe('repetition: a verbatim repeat takes the words of the earlier copy', () => {
  it.each(conversations)('of %s: the signals of reading each copy anew', (_, messages) => {
    const shared = repetitionOf(messages);
    expect(shared).toEqual(repetitionOf(distinctCopies(messages)));
  });

  it('the conversations hold verbatim repeats that are reported and ones that made progress', () => {
    const loop = repetitionOf(conversations[0]![1]);
    expect(loop.signals.map((s) => s.type)).toEqual([EXACT, EXACT]);
    const reverted = repetitionOf(conversations[2]![1]);
    expect(reverted.signals.some((s) => s.at === 5)).toBe(false);
    // A near copy is no verbatim repeat: its own identifier is progress.
    expect(repetitionOf(conversations[6]![1]).signals).toEqual([]);
    const long = repetitionOf(conversations[7]![1]);
    expect(long.signals.length).toBeGreaterThan(10);
  });
});
