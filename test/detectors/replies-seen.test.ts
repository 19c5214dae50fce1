import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RepliesSeen, REMEMBERED_REPLIES, UNHASHED_REPLIES, type ReplyRepeats } from '../../src/detectors/replies-seen';
import { textHash } from '../../src/text/text-hash';

/** The plain computation: every assistant message hashed as it comes, a set of the earlier ones. */
class EagerReplies {
  private readonly earlier = new Set<number>();
  private pending: number[] = [];
  private lastRepeated = false;
  private lastRepeatsPrompt = false;
  private promptHash: number | undefined;

  constructor(private readonly limit: number) {}

  add(text: string, asked: boolean): void {
    const hash = textHash(text.trim().toLowerCase());
    this.lastRepeated = this.earlier.has(hash);
    this.lastRepeatsPrompt = asked && hash === this.promptHash;
    this.pending.push(hash);
  }

  userTurn(): { repeated: boolean; repeatsPrompt: boolean } {
    const answer = { repeated: this.lastRepeated, repeatsPrompt: this.lastRepeatsPrompt && this.pending.length > 0 };
    if (this.pending.length > 0) this.promptHash = this.pending[this.pending.length - 1];
    for (const hash of this.pending) if (this.earlier.size < this.limit) this.earlier.add(hash);
    this.pending = [];
    return answer;
  }
}

type Event = { user: true } | { user: false; text: string; asked: boolean };

const TEXTS = ['Hello', ' hello ', 'HELLO\n', 'Which one?', 'which one?', 'Done.', 'done', 'x', ''];
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.constant<Event>({ user: true }),
  fc.record({ user: fc.constant(false as const), text: fc.constantFrom(...TEXTS), asked: fc.boolean() }),
);

/** Runs `events` through both; the lazy answers are read at once, or all at the end (`late`). */
function compare(events: readonly Event[], limit: number, unhashed: number, late: boolean): void {
  const lazy = new RepliesSeen(limit, unhashed);
  const eager = new EagerReplies(limit);
  const kept: [ReplyRepeats, { repeated: boolean; repeatsPrompt: boolean }][] = [];
  for (const e of events) {
    if (!e.user) {
      lazy.add(e.text, e.asked);
      eager.add(e.text, e.asked);
      continue;
    }
    const turn = lazy.userTurn();
    const expected = eager.userTurn();
    if (late) kept.push([turn, expected]);
    else expect({ repeated: turn.repeated(), repeatsPrompt: turn.repeatsPrompt() }).toEqual(expected);
  }
  for (const [turn, expected] of kept)
    expect({ repeated: turn.repeated(), repeatsPrompt: turn.repeatsPrompt() }).toEqual(expected);
}

describe('RepliesSeen', () => {
  it('keeps the documented bounds', () => {
    expect(REMEMBERED_REPLIES).toBe(1024);
    expect(UNHASHED_REPLIES).toBe(64);
  });

  it('answers as hashing every message as it comes does, read at once or later, whatever the bounds', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (events, limit, unhashed, late) => compare(events, limit, unhashed, late),
      ),
      { numRuns: 500 },
    );
  });

  it('tells an answer repeated word for word (trimmed, any case) from one before the previous user turn', () => {
    const seen = new RepliesSeen();
    seen.add('Which size?', true);
    seen.userTurn();
    seen.add(' which SIZE? ', true);
    const turn = seen.userTurn();
    expect(turn.repeated()).toBe(true);
    expect(turn.repeatsPrompt()).toBe(true);
  });

  it('does not count an answer after the previous user turn as an earlier one', () => {
    const seen = new RepliesSeen();
    seen.add('Sure.', false);
    seen.add('Sure.', false);
    const turn = seen.userTurn();
    expect(turn.repeated()).toBe(false);
    expect(turn.repeatsPrompt()).toBe(false);
  });

  it('needs the repeated question to ask, and a message after the previous user turn', () => {
    const seen = new RepliesSeen();
    seen.add('Which size?', true);
    seen.userTurn();
    seen.add('Which size?', false);
    expect(seen.userTurn().repeatsPrompt()).toBe(false);
    expect(seen.userTurn().repeatsPrompt()).toBe(false); // a second user turn in a row: nothing new came
  });

  it('remembers only the first `limit` distinct messages', () => {
    const seen = new RepliesSeen(2, 0);
    for (const text of ['a', 'b', 'a', 'c']) seen.add(text, false);
    seen.userTurn();
    seen.add('c', false);
    expect(seen.userTurn().repeated()).toBe(false);
    seen.add('b', false);
    expect(seen.userTurn().repeated()).toBe(true);
  });

  it('keeps at most the unhashed bound of texts: the oldest are hashed and let go', () => {
    const seen = new RepliesSeen(REMEMBERED_REPLIES, 2);
    const texts = ['one', 'two', 'three', 'four'];
    for (const text of texts) seen.add(text, false);
    const held = (seen as unknown as { texts: (string | undefined)[] }).texts;
    expect(held).toEqual([undefined, undefined, 'three', 'four']);
  });
});
