import { describe, expect, it } from 'vitest';
import { ASKING_MAX_TOKENS } from '../../src/detectors/dialogue-answers';
import { WORK_MIN_TOKENS } from '../../src/detectors/dialogue';
import { assistant, user } from '../helpers';
import { fired, LONG_EN } from './positive-feedback-fired';

describe('gratitude: courtesy is not feedback', () => {
  it.each([
    // Small talk: the assistant asked how the user is.
    ['Hi there!', 'Hello! How are you today?', "I'm great, thank you. I like hiking."],
    ['Salut !', 'Bonjour ! Comment allez-vous ?', "Très bien merci, j'aime la randonnée."],
    ['¡Hola!', '¡Hola! ¿Cómo estás hoy?', 'Muy bien gracias, me gusta caminar.'],
    // A sign-off after the assistant could not help.
    ['Can you refund my ticket?', "I'm sorry, but I am unable to process a refund for this ticket.", 'Ok, thanks.'],
    ['Können Sie mein Ticket erstatten?', 'Das ist leider nicht möglich.', 'Okay, danke.'],
    ['チケットを払い戻してください。', '申し訳ありませんが、払い戻しはできません。', 'ありがとうございます。'],
    // Thanks tacked onto an answer to the assistant's question.
    ['I need to change my flight.', 'Could you give me your reservation number?', "It's ABC123, thanks."],
    ['Je dois changer mon vol.', 'Pouvez-vous me donner votre numéro de réservation ?', "C'est ABC123, merci."],
    // The user puts the task off: the assistant is waiting on them.
    [
      'Change my booking.',
      'Sure. Send me the reservation ID when you have it.',
      "Thanks, I'll get back to you once I have the ID.",
    ],
    ['Changez ma réservation.', "Bien sûr, envoyez-moi l'identifiant de réservation.", 'Merci, je reviens vers vous.'],
    [
      '予約を変更したいです。',
      'かしこまりました。予約番号をお知らせください。',
      'ありがとうございます。また連絡します。',
    ],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    ['Book the 7am train.', 'Booked. Anything else?', "No, that's all. Thank you so much!"],
    [
      '7時の電車を予約してください。',
      '予約しました。他にご用件はございますか？',
      'いえ、もう大丈夫です。ありがとうございました。',
    ],
    [
      'Cancel booking ABC123.',
      'Done: reservation ABC123 is cancelled and the refund is on its way.',
      'Thanks, that worked!',
    ],
    ['Stornieren Sie ABC123.', 'Erledigt: die Buchung ABC123 ist storniert.', 'Vielen Dank!'],
    // A conditional promise to come back is a sign-off after help, not a deferral.
    ['Fix my router.', LONG_EN, "Thank you so much! I'll reach out if I have more trouble."],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toHaveLength(1);
  });
});

describe('success: an acknowledgement is success only once the user was lost', () => {
  it.each([
    ['Cancel my booking.', "I'm sorry, I can't cancel bookings made over 24 hours ago.", 'Understood.'],
    ['Do you like cats?', 'I prefer dogs, I have two of them.', 'Oh, I see.'],
    ['予約をキャンセルできますか？', '申し訳ありませんが、キャンセルはできかねます。', 'わかりました。'],
    ['你喜欢猫吗？', '我更喜欢狗。', '明白了。'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    ["That's not what I asked. How do I reset my router?", LONG_EN, 'Got it.'],
    ["I don't understand.", LONG_EN, 'Understood.'],
    ['我没看懂。', '步骤如下：\n1. 打开设置\n2. 选择网络\n3. 点击重置', '明白了。'],
    ['Je ne comprends pas, ce n’est pas clair.', LONG_EN, 'Ok compris.'],
  ])('fires: %s → (an explanation) → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([
      '4:success',
    ]);
  });

  it.each([
    // An answer or an explanation acknowledged: nothing is reported to have worked.
    ['How do I reset my router?', LONG_EN, 'Got it.'],
    ['How do I reset my router?', LONG_EN, 'Understood.'],
    ['如何重置路由器？', '步骤如下：\n1. 打开设置\n2. 选择网络\n3. 点击重置', '明白了。'],
    // Asking what a term means is not being lost.
    ['What do you mean by "phases"?', 'Stages of the eruption, each with its own pattern.', 'Got it.'],
    // "Got it" to a request to wait signs off while the task is pending.
    [
      'Can I pay with my gift card?',
      'Yes. Let me know when you have the reservation ID and we will move forward with the booking and the payment.',
      "Got it, I'll work on getting the reservation ID.",
    ],
    // Lost, then a refusal: the acknowledgement accepts it.
    ["I don't understand.", "I'm sorry, but I cannot explain that further.", 'Understood.'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it('a result of a tool call is no understanding reached', () => {
    const call = { id: 'c1', type: 'function', function: { name: 'cancel_booking', arguments: '{"id":"A1"}' } };
    expect(
      fired([
        user('Cancel A1.'),
        assistant('', [call]),
        { role: 'tool', tool_call_id: 'c1', content: '{"status":"cancelled"}' },
        assistant('Cancelled.'),
        user('Understood.'),
      ]),
    ).toEqual([]);
  });
});

describe('gratitude: thanks for waiting, small-talk thanks, thanks tacked onto an answer', () => {
  it.each([
    // Thanks for the assistant's patience while the user stalls: courtesy formulas.
    ['Book it.', 'I need the ticket number first.', "Thank you for your patience. I'm still looking for it."],
    ['Réservez-le.', "J'ai besoin du numéro du billet.", 'Merci de votre patience, je le cherche encore.'],
    ['Buchen Sie es.', 'Ich brauche zuerst die Ticketnummer.', 'Danke für Ihre Geduld, ich suche sie noch.'],
    ['Resérvalo.', 'Necesito el número del billete.', 'Gracias por su paciencia, todavía lo estoy buscando.'],
    ['帮我订票。', '我需要您的票号。', '谢谢您的耐心，我还在找。'],
    // Thanks before "I'm fine" answering how the user is.
    ['Hi', 'Hi there, how are you?', "Thanks I'm fine, and you"],
    // The user puts the task off, however the promise is worded.
    [
      'Change it.',
      'I cannot change it without the user ID.',
      "I see, thanks. I'll try to find it and get back to you soon!",
    ],
    // Thanks tacked onto the answer to a request, even a longer request that explains why it asks.
    [
      'Where is my order?',
      "I'm happy to look up your order, but for security I need to verify your identity first. " +
        'Could you please provide the email address on your account, or your full name and ZIP code?',
      'Phew, thanks for giving me another option! My name is Noah Patel and my ZIP code is 10108.',
    ],
    [
      'Où est ma commande ?',
      "Je peux chercher votre commande, mais je dois d'abord vérifier votre identité pour des raisons de sécurité. " +
        "Pourriez-vous me donner l'adresse e-mail de votre compte ?",
      "Merci ! C'est noah@example.com.",
    ],
    // Thanks, but the trouble goes on.
    ['Fix my export.', LONG_EN, "Thanks, appreciate it, but I'm still having issues with it."],
    ['Réparez mon export.', LONG_EN, "Merci, mais j'ai toujours des problèmes."],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  const asking = (filler: number) => 'word '.repeat(filler) + 'could you send me your name?';
  it(`an asking message of ${ASKING_MAX_TOKENS} tokens only asks; one token more is an answer that explains`, () => {
    const thread = (reply: string) => [user('Where is my parcel?'), assistant(reply), user('Thanks a lot!')];
    expect(fired(thread(asking(ASKING_MAX_TOKENS - 6)))).toEqual([]);
    expect(fired(thread(asking(ASKING_MAX_TOKENS - 5)))).toEqual(['2:gratitude']);
  });

  it('a list or a tool call since the request is work: thanks after it count', () => {
    const list = 'Here are your options:\n- the 7am train\n- the 9am train\nCould you tell me which one you want?';
    expect(fired([user('Find me a train.'), assistant(list), user('Thanks a lot, that helps!')])).toEqual([
      '2:gratitude',
    ]);
  });
});

describe('satisfaction: a reaction opening the answer to a small-talk question is no feedback', () => {
  it.each([
    [
      'Tell me about the film.',
      "It's about the guardians of the galaxy. Do you have kids?",
      'Cool! No, I do not have kids.',
    ],
    ['What do you do?', 'Not much, just fishing. What about you?', 'Cool, I wish I could fish.'],
    [
      'Le film parle de quoi ?',
      "C'est l'histoire des gardiens de la galaxie. Tu as des enfants ?",
      'Génial ! Non, pas encore.',
    ],
    ['Worum geht es im Film?', 'Er handelt von Wächtern der Galaxis. Hast du Kinder?', 'Super! Nein, keine Kinder.'],
    ['Tell me a fact.', 'He is a great writer. Nice chat!', 'Okay, yeah, nice chat. Have a nice day!'],
    // Told something in a few words, asked for without a question mark: the reaction is to the fact.
    ['Tell me about the film.', "It's about the guardians of the galaxy.", 'Cool!'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    // Work done, then a question about it.
    ['Fix my router.', `${LONG_EN} Does that help?`, 'Great, that is exactly what I needed.'],
    // A closing offer or a proposal is no small-talk question.
    ['Book the 7am train.', 'Booked. Anything else?', 'Great, that is all.'],
    // An answer that ends without a question, to a request for something done, not told.
    ['Find me a film for tonight.', 'Guardians of the Galaxy is on at 8pm.', 'Cool!'],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toHaveLength(1);
  });
});

describe('gratitude: a sign-off after bad news, thanks answering a small-talk question', () => {
  it.each([
    [
      'Remove the speaker from my order.',
      "I'm sorry, but our system doesn't support removing a single item.",
      'Thanks for confirming. That is all.',
    ],
    [
      'Change the name on the ticket.',
      'Unfortunately, name changes are not allowed on this fare.',
      'Alright. Thanks for your help.',
    ],
    [
      'Changez le nom.',
      'Malheureusement, ce tarif ne permet pas de changer le nom.',
      "D'accord, merci pour votre aide.",
    ],
    [
      'Ändern Sie den Namen.',
      'Leider sind Namensänderungen bei diesem Tarif nicht erlaubt.',
      'Okay, danke für die Hilfe.',
    ],
    ['附近有景点吗？', '抱歉，周边没有景点。', '好的，谢谢。'],
    ['Hi', 'Hello, how are you today?', 'I am fine. Thanks'],
    ['I play games.', 'Nice. How old are your brothers, btw?', "I'd rather not say. Thank you for talking to me. Bye!"],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    // After bad news the thanks sign off, but a success the user reports still counts.
    ['Fix my router.', `Unfortunately it was misconfigured. ${LONG_EN}`, 'Thanks a lot, it works!'],
    // A closing offer after work is still a closing offer.
    ['Book the 7am train.', 'Booked. Anything else?', 'No, that is all. Thank you so much!'],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toHaveLength(1);
  });
});

describe('satisfaction: a reaction to a remark the assistant made about itself is small talk', () => {
  it.each([
    ['Where do you go snowboarding', 'I usually go to Breckenridge.', 'Impressive.'],
    ['what can you do', 'I can do everything from data entry to programming.', 'that is great'],
    ['Où fais-tu du ski', 'Je vais souvent à Chamonix, j’adore.', 'Génial.'],
    ['Wo fährst du Ski', 'Ich fahre meistens in Zermatt.', 'Super.'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it('work done since the request still serves the user, even told in the first person', () => {
    const booked = [
      user('Book me a table at 7.'),
      assistant('', [{ id: 'c1', name: 'book_table', arguments: '{"time": "19:00"}' }]),
      { role: 'tool', tool_call_id: 'c1', content: '{"status": "booked"}' },
      assistant('I booked a table for two at 7pm.'),
      user('Great.'),
    ];
    expect(fired(booked)).toEqual(['4:satisfaction']);
    expect(fired([user('Book me a table at 7.'), assistant('Done: a table for two at 7pm.'), user('Great.')])).toEqual([
      '2:satisfaction',
    ]);
  });
});

describe('satisfaction: a reaction to what the assistant said is not feedback on help', () => {
  const STORY =
    'I used to deliver newspapers. I got sick a lot and I got paid overtime, but I loved it. I loved being ' +
    'part of the world, I loved being around other people, my family, my friends and my neighbourhood, ' +
    'and I still miss the early mornings on my bike.';

  it.each([
    // A fact or news answered in a few words.
    ['What is esports?', "It's a video game played as a sport, in front of an audience.", 'cool'],
    ['There was a launch today?', 'Yes. It was the heavy rocket from the Cape.', "Thats awesome, I'll watch it later"],
    ['Is it sunny?', "Yes. It's clear and balmy.", 'Very nice.'],
    ['¿Qué es el eSport?', 'Es un videojuego jugado como deporte.', '¡Qué bueno!'],
    ["C'est quoi l'eSport ?", 'Un jeu vidéo joué comme un sport.', 'Génial'],
    ['O que é eSport?', 'É um videogame jogado como esporte.', 'Que legal'],
    ['今日は晴れですか？', 'はい、快晴です。', 'いいですね'],
    // A remark about itself, without a first-person word ("What is your major?" → "business").
    ['What is your major?', 'got a major in business', 'Great'],
    // A long story told about itself, answering the user's question.
    ['Do you have any fun stories?', STORY, "That's really nice"],
  ])('quiet: %s → %s → %s', (question, reply, next) => {
    expect(fired([user(question), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    // Work: a tool call, a list, or a long answer not about itself.
    ['How do I reset my router?', LONG_EN, 'Great!'],
    ['What are my options?', 'Here they are:\n- the 7am train\n- the 9am train', 'Awesome'],
    // A request (no question mark) served, even in a few words.
    ['Book the 7pm table.', 'Booked.', 'Great'],
    ['Reserva una mesa para cuatro, por favor.', 'Listo, mesa para cuatro a las nueve.', '¡Genial!'],
    // A judgement of the help, not a reaction, after a short answer.
    ['When does the museum open?', 'At 9am on weekdays.', 'That helps, exactly what I needed'],
  ])('fires: %s → %s → %s', (question, reply, next) => {
    expect(fired([user(question), assistant(reply), user(next)])).toEqual(['2:satisfaction']);
  });

  it('a tool call since the question is work, whatever the assistant says', () => {
    const asked = [
      user('Is my order shipped?'),
      assistant('', [{ id: 'c1', name: 'order_status', arguments: '{}' }]),
      { role: 'tool', tool_call_id: 'c1', content: '{"status": "shipped"}' },
      assistant('Yes, it shipped.'),
      user('Cool'),
    ];
    expect(fired(asked)).toEqual(['4:satisfaction']);
  });

  it('a reaction followed by thanks is gratitude: the thanks is the feedback', () => {
    expect(fired([user('Is it sunny?'), assistant("Yes. It's clear and balmy."), user('Great, thank you!')])).toEqual([
      '2:gratitude',
    ]);
  });

  it('counts a long answer as work at exactly the work length, when it is not about itself', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(fired([user('What is it?'), assistant(words(WORK_MIN_TOKENS)), user('Cool')])).toEqual(['2:satisfaction']);
    expect(fired([user('What is it?'), assistant(words(WORK_MIN_TOKENS - 1)), user('Cool')])).toEqual([]);
  });

  it('reads a hostile reaction turn without error', () => {
    expect(fired([user('What is it?'), assistant('?'.repeat(10_000)), user('cool '.repeat(10_000))])).toEqual([]);
  });
});
