import { describe, expect, it } from 'vitest';
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

  it.each(['How do I contact support?', 'Put me through to customer service', 'Can I call your help desk?'])(
    '"%s" requests support',
    (text) => {
      expect(types(text)).toEqual([SUPPORT]);
    },
  );

  it.each(["I'm done.", 'Forget it.', 'I give up'])('"%s" threatens to quit', (text) => {
    expect(types(text)).toEqual([QUIT]);
  });

  it('reports one signal per kind in a message, and counts them', () => {
    const r = escalation([user("I give up. I'm done. Let me speak to a human or contact support, a real person!")]);
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
    // A support noun with no request verb: a question about it, not a request for it.
    'Is there a help desk number?',
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
});
