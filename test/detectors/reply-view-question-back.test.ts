import { describe, expect, it } from 'vitest';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon } from '../../src/lexicon/compile';
import { ReplyView } from '../../src/detectors/reply-view';

const closesBack = (language: string, text: string) =>
  new ReplyView(text, compileLexicon(language, BUNDLED_LEXICONS[language]!)).closesWithQuestionBack();

describe('ReplyView.closesWithQuestionBack: the last sentence is a bare question back', () => {
  it.each([
    ['eng', 'I know a lot. What about you?'],
    ['eng', 'I like dogs. And you ?!'],
    ['deu', 'Ich mag Hunde. Und du?'],
    ['fra', "J'aime les chiens. Et toi ?"],
    ['cmn', '我喜欢狗。你呢？'],
  ])('true (%s): %s', (language, text) => {
    expect(closesBack(language, text)).toBe(true);
  });

  it.each([
    ['eng', 'What about your dog?'],
    ['eng', 'What about you. I like dogs.'],
    ['eng', 'I am 25. How old are you?'],
    ['eng', '?'],
    ['eng', ''],
  ])('false (%s): %s', (language, text) => {
    expect(closesBack(language, text)).toBe(false);
  });

  it('hostile: a huge message reads only its end', () => {
    expect(closesBack('eng', 'word '.repeat(50000) + '. And you?')).toBe(true);
  });
});
