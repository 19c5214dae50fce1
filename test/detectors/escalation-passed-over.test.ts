import { describe, expect, it } from 'vitest';
import { closesInKind } from '../../src/detectors/quit-ignored';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { dialogueStep, initialDialogueState } from '../../src/detectors/dialogue';
import { analysed, readMessage } from '../../src/messages/prepare';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation kinds fired, as `index:kind`. */
const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** A chat, the user's `first` farewell, the assistant's `reply`, then the user's `second` turn. */
const again = (first: string, reply: string, second: string, language = 'eng') =>
  kinds(
    [
      user('Hello there'),
      assistant('Hi! Do you like football?'),
      user('Not really.'),
      assistant('What do you do for a living?'),
      user(first),
      assistant(reply),
      user(second),
    ],
    language,
  );

describe('escalation: a farewell after a farewell the assistant passed over', () => {
  it.each([
    ['Goodbye', 'What do you do for a living?', 'Bye', 'eng'],
    ['Bye', 'I have a lot of friends', 'BYE', 'eng'],
    ['ok bye', 'Do you like pizza?', "I'm leaving", 'eng'],
    ['Tschüss', 'Magst du Fußball?', 'Tschüss!', 'deu'],
    ['Au revoir', 'Tu aimes le football ?', 'Au revoir !', 'fra'],
    ['Adiós', '¿Te gusta el fútbol?', 'Adiós.', 'spa'],
  ])('fires: %s → %s → %s', (first, reply, second, language) => {
    expect(again(first, reply, second, language)).toEqual(['6:quit']);
  });

  it.each([
    // the assistant took its leave, thanked, wished well or acknowledged
    ['Bye', 'Bye! Nice talking to you.', 'Bye'],
    ['I have to go', 'Thanks for chatting with me!', 'Bye'],
    ['I have to go', 'Have a nice day!', 'Goodbye'],
    ['Bye', 'OK.', 'Bye'],
    // the passed-over farewell had to go, gave a reason of the user's own or was friendly:
    // the user was leaving anyway, and says the same goodbye again
    ['I have to go', 'What do you do for a living?', 'Bye'],
    ['I have to go now. Goodbye.', 'yeah, i wonder if it is the only sport with a neck.', 'Goodbye.'],
    ["It's late, bye", 'Do you like pizza?', 'Bye'],
    ['Thanks for the chat, bye!', 'Do you like pizza?', 'Bye'],
    // the user's previous turn said no goodbye
    ['I like pizza', 'Do you like pasta?', 'Bye'],
    // a friendly farewell closes in peace, a wish returned too
    ['Bye', 'Do you like pizza?', 'Thanks for the chat, bye!'],
    ['I have got to go, bye', 'You are a good person.', 'You too. Bye'],
    ['Bye', 'Do you like pizza?', 'Same to you. Bye'],
  ])('quiet: %s → %s → %s', (first, reply, second) => {
    expect(again(first, reply, second)).toEqual([]);
  });

  it('boundary: any assistant message that takes its leave in kind, before the next user turn, clears it', () => {
    const messages = [
      user('Hello there'),
      assistant('Hi! Do you like football?'),
      user('Bye'),
      assistant('What do you do for a living?'),
      assistant('I hope you have a good day'),
      user('Bye'),
    ];
    expect(kinds(messages)).toEqual([]);
    // a user turn between them forgets the first farewell
    const later = [
      user('Hello there'),
      assistant('Hi!'),
      user('Bye'),
      assistant('Do you like pizza?'),
      user('Yes I do'),
      assistant('Cool, what kind?'),
      user('Bye'),
    ];
    expect(kinds(later)).toEqual([]);
  });

  it('closesInKind reads farewells, thanks, wishes and a lone acknowledgement', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    const reads = (text: string) => {
      const state = initialDialogueState();
      const message = readMessage({ role: 'assistant', content: text }, 0);
      if (message !== undefined) dialogueStep(analysed(message, lexicon), state);
      return closesInKind(state, lexicon, ['farewell', 'going']);
    };
    expect(reads('Goodbye!')).toBe(true);
    expect(reads('Thank you for chatting')).toBe(true);
    expect(reads('Good luck!')).toBe(true);
    expect(reads('OK.')).toBe(true);
    expect(reads('OK. Do you like pizza?')).toBe(false);
    expect(reads('What do you do for a living?')).toBe(false);
    expect(reads('')).toBe(false);
  });

  it.each([
    ['Goodnight', 'Greetings. Peace be upon you.', 'goodbye', 'eng'],
    ['Bye', 'God bless!', 'Bye', 'eng'],
    ['Tschüss', 'Gott segne dich.', 'Tschüss', 'deu'],
    ['Au revoir', 'Que Dieu te bénisse.', 'Au revoir', 'fra'],
    ['Adiós', 'Dios te bendiga.', 'Adiós', 'spa'],
    ['Tchau', 'Deus te abençoe.', 'Tchau', 'por'],
  ])('quiet: a blessing takes its leave in kind: %s → %s → %s', (first, reply, second, language) => {
    expect(again(first, reply, second, language)).toEqual([]);
  });

  it('boundary: a blessing, not the words of one said of something else', () => {
    expect(again('Bye', 'God bless!', 'Bye')).toEqual([]);
    expect(again('Bye', 'Do you believe in god?', 'Bye')).toEqual(['6:quit']);
    expect(again('Bye', 'Peace is a state of mind.', 'Bye')).toEqual(['6:quit']);
  });

  it('hostile input: blank and huge assistant messages, a farewell repeated', () => {
    // a blank reply says nothing: nothing was passed over
    expect(again('Bye', '   ', 'Bye')).toEqual([]);
    expect(again('Bye', 'la '.repeat(5000), 'Bye')).toEqual(['6:quit']);
    // "you too" only opening its clause returns a wish
    expect(again('Bye', 'Do you like pizza?', 'Bye, and I hate you too')).toEqual(['6:quit']);
    expect(again('bye '.repeat(200), 'Do you like pizza?', 'bye')).toEqual(['6:quit']);
  });
});
