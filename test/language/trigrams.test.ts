import fc from 'fast-check';
import { francAll } from 'franc-min';
import { expressions } from 'franc-min/expressions.js';
import { describe, expect, it } from 'vitest';
import { FRANC_LATIN_CANDIDATES } from '../../src/language/latin';
import { compileTrigramModels, rankLatinTrigrams } from '../../src/language/trigrams';

const only = [...FRANC_LATIN_CANDIDATES];
const models = compileTrigramModels(only);
const franc = (text: string) => francAll(text, { only, minLength: 1 });

describe('compileTrigramModels', () => {
  it("keeps the candidates franc has, in franc's data order", () => {
    expect([...models.languages].sort()).toEqual([...only].sort());
    expect(compileTrigramModels(['deu', 'xxx', 'eng']).languages).toEqual(['eng', 'deu']);
  });
});

describe('rankLatinTrigrams', () => {
  it.each([
    'My order never arrived and nobody answers my emails. Can you check it?',
    'Ciao, il mio ordine non è ancora arrivato e nessuno risponde alle mie email. Potete controllare per favore?',
    'Dzień dobry, moje zamówienie wciąż nie dotarło i nikt nie odpowiada na moje maile.',
    'Merhaba, siparişim hala gelmedi ve kimse e-postalarıma cevap vermiyor. Kontrol edebilir misiniz lütfen?',
    'Hej, min beställning har fortfarande inte kommit och ingen svarar på mina mejl.',
    'no se que esta pasando, tambien lo intente con otro navegador',
    "l'été dernier, j'ai vu ça — 100% vrai!!!",
    'x',
    'okay 👍',
  ])('ranks like franc-min: %s', (text) => {
    const mine = rankLatinTrigrams(text, models);
    expect(mine).toBeDefined();
    expect(mine).toEqual(franc(text));
  });

  it('answers und for empty text, like franc', () => {
    expect(rankLatinTrigrams('', models)).toEqual(franc(''));
  });

  it('ranks like franc-min on random text of letters, accents, digits, punctuation and white space', () => {
    // İ lowercases to two characters, the Kelvin sign to "k"; Σ lowercases by context.
    const alphabet = [
      ...'abcdefghijklmnopqrstuvwxyz     ,.!?\'"-@[`{éèáóúñçãõüößİıΣσςK\u212A\n\t\u00a0\u2028\u3000019ABCXYZ',
    ];
    let ranked = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 300 }), (chars) => {
        const text = chars.join('');
        const mine = rankLatinTrigrams(text, models);
        if (mine === undefined) return;
        ranked++;
        expect(mine).toEqual(franc(text));
      }),
      { numRuns: 1000 },
    );
    expect(ranked).toBeGreaterThan(500);
  });

  it('ranks like franc-min past its 2,048 characters', () => {
    const text =
      'Das funktioniert nicht, ich verstehe es nicht. '.repeat(60) + 'the and of to in is it you that '.repeat(20);
    expect(rankLatinTrigrams(text, models)).toEqual(franc(text));
  });

  it('leaves to franc a text it might take for another script', () => {
    expect(rankLatinTrigrams('帮我写一个Python函数', models)).toBeUndefined();
    expect(rankLatinTrigrams('Привет, как дела? ok', models)).toBeUndefined();
    expect(rankLatinTrigrams('!!! ??? 123', models)).toBeUndefined(); // no letter: franc answers und
  });

  it("relies on franc's other script expressions matching no ASCII character", () => {
    for (const [script, expression] of Object.entries(expressions)) {
      for (let code = 0; code < 0x80; code++) {
        const c = String.fromCharCode(code);
        const latinLetter = /[A-Za-z]/.test(c);
        expect(new RegExp(expression.source).test(c), `${script} ${code}`).toBe(script === 'Latin' && latinLetter);
      }
    }
  });
});
