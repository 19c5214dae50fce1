import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const kinds = (messages: readonly unknown[], language: string) =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );
const third = (first: string, reply: string, text: string, language: string) =>
  kinds([user(first), assistant(reply), user(text)], language);

describe('escalation: a human named after a distributive word is a set of people, not a request', () => {
  it.each([
    ['eng', 'Please send an email to each person mentioned in the TODO list.'],
    ['eng', 'Please email every manager on the list.'],
    ['eng', 'Could you contact all the supervisors about the meeting?'],
    ['deu', 'Bitte kontaktieren Sie jeden Mitarbeiter im Team.'],
    ['spa', 'Por favor, hablar con cada supervisor del equipo.'],
  ])('quiet (%s): %s', (language, text) => {
    expect(kinds([user(text)], language)).toEqual([]);
  });

  it.each([
    ['eng', 'Please email a manager about this.'],
    ['eng', 'Is there any human I can talk to?'],
    ['deu', 'Bitte kontaktieren Sie einen Mitarbeiter.'],
  ])('fires (%s): %s', (language, text) => {
    expect(third('My order is late.', 'Sorry about that.', text, language)).toEqual(['2:human']);
  });
});

describe('escalation: "someone" in the first turn answers an opening offer of help, not a statement', () => {
  it('fires after an opening that offers nothing, quiet after "How can I help?"', () => {
    const text = 'The live chat does not work. Can someone call me?';
    expect(kinds([assistant('The team should send you an email shortly.'), user(text)], 'eng')).toEqual(['1:human']);
    expect(
      kinds([assistant('Hi! How can I help you today?'), user('I need to talk to someone about my flight.')], 'eng'),
    ).toEqual([]);
  });

  it('a bare "can someone" asks; a story about someone does not', () => {
    expect(third('My order is late.', 'Sorry about that.', 'Could somebody call me back?', 'eng')).toEqual(['2:human']);
    expect(third('My order is late.', 'Sorry about that.', 'Someone called me yesterday.', 'eng')).toEqual([]);
  });
});

describe('escalation: verb-final and post-noun request forms', () => {
  it.each([
    ['jpn', 'オペレーターをお願いします。'],
    ['jpn', '人間の担当者に代わってもらえますか。'],
    ['jpn', '担当者を呼んでください。'],
    ['jpn', '有人対応をお願いします。'],
    ['cmn', '我想跟真人说话。'],
    ['cmn', '我要跟经理谈谈。'],
  ])('fires (%s): %s', (language, text) => {
    expect(third('予約を変更したいです。', 'ご予約番号を教えていただけますか？', text, language)).toEqual(['2:human']);
  });

  it.each([
    // A past account: the polite ending runs on past the request form.
    ['jpn', '担当者を呼んでくれたけど、つながらなかった。'],
    // The noun opens a clause that goes on after the verb: it is the subject.
    ['cmn', '经理说话很快。'],
    ['cmn', '我昨天跟经理说话了，没用。'],
    ['eng', 'The manager talks to customers every day.'],
  ])('quiet (%s): %s', (language, text) => {
    expect(third('予約を変更したいです。', 'ご予約番号を教えていただけますか？', text, language)).toEqual([]);
  });
});

describe('escalation: a closing command after things went wrong is a quit', () => {
  it.each([
    ['eng', 'Do you even know what an oxymoron is?', 'end conversation'],
    ['eng', 'Why do you keep saying the same thing?', 'End conversation.'],
    ['deu', 'Ich verstehe nicht, was du meinst.', 'Gespräch beenden'],
  ])('fires (%s): %s → %s', (language, before, text) => {
    const messages = [
      user('Hello there.'),
      assistant('Hi. Do you like history?'),
      user(before),
      assistant('Yes.'),
      user(text),
    ];
    expect(kinds(messages, language)).toEqual(['4:quit']);
  });

  it('quiet after a friendly exchange', () => {
    const messages = [
      user('Hello there.'),
      assistant('Hi. Do you like history?'),
      user('My father was a teacher.'),
      assistant('That is nice.'),
      user('End conversation'),
    ];
    expect(kinds(messages, 'eng')).toEqual([]);
  });

  it('hostile input: a huge closing turn and odd Unicode do not throw', () => {
    const huge = `end conversation ${'\u200d\u0301 ✓ '.repeat(40_000)}`;
    expect(() =>
      kinds([user('Hello'), assistant('Hi?'), user(huge), assistant('ok'), user(huge)], 'eng'),
    ).not.toThrow();
  });
});

describe('escalation: anyone else, a higher-up, "maybe" before the verb, "need to" as an opener', () => {
  it.each([
    'Is there anyone else I can talk to about this?',
    'Is there a higher up I could speak to?',
    'Or maybe speak to a supervisor to see if they can help?',
    'I have various problems and need to speak to someone.',
  ])('fires: %s', (text) => {
    expect(third('My refund is late.', 'I am sorry, it takes ten days.', text, 'eng')).toEqual(['2:human']);
  });

  it.each([
    'Maybe the supervisor was busy when I called.',
    'I do not need to speak to anyone else.',
    'Want to talk to somebody about movies?',
  ])('quiet: %s', (text) => {
    expect(third('My refund is late.', 'I am sorry, it takes ten days.', text, 'eng')).toEqual([]);
  });
});
