import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const PUNCT = 'interaction.frustration.excessive_punctuation';

/** Whether the last turn's run of `!`/`?` counts, after a question and the reply. */
const counts = (reply: string, text: string, language = 'eng') =>
  analyzeFamily([user('How are you?'), assistant(reply), user(text)], 'interaction.frustration.', {
    language,
  }).signals.some((s) => s.messageIndex === 2 && s.type === PUNCT);

const NEWS = 'I just finished watching Netflix.';

describe('frustration: a run of "?" beside surprise marvels at what was said', () => {
  it.each([
    ['eng', 'Oh really? All of it???'],
    ['eng', 'really???'],
    ['eng', 'Wow!? The whole thing???'],
    ['eng', 'wow, the whole catalogue???'],
    ['fra', 'Vraiment ??? Tout ?'],
    ['fra', 'Ah bon ??? Tout ça ?'],
    ['deu', 'Echt??? Alles?'],
    ['spa', '¿De verdad??? ¿Todo?'],
    ['por', 'Jura??? Tudo?'],
    ['cmn', '真的吗？？？全部？'],
  ])('quiet (%s): %s', (language, text) => {
    expect(counts(NEWS, text, language)).toBe(false);
  });

  it.each([
    // A question of the assistant's sincerity is as often indignation.
    ['eng', 'Are you serious???'],
    ['eng', 'seriously???'],
    ['deu', 'Im Ernst???'],
    // No surprise word: a bare reaction still counts.
    ['eng', 'Why????'],
    ['eng', 'What?!?'],
    // A negative cue still counts beside surprise.
    ['eng', "Really??? That's not what I asked!"],
    ['fra', "Vraiment ??? Ce n'est pas ce que j'ai demandé"],
  ])('still counts (%s): %s', (language, text) => {
    expect(counts(NEWS, text, language)).toBe(true);
  });

  it('only once the assistant has answered: a first turn to a support account is no marvel', () => {
    const first = analyzeFamily(
      [user('Wow @Acme, how is it possible that my order vanished?!?')],
      'interaction.frustration.',
      {
        language: 'eng',
      },
    );
    expect(first.signals.map((s) => s.type)).toContain(PUNCT);
  });

  it('the surprise word must stand as its own clause', () => {
    // "really" inside a clause is an adverb, not surprise.
    expect(counts(NEWS, 'You really did???')).toBe(true);
    expect(counts(NEWS, 'Really??? You did???')).toBe(false);
  });

  it('survives hostile input', () => {
    expect(counts(NEWS, 'really? '.repeat(3000) + '???')).toBe(false);
    expect(counts(NEWS, '\u0000really\uFFFF???\uD800')).toBe(false);
  });
});
