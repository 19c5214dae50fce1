import { describe, expect, it } from 'vitest';
import { assistant, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const again = (said: string, reply: string, next = said) => [user(said), assistant(reply), user(next)];
const REPHRASE = ['2:interaction.misalignment.rephrase'];
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: a statement the assistant answered with a remark of its own, said again, insists', () => {
  it.each([
    // A bare imperative opens with a content word: a request all the same.
    ['eng', 'name some famous songs', 'I guess I could.'],
    ['eng', 'Roll a dice from 1 to 20', "I'll see what I can do."],
    // A question without its question mark.
    ['eng', 'how many people do you chat with in a day', 'A lot because I have three children.'],
    ['deu', 'Nenne alle Planeten bitte', 'Die Liste ist lang.'],
    ['spa', 'Dime el nombre del río', 'Me gusta el café.'],
  ])('fires (%s): %s → %s → again', (language, said, reply) => {
    expect(typesIn(language, again(said, reply))).toEqual(REPHRASE);
  });

  it.each([
    // Opens with a first- or a second-person word, asks nothing; the reply asks nothing and speaks of itself.
    ['eng', 'I hate Disney movies', "I do too, but I'm sure they are fine."],
    ['eng', 'your name is Gabe', 'I am Gabriel Liz.'],
    ['eng', 'my dream car is a Rolls Royce', 'I just got my first job.'],
    ['deu', 'Ich hasse lange Filme', 'Ich mag das Wetter heute.'],
    ['fra', 'Je déteste les films longs', "J'aime le soleil aujourd'hui."],
    ['spa', 'Mi coche favorito es rojo', 'Yo tengo una bicicleta azul.'],
    // Opens with a third-person pronoun: a statement about someone.
    ['eng', 'They want to destroy our country!!!', "I don't even know what they stand for."],
    ['eng', 'He is a great player', 'I think so too.'],
    ['deu', 'Er ist ein guter Spieler', 'Ich finde ihn langweilig.'],
    ['fra', 'Il est un bon joueur', 'Je préfère le tennis.'],
    ['spa', 'Ella es una gran cantante', 'Yo prefiero el jazz.'],
    ['cmn', '他是一个好球员', '我更喜欢网球。'],
  ])('quiet (%s): %s → %s → again', (language, said, reply) => {
    expect(typesIn(language, again(said, reply))).toEqual([]);
  });

  it.each([
    // The reply took a position on the statement: a yes or a no.
    ['eng', 'your name is gabe', "No it's not it is not gaben"],
    ['deu', 'dein Name ist Gabe', 'Nein, das stimmt nicht.'],
    ['fra', 'ton nom est Gabe', "Non, ce n'est pas vrai."],
  ])('quiet after a reply that answers the statement directly (%s): %s → %s → again', (language, said, reply) => {
    expect(typesIn(language, again(said, reply))).toEqual([]);
  });

  it.each([
    ['eng', 'Not really. The NFL is anti-white', 'I love the NFL, do you?', 'No. They are anti-white.'],
    ['deu', 'Nicht wirklich. Die Liga ist schlecht', 'Ich mag die Liga, du auch?', 'Nein. Die Liga ist schlecht.'],
    ['spa', 'No mucho. La liga es mala', 'Me encanta la liga, ¿y a ti?', 'No. La liga es mala.'],
  ])('quiet: a "no" to the reply\'s question, then the view again (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual([]);
  });

  it('boundary: after a reply that asked nothing, or with a question after the "no", it restates', () => {
    const said = 'Not really. They want to win the cup';
    expect(typesIn('eng', [user(said), assistant('Pizza is tasty.'), user('No. They want to win the cup.')])).toEqual(
      REPHRASE,
    );
    expect(typesIn('eng', [user(said), assistant('Do you?'), user('No. They want to win the cup?')])).toEqual(REPHRASE);
    // A "yes" or an "ok" reply only acknowledges: the statement said again still restates.
    expect(typesIn('eng', again('your name is gabe', 'Ok, noted.'))).toEqual(REPHRASE);
  });

  it('boundary: after a reply that asks, did not understand, only acknowledged, or to a question, it restates', () => {
    expect(typesIn('eng', again('I hate Disney movies', 'I see. Do you have any pets?'))).toEqual(REPHRASE);
    expect(typesIn('eng', again('I hate Disney movies', "Sorry, I don't understand."))).toEqual(REPHRASE);
    expect(typesIn('eng', again('I hate Disney movies', 'Noted.'))).toEqual(REPHRASE);
    // A question mark makes the same words a question asked again.
    expect(typesIn('eng', again('your name is Gabe?', 'I am Liz.'))).toEqual(REPHRASE);
    // A third-person statement after a reply that asks: not taken up.
    expect(typesIn('eng', again('They want to destroy our country', 'Do you like pizza?'))).toEqual(REPHRASE);
    // The pronoun must open the turn.
    expect(typesIn('eng', again('Tell them they want to win', 'I think so too.'))).toEqual(REPHRASE);
    // Opening with another word ("the code…"), a report that asks for help all the same.
    expect(typesIn('eng', again('The build script fails on Windows', 'I use Linux myself.'))).toEqual(REPHRASE);
  });

  it.each([
    ['eng', 'What kind of TV show do you like?', 'South Park, it is funny.', 'I asked about Family Guy'],
    ['eng', 'What is your favourite animal?', "Pu'erh is a tea.", 'I asked you what your favourite animal is.'],
    ['spa', '¿Cuál es tu animal favorito?', 'El té es rico.', 'Te pregunté por tu animal favorito.'],
    ['por', 'Qual é o seu animal favorito?', 'O chá é bom.', 'Eu perguntei qual é o seu animal favorito.'],
  ])('a reminder of what the user asked is a correction (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual(CORRECTION);
  });

  it('hostile: a statement repeated many times, empty and huge turns', () => {
    const turns = [];
    for (let i = 0; i < 20; i++) turns.push(user('your name is Gabe'), assistant('I am Liz, not Gabe.'));
    expect(typesIn('eng', turns)).toEqual([]);
    expect(typesIn('eng', again('', 'Hello.'))).toEqual([]);
    expect(typesIn('eng', again('I like cats '.repeat(2000), 'I like dogs.'))).toEqual([]);
  });
});

describe('repair: a remark about a topic, agreed or disagreed with, said again insists', () => {
  it.each([
    [
      'eng',
      'chimps are better',
      'yea, dogs can learn a thousand words and reason better than chimps',
      'CHIMPS ARE BETTER',
    ],
    ['eng', 'cats are the best pets', 'No, dogs are the best pets by far.', 'cats are the best pets!'],
    ['deu', 'Schimpansen sind besser', 'Ja, aber Hunde sind besser als Schimpansen.', 'Schimpansen sind besser!'],
    [
      'fra',
      'les chats sont meilleurs',
      'Oui, mais les chiens sont meilleurs que les chats.',
      'les chats sont meilleurs !',
    ],
    ['spa', 'los gatos son mejores', 'Sí, pero los perros son mejores que los gatos.', '¡los gatos son mejores!'],
    ['cmn', '猩猩比狗更聪明', '是的，但是狗比猩猩更聪明。', '猩猩比狗更聪明！'],
  ])('quiet (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual([]);
  });

  it.each([
    // The reply neither agreed nor disagreed: it went its own way.
    ['eng', 'chimps are better', 'Dogs can learn a thousand words.', 'CHIMPS ARE BETTER'],
    // A "yes" that only acknowledges: no word of the remark.
    ['eng', 'chimps are better', 'Yes, dogs can learn a thousand words.', 'CHIMPS ARE BETTER'],
    ['deu', 'Schimpansen sind besser', 'Ja, Hunde lernen tausend Wörter.', 'Schimpansen sind besser!'],
    // A need, a problem or words to the assistant, after a "yes": left undone, restated.
    [
      'eng',
      'I need a flight to Paris tomorrow',
      'Yes, Paris is lovely in spring.',
      'I need a flight to Paris tomorrow!',
    ],
    ['eng', 'the package still has not arrived', 'Yes, packages are great.', 'the package still has not arrived!'],
    ['eng', 'the app keeps crashing on startup', 'Yes, apps are useful.', 'the app keeps crashing on startup!'],
    ['eng', 'you should book the table now', 'Yes, tables are nice.', 'you should book the table now!'],
    ['deu', 'das Paket ist nicht angekommen', 'Ja, Pakete sind toll.', 'das Paket ist nicht angekommen!'],
  ])('fires (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual(REPHRASE);
  });

  it('boundary: a reply that agrees and then asks leaves the remark for the question', () => {
    const turns = [
      user('chimps are better'),
      assistant('yea, but dogs are smart. Do you have a dog?'),
      user('CHIMPS ARE BETTER'),
    ];
    expect(typesIn('eng', turns)).toEqual(REPHRASE);
  });

  it('hostile: empty, punctuation-only and very long remarks do not throw', () => {
    const long = 'chimps are better '.repeat(2000);
    expect(() => typesIn('eng', [user(''), assistant('yes'), user('')])).not.toThrow();
    expect(() => typesIn('eng', [user('!!! ???'), assistant('no!'), user('!!! ???')])).not.toThrow();
    expect(typesIn('eng', [user(long), assistant('Yes, ' + long), user(long)])).toEqual([]);
  });
});

describe('repair: a statement said again to answer the question the assistant just asked', () => {
  it.each([
    [
      'eng',
      'I love rock music and my favorite color is blue',
      "what's your favorite color? mine is pink.",
      'my favorite color is blue.',
    ],
    ['eng', 'My name is John. What is your name?', 'I am Cassidy. What about you?', 'My name is John.'],
    [
      'eng',
      'Love is a commitment to act for someone else.',
      'what is love?',
      'Love is a commitment to act for someone else.',
    ],
    ['deu', 'Mein Name ist Hans. Wie heißt du?', 'Ich bin Anna. Und du?', 'Mein Name ist Hans.'],
    [
      'deu',
      'Ich liebe Rockmusik und meine Lieblingsfarbe ist blau',
      'Was ist deine Lieblingsfarbe?',
      'Meine Lieblingsfarbe ist blau.',
    ],
    ['fra', "Je m'appelle Jean. Et toi ?", 'Je suis Anne. Et toi ?', "Je m'appelle Jean."],
    ['spa', 'Mi nombre es Juan. ¿Cuál es tu nombre?', 'Soy Ana. ¿Y tú?', 'Mi nombre es Juan.'],
    ['cmn', '我叫小明。你叫什么名字？', '我是小红。你呢？', '我叫小明。'],
    ['por', 'Meu nome é João. E você?', 'Sou Ana. E você?', 'Meu nome é João.'],
  ])('quiet (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual([]);
  });

  it.each([
    // The question asks about something else: the statement was not taken up.
    ['eng', 'Blood is crimson', 'Do you have a favorite animal?', 'Blood is crimson'],
    ['eng', 'Tomorrow is my exam', 'hello, how are you doing today?', 'Tomorrow is my exam'],
    // A question back with a word of its own is not a bare "what about you?".
    // (Not opened by a first-person answer, which would have taken the statement up.)
    ['eng', 'My name is John.', 'Cassidy here. What about your dog?', 'My name is John.'],
    ['deu', 'Morgen ist meine Prüfung', 'Hast du ein Lieblingstier?', 'Morgen ist meine Prüfung'],
  ])('fires (%s): %s → %s → %s', (language, a, b, c) => {
    expect(typesIn(language, [user(a), assistant(b), user(c)])).toEqual(REPHRASE);
  });

  it('boundary: the question must close with a question mark, the reply must have understood, the turn must not ask', () => {
    // The word asked about sits in a sentence that does not ask.
    expect(typesIn('eng', again('my favorite color is blue', 'The color pink is nice too. Do you have pets?'))).toEqual(
      REPHRASE,
    );
    // Answered in the first person before it asked on: the statement was taken up.
    expect(typesIn('eng', again('my favorite color is blue', 'I like the color pink. Do you have pets?'))).toEqual([]);
    const said = 'my favorite color is blue and my car is red';
    expect(typesIn('eng', again(said, 'Nice. Your car?'))).toEqual([]);
    // A reply that did not understand asks for the statement again: said again, it restates.
    expect(typesIn('eng', again(said, "Sorry, I don't understand. Your car?"))).toEqual(REPHRASE);
    // A question mark at the end of the turn makes it a question asked again.
    expect(typesIn('eng', again('is my favorite color blue?', 'What is your favorite color?'))).toEqual(REPHRASE);
  });

  it('hostile: many questions, question marks alone, empty and huge replies do not throw', () => {
    const said = 'my favorite color is blue';
    expect(typesIn('eng', again(said, 'What? '.repeat(3000)))).toEqual(REPHRASE);
    expect(() => typesIn('eng', again(said, '???'))).not.toThrow();
    expect(() => typesIn('eng', again(said, ''))).not.toThrow();
    expect(typesIn('eng', again(said, 'Is it red? '.repeat(2000) + 'What is your favorite color?'))).toEqual([]);
  });
});
