import { describe, expect, it } from 'vitest';
import { WHY_MAX_TOKENS } from '../../src/detectors/asks-again';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const REPHRASE = ['2:interaction.misalignment.rephrase'];
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: a reason asked again after a reply that gave none', () => {
  it.each([
    ['eng', 'why are snakes exciting?', 'i am a fan of them, they are so fun.', 'tell me why snakes are fun.'],
    [
      'eng',
      'Why would I see a dermatologist about hair?',
      'hair care is something a dermatologist can address.',
      'Why would a skin doctor work with hair?',
    ],
    ['eng', 'How come the train is late?', 'Trains are often late.', 'Tell me how come this train is late'],
    ['deu', 'Warum sind Schlangen spannend?', 'Ich mag sie, sie machen Spaß.', 'Sag mir, warum Schlangen Spaß machen.'],
    [
      'fra',
      'Pourquoi les serpents sont-ils fascinants ?',
      'Je les aime, ils sont amusants.',
      'Dis-moi pourquoi les serpents sont amusants.',
    ],
    [
      'spa',
      '¿Por qué son emocionantes las serpientes?',
      'Me gustan, son divertidas.',
      'Dime por qué las serpientes son divertidas.',
    ],
    ['cmn', '蛇为什么有趣？', '我很喜欢它们。', '告诉我蛇为什么好玩。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual(REPHRASE);
  });

  it.each([
    // The reply gave a reason: a question about it follows up.
    ['eng', 'Why do you like snakes?', 'Because snakes are calm.', 'Why are snakes calm?'],
    ['eng', 'Why do you like snakes?', 'I like them since snakes are calm.', 'Why are snakes calm?'],
    ['deu', 'Warum magst du Schlangen?', 'Weil Schlangen ruhig sind.', 'Warum sind Schlangen ruhig?'],
    [
      'fra',
      'Pourquoi aimes-tu les serpents ?',
      'Parce que les serpents sont calmes.',
      'Pourquoi les serpents sont calmes ?',
    ],
    ['cmn', '你为什么喜欢蛇？', '因为蛇很安静。', '蛇为什么安静？'],
    // A new question for a reason, about something else.
    ['eng', 'Why is the sky blue?', 'It just is.', 'Why do cats purr?'],
    // The first turn asked no reason: the question is a follow-up.
    ['eng', 'Snakes are exciting.', 'they are so fun.', 'why are snakes fun?'],
    // A turn that opens with a confirmation is never a rephrase.
    ['eng', 'why are snakes exciting?', 'they are so fun.', 'Yes, but why are snakes fun?'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it(`reads two questions of at most ${WHY_MAX_TOKENS} tokens each`, () => {
    const fits = 'tell me why these snakes are so fun for people like me'; // 12 tokens
    const over = 'tell me why these snakes are so fun for people like me today'; // 13 tokens
    expect(fits.split(' ')).toHaveLength(WHY_MAX_TOKENS);
    expect(misalignmentIn('eng', exchange('why are snakes exciting?', 'they are so fun.', fits))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange('why are snakes exciting?', 'they are so fun.', over))).toEqual([]);
    const long = 'why are snakes so very exciting for people like me and you today?'; // 13 tokens
    expect(misalignmentIn('eng', exchange(long, 'they are so fun.', 'why are snakes fun?'))).toEqual([]);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(misalignmentIn('eng', [assistant('they are fun'), user('why are snakes fun?')])).toEqual([]);
    const odd = '\u202e why \u0301'.repeat(5_000);
    expect(() => misalignmentIn('eng', exchange(odd, 'because'.repeat(10_000), odd))).not.toThrow();
    expect(() => misalignmentIn('eng', exchange('why x?', '', 'why x?'))).not.toThrow();
  });
});

describe('repair: a request that sets the reply aside ("But please…")', () => {
  it.each([
    [
      'eng',
      'My phone is faulty. I need a replacement, not a repair.',
      'You may visit https://example.com/help?id=202111910 to read our returns policy.',
      'The return window has closed. But please give me a solution.',
    ],
    ['eng', 'think about reducing road tolls', 'I can think about many things.', 'but I want to pay less in tolls'],
    ['eng', 'What do you think of his three laws?', 'Asimov believed in them.', 'But what do you think of them?'],
    [
      'deu',
      'Mein Handy ist defekt, ich brauche Ersatz.',
      'Hier finden Sie unsere Rückgaberichtlinien.',
      'Die Frist ist abgelaufen. Aber bitte geben Sie mir eine Lösung.',
    ],
    [
      'fra',
      "Mon téléphone est en panne, j'ai besoin d'un remplacement.",
      'Voici notre politique de retour.',
      "Le délai est passé. Mais s'il vous plaît, donnez-moi une solution.",
    ],
    [
      'spa',
      'Mi teléfono está roto, necesito un reemplazo.',
      'Aquí está nuestra política de devoluciones.',
      'El plazo ya pasó. Pero por favor dame una solución.',
    ],
    ['cmn', '我的手机坏了，我需要换一台。', '这是我们的退货政策。', '退货期已经过了。但是请给我一个解决办法。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // After a comma, "but" turns from the user's own concession: a new or refined request.
    [
      'eng',
      'Show me flights.',
      'Here are the options.',
      'I appreciate the options, but could we look for later flights?',
    ],
    ['deu', 'Zeig mir Flüge.', 'Hier sind die Optionen.', 'Danke, aber kannst du spätere Flüge suchen?'],
    // After a question, "but" goes on with the answer.
    ['eng', 'I love Paris.', 'Have you ever been there?', 'No. But I want to.'],
    ['eng', 'I need a replacement.', 'Could you share your order number?', 'But please give me a solution.'],
    // After an offer.
    ['eng', 'I need a replacement.', 'Let me know if you would like a refund.', 'But please give me a solution.'],
    // A request that adds something asks for more, not again.
    [
      'eng',
      'Change my flight.',
      'I need your reservation id.',
      'I can check later. But I also need to change the passenger.',
    ],
    ['fra', 'Change mon vol.', "J'ai besoin de votre numéro.", 'Je vérifie. Mais je veux aussi changer le passager.'],
    // A counter-offer asks for something else.
    ['eng', 'I want a refund.', 'Refunds are not possible.', 'But how about a voucher?'],
    // No request right after the contrast word.
    ['eng', 'I want a refund.', 'Here is our policy.', 'But the window is closed.'],
    ['eng', 'I want a refund.', 'Here is our policy.', 'But honestly, please help.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it.each([
    // An acknowledgement first takes the reply as it is: what follows is a new request.
    [
      'eng',
      'Rewrite it without point 2.',
      "Sure, here's a rewrite.",
      "Great. But please don't use so much of the original.",
    ],
    ['eng', 'Can you pay my bill?', 'I will pay it, but I will not find him.', 'Ok.  But could you find him?'],
    ['eng', 'Write me a poem.', 'Here is a poem about the sea.', 'Thank you! But please make it shorter.'],
    ['deu', 'Schreib mir ein Gedicht.', 'Hier ist ein Gedicht.', 'Danke. Aber bitte kürzer.'],
    ['fra', 'Écris-moi un poème.', 'Voici un poème.', "D'accord. Mais s'il vous plaît, plus court."],
    ['spa', 'Escríbeme un poema.', 'Aquí tienes un poema.', 'Vale. Pero por favor más corto.'],
    ['cmn', '给我写一首诗。', '这是一首诗。', '好。但是请写短一点。'],
  ])('quiet after an acknowledgement (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it('boundary: only an acknowledgement before "But" makes it a new request', () => {
    const [request, reply] = ['I need a replacement.', 'You may visit our returns page.'];
    expect(misalignmentIn('eng', exchange(request, reply, 'Ok. But please give me a solution.'))).toEqual([]);
    expect(misalignmentIn('eng', exchange(request, reply, 'Ok, I see. But please give me a solution.'))).toEqual(
      CORRECTION,
    );
    // Nothing before "But": the reply set aside at once.
    expect(misalignmentIn('eng', exchange(request, reply, 'But please give me a solution.'))).toEqual(CORRECTION);
  });

  it('reads a question mark in the reply only in its own words', () => {
    const next = 'But please give me a solution.';
    expect(misalignmentIn('eng', exchange('I need help.', 'See https://example.com/a?b=c', next))).toEqual(CORRECTION);
    expect(misalignmentIn('eng', exchange('I need help.', 'Did you see https://example.com/a?b=c ?', next))).toEqual(
      [],
    );
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(misalignmentIn('eng', [assistant('Here is our policy.'), user('But please help me.')])).toEqual([]);
    const odd = '. but please \u202e\u0301'.repeat(5_000);
    expect(() => misalignmentIn('eng', exchange('help', 'policy', odd))).not.toThrow();
    expect(() => misalignmentIn('eng', exchange('help', '?'.repeat(10_000), 'But please'))).not.toThrow();
  });
});
