import { describe, expect, it } from 'vitest';
import { complaintHashtag, HASHTAG_MAX_CHARS } from '../../src/detectors/frustration-handles';
import { protestsToCompany } from '../../src/detectors/frustration-punctuation';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the user's last turn. */
const lastKinds = (messages: readonly unknown[], language?: string) =>
  analyzeFamily(messages, 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === messages.length - 1)
    .map((s) => s.type.split('.').pop());

/** Frustration indicators of an opening message. */
const opening = (text: string, language?: string) => lastKinds([user(text)], language);

/** Frustration signals of an opening message, with their metadata. */
const openingSignals = (text: string, language?: string) =>
  analyzeFamily([user(text)], 'interaction.frustration.', { language }).signals;

describe('frustration: effort that failed', () => {
  it.each([
    ["I've tried many times to install the update but nothing I try is working! Help!", 'eng'],
    ['I reinstalled it twice and nothing seems to work', 'eng'],
    ['Cleared the cache, logged out and in, nothing has worked', 'eng'],
    ['Ich habe alles neu installiert, nichts funktioniert.', 'deu'],
    ['Ich habe den Cache geleert, nichts hat geholfen.', 'deu'],
    ["J'ai tout réinstallé et rien ne marche.", 'fra'],
    ['Reinstalé la app y nada funciona.', 'spa'],
    ['Já reinstalei e nada deu certo.', 'por'],
    ['重装了好几次，怎么试都不行', 'cmn'],
    ['再インストールしたけど何をやってもダメ', 'jpn'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // "nothing" of something else
    ['Nothing I try on fits me anymore, haha'],
    ['There is nothing I do on weekends'],
    ['Nothing worked out between us, so we split'],
    ['nothing is working out for me in my love life lately'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).not.toContain('complaint');
  });

  it('boundary: an anchored form must close its clause', () => {
    expect(opening('I restarted it and nothing has worked')).toContain('complaint');
    expect(opening('I restarted it and nothing has worked out so far')).not.toContain('complaint');
  });

  it('hostile input: the phrase alone, in capitals, repeated', () => {
    expect(opening('NOTHING I TRY WORKS')).toContain('complaint');
    expect(opening('nothing i try works. '.repeat(400))).toContain('complaint');
    expect(opening('nothing')).toEqual([]);
  });
});

describe('frustration: a demand to fix written in capitals', () => {
  it.each([
    ['@Acme comments have disappeared and audio stops after 1 second FIX THIS YT'],
    ['@Acme the app logs me out every hour PLEASE FIX IT'],
    ['@Acme still broken FIX IT NOW'],
  ])('fires: %s', (text) => {
    expect(opening(text)).toContain('complaint');
  });

  it.each([
    // all in capitals: the capitals open nothing (the capitals rules read such a message)
    ['@ACME HOW DO I FIX THIS'],
    // the demand in lowercase inside its clause
    ['@Acme how do I fix this'],
    // capitals after capitals
    ['@Acme how do I FIX THIS'],
    // not to a company
    ['the test fails FIX IT'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).not.toContain('complaint');
  });

  it('boundary: the word before must end in lowercase, every letter of the demand a capital', () => {
    expect(opening('@Acme it crashes FIX THIS')).toContain('complaint');
    expect(opening('@Acme it crashes Fix this')).not.toContain('complaint');
    expect(opening('@Acme it crashes FIX this')).not.toContain('complaint');
    expect(opening('@Acme it crashes 2 FIX THIS')).not.toContain('complaint');
  });

  it('hostile input: a demand alone in capitals, repeated, after a lone handle', () => {
    expect(opening('FIX IT')).toEqual([]);
    expect(opening('@Acme ' + 'it broke FIX IT '.repeat(300))).toContain('complaint');
    // after nothing but a handle the demand opens its clause anyway
    expect(opening('@a FIX IT')).toContain('complaint');
  });
});

describe('frustration: a hashtag of complaint, to a company', () => {
  it.each([
    ['@Acme invitees are sent to the wrong app. Might want to look into that #fail #badux', 'eng', '#fail'],
    ["I contacted @AcmeCare and they just tell me to call. I can't stand @Acme. #AcmeSucks", 'eng', '#AcmeSucks'],
    ['@Acme on hold for two hours #CustomerServiceFail', 'eng', '#CustomerServiceFail'],
    ['@Acme drei Stunden in der Warteschleife #Saftladen', 'deu', '#Saftladen'],
    ['@Acme trois heures au téléphone #honte', 'fra', '#honte'],
    ['@Acme tres horas esperando #vergüenza', 'spa', '#vergüenza'],
    ['@Acme três horas esperando #vergonha', 'por', '#vergonha'],
    ['@Acme 等了三个小时 #差评', 'cmn', '#差评'],
  ])('fires: %s', (text, language, hashtag) => {
    const signal = openingSignals(text, language).find((s) => s.metadata?.reason === 'hashtag');
    expect(signal?.type).toBe('interaction.frustration.complaint');
    expect(signal?.metadata?.hashtag).toBe(hashtag);
  });

  it.each([
    // a bare judgement tag: as often about a third party
    ['Look at this seller asking $350 for wipes @Acme #pathetic'],
    // a tag that ends in no complaint word
    ['@Acme loving the new levels #AngryBirds'],
    ['@Acme is it out yet? #NintendoSwitch #Minecraft'],
    // no handle: not a public message to a company
    ['the referee missed it again #fail'],
    // no tag
    ['@Acme my C# build fails'],
    ['@Acme see issue#fail for details'],
  ])('quiet: %s', (text) => {
    expect(openingSignals(text).some((s) => s.metadata?.reason === 'hashtag')).toBe(false);
  });

  it('boundary: the whole tag or its last camel-case word, at most 40 characters', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    expect(complaintHashtag('@a #fail', lexicon)).toBe('#fail');
    expect(complaintHashtag('@a #FAIL', lexicon)).toBe('#FAIL');
    expect(complaintHashtag('@a #failed', lexicon)).toBeUndefined();
    expect(complaintHashtag('@a #AcmeFail', lexicon)).toBe('#AcmeFail');
    // lowercase runs are read only as a whole
    expect(complaintHashtag('@a #acmefail', lexicon)).toBeUndefined();
    // a judgement word counts only as the last word of a camel-case tag
    expect(complaintHashtag('@a #sucks', lexicon)).toBeUndefined();
    expect(complaintHashtag('@a #AcmeSucks', lexicon)).toBe('#AcmeSucks');
    const long = 'a'.repeat(HASHTAG_MAX_CHARS - 5) + 'Fail';
    expect(complaintHashtag(`@a #${long}`, lexicon)).toBe(`#${long}`);
    expect(complaintHashtag(`@a #x${long}`, lexicon)).toBeUndefined();
    // "#" at the start, after a space or a mark; not after a word character
    expect(complaintHashtag('#fail @a', lexicon)).toBe('#fail');
    expect(complaintHashtag('@a (#fail)', lexicon)).toBe('#fail');
    expect(complaintHashtag('@a x#fail', lexicon)).toBeUndefined();
  });

  it('hostile input: lone marks, a flood of tags, emoji around them', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    expect(complaintHashtag('@a #', lexicon)).toBeUndefined();
    expect(complaintHashtag('@a ####', lexicon)).toBeUndefined();
    expect(complaintHashtag('@a ' + '#x '.repeat(5000) + '#fail', lexicon)).toBe('#fail');
    expect(complaintHashtag('@a 😡#fail😡', lexicon)).toBe('#fail');
    expect(opening('@a ' + '#'.repeat(10_000))).toEqual([]);
  });
});

describe('frustration: a run of "?" to a company, closing a statement or a why-question', () => {
  it.each([
    ['@Acme my server of 2 years has just disappeared after the latest patch???  Please help!!!!!', 'eng'],
    ['@Acme it says the code was already used even though I just redeemed it yesterday???', 'eng'],
    ['@Acme Why did you remove this song???', 'eng'],
    ['@Acme my app is just buffering. Other apps work fine.why????', 'eng'],
    ['@Acme meine Bestellung ist einfach verschwunden???', 'deu'],
    ['@Acme ma commande a disparu???', 'fra'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('excessive_punctuation');
  });

  it.each([
    // a question for information, asked with emphasis
    ['@Acme what email do I use to forward phishing emails???'],
    ['@Acme are you in the process of removing listings like this one???'],
    ['@Acme @AcmeHelp what can i do when the download times out ??? ???? ????'],
    ['@Acme wie kann ich mein Passwort ändern???'],
    // no handle: a first "???" still has nothing to be frustrated about
    ['my server has just disappeared???'],
    // a run of "!" only
    ["@Star I'm waiting on your new videos!!!"],
    // laughing
    ['@Acme you renamed the app again??? lol'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).not.toContain('excessive_punctuation');
  });

  it('boundary: the sentence the run closes decides, after its opening handles', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    expect(protestsToCompany('@acme it vanished???', lexicon)).toBe(true);
    expect(protestsToCompany('@acme where is it???', lexicon)).toBe(false);
    expect(protestsToCompany('.@acme @acmehelp, where is it???', lexicon)).toBe(false);
    // the sentence before: "where is it." asks nothing now
    expect(protestsToCompany('where is it. it vanished???', lexicon)).toBe(true);
    expect(protestsToCompany('it vanished??', lexicon)).toBe(false);
    expect(protestsToCompany('it vanished!!!', lexicon)).toBe(false);
    expect(protestsToCompany('it vanished?!!', lexicon)).toBe(true);
  });

  it('hostile input: marks alone, handles alone, a huge run', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    expect(protestsToCompany('???', lexicon)).toBe(false);
    expect(protestsToCompany('@acme ???', lexicon)).toBe(false);
    expect(protestsToCompany('', lexicon)).toBe(false);
    expect(protestsToCompany('it vanished' + '?'.repeat(100_000), lexicon)).toBe(true);
    expect(opening('@Acme ' + 'gone??? '.repeat(2000))).toContain('excessive_punctuation');
  });
});

describe('frustration: sarcastic "cool story"', () => {
  const afterStory = (text: string) =>
    lastKinds([
      user('What is your favorite horror movie?'),
      assistant('I like horror movies, but I do not like horror movies.'),
      user(text),
    ]);

  it.each([['Cool story, Bro. Can you name one?'], ['cool story bro'], ['Cool story.']])('fires: %s', (text) => {
    expect(afterStory(text)).toContain('complaint');
  });

  it.each([['That is a cool story about your dog'], ['Tell me a cool story'], ['What a cool story!']])(
    'quiet: %s',
    (text) => {
      expect(afterStory(text)).not.toContain('complaint');
    },
  );

  it('boundary and hostile input: it must open its clause; repeated, in capitals', () => {
    expect(afterStory('ok. cool story')).toContain('complaint');
    expect(afterStory('a cool story')).not.toContain('complaint');
    expect(afterStory('COOL STORY '.repeat(300))).toContain('complaint');
  });
});

describe('frustration: contact repeated, to a company', () => {
  const reason = (text: string, language?: string) =>
    openingSignals(text, language).find((s) => s.metadata?.reason === 'repeated_contact')?.type;

  it.each([
    ["@AcmeCare It was reported to y'all on the forums numerous times. As far back as November.", 'eng'],
    ["@Acme It's just in my yard. I've called 4-5 times in 6 weeks.", 'eng'],
    ['@Acme I emailed you guys so many times and got denied.', 'eng'],
    ['@Acme ich habe euch schon 5 mal angerufen', 'deu'],
    ['@Acme je vous ai écrit plusieurs fois sans réponse', 'fra'],
    ['@Acme les he escrito varias veces', 'spa'],
    ['@Acme já liguei muitas vezes', 'por'],
    ['@Acme 我联系了你们好几次', 'cmn'],
    ['@Acme 何回も電話しました', 'jpn'],
  ])('fires: %s', (text, language) => {
    expect(reason(text, language)).toBe('interaction.frustration.complaint');
  });

  it.each([
    // the user's own attempts
    ["@Acme I've tried a few times and only got a code once"],
    ['@Acme I restarted the console several times'],
    // two times are not again and again
    ['@Acme I called 2 times yesterday'],
    // contact and count in different clauses
    ['@Acme I called yesterday. It crashed several times today.'],
    // no handle
    ["I've called my mom numerous times this week"],
    // a typo match is no contact
    ['@Acme I contracted it numerous times'],
  ])('quiet: %s', (text) => {
    expect(reason(text)).toBeUndefined();
  });

  it('boundary: the number before the unit word, at least 3, in the clause', () => {
    expect(reason('@Acme I called 3 times')).toBeDefined();
    expect(reason('@Acme I called 2 times')).toBeUndefined();
    expect(reason('@Acme I called times')).toBeUndefined();
    expect(reason('@Acme called at 5. times are hard')).toBeUndefined();
    expect(reason('@Acme numerous times I have called')).toBeDefined();
  });

  it('hostile input: huge numbers, a flood of verbs, counts alone', () => {
    expect(reason('@Acme I called 99999999999 times')).toBeUndefined();
    expect(reason('@Acme ' + 'called '.repeat(3000))).toBeUndefined();
    expect(reason('@Acme ' + 'numerous times '.repeat(3000))).toBeUndefined();
    expect(reason('@Acme ' + 'phoned you '.repeat(300) + 'countless times')).toBeDefined();
  });
});

describe('frustration: "what was that?" after the assistant', () => {
  const afterNoise = (text: string, language?: string) =>
    lastKinds([user('hello'), assistant(', S.'), user(text)], language);

  it.each([
    ['what was that?', 'eng'],
    ["I'm sorry, what was that?", 'eng'],
    ['Was war das?', 'deu'],
    ["C'était quoi ça ?", 'fra'],
    ['¿Qué fue eso?', 'spa'],
    ['O que foi isso?', 'por'],
  ])('fires: %s', (text, language) => {
    expect(afterNoise(text, language)).toContain('confusion');
  });

  it.each([
    ['What was that song called?'],
    ['what was that about the weather in Paris'],
    ['I wonder what was that noise'],
  ])('quiet: %s', (text) => {
    expect(afterNoise(text)).not.toContain('confusion');
  });

  it('boundary and hostile input: the whole clause, repeated; like any phrase of several words, read in a first turn too', () => {
    expect(afterNoise('What was that')).toContain('confusion');
    expect(afterNoise('what was that.'.repeat(300))).toContain('confusion');
    expect(lastKinds([user('What was that?')])).toContain('confusion');
  });
});

describe('frustration: an exasperated want, to a company', () => {
  it.each([
    ['I think I may be done with @Acme. All I want is the installer for a product I own.', 'eng'],
    ['all i want to do is play but NOOO @Acme', 'eng'],
    ['@Acme alles was ich will ist eine Rechnung', 'deu'],
    ["@Acme tout ce que je veux c'est ma facture", 'fra'],
    ['@Acme lo único que quiero es mi factura', 'spa'],
    ['@Acme tudo o que eu quero é minha fatura', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // a wish in a chat
    ['All I want is a cold drink right now'],
    ['all i want for christmas is a puppy'],
    // "all I want" of something else
    ['@Acme that is all, I want to thank you'],
  ])('quiet: %s', (text) => {
    expect(opening(text)).not.toContain('complaint');
  });

  it('boundary and hostile input: a handle anywhere, none; repeated; alone', () => {
    expect(opening('All I want is my refund @Acme')).toContain('complaint');
    expect(opening('All I want is my refund, Acme')).not.toContain('complaint');
    expect(opening('@Acme ' + 'all i want is. '.repeat(300))).toContain('complaint');
    expect(opening('all i want is')).toEqual([]);
  });
});

describe('frustration: a challenge of what the assistant can do', () => {
  const afterReply = (text: string, language?: string) =>
    lastKinds(
      [
        user('The flu has killed many people this year.'),
        assistant('Did you know the flu is aerosol-borne?'),
        user(text),
      ],
      language,
    );

  it.each([
    ['seriously?  did you even understand what i said?', 'eng'],
    ['Do you even speak spanish', 'eng'],
    ['Ok, do you even realize that you brought it up?', 'eng'],
    ['Verstehst du überhaupt, was ich sage?', 'deu'],
    ['¿Acaso entiendes lo que digo?', 'spa'],
    ['Você sequer entende o que eu digo?', 'por'],
  ])('fires: %s', (text, language) => {
    expect(afterReply(text, language)).toContain('complaint');
  });

  it.each([['Do you speak spanish?'], ['Even so, do you know the answer?'], ['I did not even know that']])(
    'quiet: %s',
    (text) => {
      expect(afterReply(text)).not.toContain('complaint');
    },
  );

  it('boundary and hostile input: one filler at most between; repeated; alone', () => {
    expect(afterReply('do you really even care')).toContain('complaint');
    expect(afterReply('do you think it is even true')).not.toContain('complaint');
    expect(afterReply('do u even know')).toContain('complaint');
    expect(afterReply('do you even '.repeat(500))).toContain('complaint');
    expect(afterReply('even')).toEqual([]);
  });
});

describe('frustration: annoyance named at the assistant, and a feeling of frustration', () => {
  const afterFact = (text: string, language?: string) =>
    lastKinds([user('What is your name?'), assistant('Did you know the sun is a star?'), user(text)], language);

  it.each([
    ["you're annoying", 'eng'],
    ['You are so boring!', 'eng'],
    ['yes but now you are boring me', 'eng'],
    ["You're frustrating", 'eng'],
    ['Du bist langweilig.', 'deu'],
    ["Tu m'énerves.", 'fra'],
    ['Eres aburrido.', 'spa'],
    ['Você é chato.', 'por'],
    ['你好无聊', 'cmn'],
    ["I'm feeling really frustrated about the delayed flight.", 'eng'],
    ["I'm getting a bit more frustrated now, what else can we try?", 'eng'],
  ])('fires: %s', (text, language) => {
    expect(afterFact(text, language)).toContain('complaint');
  });

  it.each([
    // of a third party or a topic
    ['She gets annoying fast.'],
    ['Call of Duty is boring to me'],
    ['Are you bored?'],
    ['I had a boring day'],
  ])('quiet: %s', (text) => {
    expect(afterFact(text)).not.toContain('complaint');
  });

  it('boundary: a feeling that answers the opening "how are you?" tells the mood', () => {
    expect(lastKinds([assistant('Hi, how are you?'), user("I'm feeling frustrated.")])).not.toContain('complaint');
    expect(lastKinds([assistant('Hi, how are you?'), user("I'm feeling frustrated with you.")])).toContain('complaint');
  });

  it('hostile input: repeated, in capitals, alone', () => {
    expect(afterFact("YOU'RE ANNOYING")).toContain('complaint');
    expect(afterFact('you are boring. '.repeat(300))).toContain('complaint');
    expect(afterFact('boring')).toEqual([]);
  });
});

describe('frustration: nonsense, a subject changed, a question left unanswered, being ignored', () => {
  const afterFact = (text: string, language?: string) =>
    lastKinds(
      [
        user('Who won the match?'),
        assistant('Did you know the first president of Zimbabwe was called Banana?'),
        user(text),
      ],
      language,
    );

  it.each([
    ['nonsense', 'eng'],
    ['This is complete nonsense!', 'eng'],
    ["Now you're talking nonsense", 'eng'],
    ["don't change the subject", 'eng'],
    ['Way to change the subject', 'eng'],
    ["why didn't you answer my question?", 'eng'],
    ['Yes, now answer my question', 'eng'],
    ['are you ignoring me', 'eng'],
    ['You are repeating yourself.', 'eng'],
    ['Wechsel nicht das Thema.', 'deu'],
    ['Ne change pas de sujet.', 'fra'],
    ['No cambies de tema.', 'spa'],
    ['Não mude de assunto.', 'por'],
    ['别转移话题', 'cmn'],
    ['話をそらさないで', 'jpn'],
  ])('fires: %s', (text, language) => {
    expect(afterFact(text, language)).toContain('complaint');
  });

  it.each([
    // the user's own change of subject, a topic, a question about answers
    ["Let's change the subject."],
    ['I love nonsense poems by Edward Lear'],
    ['Where do you pull information from when you answer my questions?'],
    ['Can you answer my question about taxes?'],
  ])('quiet: %s', (text) => {
    expect(afterFact(text)).not.toContain('complaint');
  });

  it('boundary: a bare "nonsense" is its whole clause; "answer my question" closes its clause', () => {
    expect(afterFact('Nonsense!')).toContain('complaint');
    expect(afterFact('nonsense verse is fun')).not.toContain('complaint');
    expect(afterFact('please answer my question.')).toContain('complaint');
    expect(afterFact('please answer my question about taxes')).not.toContain('complaint');
  });

  it('hostile input: repeated, in capitals', () => {
    expect(afterFact('NONSENSE')).toContain('complaint');
    expect(afterFact("don't change the subject ".repeat(300))).toContain('complaint');
  });
});

describe('frustration: rudeness and stupidity named at the assistant', () => {
  const afterRemark = (text: string, language?: string) =>
    lastKinds(
      [user('What do you think of football?'), assistant('You are not very good at conversation.'), user(text)],
      language,
    );

  it.each([
    ["You're rude. Goodbye", 'eng'],
    ['rude of you.. we are in a conversation or not?', 'eng'],
    ['stupid answer...', 'eng'],
    ['Why are you asking such stupid questions?', 'eng'],
    ['Stupid u', 'eng'],
    ['You are creepy.', 'eng'],
    ['Du bist unhöflich.', 'deu'],
    ['Tu es impoli.', 'fra'],
    ['Eres grosero.', 'spa'],
    ['Você é grosso.', 'por'],
    ['你真没礼貌', 'cmn'],
  ])('fires: %s', (text, language) => {
    expect(afterRemark(text, language)).toContain('complaint');
  });

  it.each([
    // of the user's own question, of someone else
    ['I have a stupid question about football'],
    ['My neighbour is rude to me'],
    ['Stupid umbrella broke again'],
  ])('quiet: %s', (text) => {
    expect(afterRemark(text)).not.toContain('complaint');
  });

  it('boundary and hostile input: "stupid u" closes its clause; repeated; in capitals', () => {
    expect(afterRemark('stupid u')).toContain('complaint');
    expect(afterRemark('stupid u guys at the bank')).not.toContain('complaint');
    expect(afterRemark("YOU'RE RUDE")).toContain('complaint');
    expect(afterRemark('you are rude. '.repeat(300))).toContain('complaint');
  });
});

describe('frustration: telling the assistant to stop what it keeps doing', () => {
  const afterReply = (text: string, language?: string) =>
    lastKinds([user('Tell me something.'), assistant('i know! lololol.'), user(text)], language);

  it.each([
    ['Stop saying lololol', 'eng'],
    ['Stop parroting me', 'eng'],
    ['Stop calling me Lydia', 'eng'],
    ['Stop being so weird', 'eng'],
    ['Stop making this about you.', 'eng'],
    ['Hör auf, das zu sagen.', 'deu'],
    ['Arrête de répéter ça.', 'fra'],
    ['Deja de decir eso.', 'spa'],
    ['Para de repetir isso.', 'por'],
  ])('fires: %s', (text, language) => {
    expect(afterReply(text, language)).toContain('complaint');
  });

  it.each([
    ['I told my brother to stop saying that'],
    ['When did you stop being so shy?'],
    ['the bus stop calling point'],
  ])('quiet: %s', (text) => {
    expect(afterReply(text)).not.toContain('complaint');
  });

  it('boundary and hostile input: it opens its clause; repeated; in capitals', () => {
    expect(afterReply('ok. stop saying that')).toContain('complaint');
    expect(afterReply('ok stop saying that')).not.toContain('complaint');
    expect(afterReply('STOP SAYING THAT')).toContain('complaint');
    expect(afterReply('stop saying. '.repeat(300))).toContain('complaint');
  });
});
