import { describe, expect, it } from 'vitest';
import { laughs } from '../../src/text/tone';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of an opening message (a public message to a company, or a chat's first turn). */
const opening = (text: string, language?: string) =>
  analyzeFamily([user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 0)
    .map((s) => s.type.split('.').pop());

/** Frustration signals of the last turn after one exchange. */
const lastSignals = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi there, how are you doing today'), assistant(reply), user(text)], 'interaction.frustration.', {
    language,
  }).signals.filter((s) => s.messageIndex === 2);

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  lastSignals(reply, text, language).map((s) => s.type.split('.').pop());

describe('frustration: one word in capitals is not all caps', () => {
  it.each([
    // a stressed word in a complaint: fewer than 10 cased letters in capitals, so no shouting
    ['@Acme one voucher for ten people is NOT what your site promised', 'eng'],
    ['@Acme I have NEVER agreed to this protection plan', 'eng'],
    ['@Acme bitte, das Update funktioniert NICHT auf meinem Gerät', 'deu'],
    ["@Acme le colis n'est JAMAIS arrivé chez moi", 'fra'],
    // contrast and surprise in a chat
    ['No I mean, how do YOU use it?', 'eng'],
    ['I did NOT know that about robots.', 'eng'],
  ])('quiet: %s', (text, language) => {
    expect(analyzeFamily([user(text)], 'interaction.frustration.all_caps', { language }).signals).toEqual([]);
  });
});

describe('frustration: emoji of anger and weariness', () => {
  it.each([
    ['I like plants.', '😡😡😡'],
    ['I like plants.', '🙄🙄'],
    ['I am a violinist.', '👎🏻'],
  ])('an angry emoji fires as a reaction: %s → %s', (reply, text) => {
    expect(lastSignals(reply, text).map((s) => s.metadata)).toEqual([
      { reason: 'emoji', emoji: [...text][0] === '👎' ? '👎' : [...text][0] },
    ]);
  });

  it.each([
    ['@Acme it still will not load 😩', 'eng'],
    ['@Acme they are not letting me into my own account 🤦🏽‍♂️', 'eng'],
    ['@Acme das Update lädt nicht 😩', 'deu'],
    ["@Acme l'appli ne marche pas 😫", 'fra'],
  ])('a weary emoji fires with a problem in a message to a company: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // weary without a problem: a sigh at oneself
    ['I like plants.', 'tight clothes show off my belly 😒'],
    // crying and sad faces are sadness
    ['I like plants.', "I don't know how to drive 😭"],
    ['I like plants.', 'my dog is sick :('],
    // a message that laughs plays
    ['You are a potato.', '😡 lol'],
    ['You are a potato.', '🤬😂'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(last(reply, text)).toEqual([]);
  });

  it('crying in a message to a company is sadness, not a complaint', () => {
    expect(opening('@Acme my laptop will not turn on 😭')).toEqual([]);
  });

  it('hostile input: emoji alone, emoji runs and half a surrogate pair are safe', () => {
    expect(() => opening('\ud83d😡\ud83d'.repeat(500))).not.toThrow();
    expect(opening('👎', 'eng')).toContain('complaint');
    // with no lexicon for the conversation's language (none detected) nothing is read
    expect(opening('👎')).toEqual([]);
  });
});

describe('frustration: groans', () => {
  it.each([
    ['Ughhh my laptop won’t shut off. Help @Acme', 'eng'],
    ['@Acme I am really tired of the app resetting, ugh!', 'eng'],
    ["pff, l'appli ne marche pas", 'fra'],
    ['menno, das Update geht nicht', 'deu'],
  ])('a groan with a problem or to a company fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it('a bare groan reacting to the assistant fires', () => {
    expect(last('Beep boop, beep boop.', 'Smh')).toEqual(['complaint']);
    expect(last('The NBA earns 4 billion.', 'ugh no')).toEqual(['complaint']);
    expect(last('Okay, have a nice day. Bye.', 'Ugh')).toEqual(['complaint']);
  });

  it.each([
    // a groan at a topic, in a longer turn, with no problem
    ['Mondays are hard.', 'Ugh. Mondays are the worst days of the whole week for me'],
    // hesitation, one letter from a groan
    ['Which one do you want?', 'uhhhh the bike'],
    ['What do you think?', 'uhhhhh'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(last(reply, text)).toEqual([]);
  });

  it('a groan in a first chat turn with no problem is quiet', () => {
    expect(opening('ugh')).toEqual([]);
  });

  it('a groan is no cue for marks: "Ugh, Mondays!!!" is not insistence', () => {
    expect(last('It is Monday again.', 'Ugh, Mondays are long!!!')).not.toContain('excessive_punctuation');
  });
});

describe('frustration: service complaint forms', () => {
  it.each([
    ['@Acme I still haven’t heard and the live chat is a dead end. Can someone call me?', 'eng'],
    ['@Acme it is frustrating me, I cannot change my password', 'eng'],
    ['@Acme I cancelled the trial and I still got charged for it', 'eng'],
    ['@Acme I reported it numerous times... reported multiple times, nothing', 'eng'],
    ['Awaiting response @Acme', 'eng'],
    ['@Acme please fix your app, it freezes constantly', 'eng'],
    ['@Acme 21.1 is the buggiest release I have used', 'eng'],
    ["@Acme j'ai appelé plusieurs fois, toujours rien", 'fra'],
    ['@Acme ich habe schon mehrmals angerufen', 'deu'],
    ['@Acme he llamado varias veces y nadie contesta', 'spa'],
    ['@Acme já liguei várias vezes e ninguém atende', 'por'],
    ['@Acme 何度も電話したのにつながらない', 'jpn'],
    ['@Acme 客服太差了', 'cmn'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // a plain report of the user's own progress is no complaint
    ['I restarted it as you said and it is still not working'],
    // a story, not a service
    ['He tests the barrier, but the monkey still cannot pass through.'],
    ["I'm still waiting to see my favourite band live"],
  ])('quiet: %s', (text) => {
    expect(last('Please restart the router.', text)).not.toContain('complaint');
  });
});

describe('frustration: capitals, marks and swearing that play', () => {
  it('capitals after capitals that played are this user’s play, not shouting', () => {
    const messages = [
      user('hi there'),
      assistant('Do you like football?'),
      user('AAAAAAAAAAAAAAAH!!!!!'),
      assistant('I know, right?'),
      user('MY FLESH IS MELTING, FLEE!!!!'),
    ];
    const types = analyzeFamily(messages, 'interaction.frustration.').signals.map((s) => s.type);
    expect(types).toEqual([]);
  });

  it('capitals that quote laughter at the assistant still shout', () => {
    const messages = [user('what is funny'), assistant('Nothing, there was nothing funny.'), user('YOU SAID HAHA')];
    expect(analyzeFamily(messages, 'interaction.frustration.all_caps').signals).toHaveLength(1);
  });

  it('shouting with a cue phrase still counts after play', () => {
    const messages = [
      user('hi there'),
      assistant('Do you like football?'),
      user('AAAAAAAAAAAAAAAH!!!!!'),
      assistant('I know, right?'),
      user('YOU ARE NOT LISTENING TO ME'),
    ];
    const types = analyzeFamily(messages, 'interaction.frustration.').signals.map((s) => s.type);
    expect(types).toContain('interaction.frustration.all_caps');
  });

  it('a short reaction echoing the assistant is surprise; a bare one is not', () => {
    expect(last('the kids really like it', 'The kids???')).toEqual([]);
    expect(last('86% of Nevada is owned by the government.', '86%?!?')).toEqual([]);
    expect(last('the kids really like it', 'What???')).toEqual(['excessive_punctuation']);
    expect(last('the kids really like it', 'Why????')).toEqual(['excessive_punctuation']);
  });

  it('a message that laughs plays: its marks and its swear words are not anger', () => {
    expect(last('I just watched all of Netflix.', 'hahaha what???')).toEqual([]);
    expect(last('I do not know what that means.', 'Do you know the meaning of fuck?😂')).toEqual([]);
    expect(last('I do not know what that means.', 'wtf lol')).toEqual([]);
    expect(last('I do not know what that means.', 'wtf')).toEqual(['profanity']);
  });

  it('laughter marks in several languages', () => {
    for (const text of ['lol', 'hahaha', 'jajaja', 'kkkkk', 'mdr', '哈哈', 'LMAO', 'xD'])
      expect(laughs(text)).toBe(true);
    for (const text of ['hello', 'Kafka', 'the lollipop', 'harsh', 'lmaof']) expect(laughs(text)).toBe(false);
  });
});

describe('frustration: exclamations of amazement', () => {
  it.each([
    ['They have held 2263 concerts.', 'damn!'],
    ['They are worth about 2 billion dollars.', 'damn'],
    ['She said I am too short.', 'Well damn, your mom is a savage. Ask your best friend then.'],
    ['I saw a whale today.', 'Holy crap, a whale'],
  ])('alone, amazement is no anger: %s → %s', (reply, text) => {
    expect(last(reply, text)).toEqual([]);
  });

  it.each([
    ['I asked about bands.', "Damn, you don't have to be rude."],
    ['Do you want to be friends?', 'Holy crap, NEVER!'],
    ['is ok na?', 'damn you slow'],
  ])('beside a negator or aimed, it vents: %s → %s', (reply, text) => {
    expect(last(reply, text)).toContain('profanity');
  });

  it('a mid-clause "damn" modifies a third party\'s noun: a "you" elsewhere in its clause does not aim it', () => {
    const reply = 'Ha ha, no, I went to the lake with my kids.';
    expect(last(reply, 'Did you drown those damn kids in the lake like we talked about?')).toEqual([]);
    expect(last(reply, 'Do you still hear the damn dogs at night?')).toEqual([]);
    // Next to a second-person word, or after an intensifier, it is aimed.
    expect(last(reply, 'you damn liar')).toEqual(['profanity']);
    expect(last(reply, 'your damn answers are useless')).toContain('profanity');
    expect(last(reply, 'Why are you so damn obsessed with presidents?')).toEqual(['profanity']);
    // Boundary: opening or closing its clause it is no modifier.
    expect(last(reply, 'damn you slow')).toEqual(['profanity']);
    expect(last(reply, "Damn, you don't have to be rude.")).toContain('profanity');
    // A modifier word of another language keeps its own rule.
    expect(last(reply, 'Hast du die verdammten Kinder gesehen?', 'deu')).toEqual([]);
    expect(last(reply, 'Du verdammter Idiot', 'deu')).toEqual(['profanity']);
  });

  it('hostile input: a long run of mid-clause "damn" beside "you"', () => {
    expect(last('I like cats.', `did you see ${'those damn kids '.repeat(5000)}`)).toEqual([]);
  });

  it('an exclamation of anger still counts alone', () => {
    expect(last('I was talking about another Lindsay Lohan.', 'omfg')).toEqual(['profanity']);
    expect(last('I was talking about another Lindsay Lohan.', 'damn it')).toEqual(['profanity']);
  });
});

describe('frustration: queries with nothing to query', () => {
  const types = (messages: Parameters<typeof analyzeFamily>[0]) =>
    analyzeFamily(messages, 'interaction.frustration.confusion').signals.map((s) => s.messageIndex);

  it('a bare "?" after the user’s own turn nudges it; after the assistant it queries', () => {
    expect(
      types([user('I like papaya'), assistant('I love to cook.'), user('do you cook papayas'), user('?')]),
    ).toEqual([]);
    expect(types([user('I like papaya'), assistant('x x lt'), user('?')])).toEqual([2]);
    expect(types([user('I like papaya'), assistant('x x lt'), user('¿Qué?')])).toEqual([2]);
  });

  it('a one-word query before the assistant spoke has nothing to query; a statement of confusion counts', () => {
    expect(types([user('Pardon me, do you have any mustard?')])).toEqual([]);
    expect(types([user("@Acme I'm confused. My booking shows two dates.")])).toEqual([0]);
    expect(types([user('hi'), assistant('The moon is a cheese.'), user('Pardon?')])).toEqual([2]);
  });
});

describe('frustration: idioms that hold a swear word', () => {
  it('"freaking out" swears at nothing; "freaking" alone still counts where it vents', () => {
    expect(opening("My phone is freaking out and won't open any apps", 'eng')).not.toContain('profanity');
    expect(last('Please restart it.', 'this freaking thing is broken again')).toContain('profanity');
  });
});

describe('frustration: a swear word that modifies the next word', () => {
  it.each([
    ['I like to play the piano.', 'Do you like playing fucking basketball?', undefined],
    ['I have no idea.', 'Do you think they are turning the freaking frogs gay?', undefined],
    ['Ich mag Sonne.', 'Magst du Regen und verdammte Kälte?', 'deu'],
    ['Me gusta el tenis.', '¿Tú juegas al pinche fútbol?', 'spa'],
  ])('speaks of the thing it modifies, not of the assistant: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it.each([
    ['I like to play the piano.', 'you fucking idiot', undefined],
    ['I like to play the piano.', 'why do I get your fucking answers', undefined],
    ['I like to play the piano.', 'this fucking bot never listens', undefined],
    ['I like to play the piano.', 'why are you so fucking slow', undefined],
    ['I like to play the piano.', 'are you fucking', undefined],
    ['Ich mag Sonne.', 'Du verdammter Idiot', 'deu'],
  ])('aimed from next to it, after an intensifier or modifying nothing: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it('the addressee counts exactly one word away, not two', () => {
    expect(last('I like to play the piano.', 'do you fucking play basketball')).toContain('profanity');
    expect(last('I like to play the piano.', 'do you play fucking basketball')).not.toContain('profanity');
  });

  it('hostile input: a modifier alone, repeated, closing its clause or before a mark', () => {
    // Alone it modifies nothing: the verb, no exclamation (see frustration-profanity-target).
    expect(last('I like to play the piano.', 'fucking')).toEqual([]);
    expect(() => last('I like to play the piano.', 'fucking '.repeat(500))).not.toThrow();
    expect(last('I like to play the piano.', `you ${'really '.repeat(3)}fucking`)).toContain('profanity');
    expect(last('I like to play the piano.', 'do you play basketball fucking. ok')).toContain('profanity');
  });
});
