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

  describe('quotations that span paragraphs', () => {
    it('leaves out a quotation that opens a line and closes at the end of a later one', () => {
      expect(words('"First part, useless.\n\nSecond part."\n\nexplain this')).toBe('explain this');
      expect(words('Summarise: "one.\n\ntwo!"')).toBe('Summarise:');
      expect(words("« Ça ne marche pas.\n\nC'est nul. »\nTraduis.")).toBe('Traduis.');
      expect(words('「第一段。\n\n第二段。」\n翻译')).toBe('翻译');
    });

    it('lets end punctuation and spaces stand after the closing mark (up to 8 characters)', () => {
      expect(words('"a b\n\nc d". \nok')).toBe('. ok');
      expect(words('"a b\n\nc d"........ok')).toBe('"a b c d"........ok');
    });

    it('keeps the quotation as text when it does not open a line or closes inside a line', () => {
      expect(words('a "b\n\nc" d')).toBe('a "b c" d');
      expect(words('"b\n\nc" and d')).toBe('"b c" and d');
    });

    it('never pairs an unclosed mark with a later quotation', () => {
      expect(words('"left open\n\nthis is useless, you said "bye"')).toBe('"left open this is useless, you said');
      expect(words('«a\n\nb «c»')).toBe('«a b');
    });
  });

  describe('a quotation opened with a space', () => {
    it('leaves out `" text"` after a colon or at the start of a line', () => {
      expect(words('Chapter two: " Damn, that hurt," she said.')).toBe('Chapter two: she said.');
      expect(words('" this is useless" was the review')).toBe('was the review');
    });

    it('keeps a spaced mark inside a line as text', () => {
      expect(words('I typed " and it broke, the "fix" failed')).toBe('I typed " and it broke, the failed');
      expect(words("Note: ' this is useless'")).toBe("Note: ' this is useless'");
    });
  });

  describe('the block under a lead-in line', () => {
    it('leaves out the paragraph under a line that ends with a colon', () => {
      expect(words('Here is the text:\nThis is useless!!!\nSecond line.\n\nPlease summarise it.')).toBe(
        'Here is the text: Please summarise it.',
      );
      expect(words('Review this:\n\nTotal crap.\n\nThanks')).toBe('Review this: Thanks');
      expect(words('翻译以下内容：\n这个太垃圾了\n\n谢谢')).toBe('翻译以下内容： 谢谢');
      expect(words('The description is: \r\nWtf, hacked.')).toBe('The description is:');
      // At most one space after the colon.
      expect(words('Scores:  \nuseless')).toBe('Scores: useless');
    });

    it('reads the own words after the blank line that ends the block', () => {
      expect(words("Here is the text:\nOur release is Monday.\n\nThat's the text. This is useless!")).toBe(
        "Here is the text: That's the text. This is useless!",
      );
    });

    it('is not a lead-in: a colon inside a line, a time, a colon at the very end', () => {
      expect(words('Update: this is useless')).toBe('Update: this is useless');
      expect(words('It broke at 10:30\nthis is useless')).toBe('It broke at 10:30 this is useless');
      expect(words('Here is the text:')).toBe('Here is the text:');
      expect(words('Here is the text:\n  \n')).toBe('Here is the text:');
    });

    it('reads the lines after code, a URL or a block quote that the lead-in introduced', () => {
      expect(words("Here is my code:\n```\nx = 1\n```\nThis doesn't work")).toBe("Here is my code: This doesn't work");
      expect(words('My channel link:\nhttps://example.com/c/1\nThanks a lot')).toBe('My channel link: Thanks a lot');
      expect(words('My channel link : https://example.com/c/1\nThanks a lot')).toBe('My channel link : Thanks a lot');
      expect(words('Reply to this:\n> This is useless\nI think it is fine')).toBe('Reply to this: I think it is fine');
    });

    it('lets the quotation rule read a block that opens with a quotation mark', () => {
      expect(words('The text is:\n"Para one.\n\nPara two."\nThat is all, this is useless')).toBe(
        'The text is: That is all, this is useless',
      );
    });

    it('knows that the tail of a long message starts inside a lead-in block', () => {
      const text = `Translate the following:\n${'word '.repeat(300)}\n\nthis is useless`;
      expect(words(text)).toBe('Translate the following: this is useless');
      expect(ownWords(text).split(':')).toHaveLength(2); // the marker of the tail leaves no colon
      const under = `Translate the following:\n\n${'word '.repeat(300)}\n\nthis is useless`;
      expect(words(under)).toBe('Translate the following: this is useless');
      expect(words(under.replace(':\n\n', ':\n\n\n\n'))).toBe('Translate the following: this is useless');
      // A lead-in whose block ended before the tail: the tail is read.
      const ended = `Note:\nshort\n\n${'word '.repeat(300)}end`;
      expect(words(ended)).toContain('word end');
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

    it('stays linear on 100k characters of quotation marks, colons and line breaks', () => {
      const inputs = [
        '"'.repeat(100_000),
        '" '.repeat(50_000),
        '"a" '.repeat(25_000),
        '"\n\n'.repeat(33_000),
        '"a\n\n'.repeat(25_000) + 'b"',
        ':\n'.repeat(50_000),
        'a:\n"b\n\n'.repeat(12_500),
        '«\n\n'.repeat(33_000),
        '「'.repeat(50_000) + '」'.repeat(50_000),
        ' '.repeat(50_000) + '"'.repeat(50_000),
        '"x"' + '.'.repeat(100_000),
      ];
      for (const text of inputs) {
        const started = performance.now();
        expect(withoutQuoted(text).length).toBeLessThanOrEqual(text.length);
        expect(ownWords(text).length).toBeLessThanOrEqual(2 * EDGE_CHARS + 10);
        expect(performance.now() - started).toBeLessThan(500);
      }
    });

    it('keeps unbalanced quotes as text', () => {
      expect(words('"a\n\n"b\n\n"c')).toBe('"a "b "c');
      expect(words('" \n\n "')).toBe('" "');
    });

    it('does not throw on lone surrogates', () => {
      expect(() => ownWords('\uD800"\uDC00" \'\uD800 「')).not.toThrow();
    });
  });
});
