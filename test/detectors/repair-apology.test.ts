import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: "no, that\'s not what I wanted" after a question or an offer says the "no" again', () => {
  it.each([
    [
      'eng',
      'A mocha, please.',
      "We don't have mocha. Do you mean a macchiato?",
      "No, that's not what I wanted. What teas do you have?",
    ],
    ['eng', 'A mocha, please.', 'Would you like a macchiato instead?', 'No. This is not what I was looking for.'],
    ['eng', 'A mocha, please.', 'I can offer a macchiato. Let me know if you would like that.', 'No, not what I need.'],
    [
      'deu',
      'Einen Mokka, bitte.',
      'Meinen Sie einen Macchiato?',
      'Nein, das ist nicht was ich wollte. Welche Tees gibt es?',
    ],
    ['spa', 'Un moca, por favor.', '¿Quiere decir un macchiato?', 'No, no es lo que quería. ¿Qué tés tienen?'],
    ['por', 'Um mocha, por favor.', 'Você quer dizer um macchiato?', 'Não, não é o que eu pedi. Quais chás vocês têm?'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // No question or offer before it: the assistant did something, and the user says it was wrong.
    ['eng', 'A mocha, please.', 'Here is your macchiato.', "No, that's not what I wanted."],
    ['deu', 'Einen Mokka, bitte.', 'Hier ist Ihr Macchiato.', 'Nein, das ist nicht was ich wollte.'],
    ['spa', 'Un moca, por favor.', 'Aquí tiene su macchiato.', 'No, no es lo que quería.'],
    // A phrase that says what the assistant got wrong, not the "no" again, still counts after a question.
    ['eng', 'A mocha, please.', 'Do you mean a macchiato?', 'No, you misunderstood, a mocha.'],
    // "Not what I said", "not the one": how the assistant read the user, set right after its question.
    ['eng', 'Churches oppress people.', 'So you say churches are communes?', "No, that's not what I said."],
    ['eng', 'Use my other address.', 'Seattle, is this correct?', "No, that's not the one. New York."],
    ['deu', 'Einen Mokka, bitte.', 'Hier ist Ihr Macchiato.', 'Nein, das wollte ich nicht.'],
    // A content word between the "no" and the phrase: it is not the "no" said again.
    ['eng', 'A mocha, please.', 'Do you mean a macchiato?', "No, sadly that's not what I wanted."],
    // Without an opening "no", the phrase speaks of what the assistant offered.
    ['eng', 'A mocha, please.', 'Do you mean a macchiato?', "That's not what I wanted."],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('reads hostile input without throwing', () => {
    const many = `${'No, '.repeat(50)}that's not what I wanted.`;
    expect(typesIn('eng', turn('A mocha.', 'Do you mean a macchiato?', many))).toEqual([]);
    // Past the scanned length of a long text, at most one signal and no throw.
    const long = `${'No, '.repeat(5000)}that's not what I wanted.`;
    expect(typesIn('eng', turn('A mocha.', 'Do you mean a macchiato?', long)).length).toBeLessThanOrEqual(1);
    expect(typesIn('eng', turn('A mocha.', 'Do you mean a macchiato?', 'No'))).toEqual([]);
    expect(typesIn('eng', turn('A mocha.', 'Do you mean a macchiato?', "No\u0000, that's not what I wanted"))).toEqual(
      [],
    );
    expect(typesIn('eng', turn('A mocha.', 'Here is a macchiato.', "no,,,,that's NOT what i wanted!!!"))).toEqual(
      CORRECTION,
    );
  });
});

describe('correction: "I didn\'t mean to <verb>" apologises for the user\'s own act', () => {
  it.each([
    ['eng', 'He moved so far away.', 'I will fly to him and visit him.', "I am sorry, I didn't mean to make you sad."],
    ['eng', 'You are boring.', 'That hurts my feelings.', 'I did not mean to offend you.'],
    ['eng', 'You are boring.', 'That hurts my feelings.', 'sorry i didnt mean to be rude'],
    ['deu', 'Du bist langweilig.', 'Das verletzt mich.', 'Nein, ich wollte dich nicht verletzen.'],
    ['fra', 'Tu es ennuyeux.', "Ça m'a vexé.", 'Non, je voulais pas te vexer.'],
    // No correction phrase in an apology of these languages to begin with.
    ['fra', 'Tu es ennuyeux.', "Ça m'a vexé.", 'Pardon, je ne voulais pas te vexer.'],
    ['spa', 'Eres aburrido.', 'Eso me dolió.', 'Perdón, no quise ofenderte.'],
    ['cmn', '你很无聊。', '这让我很难过。', '对不起，我不是故意的。'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    ['eng', 'The blue one.', 'Here is the red one.', "I didn't mean that one, the blue one."],
    ['eng', 'Book it for Tuesday.', 'Booked for Tuesday.', "Oh, I didn't mean to say Tuesday, Thursday please."],
    ['eng', 'Send it to Ann.', 'Sent to Ann.', 'I did not mean to type Ann, it is Anna.'],
    // The apology begins inside the correction and ends with it: no word after "to".
    ['eng', 'The blue one.', 'Here is the red one.', "I didn't mean to. I meant the blue one."],
    ['deu', 'Den blauen, bitte.', 'Hier ist der rote.', 'Nein, ich wollte den blauen.'],
    ['fra', 'Le bleu, svp.', 'Voici le rouge.', 'Non, je voulais le bleu.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });
});
