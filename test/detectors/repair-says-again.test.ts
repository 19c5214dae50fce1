import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, misalignmentIn, user } from '../helpers';
import { REMEMBERED_QUESTIONS, sameQuestion, SAID_AGAIN_REACH } from '../../src/detectors/dialogue-says-again';
import { AGAIN_MAX_TOKENS } from '../../src/detectors/asks-again';

const typesIn = misalignmentIn;
const REPHRASE = (index: number) => [`${index}:interaction.misalignment.rephrase`];

/** The assistant asks, the user answers, the assistant asks the same again, the user answers again. */
const askedAgain = (question: string, answer: string, again = question, next = answer) => [
  assistant(question),
  user(answer),
  assistant(again),
  user(next),
];

describe('rephrase: an answer said again when the assistant asks its question again', () => {
  it.each([
    ['eng', 'Who is your favorite author?', 'None in particular.', 'who is your favorite author ?'],
    ['eng', 'What is love?', 'Love is a commitment to act for someone else.', 'what is love?'],
    ['eng', 'Are you male or female?', 'I am a male', 'Oh ok. are you male or female?'],
    ['eng', 'how are you?', 'pretty tired', 'i am great! how are you?'],
    ['deu', 'Was machst du beruflich?', 'Ich bin Lehrerin.', 'Gut. Was machst du beruflich?'],
    ['fra', 'Tu fais quoi dans la vie ?', 'Je suis étudiant.', 'Super. Tu fais quoi dans la vie ?'],
    ['spa', '¿A qué te dedicas?', 'Soy médico.', '¿A qué te dedicas?'],
    ['cmn', '你是做什么工作的？', '我是学生。', '你是做什么工作的？'],
  ])('fires (%s): %s → %s → %s → again', (language, question, answer, again) => {
    expect(typesIn(language, askedAgain(question, answer, again))).toEqual(REPHRASE(3));
  });

  it('fires when the answer drops the question the user put back ("pretty tired. and you?" → … → "pretty tired")', () => {
    expect(
      typesIn('eng', askedAgain('how are you?', 'pretty tired. and you?', 'i am great! how are you?', 'pretty tired')),
    ).toEqual(REPHRASE(3));
  });

  it('fires when the assistant asks for what it was just told (its question holds every content word of it)', () => {
    const told = (said: string, question: string) => [
      user('hi'),
      assistant('Hello!'),
      user(said),
      assistant(question),
      user(said),
    ];
    expect(typesIn('eng', told('I am a male', 'You male or female?'))).toEqual(REPHRASE(4));
    expect(typesIn('deu', told('Ich bin Lehrerin', 'Bist du Lehrerin oder Ärztin?'))).toEqual(REPHRASE(4));
    // One content word of it missing from the question: a new question.
    expect(typesIn('eng', told('I am a tall male', 'You male or female?'))).toEqual([]);
    // Only the previous turn: two turns back, the question must be one asked before.
    const twoBack = [
      user('hi'),
      assistant('Hello!'),
      user('I am a male'),
      assistant('Nice.'),
      user('ok'),
      assistant('You male or female?'),
      user('I am a male'),
    ];
    expect(typesIn('eng', twoBack)).toEqual([]);
  });

  it('fires for the answer of two turns back after another try in between', () => {
    const messages = [
      assistant('What do you do for a living?'),
      user('I am a student'),
      assistant('What are you studying?'),
      user('Science'),
      assistant('What do you do for a living?'),
      user('I am a student'),
    ];
    expect(typesIn('eng', messages)).toEqual(REPHRASE(5));
  });

  it.each([
    // The assistant asks something new: the same words answer a new question.
    ['eng', 'Do you like to travel?', 'Not really', 'Do you like sports?', 'Not really'],
    ['eng', 'Did you know cats sleep a lot?', 'I did not know that', 'Did you know dogs dream?', 'I did not know that'],
    // Only stopwords, confirmations, negators or intensifiers: "yes" again answers again.
    ['eng', 'Are you there?', 'yes yes', 'Are you there?', 'yes yes'],
    ['eng', 'Do you like it?', 'not really', 'Do you like it?', 'not really'],
    // Thanks, a greeting or a request to go on said again.
    ['eng', 'Anything else?', 'thank you so much', 'Anything else?', 'thank you so much'],
    ['eng', 'Shall I go on?', 'please continue', 'Shall I go on?', 'please continue'],
    // The user asks: a question said again is not an answer given again.
    ['eng', 'What do you do?', 'What do you do?', 'What do you do?', 'What do you do?'],
    // The answer changed.
    ['eng', 'What do you do for a living?', 'I am a nurse', 'What do you do for a living?', 'I am a doctor'],
    ['deu', 'Magst du Sport?', 'Nicht wirklich', 'Magst du Musik?', 'Nicht wirklich'],
  ])('quiet (%s): %s → %s → %s → %s', (language, question, answer, again, next) => {
    expect(typesIn(language, askedAgain(question, answer, again, next))).toEqual([]);
  });

  it('quiet: the latest reply asks nothing, or one word is what a new question asks about', () => {
    expect(typesIn('eng', askedAgain('What do you do?', 'I am a student', 'Nice.'))).toEqual([]);
    const told = (said: string, question: string) => [
      user('hi'),
      assistant('Hello!'),
      user(said),
      assistant(question),
      user(said),
    ];
    expect(typesIn('eng', told('sorry', 'Why are you sorry?'))).toEqual([]);
    expect(typesIn('eng', told('Bach', 'who was Bach?'))).toEqual([]);
  });

  it(`boundary: the answer of ${SAID_AGAIN_REACH} user turns back counts, not of ${SAID_AGAIN_REACH + 1}`, () => {
    const run = (between: number) => {
      const messages: unknown[] = [assistant('What do you do for a living?'), user('I am a student')];
      for (let i = 0; i < between; i++) messages.push(assistant(`Question number ${i}?`), user(`answer number ${i}`));
      messages.push(assistant('What do you do for a living?'), user('I am a student'));
      return typesIn('eng', messages);
    };
    expect(run(SAID_AGAIN_REACH - 1)).toEqual(REPHRASE(2 * SAID_AGAIN_REACH + 1));
    expect(run(SAID_AGAIN_REACH)).toEqual([]);
  });

  it('boundary: one word said again counts for a question asked again, two words for one that only holds them', () => {
    expect(typesIn('eng', askedAgain('Where are you from?', 'India'))).toEqual(REPHRASE(3));
    const told = (said: string, question: string) => [
      user('hi'),
      assistant('Hello!'),
      user(said),
      assistant(question),
      user(said),
    ];
    expect(typesIn('eng', told('a male', 'You male or female?'))).toEqual(REPHRASE(4));
    expect(typesIn('eng', told('male', 'You male or female?'))).toEqual([]);
  });

  it(`sameQuestion: the last question, letters only; ${REMEMBERED_QUESTIONS} earlier questions are remembered`, () => {
    expect(sameQuestion('Oh ok. Are you male or female?', ['You said hi. are you MALE or female ?'])).toBe(true);
    expect(sameQuestion('do you workout?', ['I love it. do you work out?'])).toBe(true);
    expect(sameQuestion('Are you male?', ['Are you female?'])).toBe(false);
    expect(sameQuestion('?', ['?'])).toBe(false);
    expect(sameQuestion('no question here', ['no question here'])).toBe(false);
    const messages: unknown[] = [assistant('What do you do for a living?'), user('I am a student')];
    for (let i = 0; i < REMEMBERED_QUESTIONS; i++) messages.push(assistant(`Question number ${i}?`));
    messages.push(user('ok'), assistant('What do you do for a living?'), user('I am a student'));
    expect(typesIn('eng', messages)).toEqual([]);
  });

  it('hostile: never the first user turn; empty, symbol-only, huge or odd-cased turns', () => {
    expect(typesIn('eng', [user('I am a student'), assistant('What do you do?'), user('I AM A STUDENT!!!')])).toEqual(
      [],
    );
    expect(typesIn('eng', askedAgain('What do you do?', '?? !!'))).toEqual([]);
    expect(typesIn('eng', askedAgain('What do you do?', '18 18'))).toEqual([]);
    expect(typesIn('eng', askedAgain('What do you do?', ''))).toEqual([]);
    const huge = 'student '.repeat(5000);
    expect(typesIn('eng', askedAgain('What do you do?', huge))).toEqual(REPHRASE(3));
    expect(
      typesIn('eng', askedAgain('What do you do?', 'I am a student', 'WHAT   do you do ?', 'i AM a STUDENT.')),
    ).toEqual(REPHRASE(3));
  });
});

describe('rephrase: a short question asked again word for word after a reply that did not answer it', () => {
  /** The user asks, the assistant replies, the user asks the same again. */
  const askedTwice = (question: string, reply: string, again = question) => [
    user('hi'),
    assistant('Hello!'),
    user(question),
    assistant(reply),
    user(again),
  ];

  it.each([
    ['eng', 'What movies?', 'I like movies.'],
    ['eng', 'what kind?', 'I like to draw and listen to music'],
    ['deu', 'Welche Filme?', 'Ich mag Filme.'],
    ['fra', 'Quels films ?', "J'aime les films."],
    ['spa', '¿Qué películas?', 'Me gustan las películas.'],
    ['cmn', '什么电影？', '我喜欢电影。'],
  ])('fires (%s): %s → %s → again', (language, question, reply) => {
    expect(typesIn(language, askedTwice(question, reply))).toEqual(REPHRASE(4));
  });

  it('fires in any case or punctuation, with the metadata of a turn said again', () => {
    expect(typesIn('eng', askedTwice('what movies', 'I like movies.', 'WHAT MOVIES?'))).toEqual(REPHRASE(4));
    const [signal] = analyzeFamily(askedTwice('What movies?', 'I like movies.'), 'interaction.misalignment.', {
      language: 'eng',
    }).signals;
    expect(signal?.metadata).toMatchObject({ similarTo: 2, saidAgain: true });
  });

  it.each([
    // The reply answered: a yes or a no first, or a short answer about itself to a question put to it.
    ['are you racist?', 'No. I just like facts.'],
    ['What is your gender?', 'I am female.'],
    ['What is your name?', 'My name is Mary.'],
    // No word that carries content, or not a question.
    ['what?', 'I like movies.'],
    ['movies please', 'I like movies.'],
    // Another question.
    ['What movies?', 'I like movies.', 'What books?'],
  ])('quiet: %s → %s → again', (question, reply, again = question) => {
    expect(typesIn('eng', askedTwice(question, reply, again))).toEqual([]);
  });

  it('boundary: 2 tokens are read here, 3 tokens with 2 content words by the similar rephrase', () => {
    const metadataOf = (question: string) =>
      analyzeFamily(askedTwice(question, 'I like new movies.'), 'interaction.misalignment.', { language: 'eng' })
        .signals[0]?.metadata;
    expect(metadataOf('which movies?')).toMatchObject({ saidAgain: true });
    expect(metadataOf('which new movies?')).toHaveProperty('overlap');
    expect(metadataOf('which new movies?')).not.toHaveProperty('saidAgain');
  });

  it('boundary: a run of the same question counts once, the first time it is asked again', () => {
    const messages = [
      ...askedTwice('What movies?', 'I like movies.'),
      assistant('Movies are fun.'),
      user('What movies?'),
    ];
    expect(typesIn('eng', messages)).toEqual(REPHRASE(4));
  });

  it('hostile: no reply between the two; symbols only; a huge question', () => {
    expect(typesIn('eng', [user('hi'), assistant('Hello!'), user('What movies?'), user('What movies?')])).toEqual([]);
    expect(typesIn('eng', askedTwice('?? ??', 'I like movies.'))).toEqual([]);
    const huge = 'movies'.repeat(20000) + '?';
    expect(typesIn('eng', askedTwice(huge, 'I like movies.'))).toEqual(REPHRASE(4));
  });
});

describe('rephrase: an answer given again in other words when the assistant asks its question again', () => {
  it.each([
    ['eng', 'How old are you?', '26 and you', 'I am 25. How old are you?', 'I am 26'],
    ['eng', 'how are you?', 'bad', 'how are you?', 'I am doing bad'],
    ['eng', 'What is your favorite color?', 'Red', 'I love red. What is your favorite color?', 'Red color'],
    ['deu', 'Wie alt bist du?', '26', 'Ich bin 25. Wie alt bist du?', 'Ich bin 26'],
    [
      'fra',
      'Quelle est ta couleur préférée ?',
      'Rouge',
      "J'aime le rouge. Quelle est ta couleur préférée ?",
      'Le rouge, vraiment',
    ],
    ['spa', '¿Cuál es tu color favorito?', 'Rojo', 'Me gusta el rojo. ¿Cuál es tu color favorito?', 'El rojo, siempre'],
  ])('fires (%s): %s → %s → %s → %s', (language, question, answer, again, next) => {
    expect(typesIn(language, askedAgain(question, answer, again, next))).toEqual(REPHRASE(3));
  });

  it.each([
    // A new answer: a word of the first one is missing.
    ['How old are you?', '26', 'How old are you?', 'I am 27'],
    ['What is your favorite color?', 'Red', 'What is your favorite color?', 'Blue, I guess'],
    // Another question.
    ['How old are you?', '26', 'Where do you live?', 'I am 26 and live in Ohio'],
    // A bare question back asked again asks about what the assistant just said.
    [
      'I know a lot. What about you?',
      'I know some things',
      'I know everything. What about you?',
      'I know some things too',
    ],
    // The turn asks.
    ['How old are you?', '26', 'How old are you?', 'why do you care about 26?'],
  ])('quiet: %s → %s → %s → %s', (question, answer, again, next) => {
    expect(typesIn('eng', askedAgain(question, answer, again, next))).toEqual([]);
  });

  it('boundary: only the answer to the very question asked again, by the previous user turn', () => {
    // The previous user turn answered a statement, not the question asked again.
    const messages = [
      assistant('How old are you?'),
      user('26'),
      assistant('Nice age.'),
      user('thanks'),
      assistant('How old are you?'),
      user('I am 26'),
    ];
    expect(typesIn('eng', messages)).toEqual([]);
    // An answer without content words (only stopwords or negators) has nothing to give again.
    expect(typesIn('eng', askedAgain('Do you like it?', 'no', 'Do you like it?', 'no I do not like it'))).toEqual([]);
  });

  it('hostile: a huge answer, symbols, and odd case', () => {
    const huge = 'red '.repeat(5000);
    expect(
      typesIn('eng', askedAgain('What is your favorite color?', 'red', 'What is your favorite color?', huge)),
    ).toEqual(REPHRASE(3));
    expect(
      typesIn('eng', askedAgain('What is your favorite color?', '!!', 'What is your favorite color?', '!! ??')),
    ).toEqual([]);
    expect(
      typesIn('eng', askedAgain('What is your favorite color?', 'Red', 'WHAT IS YOUR FAVORITE COLOR ?', 'RED COLOR')),
    ).toEqual(REPHRASE(3));
  });
});

describe('rephrase: a question asked again in other words after another try in between', () => {
  /** The user asks, the assistant replies, the user tries again, the assistant replies, the user asks again. */
  const tries = (question: string, reply: string, between: string, reply2: string, again: string) => [
    user('hi'),
    assistant('Hello!'),
    user(question),
    assistant(reply),
    user(between),
    assistant(reply2),
    user(again),
  ];

  it.each([
    [
      'eng',
      'why are snakes exciting?',
      'i am a fan of them, they are so fun.',
      'tell me why snakes are fun.',
      'i am a fan of them, they are so exciting.',
      'what about snakes excites you?',
    ],
    [
      'eng',
      'What is your favorite wine?',
      'I like to eat ice cream.',
      'What flavor do you like?',
      'I have no favorite.',
      'Your favorite wine?',
    ],
    [
      'deu',
      'Warum sind Schlangen spannend?',
      'Ich mag sie sehr.',
      'Sag mir, warum?',
      'Ich bin ein Fan.',
      'Warum ist die Schlange spannend?',
    ],
    [
      'fra',
      'Pourquoi les serpents sont-ils fascinants ?',
      "J'aime bien les chats.",
      'Dis-moi pourquoi ?',
      'Je suis fan.',
      'Pourquoi le serpent est-il fascinant ?',
    ],
  ])('fires (%s): %s → … → %s', (language, question, reply, between, reply2, again) => {
    const types = typesIn(language, tries(question, reply, between, reply2, again));
    expect(types.filter((t) => t.startsWith('6:'))).toEqual(REPHRASE(6));
  });

  it.each([
    // The first answer took the question up (half of its content words).
    ['why are snakes exciting?', 'Snakes are exciting because they move fast.', 'and lizards?', 'Lizards too.'],
    // The latest reply answers with a yes or a no.
    ['why are snakes exciting?', 'I like them.', 'do you like snakes?', 'Yes, a lot.'],
    // The try in between states something: the user did not keep asking.
    ['why are snakes exciting?', 'I like them.', 'I like snakes too.', 'Nice.'],
  ])('quiet: %s → %s → %s → %s → asked again', (question, reply, between, reply2) => {
    const again = 'what about snakes excites you?';
    const messages = tries(question, reply, between, reply2, again);
    expect(typesIn('eng', messages).filter((t) => t.startsWith('6:'))).toEqual([]);
  });

  it('quiet: another question sharing one word, or a new number', () => {
    expect(
      typesIn(
        'eng',
        tries('why are snakes exciting?', 'I like them.', 'tell me more?', 'I see.', 'why are snakes green?'),
      ),
    ).toEqual([]);
    expect(
      typesIn(
        'eng',
        tries('how many snakes exist?', 'I like them.', 'tell me more?', 'I see.', 'how many snakes exist in 2020?'),
      ),
    ).toEqual([]);
  });

  it('boundary: each question needs 3 tokens and 2 content words; the stems must match both ways', () => {
    expect(
      typesIn('eng', tries('are snakes exciting?', 'I like them.', 'tell me why?', 'I see.', 'snakes excite you?')),
    ).toEqual(REPHRASE(6));
    expect(
      typesIn('eng', tries('snakes exciting?', 'I like them.', 'tell me why?', 'I see.', 'snakes excite?')),
    ).toEqual([]);
    expect(
      typesIn(
        'eng',
        tries('why are snakes exciting?', 'I like them.', 'tell me why?', 'I see.', 'why are wild snakes exciting?'),
      ),
    ).toEqual([]);
  });

  it('boundary: each question holds at most AGAIN_MAX_TOKENS tokens', () => {
    const asked = (n: number) => `what about snakes excites you${' snakes'.repeat(n - 5)}?`;
    const run = (n: number) =>
      typesIn('eng', tries('why are snakes exciting?', 'I like them.', 'tell me why?', 'I see.', asked(n)));
    expect(run(AGAIN_MAX_TOKENS)).toEqual(REPHRASE(6));
    expect(run(AGAIN_MAX_TOKENS + 1)).toEqual([]);
  });

  it('hostile: huge questions are not compared, and cost little', () => {
    const huge = 'snakes exciting '.repeat(3000) + '?';
    const started = performance.now();
    expect(typesIn('eng', tries(huge, 'I like them.', 'tell me why?', 'I see.', huge))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
