import { describe, expect, it } from 'vitest';
import { foldCompatibility, normalize } from '../../src/text/normalize';

describe('normalize', () => {
  it('applies NFKC: fullwidth letters and digits become ASCII', () => {
    expect(normalize('ＨＥＬＬＯ ｗｏｒｌｄ １２３')).toBe('hello world 123');
  });

  it('applies NFKC: ligatures, superscripts and ideographic spaces are decomposed', () => {
    expect(normalize('ﬁle ﬂow ﬀ')).toBe('file flow ff');
    expect(normalize('x²')).toBe('x2');
    expect(normalize('a\u3000b')).toBe('a b');
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
