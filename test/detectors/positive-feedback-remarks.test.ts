import { describe, expect, it } from 'vitest';
import { OPENING_MIN_TOKENS } from '../../src/detectors/dialogue-courtesy';
import { assistant, user } from '../helpers';
import { fired, LONG_EN } from './positive-feedback-fired';

const call = { id: 'c1', type: 'function', function: { name: 'find_booking', arguments: '{"id":"A1"}' } };

describe('gratitude: thanks that return a remark of the assistant are courtesy', () => {
  it.each([
    // The user said something of their own; the assistant only remarked on it.
    [['Hi', 'Hello!', 'I have a cat named Lucille.', 'Lucille is such a cute name!', 'Thanks!']],
    [['hello', 'Hi, nice day.', 'I am a life coach.', 'That sounds like fun.', 'thx']],
    // The user answered a personal question; the assistant answered with a wish or sympathy.
    [
      [
        'hello',
        'What kind of job are you looking for?',
        'Something in physics.',
        'Physics pays well. Good luck with your search!',
        'Thank you!',
      ],
    ],
    [['Hi', 'How was your day?', 'I had a minor operation.', "That's no good. I hope it gets better.", 'Thanks']],
    [['Hallo', 'Wie geht es dir heute?', 'Ich bin leider krank.', 'Oh nein, gute Besserung!', 'Danke schön!']],
    [['Salut', 'Comment vas-tu aujourd’hui ?', "J'ai un examen demain.", 'Bonne chance pour ton examen !', 'Merci !']],
    [['Hola', '¿Qué tal tu día?', 'Estoy un poco enfermo.', '¡Que te mejores pronto!', '¡Gracias!']],
    [
      [
        'こんにちは',
        '今日はどうでしたか？',
        '風邪をひいてしまいました。',
        'それは大変ですね。お大事に。',
        'ありがとうございます。',
      ],
    ],
    [['你好', '最近怎么样？', '明天要考试了。', '祝你考试顺利，加油！', '谢谢！']],
    // Trouble told as small talk, answered with a wish: the thanks return the wish.
    [
      [
        'Hi',
        'How is the job search going?',
        'It is terrible, nothing works.',
        'I hope you find a job you like.',
        'Thank you',
      ],
    ],
  ])('quiet: %j', (turns) => {
    const [a, b, c, d, e] = turns as [string, string, string, string, string];
    expect(fired([user(a), assistant(b), user(c), assistant(d), user(e)])).toEqual([]);
  });

  it.each([
    // Details the assistant asked for, then a short report: thanks for the task done.
    [
      [
        'I need a taxi.',
        'Where should it pick you up?',
        'At the station, at five.',
        'Booked, number 46063.',
        'Thank you!',
      ],
    ],
    [
      [
        'タクシーを予約したいです。',
        '出発地と時間を教えてください。',
        '京都駅から五時に。',
        '予約が完了いたしました。予約番号は46063です。',
        'ありがとうございました。',
      ],
    ],
    // The user asked: a social formula in the answer does not make the thanks courtesy.
    [['Hi', 'Hello!', 'What time does the museum open?', 'At nine. Have a nice day!', 'Thanks!']],
    // Trouble reported as a statement asks for help; a short answer to it may give it.
    [['Hi', 'Hello!', "It still doesn't work.", 'Restart the router.', 'Thanks!']],
    [['Hallo', 'Hallo!', 'Es funktioniert immer noch nicht.', 'Starten Sie den Router neu.', 'Danke!']],
    // After a closing offer, the thanks close a task.
    [
      [
        'Hi',
        'Hello!',
        'I was able to log in.',
        'Great. Is there anything else I can help you with?',
        'That is all, thanks.',
      ],
    ],
  ])('fires: %j', (turns) => {
    const [a, b, c, d, e] = turns as [string, string, string, string, string];
    expect(fired([user(a), assistant(b), user(c), assistant(d), user(e)])).toEqual(['4:gratitude']);
  });

  it('thanks again after feedback thank for the help once more', () => {
    expect(
      fired([
        user('My mobile data does not work, can you help?'),
        assistant(LONG_EN),
        user('It works now, thank you!'),
        assistant('Glad to hear it! Have a great day!'),
        user('Thanks again for your help!'),
      ]),
    ).toEqual(['2:success', '4:gratitude']);
  });

  it('once the assistant did a task with its tools, thanks again after any thanks close it', () => {
    expect(
      fired([
        user('Return my backpack and exchange the boots.'),
        // A call that changes something went through: the thanks at the end may be for it.
        assistant('', [{ ...call, function: { name: 'return_delivered_order_items', arguments: '{"id":"A1"}' } }]),
        { role: 'tool', tool_call_id: 'c1', content: '{"status":"return requested"}' },
        assistant("The return is requested. I'm sorry, but the exchange cannot be done until it is completed."),
        user("Alright, I'll wait. Thanks for explaining everything. That's all for now."),
        assistant("You're welcome! I'm glad I could help. Have a great day!"),
        user('Thank you, I appreciate it. Have a good day!'),
      ]),
    ).toEqual(['6:gratitude']);
  });

  it('thanks again after courtesy thanks still return the remark', () => {
    expect(
      fired([
        user('Hi'),
        assistant('How are you today?'),
        user("I'm fine, thanks!"),
        assistant('Glad to hear it. Have a great day!'),
        user('Thanks, you too!'),
      ]),
    ).toEqual([]);
  });

  it(`boundary: an opening turn of ${OPENING_MIN_TOKENS} tokens states a task, a shorter one greets`, () => {
    const greeting = 'Hi there.'; // 2 tokens
    const task = 'Cancel booking A1.'; // 3 tokens
    expect(fired([user(greeting), assistant('I like your style.'), user('Thank you!')])).toEqual([]);
    expect(fired([user(task), assistant('Cancelled.'), user('Thank you!')])).toEqual(['2:gratitude']);
  });

  it('boundary: a remark long enough to be work is thanked for as work', () => {
    expect(
      fired([user('Hi'), assistant('Hello!'), user('I like physics.'), assistant(LONG_EN), user('Thanks!')]),
    ).toEqual(['4:gratitude']);
  });

  it('hostile: empty, missing and odd turns never throw and never fire', () => {
    expect(fired([user(''), assistant(''), user('thanks')])).toEqual([]);
    expect(fired([null, assistant('Good luck!'), user('Thanks!')])).toEqual([]);
    expect(
      fired([user('Hi'), assistant('good luck '.repeat(2000)), user('Thanks! '.repeat(500)), assistant('')]),
    ).toEqual(['2:gratitude']);
    expect(fired([user('Hi'), assistant('Hello'), user('🙂🙂🙂'), assistant('🙂 good luck 🙂'), user('ty')])).toEqual(
      [],
    );
  });
});

describe('gratitude: thanks while the task waits on the user are a sign-off', () => {
  it.each([
    [
      [
        'Cancel my flight.',
        'Could you give me the reservation ID?',
        "I'll look for it and get back to you.",
        'No problem, I will be here.',
        'Will do, thank you for your help!',
      ],
    ],
    [
      [
        'Annulez mon vol.',
        'Pouvez-vous me donner le numéro de réservation ?',
        'Je le cherche et je reviens vers vous.',
        'Pas de souci, je serai là.',
        'Merci pour votre aide !',
      ],
    ],
    [
      [
        'Stornieren Sie meinen Flug.',
        'Können Sie mir die Buchungsnummer geben?',
        'Ich suche sie, ich melde mich dann.',
        'Kein Problem, ich bin hier.',
        'Danke für Ihre Hilfe!',
      ],
    ],
    [
      [
        'フライトをキャンセルしたいです。',
        '予約番号を教えていただけますか？',
        '確認してまた連絡します。',
        '承知いたしました。お待ちしております。',
        'ありがとうございます。',
      ],
    ],
  ])('quiet: %j', (turns) => {
    const [a, b, c, d, e] = turns as [string, string, string, string, string];
    expect(fired([user(a), assistant(b), user(c), assistant(d), user(e)])).toEqual([]);
  });

  it('fires once the assistant acted after the deferral', () => {
    expect(
      fired([
        user('Cancel my flight.'),
        assistant('Could you give me the reservation ID?'),
        user("I'll look for it and get back to you."),
        assistant('', [call]),
        { role: 'tool', tool_call_id: 'c1', content: '{"status":"cancelled"}' },
        assistant('I found it anyway: your flight is cancelled.'),
        user('Thank you for your help!'),
      ]),
    ).toEqual(['6:gratitude']);
  });
});

describe('success: a success phrase in chit-chat is no success', () => {
  it.each([
    // The user answers a question the assistant asked of them.
    ['Hello.', 'Did you know that the menu icon is called a hamburger?', 'That makes sense, thanks.'],
    // The assistant spoke of itself.
    ['Hey, what is happening?', "I'm just tired of everything going wrong.", 'Perfect.'],
    ['Was machst du so?', 'Ich lese gerade ein Buch über Katzen.', 'Perfekt.'],
    ['¿Qué haces?', 'Yo estoy leyendo un libro.', 'Perfecto.'],
  ])('quiet: %s → %s → %s', (a, b, c) => {
    expect(fired([user(a), assistant(b), user(c)])).toEqual([]);
  });

  it.each([
    ['Fix my router, please.', LONG_EN, 'Perfect, it works now.'],
    ['Réparez mon routeur, s’il vous plaît.', LONG_EN, 'Parfait, merci.'],
    ['今日の天気を教えてください。', '晴れです。ほかに何か知りたいことはありますか？', 'おかげさまで解決しました。'],
  ])('fires: %s → %s → %s', (a, b, c) => {
    expect(fired([user(a), assistant(b), user(c)])).toEqual(['2:success']);
  });
});
