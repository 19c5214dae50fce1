import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi there, how are you doing today'), assistant(reply), user(text)], 'interaction.frustration.', {
    language,
  })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

/** Frustration indicators of a chat's opening message. */
const opening = (text: string, language?: string) =>
  analyzeFamily([user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 0)
    .map((s) => s.type.split('.').pop());

describe('frustration: a sexual proposition is no frustration', () => {
  it.each([
    ['I love photography.', 'I want to fuck you', undefined],
    ['I like to work out.', "Let's fuck?", undefined],
    ['I like to work out.', 'wanna fuck', undefined],
    ['I want to be a doctor.', 'Would you like to be fucked up', undefined],
    ['I have a son.', 'do you fuck your neighbour?', undefined],
    ['What do you do?', 'Fucking you', undefined],
    ['Ich mag Sonne.', 'Ich will dich ficken', 'deu'],
    ['Ich mag Sonne.', 'Lass uns ficken', 'deu'],
    ["J'aime le soleil.", 'je veux te niquer', 'fra'],
    ['Me gusta el sol.', 'quiero joder contigo', 'spa'],
    ['我喜欢阳光。', '我想操你', 'cmn'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it.each([
    ['I love photography.', 'fuck you', undefined],
    ['I love photography.', 'go fuck yourself', undefined],
    ['I love photography.', 'I want you to fuck off', undefined],
    ['I love photography.', "you're fucked up", undefined],
    ['Ich mag Sonne.', 'fick dich', 'deu'],
    ['我喜欢阳光。', '操你妈', 'cmn'],
  ])('an insult still counts: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it('boundary: the proposition holds only the swear word it contains', () => {
    // "to fuck" holds "fuck", not "fuck off", which goes past it.
    expect(last('I love photography.', 'I want to fuck')).not.toContain('profanity');
    expect(last('I love photography.', 'I want you to fuck off')).toContain('profanity');
    // "fucking you" is the verb with its object only where it closes its clause.
    expect(last('I love photography.', 'I am fucking you')).not.toContain('profanity');
    expect(last('I love photography.', 'fucking you idiot')).toContain('profanity');
    // A mark between the words breaks the phrase: "to. Fuck you" is an insult.
    expect(last('I love photography.', 'I wanted to. Fuck you')).toContain('profanity');
  });

  it('hostile input: repeated propositions and a proposition alone', () => {
    expect(() => last('I love photography.', 'to fuck '.repeat(500))).not.toThrow();
    expect(last('I love photography.', 'to fuck '.repeat(50))).not.toContain('profanity');
    expect(last('I love photography.', 'be fucked')).not.toContain('profanity');
  });
});

describe('frustration: a simile or slang that holds a swear word judges a state of affairs', () => {
  it.each([
    ['Have you ever been stung?', 'Oh dude it stings like a bitch but it was cool', undefined],
    ['How was the hike?', 'My knees hurt like shit today', undefined],
    ['Do you like jay-z?', 'nah i dont fuck with that', undefined],
    ['Wie geht es dir?', 'Ich fühle mich heute wie Scheiße', 'deu'],
    ['¿Qué tal el día?', 'Tuve un día de mierda en el trabajo', 'spa'],
    ['Gostou do filme?', 'O filme é bom pra caralho', 'por'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it.each([
    ['I am a robot.', 'you sound like shit', undefined],
    ['Ich bin ein Roboter.', 'du redest wie Scheiße', 'deu'],
    ['Soy un robot.', 'tus respuestas de mierda', 'spa'],
  ])('counts where its clause speaks to the assistant: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it('in an opening message, the simile alone does not count', () => {
    expect(opening('Oh dude it stings like a bitch but it was cool')).not.toContain('profanity');
  });
});

describe('frustration: a swear word about the user’s own thing', () => {
  it('quiet: an owners word stands between the pointer and the swear word', () => {
    expect(
      last('What is your project about?', 'I have anxiety and that kind of stuff always makes my mental health crap.'),
    ).not.toContain('profanity');
    expect(last('Was machst du?', 'das macht meine Laune kacke', 'deu')).not.toContain('profanity');
  });

  it('fires: the pointer points at the answer, nothing of the user’s between', () => {
    expect(last('The moon is a cheese.', 'that is crap')).toContain('profanity');
    expect(last('The moon is a cheese.', 'this is my answer: that is crap')).toContain('profanity');
    expect(last('Der Mond ist ein Käse.', 'das ist kacke', 'deu')).toContain('profanity');
  });

  it('boundary: the owners word counts only between the two, not before the pointer', () => {
    expect(last('The moon is a cheese.', 'my god, that is crap')).toContain('profanity');
    expect(last('The moon is a cheese.', 'that makes my day crap')).not.toContain('profanity');
  });

  it('hostile input: many owners words and pointers', () => {
    expect(() => last('The moon is a cheese.', 'that my '.repeat(400) + 'crap')).not.toThrow();
    expect(last('The moon is a cheese.', 'that my '.repeat(40) + 'crap')).not.toContain('profanity');
  });
});

describe('frustration: a swear verb with a subject or an adverb is a proposition', () => {
  it.each([
    ['I love photography.', 'I fuck you', undefined],
    ['I can not wait to see you.', 'well, i cannot wait to be your husband and fuck you everytime', undefined],
    ['I love photography.', "i'll fuck you all night", undefined],
    ['Ich mag Sonne.', 'ich fick dich', 'deu'],
    ["J'aime le soleil.", 'je te nique', 'fra'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it('fires: the insult without a subject or adverb', () => {
    expect(last('I love photography.', 'fuck you')).toContain('profanity');
    expect(last('Ich mag Sonne.', 'fick dich', 'deu')).toContain('profanity');
  });

  it('boundary: the adverb and the subject must be whole words of the clause', () => {
    // "everyone" is not "every", "all" is not "all night": an insult to everyone.
    expect(last('I love photography.', 'fuck you everyone')).toContain('profanity');
    expect(last('I love photography.', 'fuck you all')).toContain('profanity');
    // A mark between the subject and the verb breaks the phrase.
    expect(last('I love photography.', 'I. Fuck you')).toContain('profanity');
  });

  it('hostile input: the phrase repeated', () => {
    expect(() => last('I love photography.', 'i fuck '.repeat(500))).not.toThrow();
    expect(last('I love photography.', 'i fuck '.repeat(50))).not.toContain('profanity');
  });
});

describe('frustration: a swear word of the modifier group with nothing to modify', () => {
  it('quiet: alone it is the verb, an answer, not an exclamation', () => {
    expect(last('What are your hobbies? I like to play games.', 'Fucking')).not.toContain('profanity');
    expect(last('I like to play games.', 'Fucking.')).not.toContain('profanity');
    expect(last('I like to play games.', 'freaking')).not.toContain('profanity');
  });

  it('fires: it modifies the next word, or stands beside an addressee', () => {
    expect(last('I like to play games.', 'Fucking idiot')).toContain('profanity');
    expect(last('I like to play games.', 'Fucking bot')).toContain('profanity');
  });

  it('boundary: a mark after it closes its clause', () => {
    expect(last('I like to play games.', 'Fucking. Idiot')).not.toContain('profanity');
    expect(last('I like to play games.', 'Fucking idiot.')).toContain('profanity');
  });

  it('hostile input: a long run of modifiers', () => {
    expect(() => last('I like to play games.', 'fucking '.repeat(1000))).not.toThrow();
  });
});

describe('frustration: after a question, a pointer right before the swear word points at the topic', () => {
  it.each([
    ['do you workout? I do. I like to watch gymnastics', "No, I don't like this shit", undefined],
    ['I like music. What about you?', "I party hard. I'm old, but strong enough for this shit.", undefined],
    ['Tu fais du sport ?', 'non je déteste ça merde', 'fra'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it.each([
    // A second-person word still aims it.
    ['What do you think?', 'get your shit together', undefined],
    ['Was meinst du?', 'dein Scheiß nervt', 'deu'],
    // Without a question the pointer points at the reply.
    ['I like to watch gymnastics.', "No, I don't like this shit", undefined],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it('boundary: only the pointer right before the swear word', () => {
    expect(last('Do you like politics?', 'this is bullshit')).toContain('profanity');
    expect(last('Do you like politics?', 'this bullshit')).not.toContain('profanity');
  });

  it('hostile input: many pointers', () => {
    expect(() => last('Do you like politics?', 'this shit. '.repeat(2000))).not.toThrow();
    expect(last('Do you like politics?', 'this shit. '.repeat(50))).not.toContain('profanity');
  });
});

describe('frustration: a swear word that opens a statement of the user’s own', () => {
  it.each([
    ['Hi', 'Hey you love a bit of red wine yeh fuck I just had a heart attack', undefined],
    ['Hallo', 'du magst Rotwein ja scheiße ich hatte einen Herzinfarkt', 'deu'],
    ['Salut', 'tu aimes le vin ouais merde je suis tombé', 'fra'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it('fires: an addressee after it, or right before it', () => {
    expect(last('Hi', 'you love red wine yeh fuck I hate you')).toContain('profanity');
    expect(last('Hi', "you bastard I'm leaving")).toContain('profanity');
  });

  it('boundary: a mark before the first-person word keeps the swear word in the clause of the address', () => {
    expect(last('Hi', 'you love red wine yeh fuck, I just had a heart attack')).toContain('profanity');
  });

  it('hostile input: a long run-on', () => {
    const text = 'you '.repeat(500) + 'fuck I ' + 'me '.repeat(500);
    expect(() => last('Hi', text)).not.toThrow();
    expect(last('Hi', text)).not.toContain('profanity');
  });
});
