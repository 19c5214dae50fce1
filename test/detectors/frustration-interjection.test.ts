import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, language detected as in real use (or given). */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

const REPLY = 'I guess it is because they can play.';

describe('frustration: an interjection closed by a period, a comma or "!" muses', () => {
  it.each(['Huh.', 'huh.', 'Huh, I did not know that.', 'Huh! So they can play.', 'Huh. What kind of music?', 'Huh …'])(
    '"%s" is no confusion',
    (text) => {
      expect(last(REPLY, text, 'eng')).toEqual([]);
    },
  );

  it.each(['Huh?', 'huh', 'Huh ?', 'Huh?!', 'Huh!?', 'huh? You need more programming', 'Huh...?'])(
    '"%s" still queries',
    (text) => {
      expect(last(REPLY, text, 'eng')).toEqual(['confusion']);
    },
  );

  it('another confusion phrase in a musing message still counts', () => {
    expect(last(REPLY, 'Huh. I do not understand what you mean.', 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'Huh, that makes no sense.', 'eng')).toEqual(['confusion']);
  });

  it('other languages keep their interjections as queries', () => {
    expect(last('Das Museum ist ein Fisch.', 'Hä?', 'deu')).toEqual(['confusion']);
    expect(last('Das Museum ist ein Fisch.', 'Häh.', 'deu')).toEqual(['confusion']);
    expect(last('Le musée est un poisson.', 'Hein ?', 'fra')).toEqual(['confusion']);
    expect(last('O museu é um peixe.', 'Hein?', 'por')).toEqual(['confusion']);
  });

  it('after a statement in its sentence it is a tag question; after one word or a sentence end it queries', () => {
    expect(last(REPLY, 'They have been having a rough few years, huh', 'eng')).toEqual([]);
    expect(last(REPLY, 'Very original, huh?', 'eng')).not.toContain('confusion');
    expect(last(REPLY, 'So the parser is to blame, huh?', 'eng')).toEqual([]);
    expect(last(REPLY, 'Wait, huh?', 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'Immortal, huh?', 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'I see the point. Huh?', 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'I see the point\nhuh?', 'eng')).toEqual(['confusion']);
  });

  it('hostile input', () => {
    expect(last(REPLY, `${'word '.repeat(20_000)}, huh?`, 'eng')).toEqual([]);
    expect(last(REPLY, `${'. '.repeat(20_000)}huh?`, 'eng')).toEqual(['confusion']);
    expect(last(REPLY, `Huh${'.'.repeat(20_000)}`, 'eng')).toEqual([]);
    expect(last(REPLY, `Huh${' '.repeat(20_000)}?`, 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'Huh\u0000.', 'eng')).toEqual(['confusion']);
    expect(last(REPLY, 'Huh,\n\t', 'eng')).toEqual([]);
  });
});
