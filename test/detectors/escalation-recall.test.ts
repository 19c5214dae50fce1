import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation kinds fired, as `index:kind`. */
const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** `text` as the user's second turn, after `first` and the assistant's `reply`. */
const third = (text: string, language = 'eng', first = 'My order has not arrived.', reply = 'Sorry about that.') =>
  kinds([user(first), assistant(reply), user(text)], language);

describe('escalation: a distributive word in the assistant message offers nobody', () => {
  it('fires after "all passengers must fly…", quiet after an offer of a human', () => {
    const refusal = 'All passengers must fly the same flights. Would you like to book a new ticket?';
    expect(third('Or maybe speak to a supervisor?', 'eng', 'Change my flight.', refusal)).toEqual(['2:human']);
    const offer = 'Would you like me to transfer you to a human agent?';
    expect(third('Yes, please transfer me to a human agent.', 'eng', 'Change my flight.', offer)).toEqual([]);
    const someone = 'I can connect you with someone from our team.';
    expect(third('Please connect me to someone.', 'eng', 'Change my flight.', someone)).toEqual([]);
  });

  it.each([
    ['deu', 'Alle Passagiere müssen denselben Flug nehmen.', 'Ich möchte mit einem Mitarbeiter sprechen.'],
    ['fra', 'Tous les passagers doivent voyager ensemble.', 'Je veux parler à un conseiller.'],
    ['cmn', '所有乘客必须乘坐同一航班。', '我要转人工。'],
  ])('fires (%s) after a distributive word', (language, reply, text) => {
    expect(third(text, language, 'flight', reply)).toEqual(['2:human']);
  });
});

describe('escalation: a farewell quits a conversation that went wrong', () => {
  /** A farewell after the user's `before` turn and a reply. */
  const after = (before: string, text: string, language = 'eng') =>
    kinds(
      [
        user('Hello there'),
        assistant('Hi! Do you like football?'),
        user(before),
        assistant('Do you like football?'),
        user(text),
      ],
      language,
    );

  it.each([
    ['eng', 'You are not helpful at all.', 'bye'],
    ['eng', "I don't understand.", 'Goodbye.'],
    ['eng', 'Shut up, idiot.', 'Bye!'],
    ['deu', 'Das bringt nichts.', 'Tschüss.'],
    ['fra', 'Ça ne sert à rien.', 'Au revoir.'],
    ['spa', 'No me sirve de nada.', 'Adiós.'],
    ['jpn', '全然役に立たない。', 'さようなら。'],
    ['cmn', '你根本没用。', '再见。'],
  ])('fires (%s) after a complaint, confusion or swearing: %s → %s', (language, before, text) => {
    expect(after(before, text, language)).toEqual(['4:quit']);
  });

  it('leaving is a farewell too ("I have to go", "me voy", "我走了"): a quit only after trouble', () => {
    expect(after('That makes no sense.', 'I have to go.')).toEqual(['4:quit']);
    expect(after('I love football.', 'I have to go.')).toEqual([]);
    expect(after('No tiene sentido.', 'Me voy.', 'spa')).toEqual(['4:quit']);
    expect(after('你在说什么？我不明白。', '我走了。', 'cmn')).toEqual(['4:quit']);
    // Only at the end of its clause: going somewhere is no leaving.
    expect(after('That makes no sense.', 'I have to go to the dentist tomorrow.')).toEqual([]);
  });

  it('fires on trouble in the same turn', () => {
    expect(third('This conversation is not helpful. Good bye.')).toEqual(['2:quit']);
    expect(third('You make no sense. Goodbye.')).toEqual(['2:quit']);
  });

  it('a negated farewell stays (a negator before it in its clause)', () => {
    expect(third("You make no sense. No, don't say bye yet.")).toEqual([]);
  });

  it.each([
    // A friendly close: nothing went wrong.
    ['I love football.', 'Bye!'],
    // Thanks or a wish close in peace, even after trouble.
    ["I don't understand.", 'Thanks anyway, have a nice day! Goodbye!'],
    // A judgement word judges anything: "tell me a joke" is no complaint.
    ['Tell me a joke', 'Bye'],
    // An idiom holding a swear word swears at nothing.
    ["I'm freaking out about my exam.", 'bye'],
  ])('quiet: %s → %s', (before, text) => {
    expect(after(before, text)).toEqual([]);
  });

  it('only the latest user turn counts: trouble two turns back is over', () => {
    const messages = [
      user('Hello there'),
      assistant('Hi!'),
      user('You are not helpful at all.'),
      assistant('Sorry. Do you like football?'),
      user('Yes, I play every week.'),
      assistant('Nice!'),
      user('Bye!'),
    ];
    expect(kinds(messages)).toEqual([]);
    expect(kinds(messages.slice(0, 3).concat([assistant('Sorry.'), user('Bye!')]))).toEqual(['4:quit']);
  });

  it('a farewell after a closing command alone is no quit; a repeated command is', () => {
    const closed = [user('Hello there'), assistant('Hi!'), user('end conversation'), assistant('bye'), user('bye')];
    expect(kinds(closed)).toEqual([]);
    expect(kinds([...closed.slice(0, 4), user('end conversation')])).toEqual(['4:quit']);
  });

  it('a bare one-word closing command ("End", "/exit", "STOP") quits only when repeated or after trouble', () => {
    const chat = [user('Hello there'), assistant('Hi! Do you like football?')];
    expect(kinds([...chat, user('End')])).toEqual([]);
    expect(kinds([...chat, user('/exit')])).toEqual([]);
    expect(kinds([...chat, user('End'), user('Stop')])).toEqual(['3:quit']);
    expect(kinds([...chat, user('You suck.'), assistant('Do you like football?'), user('Exit')])).toEqual(['4:quit']);
    expect(kinds([...chat, user('Ende'), assistant('Magst du Fußball?'), user('Ende')], 'deu')).toEqual(['4:quit']);
    expect(kinds([...chat, user('结束'), assistant('你喜欢足球吗？'), user('结束')], 'cmn')).toEqual(['4:quit']);
    // Only the whole clause: "stop the music" or "the end of the film" close nothing.
    expect(kinds([...chat, user('End'), user('Stop the music, please.')])).toEqual([]);
    expect(kinds([...chat, user('End'), user('I cried at the end.')])).toEqual([]);
  });

  it('a closing command remembered two user turns, not one the user chatted past', () => {
    const chat = [user('Hello there'), assistant('Hi! Do you like football?')];
    const talk = (language: string, command: string, lines: readonly string[]) =>
      kinds([...chat, user(command), ...lines.flatMap((l) => [assistant('Nice.'), user(l)]), user(command)], language);
    // Fire: one chatty turn between the two commands ("End" → "Emd" → "End").
    expect(talk('eng', 'End', ['Emd'])).toEqual(['5:quit']);
    expect(talk('deu', 'Ende', ['Ich mag Katzen.'])).toEqual(['5:quit']);
    // Quiet: the user chatted on for turns after "/exit", then closed a friendly chat.
    expect(talk('eng', '/exit', ['I love summer.', 'Are you a woman or a man?'])).toEqual([]);
    expect(talk('fra', 'fin', ["J'aime l'été.", 'Tu es un homme ou une femme ?'])).toEqual([]);
    expect(talk('cmn', '结束', ['我喜欢夏天。', '你是男的还是女的？'])).toEqual([]);
    // Boundary: exactly two user turns back counts, three do not.
    expect(talk('eng', 'Stop', ['ok'])).toEqual(['5:quit']);
    expect(talk('eng', 'Stop', ['ok', 'ok'])).toEqual([]);
    // Blank user turns do not push a command out.
    expect(talk('eng', 'Stop', ['   '])).toEqual(['5:quit']);
    // Trouble still counts on its own after a long chat.
    expect(talk('eng', 'Exit', ['I love summer.', 'You suck.'])).toEqual(['7:quit']);
  });

  it('hostile input: many commands in a row stay one signal per turn', () => {
    const many = Array.from({ length: 200 }, (_, i) => user(i % 2 === 0 ? 'End' : 'Stop'));
    const fired = kinds([user('hi'), assistant('Hi!'), ...many]);
    expect(fired).toHaveLength(199);
  });

  it('never in the first turn', () => {
    expect(kinds([user('this app is useless, bye')])).toEqual([]);
  });
});

describe('escalation: a want whose object is a human or support', () => {
  it.each([
    ['eng', 'I need a human.'],
    ['eng', 'I want a real person please'],
    ['eng', 'Can I get a live agent?'],
    ['deu', 'Ich brauche einen echten Menschen.'],
    ['fra', 'Je veux un conseiller humain.'],
    ['spa', 'Quiero un agente humano.'],
  ])('fires (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual(['2:human']);
  });

  it('the noun closes the clause, at most one token after it', () => {
    expect(third('I need a human now.')).toEqual(['2:human']);
    expect(third('I need a human right now.')).toEqual([]);
  });

  it.each([
    // A bare "someone" wants company, not a handoff.
    'I want someone to love me.',
    'I need someone.',
    // A task about a person.
    'I need a manager to approve the budget.',
    'I want a manager position at my company.',
    // Not a want that opens the clause.
    'My brother said I need a human.',
  ])('quiet: %s', (text) => {
    expect(third(text)).toEqual([]);
  });
});

describe('escalation: asking for the way to reach support or a person', () => {
  it.each([
    ['eng', 'What is the support email?', 'support'],
    ['eng', 'Is there a phone number where I can talk to a rep?', 'human'],
    ['eng', "What's the best way to contact a live person?", 'human'],
    ['eng', 'Give me your customer service number.', 'support'],
    ['deu', 'Wie lautet die Telefonnummer vom Kundenservice?', 'support'],
    ['fra', 'Quel est le numéro du service client ?', 'support'],
    ['spa', '¿Cuál es el número de atención al cliente?', 'support'],
    ['jpn', 'サポートの連絡先を教えてください。', 'support'],
    ['cmn', '客服电话是多少？', 'support'],
  ])('fires (%s): %s', (language, text, kind) => {
    expect(third(text, language)).toEqual([`2:${kind}`]);
  });

  it.each([
    // A contact word before a human noun counts people.
    ['eng', 'What is the number of agents on duty?'],
    // A statement, no question and no opener.
    ['eng', 'The support email bounced.'],
    ['eng', 'Your customer service number is on the back of my card.'],
    // Where the contact is written down, not a request.
    ['cmn', '客服电话在网站上写着。'],
    ['jpn', 'サポートの連絡先は昨日変わりました。'],
  ])('quiet (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual([]);
  });
});

describe('escalation: contact words stand at most two tokens from the noun', () => {
  it('two tokens between fire, three stay quiet', () => {
    expect(third("What's the customer service department main phone number?")).toEqual(['2:support']);
    expect(third("What's the customer service department main office phone number?")).toEqual([]);
  });
});

describe('escalation: traps around the new forms', () => {
  it.each([
    // "agent" as the bot of a tool-agent task, wanted for a task.
    'I want the agent to book a flight for me.',
    'Agent, please book me a flight.',
    // Role-play and writing tasks that name support or a person.
    'Act as a customer support agent and reply to this email.',
    'Draft an email to customer service asking for a refund.',
    'Write a dialogue where the customer says "I want to speak to a manager".',
    // A story about a human, quoted words.
    'In my story, the hero shouts "get me a human!"',
    'My manager said I need a human touch in my writing.',
    // A farewell that is a task, a number that is no contact.
    'Please write a polite bye message for my coworker.',
    'Can you give me a number between 1 and 10?',
    'What is the number of employees in the support team?',
  ])('quiet: %s', (text) => {
    expect(third(text)).toEqual([]);
  });
});

describe('escalation: more request forms', () => {
  it.each([
    ['jpn', '人間の担当者に対応してほしいです。'],
    ['jpn', 'オペレーターと直接話したいです。'],
    ['jpn', '担当の人と話させてください。'],
    ['jpn', 'オペレーターさんと話したいです。'],
    ['jpn', '人と話したいです。'],
    ['jpn', '人に代わってほしいです。'],
    ['jpn', '誰か人と話せませんか？'],
  ])('fires (%s): %s', (language, text) => {
    expect(third(text, language, '予約を変更したいです。', 'ご予約番号を教えていただけますか？')).toEqual(['2:human']);
  });

  it.each([
    ['eng', "I'm done with you."],
    ['eng', "Alright, I'm out."],
    ['eng', "Stop talking about football. I'll leave."],
    ['eng', "I'll look elsewhere."],
    ['eng', "Never mind, I'll do it myself."],
    ['deu', 'Vergiss es, ich mache das selbst.'],
    ['fra', 'Je vais le faire moi même.'],
    ['spa', 'Lo hago yo mismo.'],
    ['jpn', 'もう自分でやります。'],
    ['cmn', '算了，我自己来。'],
    ['cmn', '不跟你聊了。'],
  ])('quits (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual(['2:quit']);
  });

  it.each([
    // "Never mind" alone moves on to another request.
    ['cmn', '算了，帮我查一下酒店的地址吧。'],
    ['eng', 'Never mind, what time is it?'],
    // Doing one part oneself is a division of labour.
    ['eng', "I'll do the rest of the packing myself."],
    ['eng', "I'm out of butter, so I'll leave the cake for tomorrow."],
    // A condition makes it a threat to leave, not leaving.
    ['eng', "If you keep talking about football, I'll leave."],
  ])('quiet (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual([]);
  });
});

describe('escalation: a Japanese whole request closes its clause, as a verb-final form does', () => {
  it.each([
    // A report of what was said: the request goes on into a quotation.
    '昨日、人と話したいと言いました。',
    // A modifier before it: many people, not a person instead of the bot.
    'いろんな人と話したいです。',
  ])('quiet: %s', (text) => {
    expect(third(text, 'jpn', '予約を変更したいです。', 'ご予約番号を教えていただけますか？')).toEqual([]);
  });
});

describe('escalation: whole requests for a call back or for whom to speak to', () => {
  it.each([
    ['eng', 'Please call me back at 555-0100.'],
    ['eng', 'Could you call me back today?'],
    ['eng', 'Who can I speak to about this?'],
    ['eng', '@AcmeSupport who do I contact for a refund?'],
    ['eng', 'Is there anyone I can talk to about the delay?'],
    ['spa', '¿Hay alguien con quien pueda hablar?'],
    ['deu', 'Rufen Sie mich bitte zurück.'],
    ['fra', 'Rappelez-moi, s’il vous plaît.'],
    ['spa', 'Llámeme, por favor, lo antes posible.'],
    ['jpn', '折り返し電話をください。'],
    ['cmn', '请给我回电话。'],
  ])('fires (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual(['2:human']);
  });

  it.each([
    // A story: the whole request does not open its clause.
    ['eng', 'She promised to call me back yesterday.'],
    ['eng', "He didn't call me back."],
    // A name given is no request for a call.
    ['eng', 'Call me Ishmael.'],
    ['cmn', '他昨天联系我了。'],
  ])('quiet (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual([]);
  });

  it('a handle before the request still opens the clause; other words do not', () => {
    expect(third('@AcmeSupport please call me back.')).toEqual(['2:human']);
    expect(third('@AcmeSupport my sister asked who can I speak to.')).toEqual([]);
  });
});

describe('escalation: a noun that is the whole turn', () => {
  it.each([
    ['eng', 'Human agent'],
    ['eng', 'Representative please'],
    ['eng', 'Human please.'],
    ['deu', 'Mitarbeiter bitte'],
    ['fra', 'Conseiller svp'],
    ['jpn', 'オペレーター'],
    ['jpn', 'オペレーターお願いします'],
    ['cmn', '人工客服'],
    ['cmn', '人工'],
  ])('fires (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual(['2:human']);
  });

  it.each([
    // One token alone may answer a question ("What do you do?" → "Manager").
    'Manager',
    'Operator.',
    'human',
    // An opener before the noun asks about it.
    'Do you have support?',
    // A bare "someone" is nobody in particular.
    'Someone please',
    // Another word makes it a phrase about the noun.
    'A human agent',
  ])('quiet: %s', (text) => {
    expect(third(text)).toEqual([]);
  });

  it('quiet after the assistant named the noun itself (the answer to "Are you a bot or a real person?")', () => {
    expect(third('Real person', 'eng', 'Hello', 'Do you think I am a bot or a real person?')).toEqual([]);
  });
});

describe('escalation: switching to a person (Japanese, Chinese)', () => {
  it.each([
    ['jpn', '有人チャットに切り替えてください。'],
    ['jpn', 'オペレーターに切り替えてほしいです。'],
    ['cmn', '切换人工。'],
    ['cmn', '我想找个真人。'],
  ])('fires (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual(['2:human']);
  });

  it.each([
    ['cmn', '有没有经理推荐的菜？'],
    ['jpn', '昨日オペレーターに切り替えてもらったけど、つながりませんでした。'],
  ])('quiet (%s): %s', (language, text) => {
    expect(third(text, language)).toEqual([]);
  });
});

describe('escalation: hostile input', () => {
  it('a long run of farewells and contact words stays bounded and fires at most once per kind', () => {
    const text = `${'bye '.repeat(5000)}what is the support email? ${'number '.repeat(3000)}`;
    const fired = kinds([user('You are useless.'), assistant('Sorry.'), user(text)]);
    expect(fired.filter((k) => k.endsWith('quit')).length).toBeLessThanOrEqual(1);
    expect(fired.length).toBeLessThanOrEqual(3);
  });

  it('punctuation only, empty and odd Unicode around the forms do not throw', () => {
    for (const text of ['?', '？？？', '', 'bye\u0000', '\u202Ebye', 'number?'.repeat(100), 'I need a\u200B human'])
      expect(() => third(text)).not.toThrow();
  });
});
