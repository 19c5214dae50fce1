import { describe, expect, it } from 'vitest';
import { goesOnAsking, REQUEST_MIN_TOKENS } from '../../src/detectors/positive-feedback';
import { compileLexicon } from '../../src/lexicon/compile';
import { matchPhrases } from '../../src/lexicon/match';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { tokenize } from '../../src/text/tokenize';
import { assistant, user } from '../helpers';
import { fired, LONG_EN } from './positive-feedback-fired';

describe('satisfaction: a reaction to a question answered in a few words, asked without a question mark', () => {
  it.each([
    ['Why is that so big', 'He was a celebrated dancer and won many awards.', 'Uh ok thats awesome'],
    ['tell me about the episode', 'It was pretty funny. Dwight wants to get rid of an intern.', "Haha that's amazing"],
    ['list the six original films', "It's the six original novels written by her.", 'oh ok. cool.'],
    ['Warum ist der Himmel blau', 'Wegen der Streuung des Lichts.', 'Super'],
    ['Pourquoi le ciel est bleu', 'À cause de la diffusion de la lumière.', 'Génial'],
    ['Dime algo sorprendente', 'El sol es blanco en realidad.', 'Genial'],
    ['Me diga algo curioso', 'O sol é branco na verdade.', 'Que legal'],
    ['東京タワーの高さを教えて', '333メートルです。', 'すごい'],
    ['告诉我一个有趣的事实', '太阳其实是白色的。', '太棒了'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    // Asked to do something, not to be told: a short answer reports it done.
    ['Book the 7pm table.', 'Booked.', 'Great'],
    ['Buche den Tisch um 19 Uhr.', 'Erledigt, der Tisch ist gebucht.', 'Super'],
    ["Ajoute le rendez-vous à l'agenda.", "C'est fait.", 'Génial'],
    // Told at length: the answer is work.
    ['tell me about the episode', LONG_EN, 'Cool!'],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([
      '4:satisfaction',
    ]);
  });
});

describe('satisfaction: a reaction while the task is pending', () => {
  it.each([
    ['Please refund order 12.', 'Everything is in order, soon I will indicate the status of your refund.', 'great'],
    ['Please book it.', 'Let me know which card you prefer, and I will proceed with the booking.', 'Great!'],
    ['Please refund order 12.', 'Your refund is in progress.', 'Cool'],
    ['Bitte erstatten Sie Bestellung 12.', 'Einen Moment, Ihre Erstattung ist in Bearbeitung.', 'Super'],
    ['Remboursez la commande 12 svp.', 'Un instant, votre remboursement est en cours de traitement.', 'Génial'],
    ['Por favor reembolse el pedido 12.', 'Un momento, su reembolso está en proceso.', 'Genial'],
    ['Por favor reembolse o pedido 12.', 'Um momento, o reembolso está em andamento.', 'Que legal'],
    ['返金をお願いします。', '少々お待ちください。', 'いいね'],
    ['请帮我退款。', '请稍等，正在处理您的退款。', '太好了'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([]);
  });

  it.each([
    ['Please refund order 12.', 'Your refund of $40 has been issued to your card.', 'great'],
    ['Bitte erstatten Sie Bestellung 12.', 'Ihre Erstattung wurde veranlasst.', 'Super'],
    ['请帮我退款。', '您的退款已经完成了。', '太好了'],
  ])('fires once done: %s → %s → %s', (request, reply, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(next)])).toEqual([
      '4:satisfaction',
    ]);
  });

  it('a judgement of the help still counts, and thanks still count as gratitude', () => {
    const pending = 'Your refund is in progress.';
    expect(
      fired([user('Hi.'), assistant('Hello!'), user('Please refund it.'), assistant(pending), user('Great, thanks!')]),
    ).toEqual(['4:gratitude']);
  });
});

describe('positive feedback as filler before a new instruction in the same clause', () => {
  const after = (next: string): string[] =>
    fired([user('Write the opening paragraph.'), assistant(LONG_EN), user(next)]);

  it.each([
    'Great write it from the perspective of a nobody.',
    'Cool list the six original films',
    'Awesome rewrite it as a poem',
    'Thanks write the next chapter now',
    // A question or request without a question mark, in a clause of its own.
    'Thats great, what do you think of the idea that the end is a twist',
    'This is great. I wonder if you could add a description to each portal.',
  ])('quiet: %s', (next) => {
    expect(after(next)).toEqual([]);
  });

  it.each([
    ['Schreib den ersten Absatz.', 'Super schreib es aus der Sicht eines Kindes'],
    ['Écris le premier paragraphe.', 'Génial écris la suite du chapitre'],
    ['Escribe el primer párrafo.', 'Genial escribe otra versión más corta'],
    ['Escreva o primeiro parágrafo.', 'Ótimo escreva outra versão mais curta'],
  ])('quiet: %s → (a list) → %s', (request, next) => {
    const list = 'Zwei Entwürfe / deux versions / dos versiones / duas versões:\n- uno\n- dos';
    expect(fired([user(request), assistant(list), user(next)])).toEqual([]);
    // The reaction alone is feedback on the list.
    const alone = next.split(' ')[0]!;
    expect(fired([user(request), assistant(list), user(alone)])).toEqual(['2:satisfaction']);
  });

  it.each([
    ['Great, thanks for your help!', '2:satisfaction'],
    ['Great news! I just tried it and it works.', '2:satisfaction'],
    // Too short to be a new instruction: praise of the find.
    ['Great, nice find', '2:satisfaction'],
    ['Great write it', '2:satisfaction'],
  ])('fires: %s', (next, expected) => {
    expect(after(next)).toEqual([expected]);
  });

  const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
  const check = (text: string): boolean => {
    const tokens = tokenize(text);
    const match = matchPhrases(tokens, lexicon).find((m) => m.phrase.family === 'satisfaction')!;
    return goesOnAsking(tokens, match, lexicon);
  };

  it(`reads a request only with ${REQUEST_MIN_TOKENS} tokens or more after the phrase, in its clause`, () => {
    expect(check('great write it')).toBe(false);
    expect(check('great write it again')).toBe(true);
    expect(check('great. write it again')).toBe(false); // another clause: asksOrRequests finds it
    expect(check('great thanks a lot')).toBe(false);
  });

  it('hostile input: many reactions in one long clause cost linear time and never throw', () => {
    const text = 'great write it again '.repeat(5_000);
    const started = performance.now();
    expect(after(text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(after('great \u0000\uFFFF\uD800 write it')).toEqual(['2:satisfaction']);
  });
});

describe('gratitude: thanks returning the assistant’s bare praise', () => {
  const chat = (question: string, answer: string, praise: string, thanks: string): string[] =>
    fired([user('Hi.'), assistant(question), user(answer), assistant(praise), user(thanks)]);

  it.each([
    ['Do you speak other languages?', 'Only Tamil.', 'That is great.', 'mm thanks'],
    ['What do you do?', 'I teach.', "That's awesome!", 'Thank you!'],
    ['Sprichst du andere Sprachen?', 'Nur Tamil.', 'Das ist super!', 'Danke'],
    ['¿Hablas otros idiomas?', 'Solo tamil.', '¡Genial!', 'Gracias'],
    ['你会说别的语言吗？', '只会泰米尔语。', '太好了！', '谢谢'],
    ['他の言語は話せますか？', 'タミル語だけです。', 'すごい！', 'ありがとう'],
  ])('quiet: %s → %s → %s → %s', (question, answer, praise, thanks) => {
    expect(chat(question, answer, praise, thanks)).toEqual([]);
  });

  it('praise that goes on with the task done is help: the thanks count', () => {
    const booked = 'That is great, your table for two at 7pm is booked, reference 4471.';
    expect(
      fired([
        user('Book a table for two.'),
        assistant('For what time?'),
        user('7pm.'),
        assistant(booked),
        user('Thanks!'),
      ]),
    ).toEqual(['4:gratitude']);
  });
});
