import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of an opening message (a public message to a company, or a chat's first turn). */
const opening = (text: string, language?: string) =>
  analyzeFamily([user(text)], 'interaction.frustration.', { language: language ?? 'eng' })
    .signals.filter((s) => s.messageIndex === 0)
    .map((s) => s.type.split('.').pop());

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language: language ?? 'eng' })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: scorn of the service in a message to a handle', () => {
  it.each([
    ['@Acme you won’t accept my password. It is ridiculous that my questions are in Spanish.', 'eng'],
    ['@Acme I never agreed to this ludicrous "protection" plan on all my domains', 'eng'],
    ['@Acme $200 to fix a hacked account? Is this correct or a pure scam?', 'eng'],
    ['@Acme the bot you built is ineffective and one dimensional', 'eng'],
    ['@Acme the most idiotic part is that it was bought on your own site', 'eng'],
    ['@Acme eure Preise sind lächerlich', 'deu'],
    ['@Acme votre politique est ridicule', 'fra'],
    ['@Acme esto es una estafa y es tan ridículo', 'spa'],
    ['@Acme isso é ridículo', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // a third party, or the user's own thing
    ['@Acme got an email trying to scam me, where do I forward it?', 'eng'],
    ['@Acme my haircut is ridiculous today, can I still join the call?', 'eng'],
    // a word about a noun inside the clause
    ['@Acme people sell toilet paper at ridiculous prices, please look', 'eng'],
  ])('quiet: %s', (text, language) => {
    expect(opening(text, language)).toEqual([]);
  });

  it('outside a message to a handle the judgement is not read', () => {
    expect(last('My brother bought a boat.', 'That boat is ridiculous, he is ridiculous')).toEqual([]);
    expect(last('I watched a film.', 'Is this a scam? It sounds like a scam')).toEqual([]);
  });

  it('boundary: inside its clause, the judgement needs an addressee before it', () => {
    expect(opening('@Acme it is so ridiculous')).toContain('complaint');
    expect(opening('@Acme this has so ridiculous prices now')).toContain('complaint');
    expect(opening('@Acme people post so ridiculous prices now')).toEqual([]);
  });

  it('hostile input: capitals, repetition, a handle alone', () => {
    expect(opening('@ACME THIS IS A SCAM')).toContain('complaint');
    expect(opening('@Acme this is a scam. '.repeat(300))).toContain('complaint');
    expect(opening('@ is ridiculous')).toEqual([]);
  });
});

describe("frustration: the assistant's manner likened to a machine", () => {
  it.each([
    ['I like to shop', 'You talk like a robot', 'eng'],
    ['i don t talk to him much', 'you talk like a bot', 'eng'],
    ['i find your comment interesting. do you like football?', 'Alas, you sound like a bot. Sorry!', 'eng'],
    ['Ich gehe gern einkaufen.', 'Du redest wie ein Roboter', 'deu'],
    ["J'aime faire du shopping.", 'Tu parles comme un robot', 'fra'],
    ['Me gusta comprar.', 'Hablas como un robot', 'spa'],
    ['Eu gosto de comprar.', 'Você fala como um robô', 'por'],
    ['我喜欢购物', '你说话像机器人', 'cmn'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('complaint');
  });

  it.each([
    // someone else, or the identity question (read only after a failure)
    ['My brother talks like a robot when he is tired'],
    ['Are you a robot?'],
    ['I sound like a robot when I read aloud'],
  ])('quiet: %s', (text) => {
    expect(last('I like to shop', text)).toEqual([]);
  });

  it('boundary: one filler may stand inside the phrase, two may not', () => {
    expect(last('I like to shop', 'you really talk like a robot')).toContain('complaint');
    expect(last('I like to shop', 'you talk a lot like a robot')).toEqual([]);
  });

  it('hostile input', () => {
    expect(last('I like to shop', 'YOU TALK LIKE A ROBOT')).toContain('complaint');
    expect(last('I like to shop', 'you talk like a robot '.repeat(200))).toContain('complaint');
  });
});

describe('frustration: a denial stressed in capitals, to a company', () => {
  const signalsOf = (text: string, language?: string) =>
    analyzeFamily([user(text)], 'interaction.frustration.', { language: language ?? 'eng' }).signals.filter(
      (s) => s.messageIndex === 0,
    );

  it.each([
    ['@Acme I have NEVER agreed to this plan, why is it on all my domains?', 'eng'],
    ['@Acme it says the password was changed, BUT I DIDN’T CHANGE IT! And the recovery isn’t working', 'eng'],
    ['Hey @Acme and @Other - how about NOT ALLOWING all of these posts?', 'eng'],
    ['I signed up for it NOT to renew, so why was I billed? Please help. @Acme @AcmeHelp', 'eng'],
    ['@Acme ich habe das NIE bestellt, warum wurde es abgebucht?', 'deu'],
    ["@Acme je n'ai JAMAIS commandé ça, remboursez-moi", 'fra'],
    ['@Acme yo NUNCA pedí esta suscripción, ¿por qué me cobran?', 'spa'],
    ['@Acme eu NÃO autorizei essa cobrança, por que fui cobrado?', 'por'],
  ])('fires: %s', (text, language) => {
    expect(signalsOf(text, language).map((s) => s.metadata?.reason)).toContain('stressed');
  });

  it.each([
    // a label read off a screen, a line in capitals, a name inside the text
    ['@Acme my laptop shows BOOT device not found and the drive check shows NOT INSTALLED. What now?'],
    ['@Acme WARNING! DO NOT CLICK ON THE LINK'],
    ['Which of these can NOT be configured using @RequestMapping: A, B or C'],
    // no handle, one capital letter, praise
    ['I have NEVER agreed to this plan'],
    ['@Acme I do not know what I did wrong'],
    // a word of insistence is no negator
    ['@Acme it prints the same image. EVERYTIME it turns on it prints it. Why?'],
    ['@Acme I will NEVER fly another airline, you are the best, thank you!'],
    // a negator alone, no other problem in the message: it praises or looks forward
    ['@Acme I could NOT be happier with the new phone'],
    ['@Acme I can NOT wait for the launch'],
    ['@Acme do NOT miss the new season, it is amazing'],
  ])('quiet: %s', (text) => {
    expect(signalsOf(text).map((s) => s.metadata?.reason)).not.toContain('stressed');
  });

  it('boundary: a run of five tokens in capitals counts, of six it is a line in capitals', () => {
    expect(signalsOf('@Acme we said we DO NOT WANT IT NOW so why did it ship?').length).toBeGreaterThan(0);
    expect(signalsOf('@Acme we said we DO NOT WANT IT RIGHT NOW so why did it ship?')).toEqual([]);
  });

  it('boundary: the message must hold a problem besides the stressed negator', () => {
    const stressed = (text: string) => signalsOf(text).map((s) => s.metadata?.reason);
    expect(stressed('@Acme I have NEVER agreed to this plan')).not.toContain('stressed');
    expect(stressed('@Acme I have NEVER agreed to this plan?')).toContain('stressed');
    expect(stressed("@Acme I have NEVER agreed to this plan and it isn't mine")).toContain('stressed');
  });

  it('boundary: a message mostly in capitals is read as capitals, not as one stressed word', () => {
    expect(signalsOf('@Acme WHY DID YOU NOT tell me').map((s) => s.metadata?.reason)).not.toContain('stressed');
  });

  it('hostile input: long, repeated, odd characters', () => {
    expect(signalsOf('@Acme I have NEVER agreed to this. '.repeat(300)).length).toBeGreaterThan(0);
    expect(signalsOf('@Acme İİİ NOT ok')).toBeDefined();
    expect(signalsOf('@ NOT ok')).toEqual([]);
  });
});

describe('frustration: a reproach to a company for what it lets others do', () => {
  const reasons = (text: string, language?: string) =>
    analyzeFamily([user(text)], 'interaction.frustration.', { language: language ?? 'eng' })
      .signals.filter((s) => s.messageIndex === 0)
      .map((s) => s.metadata?.reason ?? s.type.split('.').pop());

  it.each([
    ['@Acme is allowing people to sell toilet paper at inflated prices #COVID', 'eng'],
    ['@Acme you are letting sellers price gouge masks', 'eng'],
    ['@Acme please do the right thing and stop enabling price gouging', 'eng'],
    ['Why isn’t @Acme being fined for allowing customers to price gouge?', 'eng'],
    ['@Acme ihr duldet Händler mit Wucherpreisen', 'deu'],
    ['@Acme vous laissez des vendeurs escroquer les clients', 'fra'],
    ['@Acme están permitiendo que vendan mascarillas a precios abusivos', 'spa'],
    ['@Acme vocês estão permitindo que vendam álcool gel a preço abusivo', 'por'],
  ])('fires: %s', (text, language) => {
    expect(reasons(text, language)).toContain('permit');
  });

  it.each([
    // the user or the company let: a symptom, a courtesy
    ['@Acme the app is not letting me log in since the update'],
    ['@Acme it isn’t letting us in, can only get as far as the demo'],
    ['@Acme just letting you know the parcel arrived'],
    // a question for information, a feature asked for: the verb says what a thing does
    ['@Acme how do I stop allowing guests to unmute themselves?'],
    ['@Acme is there a setting allowing guests to share their screen?'],
    ['@Acme any way of allowing guests to share screens?'],
    ['@Acme I need a setting allowing guests to share screens'],
    ['@Acme are you allowing refunds for cancelled flights?'],
    // no handle; thanks
    ['the school is allowing phones in class now'],
    ['@Acme thanks for allowing pets on board, it was lovely!'],
  ])('quiet: %s', (text) => {
    expect(reasons(text)).not.toContain('permit');
  });

  it('boundary: the verb needs a word of its clause after it', () => {
    expect(reasons('@Acme you keep allowing this')).toContain('permit');
    expect(reasons('@Acme what are you allowing')).not.toContain('permit');
    expect(reasons('@Acme stop allowing. Now.')).not.toContain('permit');
  });

  it('hostile input', () => {
    expect(reasons('@Acme is allowing scams. '.repeat(300))).toContain('permit');
    expect(reasons('@ allowing people')).not.toContain('permit');
    expect(reasons('@Acme allowing')).toEqual([]);
  });
});

describe('frustration: trouble that has lasted, told to a company', () => {
  const reasons = (text: string, language?: string) =>
    analyzeFamily([user(text)], 'interaction.frustration.', { language: language ?? 'eng' })
      .signals.filter((s) => s.messageIndex === 0)
      .map((s) => s.metadata?.reason ?? s.type.split('.').pop());

  it.each([
    ['My email was hacked and I’ve been trying to contact @Acme for weeks', 'eng'],
    ['@Acme how come your online banking is unavailable? Been trying to access it for weeks now.', 'eng'],
    ['@Acme have been trying all night to get on the game', 'eng'],
    ["For the last two years I've been fighting @Acme on their new design", 'eng'],
    ['@Acme I wasted days on hold with your support', 'eng'],
    ['@Acme ich versuche seit Tagen, mich einzuloggen', 'deu'],
    ["@Acme j'essaie depuis des semaines de joindre le service", 'fra'],
    ['@Acme llevo intentando durante días entrar en mi cuenta', 'spa'],
    ['@Acme estou tentando há dias acessar minha conta', 'por'],
  ])('fires: %s', (text, language) => {
    expect(reasons(text, language)).toContain('lasting');
  });

  it.each([
    // a point in the past, someone else's effort, a duration of another verb
    ['@Acme I tried to recover a mail I deleted a couple weeks or so ago'],
    ['@Acme I tried it two days ago'],
    ['@Acme for the past few days I have been getting emails from someone trying to log in'],
    // no effort, no handle, praise
    ['@Acme I have had this account for years'],
    ['I have been trying to learn French for weeks'],
    ['@Acme I spent hours in your new park today, loved it, thank you!'],
    // time spent somewhere is no effort
    ['@Acme I spent 3 days in Paris with your card, can I get the receipt?'],
    ['@Acme we spent days planning our trip, can we change the date?'],
  ])('quiet: %s', (text) => {
    expect(reasons(text)).not.toContain('lasting');
  });

  it('boundary: a duration before the effort counts only two tokens away at most', () => {
    expect(reasons("@Acme for weeks I've tried to log in")).toContain('lasting');
    expect(reasons('@Acme for weeks now, as you know, I tried to log in')).not.toContain('lasting');
  });

  it('boundary: the past point reaches two tokens', () => {
    expect(reasons('@Acme I tried for days or so')).toContain('lasting');
    expect(reasons('@Acme I tried it weeks or so ago')).not.toContain('lasting');
  });

  it('"Spent hours." as a clause of its own is a complaint phrase', () => {
    expect(opening('@Acme recommends another workflow. Spent hours. HELP')).toContain('complaint');
    expect(reasons('@Acme I wasted hours on hold for nothing')).toContain('lasting');
  });

  it('hostile input', () => {
    expect(reasons('@Acme been trying for weeks. '.repeat(300))).toContain('lasting');
    expect(reasons('@Acme weeks weeks weeks tried')).not.toContain('lasting');
    expect(reasons('@ tried for weeks')).not.toContain('lasting');
  });
});

describe('frustration: "you told me that" of a repeated remark', () => {
  it.each([
    ['I am a teacher and I love dancing', 'Yeah you told me that', 'eng'],
    ['I am listening to classical music.', 'you told me that already.... nevermind', 'eng'],
    ['I work at the animal shelter.', 'You said that before', 'eng'],
    ['Ich arbeite im Tierheim.', 'Das hast du mir schon gesagt', 'deu'],
    ['Je travaille au refuge.', "Tu me l'as déjà dit", 'fra'],
    ['Trabajo en el refugio.', 'Ya me dijiste eso', 'spa'],
    ['Eu trabalho no abrigo.', 'Você já me disse isso', 'por'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(last(reply, text, language)).toContain('complaint');
  });

  it('quiet: a citation of what the assistant said, calm, is a dispute (see the citation rule)', () => {
    expect(last('My nickname is Ken.', 'You told me that your nickname is Ken.')).toEqual([]);
  });

  it('boundary: two tokens after the phrase still complain, three cite', () => {
    expect(last('I love dancing.', 'you told me that twice already')).toContain('complaint');
    expect(last('I love dancing.', 'you told me that you love dancing')).toEqual([]);
  });
});

describe('frustration: thanks for what the company did not do', () => {
  it.each([
    ['Hey @Acme thanks for not telling buyers the screen tilts, now it is broken', 'eng'],
    ['@Acme thank you for not answering my emails', 'eng'],
    ['@Acme gracias por no responder', 'spa'],
    ['@Acme obrigado por não responder', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it('quiet in a chat, and no gratitude there either', () => {
    expect(last('I like music.', 'Thank you for not asking me about sports.')).toEqual([]);
    const kinds = analyzeFamily(
      [user('hi'), assistant('I like music.'), user('Thank you for not asking me about sports.')],
      'interaction.positive_feedback.',
    ).signals.map((s) => s.type);
    expect(kinds).toEqual([]);
  });

  it('boundary: "thanks, not now" is no such phrase', () => {
    expect(opening('@Acme thanks, not now')).toEqual([]);
  });
});

describe('frustration: disappointment with an intensifier, and an ongoing issue', () => {
  it.each([
    ['@Acme I am absolutely disappointed in the online mode, it never connects', 'eng'],
    ["I'm a Gold member, which makes this situation even more disappointing.", 'eng'],
    ['@Acme This has been an ongoing issue. Drivers ignore the instructions.', 'eng'],
    ['@Acme ich bin sehr enttäuscht von eurem Service', 'deu'],
    ['@Acme je suis vraiment déçu du service', 'fra'],
    ['@Acme estoy muy decepcionado con el servicio', 'spa'],
    ['@Acme estou muito decepcionado com o atendimento', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it("quiet: an ongoing issue of the user's own, told in a progress report", () => {
    expect(opening('@Acme my knee has been an ongoing issue, can I still join the hike?')).toEqual([]);
    expect(opening('I reset it and it has been an ongoing issue since')).toEqual([]);
  });

  it('quiet: the mood that answers an opening "how are you?"', () => {
    expect(
      analyzeFamily(
        [assistant('Hi! How are you today?'), user('Really disappointed, my team lost.')],
        'interaction.frustration.',
      ).signals,
    ).toEqual([]);
  });
});

describe('frustration: a bare demand to stop, in a chat', () => {
  const reasonsAfter = (reply: string, text: string, language?: string) =>
    analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', {
      language: language ?? 'eng',
    })
      .signals.filter((s) => s.messageIndex === 2)
      .map((s) => s.metadata?.reason);

  it.each([
    ['I am not a fan of music.', 'STOP', 'eng'],
    ['Maybe chicken is your pheasant.', 'Please stop', 'eng'],
    ['dogs and elephants are the only animals that understand pointing', 'stop it', 'eng'],
    ['Chutneys can also be used with rice', 'stop now', 'eng'],
    ['Ich mag Hühner.', 'Hör auf', 'deu'],
    ["J'aime les poulets.", 'Arrête', 'fra'],
    ['Me gustan los pollos.', 'Ya basta', 'spa'],
    ['Eu gosto de galinhas.', 'Chega!', 'por'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(reasonsAfter(reply, text, language)).toContain('exasperation');
  });

  it.each([
    // declining an offer or a suggestion
    ['Would you like me to go on with the story?', 'stop'],
    ['You could try the next chapter.', 'stop'],
    // teasing with the assistant's word, laughter, a longer turn, no halt
    ['Partying is my favorite!', 'stop partying'],
    ['I like pheasants.', 'stop lol'],
    ['I like pheasants.', 'stop talking about pheasants'],
    ['I like pheasants.', 'nvm'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(reasonsAfter(reply, text)).not.toContain('exasperation');
  });

  it("boundary: right after the user's own turn it halts nothing the assistant said", () => {
    const signals = analyzeFamily(
      [user('hi'), assistant('I like pheasants.'), user('ok'), user('stop')],
      'interaction.frustration.',
    ).signals;
    expect(signals.filter((s) => s.messageIndex === 3)).toEqual([]);
  });

  it('boundary: two tokens at most', () => {
    expect(reasonsAfter('I like pheasants.', 'stop it')).toContain('exasperation');
    expect(reasonsAfter('I like pheasants.', 'stop it now')).not.toContain('exasperation');
  });

  it('hostile input', () => {
    expect(reasonsAfter('I like pheasants.', '')).toEqual([]);
    expect(reasonsAfter('I like pheasants.', 'STOP!!!!!!!!!!')).toContain('exasperation');
  });
});
