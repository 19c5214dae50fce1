import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: "no, I…" sets right how the assistant read the user, not what it said of itself', () => {
  it.each([
    ['eng', 'I like One Punch Man.', 'I see you like comedy.', 'No, I like anime.'],
    ['eng', 'I am busy today.', "So you're free tonight.", 'No I am not.'],
    ['eng', 'Tell me about Jews.', 'It is a great country to live in.', 'No, I mean the people.'],
    ['deu', 'Ich mag Anime.', 'Du magst also Komödien.', 'Nein, ich mag Anime.'],
    ['deu', 'Erzähl mir von Berlin.', 'Berlin ist ein Bundesland.', 'Nein, ich meine die Stadt.'],
    ['fra', "J'aime les animés.", 'Tu aimes donc les comédies.', 'Non, je préfère les animés.'],
    ['fra', 'Parle-moi de Paris.', 'Paris est un club de football.', 'Non, je veux dire la ville.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // Disagreeing with what the assistant says of itself or the world is not repair.
    ['eng', 'I find Facebook frustrating.', "I'm a huge fan of the sport.", 'No. I hate football.'],
    ['eng', 'Is it hot there?', 'I think it is worth it though.', 'No, I much prefer cooler weather.'],
    ['deu', 'Ich mag Facebook nicht.', 'Ich bin ein großer Fußballfan.', 'Nein, ich hasse Fußball.'],
    ['fra', "Je n'aime pas Facebook.", 'Je suis un grand fan de football.', 'Non, je déteste le football.'],
    // "yourself" in the user's own turn does not count: only the assistant's words are read.
    ['eng', 'Describe yourself.', 'I am a bot from Canada.', 'No I am from Mexico, you are from Canada.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // Unprompted, a claim about the world: "no, it…" disputes it, it does not repair.
    ['eng', 'I like old shows.', 'Terminator is a series by Gene Roddenberry.', "No, it's not."],
    [
      'deu',
      'Ich mag alte Serien.',
      'Terminator ist eine Serie von Gene Roddenberry.',
      'Nein, das ist von James Cameron.',
    ],
    [
      'fra',
      "J'aime les vieilles séries.",
      'Terminator est une série de Gene Roddenberry.',
      "Non, c'est une série de James Cameron.",
    ],
  ])('quiet, "no, it…" after an unprompted claim (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // The claim answers the user's question or request: "no, it…" disputes the answer.
    ['eng', 'Who wrote The Picture of Dorian Gray?', 'It was David Mitchell.', 'No, it is Oscar Wilde.'],
    ['eng', 'Tell me about the museum.', 'The museum is open every Monday.', "No, it's closed on Mondays."],
    ['deu', 'Wer hat das Buch geschrieben?', 'Das war David Mitchell.', 'Nein, das war Oscar Wilde.'],
    ['fra', 'Qui a écrit ce livre ?', 'Il a été écrit par David Mitchell.', "Non, c'est Oscar Wilde."],
  ])('fires, "no, it…" disputing an answer (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('boundary: one second-person word anywhere in the reply is enough, code left out', () => {
    expect(
      typesIn('eng', turn('I am from Ohio.', 'Ohio is great. Your state has lakes.', 'No, I am from Iowa.')),
    ).toEqual(CORRECTION);
    expect(
      typesIn('eng', turn('I am from Ohio.', 'Ohio is great.\n```\nconst you = 1;\n```', 'No, I am from Iowa.')),
    ).toEqual([]);
  });

  it('hostile: a huge reply of second-person words, an empty reply', () => {
    expect(typesIn('eng', turn('I am from Ohio.', 'you '.repeat(50_000), 'No, I am from Iowa.'))).toEqual(CORRECTION);
    expect(typesIn('eng', [user('I am from Ohio.'), assistant(''), user('No, I am from Iowa.')])).toEqual([]);
  });
});

describe('repair: "no, I…" that says the assistant\'s negation again agrees, it does not correct', () => {
  it.each([
    ['eng', 'Is that a problem?', 'Yes. You do not share your things with friends.', "No, I don't. Just you and me."],
    ['eng', 'I stay home.', "You don't go out much.", 'No I do not, never.'],
    ['eng', 'I am tired.', "So you aren't going tonight.", "No, I'm not."],
    ['deu', 'Ist das ein Problem?', 'Du teilst deine Sachen nicht mit Freunden.', 'Nein, ich teile sie nicht.'],
    ['fra', 'Est-ce un problème ?', 'Tu ne partages pas tes affaires.', 'Non, je ne les partage pas.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // No negation in the user's clause: it contradicts the negated statement.
    ['eng', 'I need a room.', "You don't have a booking.", 'No, I have one for Friday.'],
    // The negation is in a later clause, not the one "no, I…" opens.
    ['eng', 'I need a room.', "You don't have a booking.", "No, I booked Friday, didn't I tell you"],
    // A negated reply only counts in its last sentence.
    ['eng', 'I need a room.', "You don't have a booking. You want one for today.", "No, I don't."],
    ['deu', 'Ich brauche ein Zimmer.', 'Du hast keine Buchung.', 'Nein, ich habe eine für Freitag.'],
    ['fra', "J'ai besoin d'une chambre.", "Vous n'avez pas de réservation.", 'Non, je viens vendredi, réservé.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('hostile: a lone "no, I" and runs of negators and punctuation', () => {
    expect(typesIn('eng', turn('I stay in.', "You don't go out.", 'No, I'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('I stay in.', "You don't go out.", 'No, I ' + 'not '.repeat(5000)))).toEqual([]);
    expect(typesIn('eng', turn('I stay in.', "You don't go out.", 'No, I,,,,not'))).toEqual(CORRECTION);
  });
});
