import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: a request to check again re-asks, unless it negotiates after a refusal', () => {
  it.each([
    [
      'eng',
      'I need a full refund.',
      'Under our policy this ticket is not refundable.',
      'I am a gold member. Can you please check again?',
    ],
    [
      'eng',
      'Remove Sophia from my booking.',
      "I'm unable to remove a passenger from a reservation.",
      'Can you check again? It is urgent.',
    ],
    [
      'eng',
      'Cancel my basic economy flight.',
      'It cannot be cancelled since no insurance was bought.',
      'I booked it 10 hours ago. Could you please check again?',
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Ich bin Goldkunde, kannst du nochmal nachsehen?',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      'Je suis client fidèle, pouvez-vous vérifier à nouveau ?',
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      'Soy cliente VIP, ¿puede verificar de nuevo?',
    ],
    [
      'por',
      'Quero um reembolso.',
      'Pela nossa política, não é reembolsável.',
      'Sou cliente ouro, pode verificar novamente?',
    ],
    ['jpn', '返金してください。', '規定により返金はできません。', 'ゴールド会員です。もう一度確認してください。'],
    ['cmn', '我要退款。', '根据规定，这张票不可退款。', '我是金卡会员，再确认一下。'],
  ])('fires after a refusal, the same request asked again (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    [
      'eng',
      'I need a full refund.',
      'Under our policy this ticket is not refundable.',
      'Can you at least refund 10%? Please check again.',
    ],
    [
      'eng',
      'Add insurance to my booking.',
      "I'm unable to add insurance after booking.",
      "I'm willing to pay any fee. Can you check again?",
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Wenigstens die Hälfte? Kannst du nochmal nachsehen?',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      'Au moins la moitié ? Pouvez-vous vérifier à nouveau ?',
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      '¿Al menos la mitad? ¿Puede verificar de nuevo?',
    ],
    [
      'por',
      'Quero um reembolso.',
      'Pela nossa política, não é reembolsável.',
      'Pelo menos metade? Pode verificar novamente?',
    ],
    ['jpn', '返金してください。', '規定により返金はできません。', 'せめて半額は？もう一度確認してください。'],
    ['cmn', '我要退款。', '根据规定，这张票不可退款。', '至少退一半吧，再确认一下。'],
  ])('quiet after a refusal, a counter-offer negotiates (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it('boundary: a counter-offer without a refusal before it still re-asks', () => {
    expect(
      typesIn(
        'eng',
        turn('Cancel 4OG6T3.', 'The reservation has one passenger.', 'How about the other two? Can you check again?'),
      ),
    ).toEqual(CORRECTION);
  });

  it.each([
    [
      'eng',
      'Cancel reservation 4OG6T3.',
      'The reservation includes one passenger: Noah.',
      'There should be 3 passengers. Can you check again?',
    ],
    [
      'deu',
      'Buchung 123 stornieren.',
      'Die Buchung hat einen Reisenden.',
      'Es sind drei Reisende, kannst du nochmal nachsehen?',
    ],
    [
      'fra',
      'Annulez la réservation 123.',
      'La réservation a un passager.',
      'Il y a trois passagers, pouvez-vous vérifier à nouveau ?',
    ],
    [
      'spa',
      'Cancele la reserva 123.',
      'La reserva tiene un pasajero.',
      'Son tres pasajeros, ¿puede verificar de nuevo?',
    ],
    [
      'jpn',
      '予約123をキャンセルしてください。',
      '予約のお客様は一名です。',
      '三名のはずです。もう一度確認してください。',
    ],
    ['cmn', '取消订单123。', '这个订单只有一位乘客。', '应该是三位乘客，再确认一下。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('a rule cited anywhere in the reply counts, code left out', () => {
    const next = 'Can you at least refund half? Please check again.';
    const inCode = 'Sorry.\n```\n// not eligible\n```\nThe reservation has one passenger.';
    expect(typesIn('eng', turn('Cancel 4OG6T3.', inCode, next))).toEqual(CORRECTION);
    const inText = 'Sorry, it is not eligible.\n```\nlet x = 1;\n```\nThe reservation has one passenger.';
    expect(typesIn('eng', turn('Cancel 4OG6T3.', inText, next))).toEqual([]);
  });
});

describe('repair: a "no" answers a question the assistant asked without a question mark', () => {
  it.each([
    ['eng', 'I like dogs.', 'i love dogs. did you know they have 12 different blood types', 'No, I did not know that.'],
    ['eng', 'Hello there.', 'Hello. Are you having breakfast, I love it', 'No, I am eating dinner.'],
    ['eng', 'AI gets tired?', 'Just wanted to ask if you are still asleep.', 'No, I have not slept yet.'],
    [
      'deu',
      'Ich mag Hunde.',
      'Ich auch. Wusstest du, dass Hunde zwölf Blutgruppen haben',
      'Nein, ich wusste das nicht.',
    ],
    [
      'fra',
      "J'aime les chiens.",
      'Moi aussi. Est-ce que tu savais que les chiens ont douze groupes sanguins',
      'Non, je ne savais pas.',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // A statement about the user, not a question: the "no" sets it right.
    ['eng', 'I watch a lot of anime.', 'i see you like comedy', 'No, I like anime.'],
    // The question form is not at the start of the last sentence or a clause of it.
    ['eng', 'I watch a lot of anime.', 'so what did you know i like comedy', 'No, I like anime.'],
    ['deu', 'Ich schaue viel Anime.', 'Ich sehe, du magst Komödien', 'Nein, ich mag Anime.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });
});

describe('repair: a question asked again after an answer repeated word for word', () => {
  const rephrase = (i: number) => [`${i}:interaction.misalignment.rephrase`];

  it.each([
    [
      'eng',
      [
        'What do you cook?',
        'i like to play video games .',
        'What else do you like?',
        'i like to play video games .',
        'And what else do you like?',
      ],
    ],
    [
      'deu',
      [
        'Was kochst du?',
        'ich spiele gerne videospiele .',
        'Welche Filme magst du sonst?',
        'ich spiele gerne videospiele .',
        'Und welche Filme magst du sonst?',
      ],
    ],
    [
      'spa',
      [
        '¿Qué cocinas?',
        'me gusta jugar videojuegos .',
        '¿Qué otras películas te gustan?',
        'me gusta jugar videojuegos .',
        '¿Y qué otras películas te gustan?',
      ],
    ],
  ])('fires (%s)', (language, texts) => {
    const messages = texts.map((t, i) => (i % 2 === 0 ? user(t) : assistant(t)));
    expect(typesIn(language, messages)).toEqual(rephrase(4));
  });

  it('stays quiet when the answer is new, or when the user echoes the repeated answer back', () => {
    const fresh = [
      'What do you cook?',
      'i like to play video games .',
      'What else do you like?',
      'i like to read books .',
      'And what else do you like?',
    ];
    expect(
      typesIn(
        'eng',
        fresh.map((t, i) => (i % 2 === 0 ? user(t) : assistant(t))),
      ),
    ).toEqual([]);
    const echo = [
      'hi there friend',
      'i love coffee . i love coffee .',
      'i love coffee . i love coffee .',
      'i love coffee . i love coffee .',
      'i love coffee . i love coffee . i love coffee .',
    ];
    expect(
      typesIn(
        'eng',
        echo.map((t, i) => (i % 2 === 0 ? user(t) : assistant(t))),
      ),
    ).toEqual([]);
  });

  it('reads the answer word for word ignoring case, surrounding white space and apostrophes; one character more is a new answer', () => {
    const asked = (second: string) =>
      typesIn('eng', [
        user('What do you cook?'),
        assistant("i'd like to play video games ."),
        user('What else do you like?'),
        assistant(second),
        user('And what else do you like?'),
      ]);
    expect(asked("  I'D LIKE TO PLAY VIDEO GAMES .\n")).toEqual(rephrase(4));
    expect(asked('id like to play video games .')).toEqual(rephrase(4));
    expect(asked("i'd like to play video games !")).toEqual([]);
    expect(asked("i'd like to play video games . ")).toEqual(rephrase(4));
    expect(asked("i'd like to play video  games .")).toEqual([]);
  });

  it('hostile input: a huge repeated answer and odd Unicode do not throw', () => {
    const huge = 'é\u0301 \u202e '.repeat(50_000);
    const messages = [
      user('What else do you like?'),
      assistant(huge),
      user('What else do you like?'),
      assistant(huge),
      user('And what else do you like?'),
    ];
    expect(() => typesIn('eng', messages)).not.toThrow();
  });
});

describe('repair: pushback that asks again for what was refused', () => {
  it.each([
    [
      'eng',
      'I need a full refund.',
      'Under our policy this ticket is not refundable.',
      "This is an emergency. Isn't there anything you can do?",
    ],
    [
      'eng',
      'Add insurance to my trip.',
      "I'm unable to add insurance after booking.",
      'Are you sure? My whole family has it.',
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Gibt es wirklich keine Möglichkeit?',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      'Il doit bien y avoir un moyen.',
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      '¿No hay ninguna forma? Es una emergencia.',
    ],
    ['por', 'Quero um reembolso.', 'Pela nossa política, não é reembolsável.', 'Não tem como? É uma emergência.'],
    ['jpn', '返金してください。', '規定により返金はできません。', '何とかなりませんか。'],
    ['cmn', '我要退款。', '根据规定，这张票不可退款。', '真的不行吗？'],
    // A condition that does not concede the refusal ("if I can travel…") is no counter-offer.
    [
      'eng',
      'Change my flight.',
      'Basic economy flights cannot be changed, per our policy.',
      'If I can fly on Friday I keep my job. There must be a way.',
    ],
  ])('fires after a refusal (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // Without a refusal before it, an ordinary question.
    ['eng', 'My flight is on Friday.', 'Your flight leaves at 9.', 'Is there any way to get a window seat?'],
    ['deu', 'Mein Flug ist am Freitag.', 'Ihr Flug geht um 9.', 'Gibt es keine Möglichkeit für einen Fensterplatz?'],
    // After a refusal, a counter-offer negotiates another request.
    [
      'eng',
      'Change my basic economy flight.',
      'Basic economy flights cannot be changed, per our policy.',
      "Is there any way? I'd be willing to upgrade and pay the difference.",
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      '¿No hay ninguna forma? Al menos la mitad.',
    ],
    // "If I can't have that, …": the refusal is conceded and another request follows.
    [
      'eng',
      'Change my flight.',
      'Basic economy flights cannot be changed, per our policy.',
      "If I can't change the flight, can I add insurance? There must be a way to add it.",
    ],
    [
      'eng',
      'Change my flight.',
      "I'm unable to change basic economy flights.",
      'If that is not possible, is there any way to get a credit?',
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Wenn das nicht geht, gibt es wirklich keine Möglichkeit für eine Umbuchung?',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      "Si ce n'est pas possible, il doit bien y avoir un moyen de changer la date.",
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      'Si no es posible, ¿no hay ninguna forma de cambiar la fecha?',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // "Since I can't have that, …": the refusal is conceded as a fact and another request follows.
    [
      'eng',
      'Change my flight.',
      'Basic economy flights cannot be changed, per our policy.',
      "Since I can't change the date either, is there any way you can add insurance to the flight?",
    ],
    [
      'eng',
      'Refund my ticket.',
      'This ticket is not refundable under our policy.',
      "Since that's not possible, is there any way to get a credit?",
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Da das nicht geht, gibt es wirklich keine Möglichkeit für eine Umbuchung?',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      "Puisque ce n'est pas possible, il doit bien y avoir un moyen de changer la date.",
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      'Ya que no se puede, ¿no hay ninguna forma de cambiar la fecha?',
    ],
    [
      'por',
      'Quero um reembolso.',
      'Pela nossa política, não é reembolsável.',
      'Já que não é possível, não tem como mudar a data?',
    ],
    ['jpn', '返金してください。', '規定により返金はできません。', '返金できないなら、日付の変更は何とかなりませんか。'],
    ['cmn', '我要退款。', '根据规定，这张票不可退款。', '既然不行，改签真的不行吗？'],
  ])('quiet: a concession, then another request (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it('boundary: "since" that gives a reason concedes nothing; the refused request asked again still counts', () => {
    const reply = 'Basic economy flights cannot be changed, per our policy.';
    expect(
      typesIn('eng', turn('Change my flight.', reply, 'Since I booked it yesterday, is there any way to change it?')),
    ).toEqual(CORRECTION);
    // Like "if I can't…", any "since I can't…" clause reads as a concession, even one that gives a reason.
    expect(typesIn('eng', turn('Change my flight.', reply, "Since I can't wait, is there any way?"))).toEqual([]);
  });

  it('hostile: a long pushback turn and a refusal full of odd Unicode do not throw', () => {
    const reply = `not eligible \u202e${'é\u0301'.repeat(20_000)}`;
    expect(typesIn('eng', turn('Refund me.', reply, `Are you sure? ${'x '.repeat(50_000)}`))).toEqual(CORRECTION);
  });
});

describe('repair: "try again" opening the turn asks the assistant to redo its answer (a correction)', () => {
  it.each([
    ['eng', 'Write a limerick about a cat.', 'Cats are animals that many people keep as pets.', 'Try again'],
    ['eng', 'Do you want to chat?', 'Sure. I am just tired of my life', 'try again?'],
    ['deu', 'Schreib ein Gedicht über eine Katze.', 'Katzen sind Tiere.', 'Versuch es nochmal, bitte mit Reim.'],
    ['fra', 'Écris un poème sur un chat.', 'Les chats sont des animaux.', 'Réessaie, avec des rimes cette fois.'],
    ['spa', 'Escribe un poema sobre un gato.', 'Los gatos son animales.', 'Inténtalo de nuevo, con rima.'],
    ['por', 'Escreva um poema sobre um gato.', 'Gatos são animais.', 'Tente de novo, com rima.'],
    ['jpn', '猫の詩を書いてください。', '猫は動物です。', 'やり直してください。韻を踏んでください。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // The user's own attempt, or advice: not a request to the assistant.
    ['eng', 'My upload failed.', 'Did the upload finish?', 'No, my brother will try again tomorrow.'],
    ['eng', 'It keeps failing.', 'Please wait a minute.', 'Ok. Should I try again now?'],
    ['fra', "L'envoi a échoué.", "L'envoi est-il terminé ?", 'Non, je vais réessayer demain.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it('boundary: a rephrase no longer (the type is correction, never rephrase)', () => {
    const types = typesIn('eng', turn('Write a limerick about a cat.', 'Cats are animals.', 'try again'));
    expect(types).toEqual(CORRECTION);
    expect(types.some((t) => t.endsWith('rephrase'))).toBe(false);
  });

  it('hostile: "try again" repeated many times or alone in odd casing stays one signal', () => {
    const next = Array.from({ length: 500 }, () => 'TRY AGAIN').join(' ');
    expect(typesIn('eng', turn('Write a limerick.', 'Cats are animals.', next))).toEqual(CORRECTION);
    expect(typesIn('eng', [user('   '), assistant(''), user('try again')])).toEqual([]);
  });
});
