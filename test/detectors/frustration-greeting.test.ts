import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, language detected as in real use (or given). */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hey'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: a bare query after a greeting queries nothing', () => {
  it.each([
    ['Hi, how are you doing today?', '?', 'eng'],
    ['Hello, how are you today?', '??', 'eng'],
    ['Hi', 'What?', 'eng'],
    ['Hi there!', '?', 'eng'],
    ['Hello, have you ever tried to roast a chicken before?', '?', 'eng'],
    ['Hallo, wie geht es dir?', 'Was?', 'deu'],
    ['Bonjour, comment vas-tu ?', '?', 'fra'],
    ['Salut, ça va ?', 'Quoi ?', 'fra'],
    ['Hola, ¿cómo estás?', '¿Qué?', 'spa'],
    ['Olá, tudo bem?', '?', 'por'],
    ['你好，你今天怎么样？', '什么？', 'cmn'],
    ['こんにちは、お元気ですか？', '何？', 'jpn'],
  ])('%s → %s (%s)', (reply, text, language) => {
    expect(last(reply, text, language)).toEqual([]);
  });

  it('without a lexicon (language undetermined) a bare query after a greeting stays confusion', () => {
    expect(last('Hi, how are you doing today?', '?', 'und')).toEqual(['confusion']);
  });
});

describe('frustration: a bare query after a greeting that is cut off, garbled or goes on', () => {
  it.each([
    // Cut off: no closing question mark, more than the greeting.
    ['hi, how are', 'wut?'],
    ['hello, do you', 'what?'],
    // A second sentence after the greeting.
    ['Hey Hows it going? its Gday, how are you doing?', 'what?'],
    ['Hello. Blorp zzt qx', '?'],
    // The greeting does not open the message.
    ['Well, hi, how are you?', '?'],
    ['I said hello, how are you?', '?'],
    // No greeting at all: a question is still queried.
    ['What else do you do for fun?', '?'],
    ['Hallo Welt foo', 'Was?', 'deu'],
    ['Hallo. Wie geht es dir?', 'Was?', 'deu'],
    ['Salut, je suis', 'Quoi ?', 'fra'],
    ['你好，我想要一个', '什么？', 'cmn'],
  ])('%s → %s', (reply, text, language = 'eng') => {
    expect(last(reply, text, language)).toEqual(['confusion']);
  });

  it('exact boundary: the greeting and one more token is still only a greeting, two more are not', () => {
    expect(last('Hi there', '?', 'eng')).toEqual([]);
    expect(last('Hi there friend', '?', 'eng')).toEqual(['confusion']);
    expect(last('Hi there friend?', '?', 'eng')).toEqual([]);
  });

  it('hostile input: huge, marks-only and control-character greetings', () => {
    expect(last(`Hello, ${'how '.repeat(20_000)}are you?`, '?', 'eng')).toEqual([]);
    expect(last(`Hello, ${'x. '.repeat(20_000)}`, '?', 'eng')).toEqual(['confusion']);
    expect(last('?!?!', '?', 'eng')).toEqual(['confusion']);
    expect(last('hi\u0000\u200b', '?', 'eng')).toEqual([]);
    expect(last('', '?', 'eng')).toEqual([]);
  });

  it('without a lexicon (language undetermined) a bare query after a greeting stays confusion', () => {
    expect(last('Hi, how are you doing today?', '?', 'und')).toEqual(['confusion']);
  });
});
