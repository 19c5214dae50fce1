import { describe, expect, it } from 'vitest';
import { CITATION_MIN_TOKENS } from '../../src/detectors/frustration-forms';
import { analyzeFamily, assistant, toolCall, user } from '../helpers';

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: "you already said" complains of repetition, but citing the words disputes them', () => {
  it.each([
    ['I have a dog named Max.', 'You already said that.'],
    ['I have a dog named Max.', 'yes, you said that already'],
    ['I have a dog named Max.', 'You just said that'],
    ['I have a dog named Max.', 'You already said that, and I still do not care about dogs.'],
    ['I have a dog named Max.', "You've already said that"],
    ["J'ai un chien qui s'appelle Max.", "Tu l'as déjà dit.", 'fra'],
    ['Ich habe einen Hund namens Max.', 'Das hast du schon gesagt.', 'deu'],
    ['Tengo un perro que se llama Max.', 'Ya lo dijiste.', 'spa'],
    ['Eu tenho um cachorro chamado Max.', 'Você já disse isso.', 'por'],
    ['我有一只狗叫麦克斯。', '你已经说过了。', 'cmn'],
    ['マックスという犬を飼っています。', 'それはさっき聞いた。', 'jpn'],
  ])('a complaint of repetition fires: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).toContain('complaint');
  });

  it.each([
    ['He is a hero, he saves people.', 'But you just said that the pilot was a bad man. So is he good or bad?'],
    ['I love her songs.', "You already said you didn't have a favourite singer."],
    ['I have never left the city.', 'But you just said that you have been to the moon.'],
    ['Je ne sors jamais de la ville.', 'Mais tu as déjà dit que tu étais allé sur la lune.', 'fra'],
    // A question whether the assistant has said something yet is no complaint.
    ['Ich komme später.', 'Hast du schon gesagt, wann du kommst?', 'deu'],
  ])("a citation of the assistant's words is a dispute, no complaint: %s → %s", (reply, text, language?: string) => {
    expect(last(reply, text, language)).toEqual([]);
  });

  it('a citation with annoyance still complains, like a dispute', () => {
    expect(last('I have never left the city.', 'But you just said that you have been to the moon!!! Ugh')).toContain(
      'complaint',
    );
    expect(last('I have never left the city.', 'You just said that you have been to the moon 😡')).toContain(
      'complaint',
    );
  });

  it(`exact boundary: ${CITATION_MIN_TOKENS} tokens after the phrase in its clause make a citation`, () => {
    expect(CITATION_MIN_TOKENS).toBe(3);
    // "you just said that" + two tokens: the repetition complaint.
    expect(last('I have a dog.', 'You just said that twice now')).toContain('complaint');
    // + three tokens: a citation.
    expect(last('I have a dog.', 'You just said that dogs bark loudly')).toEqual([]);
    // The tokens after a clause mark are another clause.
    expect(last('I have a dog.', 'You just said that; dogs bark loudly')).toContain('complaint');
  });

  it('hostile input: a citation repeated at length stays linear', () => {
    const text = 'you just said that the dog was blue and '.repeat(3000);
    const started = performance.now();
    last('I have a dog.', text);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe("frustration: emoji alone right after the user's own turn add to it", () => {
  const typesAt = (messages: unknown[], index: number) =>
    analyzeFamily(messages, 'interaction.frustration.')
      .signals.filter((s) => s.messageIndex === index)
      .map((s) => s.type.split('.').pop());

  it("an angry emoji after the assistant's reply complains", () => {
    expect(typesAt([user('Who are you'), assistant('I love the bake sale.'), user('😡😡')], 2)).toEqual(['complaint']);
  });

  it("an angry emoji right after the user's own turn reacts to nothing the assistant said", () => {
    const messages = [user('hi'), assistant('What do you do for a living?'), user('I eat and sleep'), user('😡')];
    expect(typesAt(messages, 3)).toEqual([]);
  });

  it('a tool call without text between is no reply (boundary), a reply with text is', () => {
    const silent = [
      user('hi'),
      assistant('Tell me more.'),
      user('I eat and sleep'),
      assistant('', [toolCall('log')]),
      user('😡'),
    ];
    expect(typesAt(silent, 4)).toEqual([]);
    const replied = [user('hi'), assistant('Tell me more.'), user('I eat and sleep'), assistant('Nice.'), user('😡')];
    expect(typesAt(replied, 4)).toEqual(['complaint']);
  });

  it("words beside the emoji still count after the user's own turn", () => {
    const messages = [user('hi'), assistant('Tell me more.'), user('Where is my parcel'), user('this is useless 😡')];
    expect(typesAt(messages, 3)).toContain('complaint');
  });

  it('hostile input: a hundred long runs of emoji alone in a row stay quiet after the first, and linear', () => {
    const messages: unknown[] = [user('hi'), assistant('Hello')];
    for (let i = 0; i < 100; i++) messages.push(user('😡'.repeat(2000)));
    const started = performance.now();
    const signals = analyzeFamily(messages, 'interaction.frustration.complaint').signals;
    expect(signals.map((s) => s.messageIndex)).toEqual([2]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("frustration: a judgement after the user's own thing in a message to a company", () => {
  it('"worse on my pc after the update that …" speaks of the user\'s own thing', () => {
    const text =
      '@Acme why is the game running significantly worse on my pc after the newest update that removed the menu';
    expect(analyzeFamily([user(text)], 'interaction.frustration.').signals).toEqual([]);
  });

  it('an addressee before any owners word still aims it', () => {
    const text = '@Acme why is the game running significantly worse after the update that you pushed to my pc';
    expect(analyzeFamily([user(text)], 'interaction.frustration.').signals.map((s) => s.type)).toEqual([
      'interaction.frustration.complaint',
    ]);
  });

  it('deu: "katastrophal auf meinem PC … von dir" is the user\'s own thing; without the owners word it judges', () => {
    const own = '@Acme warum läuft Fortnite so katastrophal auf meinem PC seit dem Update von dir';
    const service = '@Acme warum läuft Fortnite so katastrophal seit dem Update von dir';
    const fire = (text: string) => analyzeFamily([user(text)], 'interaction.frustration.', { language: 'deu' }).signals;
    expect(fire(own)).toEqual([]);
    expect(fire(service).map((s) => s.type)).toEqual(['interaction.frustration.complaint']);
  });
});
