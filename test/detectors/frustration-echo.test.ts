import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, in the given language. */
const last = (reply: string, text: string, language: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: "what do you mean" or "huh" beside a word the assistant used asks about that word', () => {
  it.each([
    ['eng', 'Are you male or female? Or other?', 'what do you mean other'],
    ['eng', 'How does one go about registering that?', 'registering? what do you mean'],
    ['eng', 'There is a breed of jellyfish that is immortal.', "Immortal, huh? Don't think I'd want to be one."],
    ['eng', 'There is a breed of jellyfish that is immortal.', 'Jellyfish immortal, huh?'],
    ['deu', 'Das ist ein Vorabentscheidungsverfahren.', 'Vorabentscheidungsverfahren? Was meinst du?'],
    ['fra', "C'est une question de fiscalité.", "Fiscalité ? Qu'est-ce que tu veux dire ?"],
    ['spa', 'Es una cuestión de amortización.', '¿Amortización? ¿Qué quieres decir?'],
    ['por', 'É uma questão de amortização.', 'Amortização? O que você quer dizer?'],
  ])('quiet: %s: "%s" → "%s"', (language, reply, text) => {
    expect(last(reply, text, language)).not.toContain('confusion');
  });

  it.each([
    // Alone, the query asks what was meant.
    ['eng', 'Are you male or female? Or other?', 'What do you mean?'],
    ['eng', 'Are you male or female? Or other?', 'huh?'],
    // A word the assistant never used.
    ['eng', 'There is a breed of jellyfish that is immortal.', 'Wait, huh?'],
    ['eng', 'Are you male or female? Or other?', 'what do you mean gender'],
    // A negator: a challenge of what was said.
    ['eng', 'Music without classical music does not work.', "what do you mean it won't work"],
    ['eng', 'Music without classical music does not work.', 'work? not? what do you mean'],
    // A longer phrase that points at the assistant's words still counts.
    ['eng', 'Are you male or female? Or other?', 'other? what do you mean by that?'],
    ['deu', 'Das ist ein Vorabentscheidungsverfahren.', 'Was meinst du?'],
    ['spa', 'Es una cuestión de amortización.', '¿Interés? ¿Qué quieres decir?'],
  ])('fires: %s: "%s" → "%s"', (language, reply, text) => {
    expect(last(reply, text, language)).toContain('confusion');
  });

  it('exact boundary: two echoed tokens are a term, three are not', () => {
    const reply = 'There is a breed of jellyfish that is immortal.';
    expect(last(reply, 'jellyfish immortal? what do you mean', 'eng')).not.toContain('confusion');
    expect(last(reply, 'breed jellyfish immortal? what do you mean', 'eng')).toContain('confusion');
  });

  it('reads only the sentence right before a query that is its own sentence', () => {
    const reply = 'How does one go about registering that?';
    expect(last(reply, 'Cool. Registering? What do you mean?', 'eng')).not.toContain('confusion');
    expect(last(reply, 'Registering? Hmm. What do you mean?', 'eng')).toContain('confusion');
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    const reply = 'How does one go about registering that?';
    expect(last(reply, `${'registering '.repeat(600)}what do you mean`, 'eng')).toContain('confusion');
    expect(last(reply, `${'registering? '.repeat(600)}what do you mean`, 'eng')).not.toContain('confusion');
    expect(last(reply, `registering${' '.repeat(3_000)}? what do you mean`, 'eng')).not.toContain('confusion');
    expect(last(reply, 'huh; '.repeat(800), 'eng')).toContain('confusion');
    expect(last('\u0000registering\u202e', '\u0000registering? what do you mean', 'eng')).not.toContain('confusion');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
