import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );
const REFUSAL = 'Sorry, this fee cannot be waived under our policy.';
const after = (text: string, language = 'eng') =>
  kinds([user('My fee is wrong.'), assistant(REFUSAL), user(text)], language);

describe('escalation: "escalate this" after the user refused a handoff flags the issue', () => {
  it.each([
    "I don't want to be transferred. Is there any way you can escalate this or make a note on my booking?",
    'I do not want to be transferred. Please escalate this.',
    "I'd rather not be put through to anyone, just escalate my case internally.",
  ])('quiet in the same turn: %s', (text) => {
    expect(after(text)).toEqual([]);
  });

  it('quiet when the previous user turn refused, fires again two turns later', () => {
    const refused = [
      user('My fee is wrong.'),
      assistant('I can transfer you to a human agent.'),
      user("I really don't want to be transferred to another agent."),
      assistant(REFUSAL),
      user('Then can you escalate this?'),
    ];
    expect(kinds(refused)).toEqual([]);
    const later = [...refused, assistant(REFUSAL), user('Ok.'), assistant(REFUSAL), user('Please escalate this.')];
    expect(kinds(later)).toEqual(['8:human']);
  });

  it.each([
    ['eng', 'Is there any way to escalate this or speak to someone who might be able to help me further?'],
    ['eng', 'Please escalate this.'],
    // A failure is no refusal: the user could not be transferred, and asks again.
    ['eng', "I couldn't reach anyone on the phone. Please escalate this."],
    // A refused handoff does not cancel a person named outright.
    ['eng', "I don't want to be transferred to the chat queue again, I want to talk to a supervisor."],
  ])('still fires (%s): %s', (language, text) => {
    expect(after(text, language)).toEqual(['2:human']);
  });

  it('in other languages, where every human phrase names someone, a refusal quiets nothing', () => {
    expect(after('Ich will nicht weitergeleitet werden. Ich möchte mit einem Vorgesetzten sprechen.', 'deu')).toEqual([
      '2:human',
    ]);
  });

  it('survives hostile input', () => {
    // A handoff word without a negator refuses nothing, however often.
    expect(after('To be transferred. '.repeat(500) + 'Escalate this.')).toEqual(['2:human']);
    expect(after("don't ".repeat(500) + 'be transferred. escalate this')).toEqual([]);
    expect(after('\u0000\uFFFF escalate this \uD800')).toEqual(['2:human']);
  });
});

describe('escalation: a first message asking where to write is no request for a person', () => {
  const first = (text: string, language = 'eng') => kinds([user(text)], language);

  it.each([
    [
      'eng',
      "@Acme Who can I speak to regarding a legal claim involving your company? I'm requesting an email address please",
    ],
    ['eng', 'Who should I contact about a partnership? What is your mailing address?'],
    ['eng', '@Acme need help with account please email me at jo.doe@example.com'],
    ['fra', 'À qui puis-je parler pour une réclamation ? Quelle est votre adresse postale ?'],
    ['deu', 'Mit wem kann ich sprechen? Wie ist Ihre Postanschrift?'],
  ])('quiet (%s): %s', (language, text) => {
    expect(first(text, language)).toEqual([]);
  });

  it.each([
    // Self-help or live help failed: a person is asked for.
    ['eng', "@Acme I can't reach live help. Who can I speak to? Is there an email address?"],
    // The user gives their own address.
    ['eng', '@Acme who can I speak to about my account? My email address is in my profile.'],
    // No address asked for.
    ['eng', '@Acme I have an issue with my order, who can I speak to about this?'],
    ['eng', '@Acme can someone please call me back at 555-0100?'],
  ])('still fires (%s): %s', (language, text) => {
    expect(first(text, language)).toEqual(['0:human']);
  });

  it('only in the first turn: later, the same words follow a conversation that failed', () => {
    const text = "Who can I speak to? I'm requesting an email address please";
    expect(kinds([user('My fee is wrong.'), assistant(REFUSAL), user(text)])).toEqual(['2:human']);
  });

  it('an address next to support still asks for support', () => {
    expect(first('What is the customer service email address?')).toEqual(['0:support']);
  });

  it('survives hostile input', () => {
    expect(first('who can I speak to? ' + 'email address '.repeat(2000) + '?')).toEqual([]);
    expect(first('email address?'.repeat(1000))).toEqual([]);
  });
});
