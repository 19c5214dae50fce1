import { describe, expect, it } from 'vitest';
import { excerptAround, locatePhrase } from '../../../src/cli/summary/excerpt';

const at = (text: string, phrase: string): string | undefined => {
  const range = locatePhrase(text, phrase);
  return range === undefined ? undefined : text.slice(range.start, range.end);
};

describe('locatePhrase', () => {
  it('finds a normalised phrase in the text as written: case, accents, apostrophes, punctuation, line breaks', () => {
    expect(at('I want to TALK to a Real Person, now!', 'talk to a real')).toBe('TALK to a Real');
    expect(at('Ça ne MARCHE pas', 'ca ne marche pas')).toBe('Ça ne MARCHE pas');
    expect(at('I don’t understand', "i don't understand")).toBe('I don’t understand');
    expect(at('STOP. Repeating.\n  Yourself!!', 'stop repeating yourself')).toBe('STOP. Repeating.\n  Yourself');
  });

  it('prefers an occurrence on word boundaries, and finds nothing for a phrase that is not there', () => {
    expect(locatePhrase('unhelpful, really helpful', 'helpful')).toEqual({ start: 18, end: 25 });
    expect(at('so unhelpful', 'helpful')).toBe('helpful');
    expect(locatePhrase('this is usless', 'this is useless')).toBeUndefined();
    expect(locatePhrase('', 'anything')).toBeUndefined();
    expect(locatePhrase('anything', ' ,. ')).toBeUndefined();
  });

  it('matches the words of the phrase, never its punctuation as a regex', () => {
    expect(at('what (the) heck?', '(the) heck?')).toBe('the) heck');
    expect(locatePhrase('xyz x', 'x.*')).toEqual({ start: 4, end: 5 });
    expect(locatePhrase('[a-z]+', 'b')).toBeUndefined();
  });

  it('maps indices back through characters that fold to more or fewer units', () => {
    const text = 'ﬁle ÉTÉ 🙂 Straße: I want a HUMAN';
    expect(at(text, 'want a human')).toBe('want a HUMAN');
    expect(at(text, 'ete')).toBe('ÉTÉ');
  });
});

describe('excerptAround', () => {
  const text =
    'My parcel went to the wrong town twice.   I want to TALK to a Real Person, now! And I have been waiting since the morning.';
  const range = locatePhrase(text, 'talk to a real');

  it('keeps the match whole and cuts the context at word boundaries', () => {
    const x = excerptAround(text, range, 60);
    expect(x.match).toBe('TALK to a Real');
    expect(x.cutStart && x.cutEnd).toBe(true);
    const shown = `${x.before}${x.match}${x.after}`;
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(text.replace(/\s+/g, ' ')).toContain(shown);
    // Every cut falls between words.
    const flat = text.replace(/\s+/g, ' ');
    const start = flat.indexOf(shown);
    expect(flat[start - 1]).toBe(' ');
    expect(flat[start + shown.length]).toBe(' ');
  });

  it('shows the start of the message when nothing matched, and everything when it fits', () => {
    const x = excerptAround(text, undefined, 30);
    expect(x).toMatchObject({ before: '', match: '', after: 'My parcel went to the wrong', cutStart: false });
    expect(excerptAround('Short one', undefined, 30)).toMatchObject({ after: 'Short one', cutEnd: false });
    const whole = excerptAround(text, range, 500);
    expect(whole.cutStart || whole.cutEnd).toBe(false);
  });

  it('gives the room the start does not need to the end, and vice versa', () => {
    const early = excerptAround(text, locatePhrase(text, 'my parcel'), 40);
    expect(early.before).toBe('');
    expect(early.after.length).toBeGreaterThan(20);
    const late = excerptAround(text, locatePhrase(text, 'the morning'), 40);
    expect(late.cutEnd).toBe(false);
    expect(late.before.length).toBeGreaterThan(20);
  });

  it('cuts a match longer than the room at a word boundary', () => {
    const long = 'word '.repeat(50).trim();
    const x = excerptAround(long, { start: 0, end: long.length }, 23);
    expect(x.match).toBe('word word word word');
    expect(x.cutEnd).toBe(true);
  });
});
