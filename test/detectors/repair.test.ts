import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../src/options';
import {
  repairRatio,
  REPAIR_RATIO_THRESHOLD,
  REPHRASE_OVERLAP,
  REPHRASE_MAX_NEW_TOKENS,
  BOILERPLATE_TURNS,
  QUESTION_TAIL_CHARS,
  TOOK_UP_WORDS,
  DIRECT_ANSWER_MAX_TOKENS,
  asksQuestion,
} from '../../src/detectors/repair';
import { analyzeFamily, assistant, system, user } from '../helpers';

const CORRECTION = 'interaction.misalignment.correction';
const REPHRASE = 'interaction.misalignment.rephrase';
const CLARIFICATION = 'interaction.misalignment.clarification';

function repair(messages: readonly unknown[], options?: AnalyzeOptions) {
  const { report, signals } = analyzeFamily(messages, 'interaction.misalignment.', options);
  return { ...report.repair, signals };
}
const types = (r: ReturnType<typeof repair>): string[] => r.signals.map((s) => s.type);

describe('detectRepair', () => {
  it('uses the documented thresholds', () => {
    expect(REPHRASE_OVERLAP).toBe(0.5);
    expect(REPHRASE_MAX_NEW_TOKENS).toBe(2);
    expect(BOILERPLATE_TURNS).toBe(3);
    expect(TOOK_UP_WORDS).toBe(5);
    expect(REPAIR_RATIO_THRESHOLD).toBe(0.3);
  });

  describe('repair phrases', () => {
    it.each([
      ['I meant the blue one', CORRECTION],
      ['Correction: the blue one', CORRECTION],
      ['No, I wanted the blue one', CORRECTION],
      ["That's not the one I picked", CORRECTION],
      ['My mistake, it is blue', CORRECTION],
      ['Sorry, I was wrong. It is blue', CORRECTION],
      ['Let me rephrase the question', REPHRASE],
      ['To clarify, the blue one', CLARIFICATION],
    ])('"%s" is %s', (text, type) => {
      const r = repair([user('I want a shirt'), assistant('Here is the red one.'), user(text)]);
      expect(types(r)).toEqual([type]);
      expect(r.signals[0]!.messageIndex).toBe(2);
      expect(r.signals[0]!.metadata?.phrase).toBeTypeOf('string');
    });

    it('does not count "no, I…" that answers the assistant\'s question', () => {
      const ask = (question: string, reply: string, language?: string) =>
        repair(
          [user('hello there'), assistant(question), user(reply)],
          language === undefined ? undefined : { language },
        );
      expect(ask('Do you have kids?', "No I don't, do you?").count).toBe(0);
      expect(ask('Anything else?', "No, that's all for today").count).toBe(0);
      // A question anywhere near the end of the message counts, not only at its very end.
      expect(ask('Do you like to sing? I do, every day.', "No, I don't sing").count).toBe(0);
      expect(ask('你喜欢唱歌吗？我喜欢。', "No, I don't sing").count).toBe(0);
      // The same words after a statement are a correction; only the latest assistant message counts.
      expect(types(ask('Here is the red one.', 'No, I wanted the blue one'))).toEqual([CORRECTION]);
      expect(
        types(
          repair([
            user('hi there'),
            assistant('Which one?'),
            assistant('Here it is.'),
            user('No, I wanted the blue one'),
          ]),
        ),
      ).toEqual([CORRECTION]);
      // An offer without a question mark is answered the same way.
      expect(
        ask('I can transfer you to an agent. Let me know if you would like that.', "No, I don't want that").count,
      ).toBe(0);
      expect(ask('Möchten Sie, dass ich storniere.', 'Nein, ich behalte sie', 'deu').count).toBe(0);
      // A statement without an offer: a correction.
      expect(types(ask('I booked the red one for you.', 'No, I wanted the blue one'))).toEqual([CORRECTION]);
      // Phrases that do not open with a negator still count after a question.
      expect(types(ask('Is that right?', 'I meant the blue one'))).toEqual([CORRECTION]);
    });

    it('reads the question mark only in the last 300 characters of the assistant message', () => {
      const far = `Is it blue?${'x'.repeat(QUESTION_TAIL_CHARS)}`;
      expect(asksQuestion(far)).toBe(false);
      expect(asksQuestion(`Is it blue?${'x'.repeat(QUESTION_TAIL_CHARS - 1)}`)).toBe(true);
      expect(types(repair([user('hi there'), assistant(far), user('No, I wanted the blue one')]))).toEqual([
        CORRECTION,
      ]);
    });

    it('never counts the first user turn, nor a turn before any assistant message', () => {
      expect(repair([user('I meant the report from May')]).count).toBe(0);
      expect(repair([assistant('Hello! How can I help?'), user('I made a mistake.')]).count).toBe(0);
      expect(repair([user('hi'), user('I meant the report from May')]).count).toBe(0);
      expect(types(repair([user('hi'), assistant('Hello!'), user('hm'), user('I meant the May one')]))).toEqual([
        CORRECTION,
      ]);
    });

    it('does not count a clarification phrase used to confirm', () => {
      const turn = (text: string) => repair([user('cancel my trip'), assistant('Which trip?'), user(text)]);
      expect(turn('Just to be clear, the blue one, right?').count).toBe(0);
      expect(turn("Yes, that's the trip I'm referring to.").count).toBe(0);
      expect(types(turn("Just to be clear: the trip to Oslo. It's the one I booked first."))).toEqual([CLARIFICATION]);
      expect(types(turn("I'm referring to the Oslo trip. Can you find it?"))).toEqual([CLARIFICATION]);
      expect(types(turn('I was asking about the Oslo trip, can you find it?'))).toEqual([CLARIFICATION]);
      expect(turn('To be clear, both tickets get refunded, is that correct?').count).toBe(0);
    });

    it('counts a mistake only when the phrase ends its clause (a mistake in the world is a reason)', () => {
      const turn = (text: string) => repair([user('hello'), assistant('How can I help?'), user(text)]);
      expect(turn('I made a mistake with my booking and need to change the date').count).toBe(0);
      expect(turn('I think I was wrong about the forecast at work').count).toBe(0);
      expect(types(turn('Sorry, I made a mistake. The zip code is 10115'))).toEqual([CORRECTION]);
      expect(types(turn('my mistake, the order number ends in 7'))).toEqual([CORRECTION]);
    });

    it('counts a "no, …" correction only on the first line of the message', () => {
      const turn = (text: string) => repair([user('Check my phone'), assistant('Here is the check.'), user(text)]);
      expect(types(turn('No, I wanted the signal check'))).toEqual([CORRECTION]);
      // Blank lines before it are not text: still the first line.
      expect(types(turn('\n  \nNo, I wanted the signal check'))).toEqual([CORRECTION]);
      // A "No" value in a pasted list, read with the next line as "no it…": not a reply to the assistant.
      expect(turn('Result:\nRoaming: No\nIt says no SIM card').count).toBe(0);
      expect(turn('Result:\nNo, I wanted the signal check').count).toBe(0);
      // Phrases that say what was wrong count on any line, even those that open with a negator.
      expect(types(turn('Thanks.\nBut that is not what I asked for'))).toEqual([CORRECTION]);
      expect(types(turn('Checked it.\nNo, not that one, the signal check'))).toEqual([CORRECTION]);
      expect(
        types(
          repair([user('查一下天气'), assistant('这是结果。'), user('看过了。\n不对，我要明天的天气')], {
            language: 'cmn',
          }),
        ),
      ).toEqual([CORRECTION]);
      // Phrases that do not open with a negator count on any line.
      expect(types(turn("Checked it.\nThat's not the one I picked"))).toEqual([CORRECTION]);
    });

    it('reads a "no, it…" after a negated statement as agreeing, not correcting', () => {
      const after = (statement: string, text: string, language?: string) =>
        repair(
          [user('Tell me about the hotel'), assistant(statement), user(text)],
          language === undefined ? undefined : { language },
        );
      expect(after('The hotel is not near the beach.', 'no it is a long walk away').count).toBe(0);
      expect(after('The hotel is not near the beach.', 'No, it is a long walk away').count).toBe(0);
      // "No, I…" contradicts what was said about the user.
      expect(types(after("You don't have a booking with us.", 'No, I have one for Friday'))).toEqual([CORRECTION]);
      // Only the last sentence counts: the negated one before it is not what the "no" answers.
      expect(types(after('The hotel is not cheap. It has a pool.', 'no it has no pool'))).toEqual([CORRECTION]);
      expect(after('It has a pool. The hotel is not cheap.', 'no it is very expensive').count).toBe(0);
      // After a plain statement, "no, it…" contradicts.
      expect(types(after('The hotel is near the beach.', 'no it is a long walk away'))).toEqual([CORRECTION]);
      // A negator written into a word ("不对", "wrong") is not a bare "no" that can agree.
      expect(types(after('这家酒店没有停车场。', '不对，有停车场', 'cmn'))).toEqual([CORRECTION]);
      // Only a bare "no" can agree: phrases that say what was wrong, or take something back, still count.
      expect(types(after('The hotel is not near the beach.', "No, that's wrong, it is on the beach"))).toEqual([
        CORRECTION,
      ]);
      expect(types(after('The hotel is not near the beach.', 'No wait, it is on the beach'))).toEqual([CORRECTION]);
      expect(types(after('The hotel is not near the beach.', 'That is not what I asked'))).toEqual([CORRECTION]);
      expect(types(after('El hotel no está cerca de la playa.', 'No es lo que pedí', 'spa'))).toEqual([CORRECTION]);
      expect(types(after('O hotel não fica perto da praia.', 'Não é isso, quero outro hotel', 'por'))).toEqual([
        CORRECTION,
      ]);
      // Just "no it" at the end of the message: nothing after the "no" word to read as agreement.
      expect(types(after('The hotel is near the beach.', 'No no'))).toEqual([CORRECTION]);
    });

    it('counts "I\'m not asking for X" only when X is something the assistant said', () => {
      const turn = (reply: string, text: string) =>
        repair([user('My kettle arrived broken'), assistant(reply), user(text)]);
      const refund = 'I have started a refund for the kettle.';
      expect(types(turn(refund, "I'm not asking for a refund, send a new kettle"))).toEqual([CLARIFICATION]);
      // Names nothing the assistant said: a concession or a counter-offer.
      expect(turn(refund, "I'm not asking for compensation, how about a voucher?").count).toBe(0);
      // Nothing named after the phrase: nothing to check, it counts.
      expect(types(turn(refund, "I'm not asking. I want a new kettle."))).toEqual([CLARIFICATION]);
      expect(types(turn(refund, "I'm not asking"))).toEqual([CLARIFICATION]);
      // Un-negated clarification phrases need no such check.
      expect(types(turn(refund, "I'm asking about a replacement"))).toEqual([CLARIFICATION]);
    });

    it('counts a message once even with several repair phrases and a similar rephrase', () => {
      const r = repair([
        user('apple banana cherry'),
        assistant('Sorry?'),
        user('No, I meant apple banana cherry. Let me rephrase. To clarify.'),
      ]);
      expect(r.count).toBe(1);
      expect(types(r)).toEqual([CORRECTION]);
    });

    it.each(['Please prepare the report', 'Help me', 'Nothing new here', 'I repaired the bike', 'Not that it matters'])(
      '"%s" is not a repair',
      (text) => {
        expect(
          repair([user('What should we do about the quarterly numbers'), assistant('Good question.'), user(text)])
            .signals,
        ).toEqual([]);
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
    const again = (previous: string, text: string, reply = 'Hmm.') =>
      repair([user(previous), assistant(reply), user(text)]);

    it('similarity exactly 0.5 (2 shared of 4 content tokens) is a rephrase', () => {
      const r = again('apple banana cherry grape', 'apple banana');
      expect(types(r)).toEqual([]); // only 2 tokens
      const s = again('apple banana cherry grape', 'the apple and banana');
      expect(types(s)).toEqual([REPHRASE]);
      expect(s.signals[0]!.messageIndex).toBe(2);
      expect(s.signals[0]!.confidence).toBe(0.5);
      expect(s.signals[0]!.metadata).toEqual({ similarTo: 0, overlap: 0.5 });
    });

    it('similarity just under 0.5 (2 of 5) is not a rephrase', () => {
      expect(again('apple banana cherry grape mango', 'the apple and banana').signals).toEqual([]);
    });

    it('brings no new content token, unless the assistant said it did not understand: then at most 2, keeping the previous ones', () => {
      const lost = "Sorry, I don't understand.";
      // After an answer, words added widen or narrow the request: a refinement.
      expect(again('apple banana cherry grape', 'apple banana cherry grape kiwi').signals).toEqual([]);
      expect(types(again('apple banana cherry grape', 'grape cherry banana apple'))).toEqual([REPHRASE]);
      // After "I don't understand", the user restates it more clearly: up to 2 new words.
      expect(types(again('apple banana cherry grape', 'apple banana cherry grape kiwi lemon', lost))).toEqual([
        REPHRASE,
      ]);
      expect(
        again('apple banana cherry grape mango', 'apple banana cherry grape mango kiwi lemon melon', lost).signals,
      ).toEqual([]);
      // Drops grape, brings kiwi: another item, not a restatement.
      expect(again('apple banana cherry grape', 'apple banana cherry kiwi', lost).signals).toEqual([]);
      // The confusion must be in the last 300 characters of the reply.
      const far = `${lost} ${'Here is more. '.repeat(25)}`;
      expect(again('apple banana cherry grape', 'apple banana cherry grape kiwi', far).signals).toEqual([]);
    });

    it('does not count a message that brings a number the previous turn lacked', () => {
      expect(again('book the apple tour', 'book the apple tour on 12 May').signals).toEqual([]);
      expect(types(again('book the apple tour on 12 May', 'book apple tour 12 May please'))).toEqual([REPHRASE]);
      // Numbers are read whole: new readings made of the same digits are new numbers.
      expect(again('latest readings apple: 7.0, 6.5 banana', 'latest readings apple: 6.0, 7.5 banana').signals).toEqual(
        [],
      );
      expect(types(again('latest readings apple: 7.0, 6.5 banana', 'latest readings apple 6.5 banana'))).toEqual([
        REPHRASE,
      ]);
    });

    it('leaves out the tokens the user repeats in every turn (signatures, templates)', () => {
      const sig = 'regards maria lopez acme logistics';
      const thread = (first: string) =>
        repair([
          user(first),
          assistant('Noted.'),
          user(`cherry grape ${sig}`),
          assistant('Noted.'),
          user(`lemon ${sig}`),
          assistant('Noted.'),
          user(`lemon ${sig}`),
        ]).signals.map((s) => [s.type, s.messageIndex]);
      // The signature is in all 3 earlier turns: left out, "lemon" alone is too little to compare.
      expect(thread(`apple banana ${sig}`)).toEqual([]);
      // Not in the first turn: it is compared like any word, and the last turn restates the one before.
      expect(thread('apple banana')).toEqual([[REPHRASE, 6]]);
    });

    it('needs the assistant to have failed to act: an answer that took up the turn makes a variation a refinement', () => {
      const took = 'Here is an apple banana cherry grape salad.';
      expect(again('apple banana cherry grape', 'apple banana cherry grape kiwi', took).signals).toEqual([]);
      // The very same words again still count.
      expect(types(again('apple banana cherry grape', 'apple banana cherry grape', took))).toEqual([REPHRASE]);
      expect(types(again('apple banana cherry grape', 'banana apple grape cherry'))).toEqual([REPHRASE]);
    });

    it('a request to go on is never a rephrase, nor a signal', () => {
      const long = 'Here is the first part of the story. It was a dark and stormy night.';
      expect(again('continue writing please', 'continue writing please', long).signals).toEqual([]);
      expect(again('go on with the story', 'go on with the story', long).signals).toEqual([]);
      expect(repair([user('hi there'), assistant('Hello.'), user('Continue.')]).signals).toEqual([]);
      // The same words without the request to go on are a restatement.
      expect(types(again('write the story please', 'write the story please', long))).toEqual([REPHRASE]);
    });

    it("an answer that holds 5 of a long request's content words took it up, when the new turn changes its words", () => {
      const prompt = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima';
      const cut = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo';
      // 5 of 12 words taken up (under half): the prompt re-sent with a word cut is a refinement.
      expect(again(prompt, cut, 'Here: alpha bravo charlie delta echo.').signals).toEqual([]);
      // 4 of 12: not taken up, the shorter version still restates it.
      expect(types(again(prompt, cut, 'Here: alpha bravo charlie delta.'))).toEqual([REPHRASE]);
      // The same content words again (only a stopword changed) still count after 5 of 12.
      expect(types(again(`the ${prompt}`, `a ${prompt}`, 'Here: alpha bravo charlie delta echo.'))).toEqual([REPHRASE]);
    });

    it('a turn that asks for more, or relaxes a criterion, is never a rephrase', () => {
      expect(again('list apple banana cherry', 'list more apple banana cherry').signals).toEqual([]);
      expect(again('list apple banana cherry', 'list apple banana cherry more', "I don't understand.").signals).toEqual(
        [],
      );
      expect(
        repair([user('カフェを探してください'), assistant('条件はありますか。'), user('カフェならどこでもいいです')], {
          language: 'jpn',
        }).signals,
      ).toEqual([]);
    });

    it('a negation added or dropped makes another statement', () => {
      expect(again('you like apple banana?', "you don't like apple banana?").signals).toEqual([]);
      expect(again("apple banana doesn't work", 'apple banana works').signals).toEqual([]);
      expect(types(again("apple banana doesn't work", 'apple banana does not work'))).toEqual([REPHRASE]);
    });

    it('needs an assistant message between the two turns', () => {
      expect(repair([user('apple banana cherry'), user('apple banana cherry')]).signals).toEqual([]);
    });

    it('counts the distinct content words of long messages (256+ tokens, words repeated) the same way', () => {
      // 256+ tokens each, within the 1,000 characters read whole (stopwords repeated, as in a pasted log).
      const filler = 'way door ' + 'a '.repeat(230);
      const previous = `${filler} apple banana cherry apple banana cherry`;
      const r = again(previous, `${filler} apple banana cherry kiwi apple banana`, "I don't understand.");
      expect(types(r)).toEqual([REPHRASE]);
      // way, door, apple, banana, cherry + kiwi: 5 / 6.
      expect(r.signals[0]!.metadata?.overlap).toBe(Math.round((5 / 6) * 1000) / 1000);
    });

    it('agrees on long and short forms of the same messages', () => {
      fc.assert(
        fc.property(
          // Words of two letters: 256+ tokens stay within the 1,000 characters read whole.
          fc.array(fc.constantFrom('a', 'od', 'is', 'lt', 'ap', 'bn', 'kw', 'it', 'rf', 'pl'), {
            minLength: 3,
            maxLength: 12,
          }),
          fc.array(fc.constantFrom('a', 'od', 'lt', 'ap', 'ml', 'kw', 'is', 'sh'), {
            minLength: 3,
            maxLength: 12,
          }),
          (a, b) => {
            const short = again(a.join(' '), b.join(' '));
            const long = again(
              `${a.join(' ')} `.repeat(Math.ceil(260 / a.length)),
              `${b.join(' ')} `.repeat(Math.ceil(260 / b.length)),
            );
            expect(long.signals.map((x) => x.metadata?.overlap ?? x.type)).toEqual(
              short.signals.map((x) => x.metadata?.overlap ?? x.type),
            );
          },
        ),
        { numRuns: 300 },
      );
    });

    it('ignores stopwords when comparing', () => {
      const r = again('the apple and the banana with a cherry', 'is it apple or banana or cherry');
      expect(types(r)).toEqual([REPHRASE]);
    });

    it('needs 3 tokens in each message', () => {
      expect(again('apple banana cherry', 'apple banana').signals).toEqual([]);
      expect(again('apple banana', 'apple banana cherry').signals).toEqual([]);
    });

    it('counts at exactly 3 tokens with 2 content tokens', () => {
      expect(types(again('apple banana cherry', 'the apple banana'))).toEqual([REPHRASE]);
    });

    it('needs 2 distinct content tokens in each message', () => {
      expect(again('apple banana cherry', 'is it apple').signals).toEqual([]);
      expect(again('apple banana cherry', 'apple apple apple').signals).toEqual([]);
      expect(again('is it apple', 'apple banana cherry').signals).toEqual([]);
    });

    it.each(['yes', 'yeah', 'ok', 'okay', 'sure', 'right', 'correct'])(
      'does not count a message starting with "%s"',
      (word) => {
        expect(again('apple banana cherry mango', `${word}, apple banana cherry mango`).signals).toEqual([]);
      },
    );

    it('counts the same message without the confirmation', () => {
      expect(types(again('apple banana cherry mango', 'so, apple banana cherry mango'))).toEqual([REPHRASE]);
    });

    it('compares with the previous user turn only, not with earlier ones', () => {
      const r = repair([
        user('apple banana cherry'),
        assistant('Hmm.'),
        user('kiwi lemon melon'),
        assistant('Hmm.'),
        user('apple banana cherry'),
      ]);
      expect(r.signals).toEqual([]);
    });

    it('skips empty user messages between the two turns', () => {
      const r = repair([
        user('apple banana cherry'),
        assistant('Sorry, what?'),
        user(''),
        user('   '),
        user('apple banana cherry please'),
      ]);
      expect(r.signals.map((s) => [s.type, s.messageIndex, s.metadata?.similarTo])).toEqual([[REPHRASE, 4, 0]]);
    });

    it('compares whole texts when the own words left pasted or quoted material out', () => {
      // The same lead-in line before another pasted block: another request.
      expect(again('apple banana cherry:\nkiwi lemon melon', 'apple banana cherry:\nplum pear fig').signals).toEqual(
        [],
      );
      expect(again('apple banana cherry "kiwi lemon"', 'apple banana cherry "plum pear"').signals).toEqual([]);
      // The very same message again, its pasted block included, still counts.
      const same = again('apple banana cherry:\nkiwi lemon melon', 'apple banana cherry:\nkiwi lemon melon');
      expect(same.signals.map((s) => [s.type, s.metadata])).toEqual([[REPHRASE, { similarTo: 0, overlap: 1 }]]);
      // Whole texts alike enough: the similarity is read on them (4 shared of 6 content tokens).
      const wider = again(
        'apple banana cherry:\ngrape',
        'apple banana cherry:\ngrape kiwi mango',
        "Sorry, I don't understand.",
      );
      expect(wider.signals.map((s) => s.metadata?.overlap)).toEqual([0.667]);
    });

    describe('a question asked again after a direct answer', () => {
      const ask = 'Are you going to the concert on Friday?';
      const after = (reply: string) => repair([user(ask), assistant(reply), user(ask)]);

      it('is not a rephrase after a short reply that opens with yes, no or a confirmation', () => {
        expect(DIRECT_ANSWER_MAX_TOKENS).toBe(12);
        expect(after('Yes, I am. What about you?').signals).toEqual([]);
        expect(after('No, not this week.').signals).toEqual([]);
        expect(after('Sure, with my sister.').signals).toEqual([]);
      });

      it('is a rephrase after a reply that does not answer (no yes/no opening)', () => {
        expect(types(after('I like to play video games.'))).toEqual([REPHRASE]);
      });

      it('counts at exactly 12 tokens of reply and not at 13: a long "Sure, …" may miss the point', () => {
        const twelve = 'Yes, one two three four five six seven eight nine ten eleven';
        expect(twelve.split(/[ ,]+/)).toHaveLength(12);
        expect(after(twelve).signals).toEqual([]);
        expect(types(after(`${twelve} twelve`))).toEqual([REPHRASE]);
      });

      it('applies to questions only: a request re-sent after "Sure." still counts', () => {
        const request = 'Please write the summary of the meeting notes';
        const r = repair([user(request), assistant('Sure.'), user(request)]);
        expect(types(r)).toEqual([REPHRASE]);
      });

      it('reads a hostile reply without failing', () => {
        expect(after('yes '.repeat(50_000)).signals.length).toBeLessThanOrEqual(1);
        expect(after('\u0000?'.repeat(10_000)).signals.length).toBeLessThanOrEqual(1);
      });
    });

    it('unrelated follow-ups are not rephrases', () => {
      const r = again('How do I reset my password?', 'Also, where can I download the invoice?');
      expect(r.signals).toEqual([]);
    });
  });

  describe('ratio', () => {
    const turns = (...texts: string[]) => texts.flatMap((t) => [user(t), assistant('Okay then.')]);

    it('is count / user turns', () => {
      const r = repair(turns('hello there', 'I meant blue', 'what about shoes', 'my mistake'));
      expect(r.count).toBe(2);
      expect(r.ratio).toBe(0.5);
    });

    it('is exactly 0.3 for 3 repairs in 10 turns', () => {
      const r = repair(
        turns(
          'hello there',
          'I meant blue',
          'my mistake',
          'I was wrong',
          ...Array.from({ length: 6 }, (_, i) => `question ${'abcdef'[i]} about topic ${'ghijkl'[i]}`),
        ),
      );
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
    const r = repair([user('I meant blue'), assistant('ok'), user('I meant blue')], { language: 'ita' });
    expect(r.count).toBe(0);
  });

  it('survives hostile text', () => {
    const r = repair([
      user('\u0000\uffff?'.repeat(500)),
      assistant('?'.repeat(5000)),
      user('no i ' + '\ud800'.repeat(100)),
      assistant(''),
      user('1 2 3 4 5 6 7 8 9'),
      assistant('.'.repeat(3000) + ' not'),
      user('\n'.repeat(200) + 'no it ' + '\ud800'.repeat(50)),
      assistant('!'.repeat(4000)),
      user("I'm not asking for " + 'x\u0301 '.repeat(2000)),
    ]);
    expect(r.count).toBeLessThanOrEqual(4);
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
