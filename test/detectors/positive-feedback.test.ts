import { describe, expect, it } from 'vitest';
import { initialDialogueState } from '../../src/detectors/dialogue';
import { initialFeedbackState, positiveConfidence, WORK_MIN_TOKENS } from '../../src/detectors/positive-feedback';
import { analyzeFamily, assistant, system, user } from '../helpers';

const GRATITUDE = 'interaction.positive_feedback.gratitude';
const SATISFACTION = 'interaction.positive_feedback.satisfaction';
const SUCCESS = 'interaction.positive_feedback.success';

function positive(messages: readonly unknown[]) {
  const { report, signals } = analyzeFamily(messages, 'interaction.positive_feedback.');
  return { ...report.positiveFeedback, signals };
}
/** An opening request and the assistant's answer: feedback comes after the assistant did something. */
const OPENING = [
  user('Please shorten the second paragraph of my cover letter.'),
  assistant('Here is a shorter version.'),
];
const one = (text: string) => positive([...OPENING, user(text)]);
/** The opening exchange, then each text as a user turn answered by the assistant. */
const turns = (...texts: string[]) => positive([...OPENING, ...texts.flatMap((t) => [user(t), assistant('Done.')])]);

describe('positiveConfidence', () => {
  it.each([
    [0, 0],
    [1, 0.6],
    [2, 0.8],
    [3, 0.95],
    [4, 0.95],
    [50, 0.95],
  ])('%i → %f', (count, confidence) => {
    expect(positiveConfidence(count)).toBe(confidence);
  });
});

describe('detectPositiveFeedback', () => {
  it.each([
    ['thank you', GRATITUDE],
    ['I appreciate it', GRATITUDE],
    ["that's great", SATISFACTION],
    ['awesome', SATISFACTION],
    ['love it', SATISFACTION],
    ['it works', SUCCESS],
    ['that worked', SUCCESS],
    ['perfect', SUCCESS],
  ])('"%s" is %s', (text, type) => {
    const r = one(text);
    expect(r.signals.map((s) => s.type)).toEqual([type]);
    expect(r.count).toBe(1);
    expect(r.confidence).toBe(0.6);
  });

  it('gives at most one signal per message', () => {
    const r = one('Thank you, that worked, awesome, I love it!');
    expect(r.signals).toHaveLength(1);
    expect(r.count).toBe(1);
  });

  it('gives confidence 0.6, 0.8 and 0.95 for 1, 2 and 3 messages', () => {
    expect(turns('thank you').confidence).toBe(0.6);
    expect(turns('thank you', 'that worked').confidence).toBe(0.8);
    expect(turns('thank you', 'that worked', 'I appreciate it').confidence).toBe(0.95);
    const four = turns('thank you', 'that worked', 'I appreciate it', 'perfect');
    expect(four.count).toBe(4);
    expect(four.confidence).toBe(0.95);
  });

  it('"no problem, thanks" is gratitude', () => {
    expect(one('no problem, thanks').signals.map((s) => s.type)).toEqual([GRATITUDE]);
  });

  it.each([
    'not helpful',
    'not great',
    "it's not great",
    'thanks, but it still fails',
    'thanks for nothing',
    'great, another error',
    'Help me',
    'The list is incomplete',
  ])('"%s" is not positive feedback', (text) => {
    const r = one(text);
    expect(r.signals).toEqual([]);
    expect(r.count).toBe(0);
    expect(r.confidence).toBe(0);
  });

  it('ignores assistant and system messages', () => {
    expect(positive([system('Thank you!'), assistant('Thank you, that worked, perfect!')]).count).toBe(0);
  });

  it('reports the original index', () => {
    const r = positive([system('s'), null, user('book it please'), assistant('done'), user('thank you')]);
    expect(r.signals.map((s) => s.messageIndex)).toEqual([4]);
  });

  describe('feedback on what the assistant did', () => {
    it('does not count in the first user turn, even after an assistant greeting', () => {
      expect(positive([user('Thanks! Book me a table for two.')]).count).toBe(0);
      expect(positive([assistant('Hi! How can I help?'), user('Thanks, book me a table for two.')]).count).toBe(0);
    });

    it('does not count before the assistant answered or acted', () => {
      expect(positive([user('Book a table.'), user('Thank you!')]).count).toBe(0);
    });

    it('counts after an assistant turn that only called a tool', () => {
      const acted = {
        role: 'assistant',
        content: '',
        tool_calls: [{ id: 'a', type: 'function', function: { name: 'book', arguments: '{}' } }],
      };
      expect(positive([user('Book a table.'), acted, user('Thank you!')]).count).toBe(1);
    });

    it.each([
      'Thanks. What about Friday?',
      'Got it. And on Sunday？',
      'Thanks, can you also add a footer',
      'Perfect, now do the same for file two',
      'Thanks in advance!',
    ])('"%s" goes on with a question or a request: not feedback', (text) => {
      expect(one(text).count).toBe(0);
    });

    it('a confirmation after a proposal accepts it; after a plain answer it is feedback', () => {
      const proposal = assistant('I can move it to 10am. Shall I go ahead?');
      expect(positive([user('Move my booking.'), proposal, user('Yes, thank you!')]).count).toBe(0);
      const answer = assistant('It is moved to 10am.');
      expect(positive([user('Move my booking.'), answer, user('Yes, thank you!')]).count).toBe(1);
    });

    describe('satisfaction needs an assistant message that served the user', () => {
      const sat = (messages: readonly unknown[], language = 'eng') =>
        analyzeFamily(messages, SATISFACTION, { language }).signals.length;

      it('a reaction to a personal remark the assistant volunteered is chit-chat', () => {
        expect(sat([user('Hi there.'), assistant('Hello! I just came back from a hike.'), user('Cool!')])).toBe(0);
        expect(sat([user('I am fine.'), assistant('Glad to hear. We have snow here.'), user('Nice')])).toBe(0);
      });

      it('the short answer to a personal question, about the assistant itself, is chit-chat', () => {
        expect(sat([user('What do you do?'), assistant('I drive a bus.'), user('Nice')])).toBe(0);
        expect(sat([user('你喜欢什么？'), assistant('我喜欢画画。'), user('太好了')], 'cmn')).toBe(0);
      });

      it('the answer to a question, not about the assistant, served the user: a judgement of the help counts', () => {
        const museum = [user('When does the museum open?'), assistant('At 9am on weekdays.')];
        expect(sat([...museum, user('That helps')])).toBe(1);
        expect(sat([...museum, user('Great, that helps')])).toBe(1);
        expect(sat([user('附近有什么餐馆？'), assistant('附近有两家面馆。'), user('很有帮助')], 'cmn')).toBe(1);
      });

      it('a bare reaction to a question answered in a few words reacts to the fact, not to help', () => {
        expect(sat([user('When does the museum open?'), assistant('At 9am on weekdays.'), user('Great')])).toBe(0);
        expect(sat([user('附近有什么餐馆？'), assistant('附近有两家面馆。'), user('太好了')], 'cmn')).toBe(0);
      });

      it('an imperative request from the requests lexicon served the user', () => {
        expect(sat([user('Book the 7pm table.'), assistant('Booked.'), user('Great')])).toBe(1);
      });

      it('a tool call since the previous user turn is work, whatever the assistant says', () => {
        const called = {
          role: 'assistant',
          content: '',
          tool_calls: [{ id: 'a', type: 'function', function: { name: 'lookup', arguments: '{}' } }],
        };
        const said = assistant('I found it: I moved you to row 12.');
        expect(
          sat([user('Hi.'), called, { role: 'tool', tool_call_id: 'a', content: 'ok' }, said, user('Great')]),
        ).toBe(1);
      });

      it(`a long answer (${WORK_MIN_TOKENS} tokens) is work; one token shorter is not`, () => {
        const long = assistant(Array.from({ length: WORK_MIN_TOKENS }, (_, i) => `w${i}`).join(' '));
        const short = assistant(Array.from({ length: WORK_MIN_TOKENS - 1 }, (_, i) => `w${i}`).join(' '));
        expect(sat([user('Hi.'), long, user('Great')])).toBe(1);
        expect(sat([user('Hi.'), short, user('Great')])).toBe(0);
      });

      it('a structured answer (a list) is work', () => {
        expect(sat([user('Hi.'), assistant('Options:\n- red\n- blue'), user('Great')])).toBe(1);
        expect(sat([user('Hi.'), assistant('Options:\n1. red\n2. blue'), user('Great')])).toBe(1);
        expect(sat([user('Hi.'), assistant('Try:\n```\nls -la\n```'), user('Great')])).toBe(1);
      });

      it('thanks for a personal remark after a greeting return the compliment: courtesy', () => {
        expect(positive([user('Hi.'), assistant('I like your style.'), user('Thank you!')]).count).toBe(0);
      });
    });

    it('a positive word opening the message is the feedback, not an acceptance', () => {
      const proposal = assistant('Done. Shall I also email you the receipt?');
      expect(positive([user('Move my booking.'), proposal, user('Great, thanks for your help.')]).count).toBe(1);
    });
  });
});

describe('initialFeedbackState', () => {
  it('is a fresh dialogue state (every field, in its order) with nothing fed back yet, a new object each time', () => {
    const state = initialFeedbackState();
    const own = {
      userFedBack: false,
      userPraised: false,
      usedTools: false,
      unreadSinceTools: [],
      declinedSinceTools: false,
      changedSomething: false,
      pendingWrites: [],
    };
    expect(state).toEqual({ ...initialDialogueState(), ...own });
    expect(Object.keys(state)).toEqual([...Object.keys(initialDialogueState()), ...Object.keys(own)]);
    expect(initialFeedbackState()).not.toBe(state);
  });
});
