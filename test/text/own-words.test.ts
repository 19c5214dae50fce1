import { describe, expect, it } from 'vitest';
import { EDGE_CHARS, LONG_MESSAGE_CHARS, ownWords, withoutQuoted } from '../../src/text/own-words';

/** The words left, white space collapsed. */
const words = (text: string): string => ownWords(text).replace(/\s+/g, ' ').trim();

describe('ownWords', () => {
  it('uses the documented limits', () => {
    expect(LONG_MESSAGE_CHARS).toBe(1000);
    expect(EDGE_CHARS).toBe(300);
  });

  it('returns plain text unchanged', () => {
    expect(ownWords("this doesn't work!!!")).toBe("this doesn't work!!!");
  });

  describe('long messages', () => {
    const body = (n: number): string => 'x'.repeat(n);

    it('reads the whole of a message of exactly 1,000 characters', () => {
      const text = `first ${body(1000 - 11)} last`;
      expect(text.length).toBe(1000);
      expect(ownWords(text)).toBe(text);
    });

    it('reads only the first and last 300 characters of a message of 1,001', () => {
      const text = `A${body(299)}B${body(399)}C${body(299)}D`;
      expect(text.length).toBe(1001);
      const out = ownWords(text);
      expect(out).toBe(`A${body(299)}\n${body(299)}D`);
      expect(out).not.toContain('B');
      expect(out).not.toContain('C');
    });

    it('knows that the tail starts inside a code fence', () => {
      const text = `intro ${body(400)}\n\`\`\`\nSHOUTED CODE ${body(700)} MORE CODE\n\`\`\`\nplease help`;
      expect(words(text)).toContain('please help');
      expect(ownWords(text)).not.toContain('CODE');
    });

    it('knows that the tail starts inside a block-quote line', () => {
      const text = `intro ${body(400)}\n> QUOTED ${body(700)} LOUD QUOTED LINE\nmy words`;
      expect(ownWords(text)).not.toContain('QUOTED');
      expect(words(text)).toContain('my words');
    });
  });

  describe('quotation marks', () => {
    it('leaves out text in double and single quotes', () => {
      expect(words('the review said "this is useless" and I agree')).toBe('the review said and I agree');
      expect(words("the review said 'this is useless' and I agree")).toBe('the review said and I agree');
    });

    it('does not read apostrophes inside words as quotes', () => {
      expect(words("I don't think l'homme can't go")).toBe("I don't think l'homme can't go");
      expect(words("the users' files aren't 'really' lost")).toBe("the users' files aren't lost");
    });

    it('does not read inch marks as quotes', () => {
      expect(words('my 5" phone and a 7" tablet')).toBe('my 5" phone and a 7" tablet');
    });

    it('keeps an unclosed quote as text: it never swallows the rest of the message', () => {
      expect(words('he said "this is useless and then nothing')).toBe('he said "this is useless and then nothing');
      expect(words("'cause it doesn't work")).toBe("'cause it doesn't work");
    });

    it('does not let a quote span a blank line', () => {
      expect(words('a "b\n\nc" d')).toBe('a "b c" d');
    });

    it('lets a quote span lines within a paragraph', () => {
      expect(words('reply to "Terrible service.\nNever again!!!" please')).toBe('reply to please');
    });

    it('leaves out CJK and guillemet quotes', () => {
      expect(words('他说“没用”然后走了')).toBe('他说 然后走了');
      expect(words('「WITH THE STYLE FUKUOKA」に行きたい')).toBe('に行きたい');
      expect(words('『最悪』という口コミ')).toBe('という口コミ');
      expect(words('il a écrit « nul » hier')).toBe('il a écrit hier');
    });

    it('reads a straight quote after CJK text as a quote', () => {
      expect(words('他说"没用"然后')).toBe('他说 然后');
    });
  });

  describe('block quotes, code and control tokens', () => {
    it('leaves out block-quote lines', () => {
      expect(words('> this is useless\nI agree with that\n  > another quote')).toBe('I agree with that');
    });

    it('leaves out a one-line block quote that holds no other mark', () => {
      expect(words('  > this is useless')).toBe('');
      expect(withoutQuoted('a > b')).toBe('a > b');
      expect(withoutQuoted('plain words only')).toBe('plain words only');
    });

    it('leaves out code and URLs as before', () => {
      expect(words('see `NOT HELPFUL` at https://x.io/WTF now')).toBe('see at now');
    });

    it('leaves out control tokens', () => {
      expect(words('###STOP###')).toBe('');
      expect(words('###OUT-OF-SCOPE### ok')).toBe('ok');
      expect(words('<image> hi </b> <|im_end|> [INST] yes [/INST]')).toBe('hi yes');
    });

    it('keeps look-alikes of control tokens', () => {
      expect(words('# heading ## two')).toBe('# heading ## two');
      expect(words('a < b and c > d, I <3 it')).toBe('a < b and c > d, I <3 it');
      expect(words('see [link] and [a]')).toBe('see [link] and [a]');
    });
  });

  describe('hostile input', () => {
    it('stays linear on many unclosed quotes', () => {
      const text = '"a '.repeat(50_000);
      const started = performance.now();
      expect(withoutQuoted(text)).toBe(text);
      expect(performance.now() - started).toBeLessThan(500);
    });

    it('stays linear on many open tags and brackets', () => {
      for (const text of ['<a'.repeat(50_000), '[A'.repeat(50_000), '##A '.repeat(50_000), "x 'y".repeat(50_000)]) {
        const started = performance.now();
        expect(withoutQuoted(text).length).toBe(text.length);
        expect(performance.now() - started).toBeLessThan(500);
      }
    });

    it('does not throw on lone surrogates', () => {
      expect(() => ownWords('\uD800"\uDC00" \'\uD800 「')).not.toThrow();
    });
  });
});
