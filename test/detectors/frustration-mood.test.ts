import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

type Message = ReturnType<typeof user> | ReturnType<typeof assistant>;

/** Frustration indicators of the last message, language detected as in real use (or given). */
const lastOf = (messages: Message[], language?: string) =>
  analyzeFamily(messages, 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === messages.length - 1)
    .map((s) => s.type.split('.').pop());

/** Frustration indicators of a user turn answering the assistant's first message. */
const answer = (reply: string, text: string, language?: string) =>
  lastOf([user('hey'), assistant(reply), user(text)], language);

describe('frustration: a feeling that answers "how are you?" tells the user’s mood', () => {
  it.each([
    ['Hi, how are you?', 'I’m upset.', 'eng'],
    ['Hey! Hows it going? Tell me a little about yourself?', 'It’s going ok, i’m honestly a little frustrated', 'eng'],
    ['Hallo, wie geht es dir?', 'Ich bin frustriert.', 'deu'],
    ['Salut, ça va ?', 'Je suis déçue.', 'fra'],
    ['Bonjour, comment allez-vous ?', 'Je suis frustré, la journée était longue.', 'fra'],
    ['Hola, ¿cómo estás?', 'Estoy harto.', 'spa'],
    ['Oi, como vai?', 'Estou chateado.', 'por'],
    ['こんにちは、お元気ですか？', 'イライラする', 'jpn'],
    ['你好，你今天怎么样？', '我很失望', 'cmn'],
  ])('quiet: %s → %s (%s)', (reply, text, language) => {
    expect(answer(reply, text, language)).not.toContain('complaint');
  });

  it.each([
    ['Do you like music?', 'I’m upset.', 'eng'],
    ['Magst du Musik?', 'Ich bin frustriert.', 'deu'],
    ['Tu aimes la musique ?', 'Je suis déçue.', 'fra'],
    ['¿Te gusta la música?', 'Estoy harto.', 'spa'],
    ['Você gosta de música?', 'Estou chateado.', 'por'],
    ['音楽は好きですか？', 'イライラする', 'jpn'],
    ['你喜欢音乐吗？', '我很失望', 'cmn'],
  ])('the same feeling after another question still fires: %s → %s (%s)', (reply, text, language) => {
    expect(answer(reply, text, language)).toContain('complaint');
  });

  it('a mood told so goes on being told in later turns', () => {
    const messages = [
      user('Howdy!'),
      assistant('hi, how are you?'),
      user('I’m upset.'),
      assistant('why? do you feel that the nfl has turned a profit?'),
      user('I’m upset because the homeless stink.'),
    ];
    expect(lastOf(messages, 'eng')).not.toContain('complaint');
  });

  it.each([
    // the feeling names the assistant
    ['Hi, how are you?', 'I’m frustrated with you', 'eng'],
    ['Hallo, wie geht es dir?', 'Ich bin frustriert, du hörst mir nicht zu', 'deu'],
    // no question about the user's state: a feeling is a complaint as before
    ['Hi, how are you? How can I help you today?', 'I’m really upset.', 'eng'],
    ['Hallo, wie geht es Ihnen? Wie kann ich Ihnen helfen?', 'Ich bin frustriert.', 'deu'],
    ['Bonjour, comment allez-vous ? Comment puis-je vous aider ?', 'Je suis déçue.', 'fra'],
    ['Hola, ¿cómo está usted? ¿En qué puedo ayudarle?', 'Estoy harto.', 'spa'],
    ['Olá, como vai? Como posso ajudar?', 'Estou chateado.', 'por'],
    ['こんにちは、お元気ですか？どのようなご用件でしょうか？', 'イライラする', 'jpn'],
    ['你好吗？有什么可以帮您？', '我很失望', 'cmn'],
    ['Hi! How can I help you today?', 'I’m really upset about my delayed flight.', 'eng'],
    ['Do you like basketball?', 'I’m upset.', 'eng'],
    ['¿Te gusta el fútbol?', 'Estoy harto.', 'spa'],
  ])('fires: %s → %s (%s)', (reply, text, language) => {
    expect(answer(reply, text, language)).toContain('complaint');
  });

  it('the question asked again later in the conversation is the assistant losing the thread (boundary)', () => {
    const first = [user('hey'), assistant('hi, how are you?'), user('A bit frustrated, honestly.')];
    expect(lastOf(first, 'eng')).not.toContain('complaint');
    const second = [
      user('What else do you like to talk about?'),
      assistant('well, i also like'),
      user('don’t keep me in suspense!'),
      assistant('hi, how are you?'),
      user('A bit frustrated, honestly.'),
    ];
    expect(lastOf(second, 'eng')).toContain('complaint');
  });

  it('after the mood is told, other complaints and feelings aimed at the assistant still count', () => {
    const base = [user('hey'), assistant('Hi, how are you?'), user('I’m upset.'), assistant('Why?')];
    expect(lastOf([...base, user('You keep repeating yourself.')], 'eng')).toContain('complaint');
    expect(lastOf([...base, user('I’m frustrated with you now.')], 'eng')).toContain('complaint');
  });

  it('a feeling in a turn that is no feeling phrase does not tell a mood', () => {
    // "this is frustrating" judges a thing; it is no statement of the user's state
    expect(answer('Hi, how are you?', 'This is frustrating.')).toContain('complaint');
  });

  it('hostile input: long turns of questions and feelings are safe', () => {
    const reply = 'how are you? '.repeat(3000);
    expect(() => answer(reply, 'i’m upset '.repeat(3000), 'eng')).not.toThrow();
    expect(answer(reply, 'i’m upset '.repeat(3000), 'eng')).not.toContain('complaint');
    expect(answer('', 'I’m upset.', 'eng')).toContain('complaint');
  });
});
