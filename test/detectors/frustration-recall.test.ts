import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, language detected as in real use (or given). */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: a bare query is confusion', () => {
  it.each(['?', '??', 'What?', 'what ?', 'huh?', 'Quoi ?', '¿Qué?', '什么？', '何？'])('"%s" after a reply', (text) => {
    expect(last(', S.', text)).toEqual(['confusion']);
  });

  it('not before the assistant said anything, nor with more words, nor as a run of marks', () => {
    expect(
      analyzeFamily([user('?')], 'interaction.frustration.', { language: undefined }).signals.map((s) => s.type),
    ).toEqual([]);
    expect(last('I went to Paris last year.', 'What? You went to Paris too?')).toEqual([]);
    expect(last('It opens at nine.', 'What time does it close?')).toEqual([]);
    expect(last('I like to go hiking.', '???')).toEqual(['excessive_punctuation']);
  });
});

describe('frustration: phrases about the assistant or the service', () => {
  it.each([
    ['Want what o. O', 'i hate u', 'complaint'],
    ['I love Florida.', 'Not impressed.', 'complaint'],
    ['He used the dunk shot a lot.', 'ok that is it. Stop talking.', 'complaint'],
    ['Try reinstalling the app.', 'I did, many times, and it is getting annoying!', 'complaint'],
    ['Policy does not allow a refund.', "That's not fair, I booked insurance.", 'complaint'],
    ['i do nt think so , its a great strategy', "i don't understand what you're saying", 'confusion'],
    ['That is a perfectly cromulent statement.', 'It didn’t make sense.', 'confusion'],
    ['Das geht leider nicht.', 'Das ist nicht fair!', 'complaint'],
    ['Ce n’est pas possible.', 'Je te déteste.', 'complaint'],
    ['No es posible.', 'No es justo, pagué el seguro.', 'complaint'],
    ['无法退款。', '这不公平。', 'complaint'],
  ])('%s → %s: %s', (reply, text, kind) => {
    expect(last(reply, text)).toEqual([kind]);
  });

  it('asking to change the topic is not a complaint', () => {
    expect(last('Africa has 54 countries.', "Let's stop talking about Africa.")).toEqual([]);
  });
});

describe('frustration: telling the assistant to be quiet is a complaint, not profanity (it holds no swear word)', () => {
  it.each([
    ['Try again later.', 'shut up', 'eng'],
    ['Did you know Britney has a new album?', 'Shut up about Britney!', 'eng'],
    ['明日は晴れるでしょう。', '黙れ', 'jpn'],
  ])('complaint: %s → %s', (reply, text, language) => {
    const types = last(reply, text, language);
    expect(types).toContain('complaint');
    expect(types).not.toContain('profanity');
  });

  it('a swear word beside it is still profanity: "shut the fuck up"', () => {
    expect(last('Try again later.', 'shut the fuck up', 'eng')).toContain('profanity');
  });
});

describe('frustration: profanity aimed at the assistant or the service, not at a topic', () => {
  it.each([
    ['I cannot do that.', 'this is bullshit'],
    ['I cannot do that.', 'fuck you'],
    ['Try again later.', 'Fuck!', 'eng'],
    ['Try again later.', 'wtf', 'eng'],
    ['Try again later.', 'piss off'],
    ['Das kann ich leider nicht.', 'Das ist Scheiße.', 'deu'],
    ['Je ne peux pas.', "C'est de la merde.", 'fra'],
    ['No puedo hacerlo.', 'Tú eres una mierda.', 'spa'],
  ])('fires: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  it.each([
    ['What do you think of video games?', 'video games are bullshit honestly'],
    ['Who hacked you?', 'the hackers who did it to my friend are assholes'.replace('it ', '')],
    ['Was hältst du von Videospielen?', 'Videospiele sind Scheiße, ehrlich gesagt', 'deu'],
  ])('quiet: %s → %s', (reply, text, language?: string) => {
    expect(last(reply, text, language)).not.toContain('profanity');
  });

  it('with another cue, profanity about anything counts', () => {
    expect(last('Try again later.', 'the hackers stole my shit. This is useless.', 'eng')).toContain('profanity');
  });
});

describe('frustration: not making sense, being stuck or silly, things getting worse', () => {
  it.each([
    ['No, it is a developer who sold land.', 'So make no sense', 'confusion'],
    [', S.', 'please explain yourself.', 'confusion'],
    [', S.', 'Explique-toi.', 'confusion'],
    [', S.', 'Erklär dich!', 'confusion'],
    [', S.', 'Explícate, por favor.', 'confusion'],
    ['We just have winter and spring!', 'Are you stuck?', 'complaint'],
    ['Yep. It is about to be winter.', "You're pretty silly.", 'complaint'],
    ['Sorry to hear that.', "It lags all the time and it's gotten worse over the years.", 'complaint'],
  ])('%s → %s: %s', (reply, text, kind) => {
    expect(last(reply, text)).toEqual([kind]);
  });

  it.each([
    ['Try the decaf.', 'Ugh, no. Sorry, I changed my mind.'],
    ['I play the piano.', 'You are a pretty good pianist then.'],
    ['It opens at nine.', 'I think the traffic got better this year.'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(last(reply, text)).toEqual([]);
  });
});

describe('frustration: a question about the user\'s own thing asked with "???" after an answer', () => {
  const thread = (first: string, text: string) =>
    analyzeFamily([user(first), assistant('Your order ships tomorrow.'), user(text)], 'interaction.frustration.', {
      language: undefined,
    })
      .signals.filter((s) => s.messageIndex === 2)
      .map((s) => s.type.split('.').pop());

  it.each([
    ['Hi, I want to know about order 123.', 'where is my order???'],
    ['Bonjour, je voudrais des nouvelles de la commande 123.', 'où est ma commande ???'],
    ['Hallo, ich möchte etwas über Bestellung 123 wissen.', 'wo ist meine Bestellung???'],
  ])('counts: %s → %s', (first, text) => {
    expect(thread(first, text)).toEqual(['excessive_punctuation']);
  });

  it('a longer question about something else with "???" is emphasis; a single "?" is no run', () => {
    expect(thread('Hi, I want to know about order 123.', 'btw what is the name of the shop???')).toEqual([]);
    expect(thread('Hi, I want to know about order 123.', 'where is my order?')).toEqual([]);
  });
});

describe('frustration: a profane exclamation reacts to what the assistant said', () => {
  it.each([
    ['What do you do for a living?', 'Fucking', 'eng'],
    ['Hi! How are you doing tonight?', 'Crappy', 'eng'],
    ['What kind of music do you like? 😃', 'Motherfucker', 'eng'],
    ['Was machst du beruflich?', 'Scheiße', 'deu'],
    ['Que fais-tu dans la vie ?', 'Merde', 'fra'],
  ])('quiet as the answer to a question: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toEqual([]);
  });

  it.each([
    ['What do you do for a living?', 'Fuck you', 'eng'],
    ['What do you do for a living?', 'piss off', 'eng'],
    ['What do you do for a living?', 'WTF???', 'eng'],
    ['I can help you with that cold.', 'wtf', 'eng'],
    ['Je peux t’aider avec ce rhume.', 'Merde !', 'fra'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('profanity');
  });

  const first = (text: string) =>
    analyzeFamily([user(text)], 'interaction.frustration.', { language: 'eng' }).signals.map((s) => s.type);
  it('not as the first turn, unless addressed to a handle or with another cue', () => {
    expect(first('wtf')).toEqual([]);
    expect(first('sup fucker')).toEqual([]);
    expect(first('@Brand wtf, the app crashed again')).toContain('interaction.frustration.profanity');
    expect(first('fuck you')).toContain('interaction.frustration.profanity');
    expect(first('wtf, this is useless')).toContain('interaction.frustration.profanity');
  });
});

describe('frustration: profanity in a message that praises is amazement', () => {
  it.each([
    ['I learned to cook from a chef in Florence.', "Holy crap. That's amazing.", 'eng'],
    ["J'ai appris à cuisiner à Florence.", "Putain, c'est génial !", 'fra'],
    ['Ich habe in Florenz kochen gelernt.', 'Scheiße, das ist super!', 'deu'],
  ])('quiet: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toEqual([]);
  });

  it('an address still counts, and so does praise turned sarcastic', () => {
    expect(last('I cannot do that.', 'Great, fuck you.', 'eng')).toContain('profanity');
    expect(last('I cannot do that.', 'Holy crap. Thanks for nothing.', 'eng')).toContain('profanity');
  });
});
