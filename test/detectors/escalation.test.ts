import { describe, expect, it } from 'vitest';
import { REQUEST_GAP } from '../../src/detectors/escalation';
import { analyzeFamily, assistant, system, user } from '../helpers';

const HUMAN = 'interaction.escalation.human';
const SUPPORT = 'interaction.escalation.support';
const QUIT = 'interaction.escalation.quit';

function escalation(messages: readonly unknown[]) {
  const { report, signals } = analyzeFamily(messages, 'interaction.escalation.');
  return { count: report.escalation.count, signals };
}
const types = (text: string): string[] => escalation([user(text)]).signals.map((s) => s.type);

describe('detectEscalation', () => {
  it.each(['I want to speak to a human', 'Is there a real person I can talk to?', 'Get me a live agent'])(
    '"%s" requests a human',
    (text) => {
      expect(types(text)).toEqual([HUMAN]);
    },
  );

  it.each([
    'How do I contact support?',
    'Put me through to customer service',
    'Can I call your help desk?',
    // Asking for the way to reach support asks for support.
    'Is there a help desk number?',
  ])('"%s" requests support', (text) => {
    expect(types(text)).toEqual([SUPPORT]);
  });

  /** `text` as the user's second turn, after a first exchange. */
  const later = (text: string): string[] =>
    escalation([user('Change my seat'), assistant('That seat is taken.'), user(text)]).signals.map((s) => s.type);

  it.each(["I'm done.", 'Forget it.', 'I give up'])('"%s" threatens to quit', (text) => {
    expect(later(text)).toEqual([QUIT]);
  });

  it('reports one signal per kind in a message, and counts them', () => {
    const r = escalation([
      user('Change my seat'),
      assistant('That seat is taken.'),
      user("I give up. I'm done. Let me speak to a human or contact support, a real person!"),
    ]);
    expect(r.signals.map((s) => s.type)).toEqual([HUMAN, SUPPORT, QUIT]);
    expect(r.count).toBe(3);
  });

  it('counts requests over several messages', () => {
    const r = escalation([user('speak to a human'), assistant('One moment.'), user('speak to a human')]);
    expect(r.count).toBe(2);
    expect(r.signals.map((s) => s.messageIndex)).toEqual([0, 2]);
  });

  it.each([
    'Help me',
    'Can you help me with my password?',
    "Please don't forget it",
    'The human body has 206 bones',
    'How does the support vector machine work?',
    // A support noun with no request verb or contact word: a question about it, not a request for it.
    'Is there a help desk in the building?',
  ])('"%s" is not an escalation', (text) => {
    expect(types(text)).toEqual([]);
  });

  it('ignores assistant and system messages', () => {
    const r = escalation([
      system('If the user wants to speak to a human, contact support.'),
      assistant('You can contact support or speak to a human. Forget it.'),
    ]);
    expect(r.count).toBe(0);
  });

  describe('a human or support noun counts only as the object of a request', () => {
    it(`allows up to ${REQUEST_GAP} tokens between the verb and the noun, not ${REQUEST_GAP + 1}`, () => {
      expect(REQUEST_GAP).toBe(2);
      expect(types('Transfer me to a human')).toEqual([HUMAN]);
      expect(types('Transfer me over to a human')).toEqual([]);
    });

    it('needs the verb and the noun in the same clause', () => {
      expect(types('Call me. A human would know')).toEqual([]);
      expect(types('Speak to, well, a human')).toEqual([]);
    });

    it('counts an imperative at the start of a clause, or after an opener', () => {
      expect(types('Hi. Contact support for me')).toEqual([SUPPORT]);
      expect(types('I would like to contact support')).toEqual([SUPPORT]);
      expect(types('Yesterday I had to contact support')).toEqual([]);
    });

    it('a past form is not the request verb', () => {
      expect(types('I talked to a human yesterday')).toEqual([]);
      expect(types('I contacted customer service')).toEqual([]);
    });

    it('reads a verb after the noun ("a human I can talk to")', () => {
      expect(types('Is there a human I can talk to')).toEqual([HUMAN]);
      expect(types('Is there a human I can finally maybe talk to')).toEqual([]);
    });

    it('lets leads ("alright", "then", "just") come before an imperative, nothing else', () => {
      expect(types('Alright then just transfer me to a human')).toEqual([HUMAN]);
      expect(types('And I will contact support later')).toEqual([]);
    });
  });

  describe("the assistant's own offer", () => {
    it('a request for a human right after the assistant named one is the handoff, not escalation', () => {
      const r = escalation([
        user('Remove my bag'),
        assistant('I cannot. Would you like me to transfer you to a human agent?'),
        user('Yes, transfer me to a human agent'),
      ]);
      expect(r.count).toBe(0);
    });

    it('only the kind the assistant named is suppressed', () => {
      const r = escalation([
        user('Remove my bag'),
        assistant('A human agent can help with that.'),
        user('No. Let me contact customer support instead'),
      ]);
      expect(r.signals.map((s) => s.type)).toEqual([SUPPORT]);
    });

    it('an offer two assistant turns back no longer suppresses the request', () => {
      const r = escalation([
        user('Remove my bag'),
        assistant('I can transfer you to a human agent.'),
        user('No, keep trying'),
        assistant('Still not possible.'),
        user('Then transfer me to a human agent'),
      ]);
      expect(r.signals.map((s) => [s.type, s.messageIndex])).toEqual([[HUMAN, 4]]);
    });
  });

  describe('quit needs a conversation to give up on', () => {
    it('never counts in the first user turn, with or without an assistant greeting before it', () => {
      expect(types("The editor crashes on every import and I'm so done")).toEqual([]);
      expect(escalation([assistant('Hi! How can I help?'), user('I give up on this printer')]).count).toBe(0);
    });

    it('counts from the second user turn on, even right after a greeting exchange', () => {
      expect(later('Forget it, I give up')).toEqual([QUIT]);
      expect(escalation([user('hi'), assistant('Hello!'), user("I'm done")]).signals.map((s) => s.type)).toEqual([
        QUIT,
      ]);
    });
  });

  describe('a bare "someone" answering the assistant\'s opening offer is the agent', () => {
    const opened = (text: string) => escalation([assistant('Hi! How can I help you today?'), user(text)]);

    it('is no escalation in the first user turn after the assistant opened', () => {
      expect(opened('Hi, I need to talk to someone about a cancelled flight.').count).toBe(0);
      expect(opened('Can I speak with somebody about my refund?').count).toBe(0);
    });

    it('still counts a human noun, or "someone else", in that turn', () => {
      expect(opened('I need to talk to a real person about my flight.').signals.map((s) => s.type)).toEqual([HUMAN]);
      expect(opened('Can I speak to someone else about this?').signals.map((s) => s.type)).toEqual([HUMAN]);
      expect(opened('I need to talk to someone. Connect me with a human agent.').signals.map((s) => s.type)).toEqual([
        HUMAN,
      ]);
    });

    it('counts when the user opens the conversation (a message to a company), or in a later turn', () => {
      expect(types('How can I speak to someone about my account?')).toEqual([HUMAN]);
      expect(
        escalation([
          assistant('Hi! How can I help you today?'),
          user('My flight was cancelled.'),
          assistant('I am sorry. The fare is not refundable.'),
          user('Then I need to talk to someone about this.'),
        ]).signals.map((s) => [s.type, s.messageIndex]),
      ).toEqual([[HUMAN, 3]]);
    });

    it('reads the indefinite pronoun in other languages too', () => {
      const spa = analyzeFamily(
        [assistant('¡Hola! ¿En qué puedo ayudarte?'), user('Necesito hablar con alguien sobre mi vuelo.')],
        'interaction.escalation.',
        { language: 'spa' },
      );
      expect(spa.signals).toEqual([]);
      const spaLater = analyzeFamily(
        [user('Quiero cambiar mi vuelo.'), assistant('No es posible.'), user('Quiero hablar con alguien.')],
        'interaction.escalation.',
        { language: 'spa' },
      );
      expect(spaLater.signals.map((s) => s.type)).toEqual([HUMAN]);
    });
  });

  it('reports the longest phrase as evidence ("human agent", not "human")', () => {
    const r = escalation([user('Put me through to a human agent')]);
    expect(r.signals[0]?.metadata?.phrase).toBe('human agent');
  });

  it('stays linear and quiet on a long message of nouns without verbs', () => {
    const text = 'customer service human agent support '.repeat(200);
    expect(types(text)).toEqual([]);
  });
});
