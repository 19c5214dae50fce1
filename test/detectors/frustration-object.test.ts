import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, in the given language. */
const last = (reply: string, text: string, language: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

const REPLY = 'Being shy is not the same as being awkward, so shy people can be good at parties.';

describe('frustration: "what you are saying" says the user is lost only after a negator', () => {
  it.each([
    ['eng', "I don't know what you're talking about."],
    ['eng', 'Not sure what you are saying'],
    ['eng', "I have no idea what you're talking about"],
    ['eng', 'I never understood what you are saying'],
    ['eng', "What you're talking about?"],
    ['eng', "I'm trying to understand what you're saying"],
    ['fra', 'Je ne sais pas de quoi tu parles.'],
    ['fra', 'De quoi vous parlez ?'],
    ['spa', 'No sé de qué hablas.'],
    ['por', 'Não sei do que você está falando.'],
  ])('fires: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).toContain('confusion');
  });

  it.each([
    ['eng', "I know what you're talking about. Why do you care?"],
    ['eng', 'Thank you. I understand what you are saying.'],
    ['eng', 'So shy people can be good at parties, is what you are saying?'],
    ['eng', "You don't know what you're talking about."],
    ['eng', "I don't think you really know what you are talking about"],
    ['fra', 'Je sais de quoi tu parles.'],
    ['spa', 'Sé de qué hablas.'],
    ['por', 'Eu sei do que você está falando.'],
  ])('quiet: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).not.toContain('confusion');
  });

  it('reads the negator in the same clause only', () => {
    expect(last(REPLY, "No. I know what you're talking about.", 'eng')).not.toContain('confusion');
    expect(last(REPLY, "I know not what you're talking about.", 'eng')).toContain('confusion');
    expect(last(REPLY, "You lost me, I don't know what you're saying", 'eng')).toContain('confusion');
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    expect(last(REPLY, `${'word '.repeat(20_000)}what you're talking about`, 'eng')).not.toContain('confusion');
    expect(last(REPLY, `${'word. '.repeat(2_000)}I don't know what you're talking about`, 'eng')).toContain(
      'confusion',
    );
    expect(last(REPLY, `not ${'word '.repeat(50)}what you're talking about`, 'eng')).toContain('confusion');
    expect(last(REPLY, "\u0000I know\u202e what you're saying", 'eng')).not.toContain('confusion');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
