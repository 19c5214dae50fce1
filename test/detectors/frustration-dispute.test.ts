import { describe, expect, it } from 'vitest';
import { isVerseBlock, VERSE_MAX_LINE_CHARS, VERSE_MIN_LINES } from '../../src/detectors/frustration-forms';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

/** All signal types of the last turn after one exchange (to see the correction beside it). */
const lastAll = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type);

describe('frustration: a dispute of the answer complains only with a sign of annoyance', () => {
  it.each([
    ['Two plus two is three.', "That's not right."],
    ['The year after 1893 is 1896.', 'No, that is not correct. The correct answer is 1894.'],
    ['The capital is Sydney.', "I'm sorry but that's incorrect, it is Canberra."],
    ['Elephants fit in a bread box.', 'You are wrong'],
    ['El resultado es cinco.', 'Eso está mal, es cuatro.', 'spa'],
    ['O resultado é cinco.', 'Está errado, é quatro.', 'por'],
    ['Das Ergebnis ist fünf.', 'Das ist falsch, es ist vier.', 'deu'],
    ['Le résultat est cinq.', "C'est faux, c'est quatre.", 'fra'],
    ['答えは5です。', 'それは間違っています。4です。', 'jpn'],
    ['答案是五。', '你错了，是四。', 'cmn'],
  ])('a calm dispute is quiet: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).toEqual([]);
  });

  it('a calm dispute is still read as a correction', () => {
    expect(lastAll('Two plus two is three.', "That's not right.")).toEqual(['interaction.misalignment.correction']);
  });

  it.each([
    // a run of marks, capitals
    ['Two plus two is three.', "That's not right!!!"],
    ['Two plus two is three.', "THAT'S NOT RIGHT, IT IS FOUR"],
    // an emoji of anger
    ['Two plus two is three.', "You're wrong 😡"],
    // another cue: profanity, confusion, a complaint that is no dispute
    ['Two plus two is three.', "That's wrong, dammit"],
    ['Two plus two is three.', "That's wrong. Why do you keep making things up?"],
    ['Two plus two is three.', "That's wrong and I don't understand what you're doing"],
    ['Two plus two is three.', 'Wrong again, that is not correct'],
    // an emphatic dispute is a whole complaint
    ['Two plus two is three.', 'You are so wrong, where do you get this from'],
    ['Two plus two is three.', "you're dead wrong"],
    ['Two plus two is three.', 'That is just wrong.'],
    ['Two plus two is three.', 'You are very wrong.'],
    ['Two plus two is three.', "That's flat out wrong"],
    ['El resultado es cinco.', 'Eso está mal!!! Otra vez el mismo error', 'spa'],
    ['O resultado é cinco.', 'Está errado, que droga', 'por'],
    ['Das Ergebnis ist fünf.', 'Das ist falsch, so ein Mist', 'deu'],
  ])('an annoyed dispute fires: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).toContain('complaint');
  });

  it('a dispute in a public message to a company complains', () => {
    const signals = analyzeFamily(
      [user('@Acme your bill total is wrong, that is not correct')],
      'interaction.frustration.',
    ).signals;
    expect(signals.map((s) => s.type)).toContain('interaction.frustration.complaint');
  });

  it('two disputes are no sign of annoyance by themselves (boundary)', () => {
    expect(last('Two plus two is three.', "That's wrong. You are wrong.")).toEqual([]);
  });

  it('a run of two marks is no run (boundary: three count)', () => {
    expect(last('Two plus two is three.', "That's not right!!")).toEqual([]);
    expect(last('Two plus two is three.', "That's not right!!!")).toContain('complaint');
  });

  it('hostile input: a dispute repeated at length, in odd case and with control characters, stays linear and calm', () => {
    const text = "that's not right\u0000 ".repeat(2000);
    const started = performance.now();
    expect(last('Two plus two is three.', text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('frustration: profanity that judges a state of affairs', () => {
  it.each([
    ['I hear they have lots of tolled highways.', "that's fucked"],
    ['Maybe they do not understand.', 'Or maybe our culture is still so fucked up that people are not seen as equal?'],
    ['The trains there are always late.', 'public transport here is shitty too'],
    ['Los precios suben cada año.', 'Eso está jodido, la verdad', 'spa'],
    ['Os preços sobem todo ano.', 'Isso é fodido mesmo', 'por'],
  ])('quiet about the topic: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it.each([
    ['I like cats.', 'you are so fucked up'],
    ['I like cats.', 'your answers are shitty'],
    ['Me gustan los gatos.', 'tú estás jodido', 'spa'],
    ['Eu gosto de gatos.', 'você é fodido', 'por'],
    // with another cue: capitals that count
    ['I like cats.', "THAT'S FUCKED, YOU DON'T LISTEN"],
  ])('fires when it speaks to the assistant: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it('the second person must stand in the clause of the judgement (boundary)', () => {
    expect(last('Tolls are high.', "you know what, that's fucked")).not.toContain('profanity');
    expect(last('Tolls are high.', "that's fucked of you")).toContain('profanity');
  });

  it('an exclamation of amazement is not aimed by a pointer, only by the second person or beside a negator', () => {
    expect(last('He made $700,000 per episode.', 'damn wish I made that kind of money')).toEqual([]);
    expect(last('I like cats.', 'damn you')).toContain('profanity');
    expect(last('I like cats.', "Damn, you don't have to be rude")).toContain('profanity');
    // a whole phrase still counts by itself
    expect(last('I like cats.', 'damn it, that is not what I asked')).toContain('profanity');
  });
});

describe('frustration: profanity in pasted verse', () => {
  const verse = (lines: number, line = 'and your asshole is screaming in the night') =>
    Array.from({ length: lines }, (_, i) => `${line} ${i}`).join('\n');

  it('swear words in a pasted block of verse are quoted', () => {
    expect(last('I am waiting for the song lyrics.', verse(VERSE_MIN_LINES))).not.toContain('profanity');
    expect(last('I am waiting for the song lyrics.', verse(40))).not.toContain('profanity');
  });

  it('below the fewest lines the block is no verse (boundary)', () => {
    expect(isVerseBlock(verse(VERSE_MIN_LINES))).toBe(true);
    expect(isVerseBlock(verse(VERSE_MIN_LINES - 1))).toBe(false);
    expect(last('I like cats.', verse(VERSE_MIN_LINES - 1))).toContain('profanity');
  });

  it('lines longer than a verse line, closed as sentences or listed are no verse', () => {
    const long = 'x'.repeat(VERSE_MAX_LINE_CHARS - 2);
    expect(isVerseBlock(verse(VERSE_MIN_LINES, long))).toBe(true);
    expect(isVerseBlock(verse(VERSE_MIN_LINES, long + 'xx'))).toBe(false);
    const sentences = Array.from({ length: 10 }, (_, i) => `Me: I tried step ${i} and it still fails.`).join('\n');
    expect(isVerseBlock(sentences)).toBe(false);
    const list = Array.from({ length: 10 }, (_, i) => `- the damn app crashed ${i}`).join('\n');
    expect(isVerseBlock(list)).toBe(false);
    expect(last('Anything else?', list + '\nfix your shit')).toContain('profanity');
  });

  it('three verse lines in four are enough, fewer are not (boundary)', () => {
    const mixed = (closed: number) =>
      Array.from({ length: 8 }, (_, i) => (i < closed ? `a closed line ${i}.` : `an open line ${i}`)).join('\n');
    expect(isVerseBlock(mixed(2))).toBe(true);
    expect(isVerseBlock(mixed(3))).toBe(false);
  });

  it('hostile input: blank lines, CRLF, one huge line, empty text', () => {
    expect(isVerseBlock('')).toBe(false);
    expect(isVerseBlock('\n'.repeat(100_000))).toBe(false);
    expect(isVerseBlock('a\r\n'.repeat(VERSE_MIN_LINES))).toBe(true);
    expect(isVerseBlock('fuck '.repeat(100_000))).toBe(false);
  });
});
