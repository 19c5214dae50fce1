import { describe, expect, it } from 'vitest';
import { foldCodePoint, foldCompatibility, isComposingStarter, normalize } from '../../src/text/normalize';

describe('normalize', () => {
  it('applies NFKC: fullwidth letters and digits become ASCII', () => {
    expect(normalize('ＨＥＬＬＯ ｗｏｒｌｄ １２３')).toBe('hello world 123');
  });

  it('applies NFKC: ligatures, superscripts and ideographic spaces are decomposed', () => {
    expect(normalize('ﬁle ﬂow ﬀ')).toBe('file flow ff');
    expect(normalize('x²')).toBe('x2');
    expect(normalize('a\u3000b')).toBe('a b');
  });

  it('reads an acute accent typed as an apostrophe as one, like the curly one', () => {
    expect(normalize('I\u00b4m lost, it doesn\u00b4t work')).toBe("i'm lost, it doesn't work");
    expect(normalize('I\u2019m lost')).toBe("i'm lost");
    expect(foldCodePoint(0xb4)).toBe("'");
  });

  it('still composes an acute accent that follows a letter, and leaves a bare one after a space as a quote', () => {
    expect(normalize('e\u0301')).toBe('\u00e9');
    expect(normalize('\u00b4')).toBe("'");
  });

  it('composes a decomposed accent (NFKC)', () => {
    const out = normalize('cafe\u0301');
    expect(out).toBe('caf\u00e9');
    expect(out).toHaveLength(4);
  });

  it('turns curly single quotes into a straight apostrophe', () => {
    expect(normalize('doesn\u2019t \u2018quoted\u2019 \u201Alow\u201B')).toBe("doesn't 'quoted' 'low'");
  });

  it('turns curly double quotes into a straight double quote', () => {
    expect(normalize('\u201Chello\u201D \u201Elow\u201F')).toBe('"hello" "low"');
  });

  it('turns en and em dashes into a hyphen', () => {
    expect(normalize('a\u2013b \u2014 c')).toBe('a-b - c');
  });

  it('lowercases ASCII and non-ASCII letters', () => {
    expect(normalize('It DOESN\u2019T Work')).toBe("it doesn't work");
    expect(normalize('ÉCOLE ÇA ÀÎÕ')).toBe('école ça àîõ');
    expect(normalize('ПРИВЕТ МИР')).toBe('привет мир');
    expect(normalize('ΣΟΦΙΑ')).toBe('σοφια');
  });

  it('collapses every run of white space to one space and trims', () => {
    expect(normalize('  a  \t\n b\r\n\u00A0c   ')).toBe('a b c');
  });

  it('returns an empty string for empty or blank text', () => {
    expect(normalize('')).toBe('');
    expect(normalize(' \n\t ')).toBe('');
  });

  it('keeps the documented example', () => {
    expect(normalize('It DOESN\u2019T   work \u2014 again')).toBe("it doesn't work - again");
  });

  it('does not throw on lone surrogates', () => {
    expect(() => normalize('\uD800 abc \uDC00')).not.toThrow();
    expect(normalize('\uD800 ABC')).toContain('abc');
  });
});

describe('foldCompatibility', () => {
  it('applies NFKC, quotes and dashes but keeps case and spacing', () => {
    expect(foldCompatibility('ＳＴＯＰ\u2019  NOW \u2014 ok')).toBe("STOP'  NOW - ok");
  });

  it('maps fullwidth capitals to ASCII capitals (they stay uppercase)', () => {
    expect(foldCompatibility('ＡＢＣ')).toBe('ABC');
  });
});

/** Every code point but surrogates. */
function* codePoints(): Generator<number> {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}

describe('foldCodePoint', () => {
  it('is the fold of the character alone, lowercased', () => {
    expect(foldCodePoint(0x41)).toBe('a');
    expect(foldCodePoint(0xff21)).toBe('a'); // fullwidth A
    expect(foldCodePoint(0x2019)).toBe("'");
    expect(foldCodePoint(0xfb01)).toBe('fi');
    expect(foldCodePoint(0x1d400)).toBe('a'); // mathematical bold A
  });

  it('is undefined where the neighbours matter: marks, Hangul vowel and final jamo, Σ', () => {
    for (const cp of [0x301, 0x345, 0xe33, 0x1161, 0x11a8, 0x314f, 0xffc2, 0x3a3, 0xff9e])
      expect(foldCodePoint(cp), cp.toString(16)).toBeUndefined();
  });

  it('gives, for every BMP character, what it becomes between neighbours that have a fold too', () => {
    const mismatches: string[] = [];
    for (let cp = 0x80; cp <= 0xffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const fold = foldCodePoint(cp);
      if (fold === undefined) continue;
      const ch = String.fromCharCode(cp);
      // e and 가 compose with a following mark or final jamo; Ａ is folded too.
      for (const [before, after] of [
        ['e', 'e'],
        ['가', 'Ａ'],
        ['Ａ', '\u1100'],
      ] as const) {
        const folded = foldCompatibility(`${before}${ch}${ch}${after}`).toLowerCase();
        const expected = `${foldCodePoint(before.codePointAt(0)!)}${fold}${fold}${foldCodePoint(after.codePointAt(0)!)}`;
        if (folded !== expected) mismatches.push(`U+${cp.toString(16)} after ${before}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('knows every non-mark character that composes with the one before (all canonical decompositions)', () => {
    const mark = /\p{M}/u;
    const missing = new Set<string>();
    for (const cp of codePoints()) {
      const parts = [...String.fromCodePoint(cp).normalize('NFD')];
      for (const part of parts.slice(1)) {
        const second = part.codePointAt(0)!;
        if (!mark.test(part) && !isComposingStarter(second)) missing.add(second.toString(16));
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('relies on every character with a nonzero combining class being a mark', () => {
    // Canonical ordering swaps a pair of nonzero classes in the wrong order: U+05B0 has class 10,
    // U+0345 class 240, so a class c in 1..240 shows as a swap with one of them.
    const mark = /\p{M}/u;
    const found: string[] = [];
    for (const cp of codePoints()) {
      const ch = String.fromCodePoint(cp);
      if (mark.test(ch) || ch.normalize('NFD') !== ch) continue;
      if ((ch + '\u05b0').normalize('NFD') !== ch + '\u05b0' || ('\u0345' + ch).normalize('NFD') !== '\u0345' + ch)
        found.push(cp.toString(16));
    }
    expect(found).toEqual([]);
  });
});
