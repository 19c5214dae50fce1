import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last message of `turns`, in `language`. */
const lastOf = (turns: unknown[], language: string) =>
  analyzeFamily(turns, 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === turns.length - 1)
    .map((s) => s.type.split('.').pop());

/** The user asks for a joke, the assistant answers with `reply`, the user writes `query`. */
const afterJokeRequest = (ask: string, reply: string, query: string, language: string) =>
  lastOf([user(ask), assistant(reply), user(query)], language);

describe('frustration: a bare query after a riddle set-up asks for the punchline', () => {
  it.each([
    ['eng', 'Tell me a joke', 'What do you call a boomerang that does not come back?', 'What?'],
    ['eng', 'Do you know any good jokes?', 'Why did the chicken cross the road?', '?'],
    ['eng', 'tell me a riddle', 'What has keys but cannot open locks?', 'what?'],
    ['deu', 'Erzähl mir einen Witz', 'Was ist der Unterschied zwischen einem Hund und einem Baum?', 'Was?'],
    ['deu', 'Kennst du ein Rätsel?', 'Warum ist die Banane krumm?', '?'],
    ['fra', 'Raconte-moi une blague', 'Quel est le comble pour un électricien ?', 'Quoi ?'],
    ['spa', 'Cuéntame un chiste', '¿Qué le dijo un pez a otro pez?', '¿Qué?'],
    ['por', 'Me conta uma piada', 'O que o pato disse para a pata?', '?'],
    ['cmn', '给我讲个笑话', '为什么小鸡要过马路？', '什么？'],
    ['jpn', '冗談を言って', 'なぜ鶏は道を渡ったの？', '何？'],
  ])('quiet: %s: "%s" → "%s" → "%s"', (language, ask, reply, query) => {
    expect(afterJokeRequest(ask, reply, query, language)).not.toContain('confusion');
  });

  it('reads a joke word in the assistant message itself', () => {
    const turns = [
      user('ok'),
      assistant('Here is another joke. What does a chicken do after midnight?'),
      user('what?'),
    ];
    expect(lastOf(turns, 'eng')).not.toContain('confusion');
  });

  it.each([
    // No run of jokes: an open question that makes no sense is still queried.
    ['eng', 'What state are you from?', 'What did one eight-year-old say to the other?', 'What?'],
    ['eng', 'I like hiking', 'Why do bears wear hats?', '?'],
    // A yes/no question in a run of jokes is no riddle set-up.
    ['eng', 'you need some jokes, pal', "i don't know, i think it's a great thing to do, do you like baseball?", '?'],
    // A punchline, not a set-up: no question word opens its last sentence.
    ['eng', 'Tell me a joke', 'Because bears eat mice in snow and that makes them hungry?', '?'],
    // A question word inside the last sentence, not opening it.
    ['eng', 'Tell me a joke', 'I wonder what the president of Zimbabwe was called?', 'what?'],
    // Cut off: no question mark closes it.
    ['eng', 'Tell me a joke', 'What did the eight-year-old', 'what?'],
    // A typo of no joke word.
    ['eng', 'I am in the middle of it', 'What is in the middle?', 'What?'],
    ['deu', 'Ich mag Hunde', 'Was ist der Unterschied zwischen einem Hund?', 'Was?'],
    ['fra', "J'aime les chiens", 'Quel est le comble pour un électricien ?', 'Quoi ?'],
  ])('fires: %s: "%s" → "%s" → "%s"', (language, ask, reply, query) => {
    expect(afterJokeRequest(ask, reply, query, language)).toContain('confusion');
  });

  it('exact boundary: a joke word in the third latest user turn counts, in the fourth it does not', () => {
    const riddle = assistant('What did one wall say to the other wall?');
    const within = [user('tell me a joke'), assistant('ok'), user('hm'), assistant('so'), user('go on'), riddle];
    expect(lastOf([...within, user('What?')], 'eng')).not.toContain('confusion');
    const beyond = [user('tell me a joke'), assistant('ok'), user('a'), assistant('b'), user('c'), assistant('d')];
    expect(lastOf([...beyond, user('e'), riddle, user('What?')], 'eng')).toContain('confusion');
  });

  it('exact boundary: marks, quotes, a backslash or an emoji may close the question', () => {
    for (const end of ['?', '?\\', '? 😄', '?"', '??']) {
      const reply = `What do two phone books have in their pages${end}`;
      expect(afterJokeRequest('Tell me a joke', reply, 'What?', 'eng')).not.toContain('confusion');
    }
    expect(afterJokeRequest('Tell me a joke', 'What do two phone books have.', 'What?', 'eng')).toContain('confusion');
  });

  it('a statement of confusion after a riddle still counts', () => {
    const turns = [
      user('Tell me a joke'),
      assistant('Why did the chicken cross the road?'),
      user("I don't understand"),
    ];
    expect(lastOf(turns, 'eng')).toContain('confusion');
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    const long = `${'joke what '.repeat(5_000)}why did the chicken cross the road?`;
    expect(afterJokeRequest('tell me a joke', long, '?', 'eng')).not.toContain('confusion');
    expect(afterJokeRequest('joke '.repeat(5_000), `${'?'.repeat(10_000)}`, '?', 'eng')).toContain('confusion');
    expect(afterJokeRequest('tell me a joke', '\u0000What\u202e is it?', '?', 'eng')).not.toContain('confusion');
    const many = Array.from({ length: 2_000 }, (_, i) => (i % 2 === 0 ? user('tell me a joke') : assistant('ok')));
    expect(lastOf([...many, assistant('What do you call a fish with no eyes?'), user('?')], 'eng')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
