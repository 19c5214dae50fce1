import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation kinds fired, as `index:kind`. */
const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** A small-talk chat, then the user's `text` after the assistant's `reply`. */
const chat = (reply: string, text: string, language = 'eng') =>
  kinds(
    [user('Hello there'), assistant('Hi! Do you like football?'), user('Not really.'), assistant(reply), user(text)],
    language,
  );

/** `text` as the user's first message to a company. */
const opening = (text: string, language = 'eng') => kinds([user(text), assistant('Sorry to hear that.')], language);

/** `text` as the user's second turn to a company, after the assistant's first answer. */
const later = (text: string, language = 'eng') =>
  kinds(
    [user('@Acme my order never came'), assistant('Sorry to hear that. Can you DM us the order number?'), user(text)],
    language,
  );

describe('escalation: leaving announced', () => {
  it.each([
    ["I'm leaving now. Goodbye", 'eng'],
    ['Im going to leave now.', 'eng'],
    ['im leaving', 'eng'],
    ['Ich gehe jetzt.', 'deu'],
    ['Je pars.', 'fra'],
    ['Me voy.', 'spa'],
    ['Vou embora.', 'por'],
    ['我走了。', 'cmn'],
  ])('fires: %s (%s)', (text, language) => {
    expect(chat('I think you are replying to the wrong person.', text, language)).toEqual(['4:quit']);
  });

  it.each([
    // the assistant took its leave in kind: the user closes in peace
    ['Bye! Nice talking to you.', "I'm leaving now"],
    ['Have a nice day!', 'i am leaving now'],
    // friendly, or a reason of the user's own day
    ['What do you do?', "Thanks for the chat, I'm leaving now"],
    ['What do you do?', "It's late, I'm leaving now"],
    // not leaving the conversation
    ['What do you do?', "I'm leaving for Paris tomorrow"],
    ['What do you do?', "I'm leaving the office at five"],
  ])('quiet: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual([]);
  });

  it('boundary: never in the first turn; a lone acknowledgement of the assistant is in kind', () => {
    expect(kinds([user("I'm leaving now"), assistant('Why?')])).toEqual([]);
    expect(chat('OK.', "I'm leaving now")).toEqual([]);
    expect(chat('OK. Do you like pizza?', "I'm leaving now")).toEqual(['4:quit']);
  });
});

describe('escalation: a farewell right after the user quit goes on leaving', () => {
  it.each([
    ["Alright I'm out.", 'Ok,?', 'Bye.'],
    ['Forget it. I will talk to you next time', 'do you like to fish?', 'bye'],
    ['ok, i am done with this one', 'What do you do for a living?', 'good bye'],
  ])('fires: %s → %s → %s', (quit, reply, bye) => {
    expect(chat('What do you do?', quit).length).toBe(1);
    expect(
      kinds([
        user('Hello there'),
        assistant('Hi!'),
        user('Not really.'),
        assistant('So?'),
        user(quit),
        assistant(reply),
        user(bye),
      ]),
    ).toEqual(['4:quit', '6:quit']);
  });

  it('quiet: a farewell after a turn that did not quit, and a friendly one after a quit', () => {
    const calm = [user('Hello'), assistant('Hi!'), user('I like pizza'), assistant('Cool, bye!'), user('Bye')];
    expect(kinds(calm)).toEqual([]);
    const friendly = [
      user('Hi'),
      assistant('Hi!'),
      user('Yes'),
      assistant('So?'),
      user("I'm out."),
      assistant('Ok'),
      user('Thanks anyway, bye'),
    ];
    expect(kinds(friendly)).toEqual(['4:quit']);
  });
});

describe('escalation: good night is a farewell, and the wish it is adds no friendliness', () => {
  it.each([
    ['bye', 'I have a bunch of dolls', 'good night'],
    ['Ok bye', 'what do you do for a living ?', 'Good night'],
    ['Goodbye', 'Do you like pizza?', 'Gn'],
  ])('fires after a farewell passed over: %s → %s → %s', (first, reply, text) => {
    expect(
      kinds([user('Hello there'), assistant('Hi! Do you like football?'), user(first), assistant(reply), user(text)]),
    ).toEqual(['4:quit']);
  });

  it.each([
    // the passed-over farewell said the user has to go: the same goodbye said again
    ['Ok good night', 'what do you do for a living ?', 'Good night'],
    ['I have to go', 'Do you like pizza?', 'Gn'],
    [
      'Ok, seriously, I need to go to bed now. Good night!',
      'he is an academy award winner',
      'I said, GOOD NIGHT, sir!',
    ],
    // a longer wish is friendliness
    ['bye', 'Do you like pizza?', 'Have a good night'],
    // the assistant took its leave, or has to go too
    ['bye', 'Good night to you too!', 'good night'],
    ['I need to go now.', 'I have to go also.', 'Goodbye.'],
  ])('quiet: %s → %s → %s', (first, reply, text) => {
    expect(kinds([user('Hello there'), assistant('Hi!'), user(first), assistant(reply), user(text)])).toEqual([]);
  });

  it.each([
    ['Tschüss', 'Magst du Fußball?', 'Gute Nacht', 'deu'],
    ['Au revoir', 'Tu aimes le football ?', 'Bonne nuit', 'fra'],
    ['Adiós', '¿Te gusta el fútbol?', 'Buenas noches', 'spa'],
    ['Tchau', 'Você gosta de futebol?', 'Boa noite', 'por'],
    ['再见', '你喜欢足球吗？', '晚安', 'cmn'],
    ['さようなら', 'サッカーは好きですか？', 'おやすみなさい', 'jpn'],
  ])('fires (%s → %s → %s, %s)', (first, reply, text, language) => {
    expect(kinds([user('Hallo'), assistant('Hi!'), user(first), assistant(reply), user(text)], language)).toEqual([
      '4:quit',
    ]);
  });
});

describe('escalation: giving up on the company, once the conversation has begun', () => {
  it.each([
    ['I think I may be done with @Acme All I want is the installer for a product I own.'],
    ['This is the second time @shop has charged me twice. bout done with y’all'],
    ['Acme just lost me as a customer after 20 years of purchases.'],
    ['Hewlett Packard, you lost me as a customer'],
    ['You just lost a customer. Taking my business elsewhere.'],
    ["I'm done with you, this is the third broken phone"],
  ])('fires: %s', (text) => {
    expect(later(text)).toEqual(['2:quit']);
    // as a first message it vents about the company (a complaint), with no conversation to leave
    expect(opening(text)).toEqual([]);
  });

  it.each([
    ['Wenn ihr so weitermacht: ich bin fertig mit euch', 'deu'],
    ["J'en ai fini avec vous, trois commandes perdues.", 'fra'],
    ['Terminé con ustedes, tercer pedido perdido.', 'spa'],
    ['Terminei com vocês, terceiro pedido perdido.', 'por'],
  ])('fires (%s, %s): done with you', (text, language) => {
    const fired = later(text, language);
    // the German turn opens with a condition: a threat, not leaving
    expect(fired).toEqual(language === 'deu' ? [] : ['2:quit']);
  });

  it.each([
    ['I am done with my homework, can you check it?'],
    ['When you are done with this step, run the tests.'],
    ['I am done with the first chapter'],
  ])('quiet: %s', (text) => {
    expect(later(text)).toEqual([]);
  });

  it.each([
    ['The app crashes all the time and I am done'],
    ['I will never use this feature again, how do I turn it off?'],
  ])('quiet as a first message: %s', (text) => {
    expect(opening(text)).toEqual([]);
  });

  it('boundary: "done with" counts only right before a handle or a second-person word', () => {
    expect(later('done with @Acme')).toEqual(['2:quit']);
    expect(later('done with the @Acme app')).toEqual([]);
    expect(later('done with you')).toEqual(['2:quit']);
    expect(later('done with')).toEqual([]);
    // the second-person word closes its clause: "with your help" is no company given up on
    expect(later('I am done with your help, thanks')).toEqual([]);
    expect(later('Terminé con tu ayuda, gracias.', 'spa')).toEqual([]);
  });
});

describe('escalation: a demand that someone contact the user', () => {
  it.each([
    ['@Acme someone is gonna call me and explain how to get ALL my pictures back!!!!'],
    ['Someone needs to call me today.'],
    ['Somebody better contact me about this refund'],
    ['Your supervisor must call me back'],
    ['@Acme I need to refund a game please contact me your website is too confusing'],
    ['My email was used to set up an account. Please reach out to me.'],
  ])('fires: %s', (text) => {
    expect(opening(text)).toEqual(['0:human']);
  });

  it.each([
    ['The agent said someone is going to call me tomorrow.'],
    ['Someone needs to call the plumber'],
    ['Someone called me yesterday about my order'],
    ['Somebody should talk to the team about this'],
    ['Feel free to contact me if you need anything'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).toEqual([]);
  });

  it('boundary: the obligation stands right after the person, the first-person word right after the verb', () => {
    expect(opening('Someone really needs to call me')).toEqual([]);
    expect(opening('Someone needs to call me')).toEqual(['0:human']);
    expect(opening('Someone needs to call my wife')).toEqual([]);
  });
});

describe('escalation: a request withdrawn', () => {
  it.each([
    ['i do not know what that means .', 'Nevermind'],
    ['Why is that?', 'Well... never mind.'],
    ['Hi, I am listening to some classical music.', 'you told me that already.... nevermind'],
    ['Why?', 'nvm'],
  ])('fires: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual(['4:quit']);
  });

  it.each([
    ['Why?', 'Okay nevermind, do you have a favourite colour?'],
    ['Why?', 'Nevermind. Anyway, have you read Dracula?'],
    ['Why?', 'Actually, never mind. Thank you for your help!'],
    ['Why?', 'I never mind the rain'],
    ['Why?', 'Never mind the price, is it good?'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual([]);
  });

  it.each([
    ['算了', 'cmn'],
    ['Schon gut.', 'deu'],
    ['Peu importe.', 'fra'],
    ['No importa.', 'spa'],
    ['Não importa.', 'por'],
  ])('fires (%s, %s) as the whole turn', (text, language) => {
    expect(chat('Why?', text, language)).toEqual(['4:quit']);
  });

  it('quiet in the first turn, and when the user goes on', () => {
    expect(kinds([user('Never mind'), assistant('OK')])).toEqual([]);
    expect(chat('Why?', '算了，帮我推荐一个酒店吧。', 'cmn')).toEqual([]);
  });
});

describe('escalation: hostile input around the new rules', () => {
  it('does not throw on odd text and fires nothing on handles or farewells alone', () => {
    const odd = [
      '',
      '@',
      'done with @',
      '@@@ done with @@',
      'gn'.repeat(5000),
      '\u0000 never mind \uFFFF',
      '🙂 bye 🙂',
    ];
    for (const text of odd) expect(() => chat('Why?', text)).not.toThrow();
    expect(opening('done with @')).toEqual([]);
    expect(chat('Why?', 'gn'.repeat(5000))).toEqual([]);
  });
});

describe('escalation: an assistant that names a person only to say they cannot help offers nobody', () => {
  const refusal = (reply: string, text: string) =>
    kinds([user('Can you change the name on my ticket?'), assistant(reply), user(text)]);

  it('fires: a supervisor asked for after "even a human agent would not be able to assist"', () => {
    const reply = 'Changes to names are not permitted, and even a human agent would not be able to assist with this.';
    expect(refusal(reply, 'Is there any supervisor or someone else I can speak to about this?')).toEqual(['2:human']);
    expect(refusal('A supervisor cannot change this policy.', 'Then let me speak to a supervisor.')).toEqual([
      '2:human',
    ]);
  });

  it('quiet: yes to an offer, or a person named beside one who cannot help', () => {
    expect(
      refusal('Would you like me to transfer you to a human agent?', 'Yes, transfer me to a human agent.'),
    ).toEqual([]);
    const mixed = 'A human agent cannot change this, but I can transfer you to a supervisor.';
    expect(refusal(mixed, 'Please transfer me to a supervisor.')).toEqual([]);
  });

  it('boundary: a negator in the next clause says nothing of the person', () => {
    const reply = 'I can connect you with a human agent. This is not something I can change.';
    expect(refusal(reply, 'Please connect me with a human agent.')).toEqual([]);
  });
});

describe('escalation: refusing to talk on, and the everyday farewells', () => {
  it.each([['I dont want to talk to you'], ["Okay, we're done here.  Later."], ["I'm not talking to you anymore"]])(
    'fires: %s',
    (text) => {
      expect(chat('i love to read', text)).toEqual(['4:quit']);
    },
  );

  it.each([["I don't want to talk to you about politics"], ['We are done here with the kitchen, now the bathroom']])(
    'quiet: %s',
    (text) => {
      expect(chat('What do you do?', text)).toEqual([]);
    },
  );

  it('see you later is a farewell: a quit only after trouble or a farewell passed over', () => {
    expect(chat('What do you do?', 'See you later!')).toEqual([]);
    expect(kinds([user('Hi'), assistant('Hi!'), user('Bye'), assistant('Do you like cats?'), user('see ya')])).toEqual([
      '4:quit',
    ]);
  });
});

describe('escalation: a closing command after a farewell passed over or after a quit', () => {
  const after = (first: string, reply: string, command: string) =>
    kinds([user('Hello there'), assistant('Hi! Do you like football?'), user(first), assistant(reply), user(command)]);

  it.each([
    ['GOOD BYE', 'I am not a fan of music.', 'STOP'],
    ['Bye', 'i have a lot of friends', '/ end'],
  ])('fires: %s → %s → %s', (first, reply, command) => {
    expect(after(first, reply, command)).toEqual(['4:quit']);
  });

  it.each([
    // a friendly farewell or one that has to go, passed over, is a goodbye said again
    ['You too. Bye', 'i have a lot of friends', '/ end'],
    ['I have to go now', 'i have a lot of friends', 'End'],
  ])('quiet: %s → %s → %s', (first, reply, command) => {
    expect(after(first, reply, command)).toEqual([]);
  });

  it('fires after the user quit', () => {
    expect(after("I'm out.", 'Why?', 'Exit')).toEqual(['2:quit', '4:quit']);
  });

  it.each([
    ['Bye', 'Bye! Nice talking to you.', 'End'],
    ['I like pizza', 'What kind?', 'End'],
  ])('quiet: %s → %s → %s', (first, reply, command) => {
    expect(after(first, reply, command)).toEqual([]);
  });
});

describe('escalation: leaving announced closes its clause', () => {
  it.each([
    ["I'm leaving now for the airport", 'eng'],
    ['Me voy a la playa mañana', 'spa'],
    ['Ich gehe jetzt einkaufen', 'deu'],
    ['Je pars en vacances demain', 'fra'],
    ['Vou embora amanhã cedo', 'por'],
  ])('quiet: %s (%s)', (text, language) => {
    expect(chat('What do you do?', text, language)).toEqual([]);
  });
});
