import { describe, expect, it } from 'vitest';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { matchPhrases } from '../../src/lexicon/match';
import { opensClauseAfterHandles, tokenize } from '../../src/text/tokenize';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the user's last turn. */
const lastKinds = (messages: readonly unknown[], language?: string) =>
  analyzeFamily(messages, 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === messages.length - 1)
    .map((s) => s.type.split('.').pop());

/** The user's answer, the assistant's question asked again, then `text`. */
const reasked = (text: string, language?: string, question = 'Do you like football?') =>
  lastKinds([assistant(question), user('No, not really.'), assistant(question), user(text)], language);

describe('frustration: the assistant asks again what the user answered', () => {
  it.each([
    ['You already asked me that.', 'eng'],
    ['you asked me that already', 'eng'],
    ['Yes I do. You asked me this already.', 'eng'],
    ['You just asked me that', 'eng'],
    // a reminder with annoyance (a calm one only corrects: see frustration-reminder.test.ts)
    ['I already answered that!!!', 'eng'],
    ['I am not answering that again', 'eng'],
    ['Please stop asking me the same question', 'eng'],
    ['Das hast du mich schon gefragt.', 'deu'],
    ["Tu m'as déjà demandé ça.", 'fra'],
    ['Ya me lo preguntaste.', 'spa'],
    ['Você já me perguntou isso.', 'por'],
    ['你已经问过了', 'cmn'],
  ])('fires: %s', (text, language) => {
    expect(reasked(text, language)).toContain('complaint');
  });

  it.each([
    // amused, not annoyed
    ['lol, you already asked me that'],
    ['You already asked me that, haha.'],
    // the user's own asking
    ['I already asked my brother'],
    ['Did I answer that?'],
    // "answered" of something else
    ['I already answered the survey'],
  ])('quiet: %s', (text) => {
    expect(reasked(text)).not.toContain('complaint');
  });

  it('boundary: words after the phrase make no citation (the `repeated` rule reads them)', () => {
    // more than CITATION_MIN_TOKENS words after it: still a complaint of asking again
    expect(reasked('You already asked me that, and I told you no, I do not like it at all')).toContain('complaint');
  });

  it('hostile input: the phrase repeated, alone, in capitals, in a huge message', () => {
    expect(reasked('YOU ALREADY ASKED ME THAT')).toContain('complaint');
    expect(reasked('you already asked me that '.repeat(500))).toContain('complaint');
    expect(reasked('already asked')).not.toContain('complaint');
    expect(reasked('')).toEqual([]);
  });
});

/** Frustration indicators of an opening message. */
const opening = (text: string, language?: string) => lastKinds([user(text)], language);

describe('frustration: a bare demand to fix, to a company', () => {
  it.each([
    ['@Acme PLZ FIX IT', 'eng'],
    ['@Acme the app logs me out every hour. Please fix this!', 'eng'],
    ['@Acme @AcmeHelp fix this', 'eng'],
    ['@Acme die App stürzt ab. Behebt das!', 'deu'],
    ["@Acme l'appli plante. Réparez ça !", 'fra'],
    ['@Acme la app se cierra. Arreglen esto.', 'spa'],
    ['@Acme o app trava. Consertem isso!', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // a task in a chat or to an agent
    ['The test fails. Fix it.'],
    ['fix this function so that it returns a list'],
    // not opening its clause
    ['@Acme how do I fix this'],
    ['@Acme you should fix this in the next release'],
    ['@Acme I tried to fix it myself'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).not.toContain('complaint');
  });

  it('boundary: only handles may stand before the demand in its clause', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    const at = (text: string) => {
      const tokens = tokenize(text.toLowerCase());
      const m = matchPhrases(tokens, lexicon).find((x) => x.phrase.group === 'demand');
      return m === undefined ? undefined : opensClauseAfterHandles(tokens, m.start);
    };
    expect(at('@acme fix it')).toBe(true);
    expect(at('fix it')).toBe(true);
    expect(at('@acme pls fix it')).toBe(true);
    expect(at('@acme now fix it')).toBe(false);
    expect(at('broken. fix it')).toBe(true);
    expect(at('email@acme fix it')).toBe(false);
  });

  it('hostile input: a bare handle, a lone @, a demand repeated', () => {
    expect(opening('@')).toEqual([]);
    expect(opening('@ fix it')).not.toContain('complaint');
    expect(opening('@Acme ' + 'fix it. '.repeat(300))).toContain('complaint');
  });
});

/** The assistant's suggestion, then `text`. */
const afterFix = (text: string, language?: string) =>
  lastKinds([user('I get an error when I run it.'), assistant('Try reinstalling the package.'), user(text)], language);

describe('frustration: the same problem again after a fix', () => {
  it.each([
    ['still same error', 'eng'],
    ['Did that, still the same problem', 'eng'],
    ['Same error again.', 'eng'],
    ['Immer noch derselbe Fehler.', 'deu'],
    ['Toujours la même erreur.', 'fra'],
    ['Sigue el mismo error.', 'spa'],
    ['Continua o mesmo erro.', 'por'],
    ['还是同样的错误', 'cmn'],
  ])('fires: %s', (text, language) => {
    expect(afterFix(text, language)).toContain('complaint');
  });

  it.each([
    // the user's own thing, a story, another sense of "same"
    ['my problem persists only on Sundays, is that normal?'],
    ['The same thing happened to my brother'],
    // the user's own doing (a first-person word before it)
    ['I did that and it is still the same problem'],
    ['Is it a known error?'],
  ])('quiet: %s', (text) => {
    expect(afterFix(text)).not.toContain('complaint');
  });

  it('hostile input: the phrase repeated, in capitals, cut short', () => {
    expect(afterFix('STILL SAME ERROR')).toContain('complaint');
    expect(afterFix('still same error '.repeat(300))).toContain('complaint');
    expect(afterFix('still same')).not.toContain('complaint');
  });
});
