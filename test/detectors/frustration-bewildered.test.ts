import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** The confusion signals of the last message of a conversation, as `reason`s. */
function reasons(messages: readonly unknown[], language = 'eng'): unknown[] {
  const lastIndex = messages.length - 1;
  return analyzeFamily(messages, 'interaction.frustration.confusion', { language })
    .signals.filter((s) => s.messageIndex === lastIndex)
    .map((s) => s.metadata?.reason);
}

/** The confusion reasons of `text` answering `reply`, after an opening turn of the user. */
const after = (reply: string, text: string, language = 'eng') =>
  reasons([user('hey there'), assistant(reply), user(text)], language);

describe('frustration: a hesitation alone after a remark off the point', () => {
  it.each([
    ['i love to read', 'Erm...', 'eng'],
    ['i love to read', 'Umm??', 'eng'],
    ['I am not sure. I just got off work.', 'uhh…', 'eng'],
    ['Ich lese gern.', 'äh…', 'deu'],
    ["J'aime lire.", 'euh ?', 'fra'],
    ['Me gusta leer.', 'emm...', 'spa'],
    ['Eu gosto de ler.', 'hã?', 'por'],
    ['本を読むのが好きです。', 'えっと…', 'jpn'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(after(reply, text, language)).toEqual(['hesitation']);
  });

  it.each([
    // after a question the user is thinking of an answer
    ["What's your favourite food?", 'Umm...'],
    ['Do you like dogs? I do.', 'uh...'],
    // closed by a period or nothing: no query
    ['i love to read', 'um'],
    ['i love to read', 'Erm.'],
    // it says more than a hesitation
    ['i love to read', 'Erm... ok'],
    ['i love to read', 'Umm, I like books too...'],
    // "hmm" muses
    ['i love to read', 'Hmm...'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(after(reply, text)).toEqual([]);
  });

  it('is quiet after a greeting alone, and after the user spoke last', () => {
    expect(reasons([assistant('Hi there!'), user('Erm...')])).toEqual([]);
    expect(reasons([assistant('i love to read'), user('I like dogs.'), user('Erm...')])).toEqual([]);
    expect(reasons([user('Erm...')])).toEqual([]);
  });
});

describe('frustration: a short query of a garbled message', () => {
  it.each([
    [', S.', 'what is this?', 'eng'],
    [', S.', 'what', 'eng'],
    ['O.,.', 'What is that', 'eng'],
    ['because because because because because', 'What because', 'eng'],
    ['sad sad sad sad sad sad', 'um', 'eng'],
    [', S.', 'was ist das?', 'deu'],
    [', S.', '¿qué es eso?', 'spa'],
    [', S.', 'o que é isso?', 'por'],
    // four tokens, each a stopword or a pointer
    [', S.', 'what is it that?', 'eng'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(after(reply, text, language)).toEqual(['garbled']);
  });

  it.each([
    // the chat goes on: nothing pointed at
    [', S.', 'How are you?'],
    [', S.', 'what is your name'],
    [', S.', 'what are you?'],
    [', S.', 'Tell me about Liu Bei'],
    // five tokens
    [', S.', 'what is it that is?'],
    // the assistant's message says something
    ['I like to hike.', 'what is this?'],
    ['Would you like a Chicharito?', 'what is that?'],
    ['2016', 'what is that?'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(after(reply, text)).toEqual([]);
  });

  it('leaves a bare query and a whole "what was that?" to their own rules', () => {
    expect(after(', S.', 'What?')).toEqual(['bare_query']);
    expect(after(', S.', 'what was that?')).toEqual([undefined]);
  });
});

describe('frustration: a doubt of what the assistant is, after a failure', () => {
  it.each([
    ['O.,.', 'Can you actually talk or are you just generating random characters?', 'eng'],
    ['.? i.', 'are you having a stroke?', 'eng'],
    [', S.', 'Bist du ein Roboter?', 'deu'],
    [', S.', 'tu es un robot ?', 'fra'],
    [', S.', '¿eres un robot?', 'spa'],
    [', S.', 'você é um robô?', 'por'],
    [', S.', '你是机器人吗？', 'cmn'],
    [', S.', 'ロボットなの？', 'jpn'],
  ])('fires after a garbled message: %s → %s', (reply, text, language) => {
    expect(after(reply, text, language)).toEqual(['doubt']);
  });

  it('fires after a turn that did not follow the assistant', () => {
    const messages = [
      assistant('new parts of city, funny you :)'),
      user('what does that mean?'),
      assistant('well she thinks ocd rules my life. i struggle relinquishing control'),
      user('you must be a bot'),
    ];
    expect(reasons(messages)).toEqual(['doubt']);
  });

  it('fires after a turn that showed frustration otherwise (a complaint)', () => {
    const messages = [
      assistant('i am from chicago.'),
      user('this is useless'),
      assistant('i am from chicago. i am from new york.'),
      user('Are you a robot ?'),
    ];
    expect(reasons(messages)).toEqual(['doubt']);
  });

  it.each([
    // curiosity, a game of guessing: nothing failed before it
    ['I like to hike. Do you?', 'are you a bot?'],
    ['I have three boys.', 'You are a robot, right?'],
  ])('quiet out of nowhere: %s → %s', (reply, text) => {
    expect(after(reply, text)).toEqual([]);
  });

  it('reads only the latest turn of the user for a failure', () => {
    const messages = [
      assistant('new parts of city, funny you :)'),
      user('what does that mean?'),
      assistant('I like cats.'),
      user('Me too, I have two.'),
      assistant('That is nice.'),
      user('are you a bot?'),
    ];
    expect(reasons(messages)).toEqual([]);
  });
});

describe('frustration: bewilderment on hostile input', () => {
  it('survives long, empty and odd turns', () => {
    const long = 'd '.repeat(50_000);
    expect(after(long, 'what is this?')).toEqual([]);
    expect(after(', S.', '')).toEqual([]);
    expect(after(', S.', '\u0000\u200b')).toEqual([]);
    expect(after('\u202e, S.', 'what is this?')).toEqual(['garbled']);
    expect(after(', S.', 'erm'.repeat(10_000))).toEqual([]);
    expect(after(', S.', 'are you a bot '.repeat(5_000))).toEqual(['doubt']);
  });
});
