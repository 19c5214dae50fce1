import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assistantDeclined,
  assistantLength,
  assistantOnlySaid,
  assistantSaid,
  assistantSpeaksOfItself,
  assistantWorked,
  dialogueStep,
  initialDialogueState,
  WORK_MIN_TOKENS,
  type DialogueState,
} from '../../src/detectors/dialogue';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon } from '../../src/lexicon/compile';
import { analysed, readMessage } from '../../src/messages/prepare';

const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);

const REPLIES = [
  'That is great.',
  'Great!',
  "I'm sorry, I am unable to change a booking once it has been paid.",
  'A reshipment usually takes 2 to 3 business days. I have created it and you will receive a new tracking number by email.',
  Array.from({ length: WORK_MIN_TOKENS - 1 }, (_, i) => `word${i}`).join(' '),
  Array.from({ length: WORK_MIN_TOKENS }, (_, i) => `word${i}`).join(' '),
  'Shall I book it? Anything else I can help you with?',
  '```\nconst x = 1;\n```',
  '',
];

/** A state after the user asked something and the assistant replied `reply`. */
function stateAfter(reply: string): DialogueState {
  const state = initialDialogueState();
  for (const [index, raw] of [
    { role: 'user', content: 'Can you help me with my booking?' },
    { role: 'assistant', content: reply },
  ].entries()) {
    const message = readMessage(raw, index);
    if (message !== undefined) dialogueStep(analysed(message, lexicon), state);
  }
  return state;
}

/** The questions about the assistant's latest message, each asked of `state`. */
const QUESTIONS: readonly ((state: DialogueState) => boolean | number)[] = [
  (s) => assistantWorked(s),
  (s) => assistantSpeaksOfItself(s, lexicon),
  (s) => assistantDeclined(s, lexicon),
  (s) => assistantOnlySaid(s, lexicon, 'satisfaction'),
  (s) => assistantSaid(s, lexicon, 'proposals', 'phrases'),
  (s) => assistantSaid(s, lexicon, 'proposals'),
  (s) => assistantLength(s),
];

describe('answers about the assistant message do not depend on the order they are asked in', () => {
  it.each(REPLIES)('%j', (reply) => {
    const first = QUESTIONS.map((ask) => ask(stateAfter(reply)));
    fc.assert(
      fc.property(fc.shuffledSubarray([...QUESTIONS.keys()], { minLength: QUESTIONS.length }), (order) => {
        const state = stateAfter(reply);
        const answers: (boolean | number)[] = [];
        for (const k of order) answers[k] = QUESTIONS[k]!(state);
        expect(answers).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('reads the answers the rules expect', () => {
    const ask = (reply: string) => QUESTIONS.map((q) => q(stateAfter(reply)));
    expect(ask('That is great.')).toEqual([false, false, false, true, false, false, 3]);
    expect(ask("I'm sorry, I am unable to change a booking once it has been paid.")[2]).toBe(true);
    expect(ask(REPLIES[4]!)[0]).toBe(false);
    expect(ask(REPLIES[5]!)[0]).toBe(true);
    expect(ask('Shall I book it? Anything else I can help you with?')[4]).toBe(true);
  });
});
