import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../src/options';
import { repairRatio, REPAIR_RATIO_THRESHOLD, REPHRASE_OVERLAP, endsWithQuestion } from '../../src/detectors/repair';
import { analyzeFamily, assistant, system, user, words } from '../helpers';

const CORRECTION = 'interaction.misalignment.correction';
const REPHRASE = 'interaction.misalignment.rephrase';
const CLARIFICATION = 'interaction.misalignment.clarification';

function repair(messages: readonly unknown[], options?: AnalyzeOptions) {
  const { report, signals } = analyzeFamily(messages, 'interaction.misalignment.', options);
  return { ...report.repair, signals };
}
const types = (r: ReturnType<typeof repair>): string[] => r.signals.map((s) => s.type);

describe('detectRepair', () => {
  it('uses the SPEC thresholds', () => {
    expect(REPHRASE_OVERLAP).toBe(0.6);
    expect(REPAIR_RATIO_THRESHOLD).toBe(0.3);
  });

  describe('repair phrases', () => {
    it.each([
      ['I meant the blue one', CORRECTION],
      ['Correction: the blue one', CORRECTION],
      ['No, I wanted the blue one', CORRECTION],
      ["That's not the one I picked", CORRECTION],
      ['My mistake, it is blue', CORRECTION],
      ['I was wrong about the colour', CORRECTION],
      ['Let me rephrase the question', REPHRASE],
      ['To clarify, the blue one', CLARIFICATION],
    ])('"%s" is %s', (text, type) => {
      const r = repair([user('I want a shirt'), assistant('Here is the red one.'), user(text)]);
      expect(types(r)).toEqual([type]);
      expect(r.signals[0]!.messageIndex).toBe(2);
      expect(r.signals[0]!.metadata?.phrase).toBeTypeOf('string');
    });

    it('does not count "no, I…" that answers the assistant\'s question', () => {
      expect(repair([assistant('Do you have kids?'), user("No I don't, do you?")]).count).toBe(0);
      expect(repair([assistant('Anything else?'), user("No, that's all for today")]).count).toBe(0);
      // The same words after a statement are a correction; only the latest assistant message counts.
      expect(types(repair([assistant('Here is the red one.'), user('No, I wanted the blue one')]))).toEqual([
        CORRECTION,
      ]);
      expect(
        types(repair([assistant('Which one?'), assistant('Here it is.'), user('No, I wanted the blue one')])),
      ).toEqual([CORRECTION]);
      // Phrases that do not open with a negator still count after a question.
      expect(types(repair([assistant('Is that right?'), user('I meant the blue one')]))).toEqual([CORRECTION]);
    });

    it('counts a repair phrase in the very first user turn', () => {
      expect(types(repair([user('I meant the report from May')]))).toEqual([CORRECTION]);
    });

    it('counts a message once even with several repair phrases and a similar rephrase', () => {
      const r = repair([
        user('apple banana cherry'),
        user('No, I meant apple banana cherry. Let me rephrase. To clarify.'),
      ]);
      expect(r.count).toBe(1);
      expect(types(r)).toEqual([CORRECTION]);
    });

    it.each(['Please prepare the report', 'Help me', 'Nothing new here', 'I repaired the bike'])(
      '"%s" is not a repair',
      (text) => {
        expect(repair([user('What should we do about the quarterly numbers'), user(text)]).signals).toEqual([]);
      },
    );

    it('ignores repair phrases in assistant and system messages', () => {
      expect(
        repair([system('I meant to say: let me rephrase'), user('hi'), assistant('My mistake, I was wrong')]).count,
      ).toBe(0);
    });
  });

  describe('similar rephrase', () => {
    // Content words chosen to be neither stopwords nor lexicon phrases.
    it('overlap exactly 0.6 (3 of 5 content tokens) is a rephrase', () => {
      const r = repair([user('apple banana cherry grape mango'), user('apple banana cherry kiwi lemon')]);
      expect(types(r)).toEqual([REPHRASE]);
      expect(r.signals[0]!.messageIndex).toBe(1);
      expect(r.signals[0]!.confidence).toBe(0.6);
      expect(r.signals[0]!.metadata).toEqual({ similarTo: 0, overlap: 0.6 });
    });

    it('overlap 13/22 ≈ 0.59 is not a rephrase', () => {
      const previous = words('fruit', 22);
      const current = `${words('fruit', 13)} ${words('veg', 9)}`;
      expect(repair([user(previous), user(current)]).signals).toEqual([]);
    });

    it('overlap 3/5 built from larger sets (12/20) is a rephrase', () => {
      const r = repair([user(words('fruit', 20)), user(`${words('fruit', 12)} ${words('veg', 8)}`)]);
      expect(types(r)).toEqual([REPHRASE]);
      expect(r.signals[0]!.metadata?.overlap).toBe(0.6);
    });

    it('counts the distinct content words of long messages (256+ tokens, words repeated) the same way', () => {
      // 300+ tokens each: stopwords repeated many times, content words twice, as in a pasted log.
      const filler = 'it is on the way to the door and it is not here '.repeat(25);
      const previous = `${filler} ${words('fruit', 20)} ${words('fruit', 20)}`;
      // Content words: way, door + fruit1-20 (22) against way, door + fruit1-12 + veg1-8 (22): 14 / 22.
      const r = repair([user(previous), user(`${filler} ${words('fruit', 12)} ${words('veg', 8)} ${words('veg', 8)}`)]);
      expect(types(r)).toEqual([REPHRASE]);
      expect(r.signals[0]!.metadata?.overlap).toBe(Math.round((14 / 22) * 1000) / 1000);
      // way, door + fruit1-11 + veg1-9: 13 / 22 ≈ 0.59, not a rephrase.
      expect(
        repair([user(previous), user(`${filler} ${words('fruit', 11)} ${words('veg', 9)} ${words('veg', 9)}`)]).signals,
      ).toEqual([]);
    });

    it('agrees on long and short forms of the same messages', () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom('the', 'order', 'is', 'late', 'fruit1', 'fruit2', 'veg1', 'a', 'refund', 'please'), {
            minLength: 3,
            maxLength: 12,
          }),
          fc.array(fc.constantFrom('the', 'order', 'late', 'fruit1', 'veg2', 'veg1', 'is', 'shipping'), {
            minLength: 3,
            maxLength: 12,
          }),
          (a, b) => {
            const short = repair([user(a.join(' ')), user(b.join(' '))]);
            // The same words repeated past 256 tokens: the same distinct sets, so the same verdict.
            const long = repair([
              user(`${a.join(' ')} `.repeat(Math.ceil(260 / a.length))),
              user(`${b.join(' ')} `.repeat(Math.ceil(260 / b.length))),
            ]);
            expect(long.signals.map((x) => x.metadata?.overlap ?? x.type)).toEqual(
              short.signals.map((x) => x.metadata?.overlap ?? x.type),
            );
          },
        ),
        { numRuns: 300 },
      );
    });

    it('divides by the smaller set: a short restatement of a long message counts', () => {
      const r = repair([user(words('fruit', 10)), user('fruit1 fruit2 fruit3')]);
      expect(types(r)).toEqual([REPHRASE]);
      expect(r.signals[0]!.confidence).toBe(1);
    });

    it('ignores stopwords when comparing', () => {
      // Content: {apple, banana, cherry} vs {apple, banana, cherry}; the stopwords differ.
      const r = repair([user('the apple and the banana with a cherry'), user('is it apple or banana or cherry')]);
      expect(types(r)).toEqual([REPHRASE]);
    });

    it('needs 3 tokens in the new message', () => {
      expect(repair([user('apple banana cherry'), user('apple banana')]).signals).toEqual([]);
    });

    it('needs 3 tokens in the previous message', () => {
      expect(repair([user('apple banana'), user('apple banana cherry')]).signals).toEqual([]);
    });

    it('counts at exactly 3 tokens with 2 content tokens', () => {
      expect(types(repair([user('apple banana cherry'), user('the apple banana')]))).toEqual([REPHRASE]);
    });

    it('needs 2 distinct content tokens in the new message', () => {
      expect(repair([user('apple banana cherry'), user('is it apple')]).signals).toEqual([]);
      expect(repair([user('apple banana cherry'), user('apple apple apple')]).signals).toEqual([]);
    });

    it('needs 2 distinct content tokens in the previous message', () => {
      expect(repair([user('is it apple'), user('apple banana cherry')]).signals).toEqual([]);
    });

    it.each(['yes', 'yeah', 'ok', 'okay', 'sure', 'right', 'correct'])(
      'does not count a message starting with "%s"',
      (word) => {
        expect(repair([user('apple banana cherry mango'), user(`${word}, apple banana cherry mango`)]).signals).toEqual(
          [],
        );
      },
    );

    it('counts the same message without the confirmation', () => {
      expect(types(repair([user('apple banana cherry mango'), user('so, apple banana cherry mango')]))).toEqual([
        REPHRASE,
      ]);
    });

    it('compares with the previous user turn only, not with earlier ones', () => {
      const r = repair([user('apple banana cherry'), user('kiwi lemon melon'), user('apple banana cherry')]);
      expect(r.signals).toEqual([]);
    });

    it('skips assistant messages and empty user messages between the two turns', () => {
      const r = repair([
        user('apple banana cherry'),
        assistant('apple banana cherry? kiwi lemon melon!'),
        user(''),
        user('   '),
        user('apple banana cherry please'),
      ]);
      expect(r.signals.map((s) => [s.type, s.messageIndex, s.metadata?.similarTo])).toEqual([[REPHRASE, 4, 0]]);
    });

    it('unrelated follow-ups are not rephrases', () => {
      const r = repair([user('How do I reset my password?'), user('Also, where can I download the invoice?')]);
      expect(r.signals).toEqual([]);
    });
  });

  describe('ratio', () => {
    it('is count / user turns', () => {
      const messages = [user('I meant blue'), user('hello there'), user('my mistake'), user('what about shoes')];
      const r = repair(messages);
      expect(r.count).toBe(2);
      expect(r.ratio).toBe(0.5);
    });

    it('is exactly 0.3 for 3 repairs in 10 turns', () => {
      const messages = [
        user('I meant blue'),
        user('my mistake'),
        user('I was wrong'),
        ...Array.from({ length: 7 }, (_, i) => user(`question number ${i} about topic${i}`)),
      ];
      const r = repair(messages);
      expect(r.count).toBe(3);
      expect(r.ratio).toBe(0.3);
    });

    it('is 0 without user turns', () => {
      const r = repair([assistant('hello')]);
      expect(r.count).toBe(0);
      expect(r.ratio).toBe(0);
    });
  });

  it('counts nothing for a language without a lexicon', () => {
    const r = repair([user('I meant blue'), user('I meant blue')], { language: 'xyz' });
    expect(r.count).toBe(0);
  });
});

describe('repairRatio', () => {
  it('divides the count by the user turns', () => {
    expect(repairRatio(3, 10)).toBe(0.3);
    expect(repairRatio(1, 3)).toBeCloseTo(1 / 3, 12);
  });

  it('is 0 without turns and never above 1', () => {
    expect(repairRatio(0, 0)).toBe(0);
    expect(repairRatio(5, 0)).toBe(0);
    expect(repairRatio(5, 2)).toBe(1);
  });
});

describe('endsWithQuestion', () => {
  it('is the regex /\\?\\s*$/ on the last 200 characters', () => {
    const pieces = [
      '?',
      '!',
      '.',
      'a',
      ' ',
      '\n',
      '\t',
      '\u00a0',
      '\u3000',
      '\u2028',
      '\ufeff',
      '\u0085',
      '😀',
      'x'.repeat(150),
      ' '.repeat(120),
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (list) => {
        const text = list.join('');
        expect(endsWithQuestion(text)).toBe(/\?\s*$/.test(text.slice(-200)));
      }),
      { numRuns: 3000 },
    );
    expect(endsWithQuestion('?' + ' '.repeat(199))).toBe(true);
    expect(endsWithQuestion('?' + ' '.repeat(200))).toBe(false);
    expect(endsWithQuestion('')).toBe(false);
  });
});
