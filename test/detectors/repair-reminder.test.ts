import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: a reminder of what the user said corrects, except inside a clause of their own story', () => {
  it.each([
    ['eng', 'My name is Cari. What is yours?', 'I am James. What is yours', 'I already told you my name.'],
    ['eng', 'I like football.', 'Do you like football?', 'Yes, I already said I did.'],
    ['eng', 'I play the piano.', 'What do you like to do?', 'Playing piano I told you already'],
    ['eng', 'Take them to the doctor.', 'What would help?', 'Take them to the doctor, like I said.'],
    ['eng', 'I want to leave from Boston.', 'Flights from Denver:', 'As I mentioned, Boston, not Denver.'],
    ['deu', 'Ich heiße Anna.', 'Wie heißt du?', 'Wie gesagt, Anna.'],
    ['fra', "Je m'appelle Anna.", 'Comment tu t’appelles ?', "Je te l'ai déjà dit, Anna."],
    ['spa', 'Me llamo Ana.', '¿Cómo te llamas?', 'Ya te dije, Ana.'],
    ['por', 'Meu nome é Ana.', 'Qual é o seu nome?', 'Já te disse, Ana.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // Content words before and after it in one clause: the story goes on, nothing was got wrong.
    [
      'eng',
      'I hate clowns.',
      'I bet you are proud.',
      'My parents who adopted me as I said before took me to the circus',
    ],
    ['eng', 'I had a bad day.', 'What happened?', 'The printer as I mentioned earlier broke down again'],
    ['deu', 'Ich hatte einen Unfall.', 'Was ist passiert?', 'Mein Auto wie gesagt stand in der Werkstatt'],
    ['spa', 'Tuve un mal día.', '¿Qué pasó?', 'Mi jefe como te dije ayer me despidió'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it('boundary: content only before it (it closes the clause) or only after it (it opens it) counts', () => {
    expect(typesIn('eng', turn('I play the piano.', 'What do you do?', 'The piano as I said'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('I play the piano.', 'What do you do?', 'As I said the piano'))).toEqual(CORRECTION);
    // A comma ends the clause: the reminder opens the next one.
    expect(typesIn('eng', turn('I tried.', 'Try again.', 'I waited for hours, as I said nothing works'))).toEqual(
      CORRECTION,
    );
  });

  it('hostile: never the first user turn, a reminder alone or repeated, odd spacing', () => {
    expect(typesIn('eng', [user('As I said before, the sky fell'), assistant('Oh?')])).toEqual([]);
    expect(typesIn('eng', turn('x', 'y', 'as i said as i said as i said'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('x', 'y', '   AS   I   SAID   '))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('x', 'y', 'a'.repeat(5000) + ' as I said ' + 'b'.repeat(5000)))).toEqual([]);
  });
});
