import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../src/options';
import { initialDialogueState } from '../../src/detectors/dialogue';
import { REACTION_MAX_TOKENS } from '../../src/detectors/frustration-punctuation';
import { initialFrustrationState } from '../../src/detectors/frustration-state';
import { analyzeFamily, assistant, signalsOf, system, types, user } from '../helpers';

function frustration(messages: readonly unknown[], options?: AnalyzeOptions) {
  const { report, signals } = analyzeFamily(messages, 'interaction.frustration.', options);
  return { ...report.frustration, signals };
}
const one = (text: string, options?: AnalyzeOptions) => frustration([user(text)], options);
/** The text as a later user turn, answering the assistant. */
const later = (text: string, options?: AnalyzeOptions) =>
  frustration([user('Find my order.'), assistant('Looking into it.'), user(text)], options);
const ALL_CAPS = 'interaction.frustration.all_caps';
const PUNCT = 'interaction.frustration.excessive_punctuation';
const COMPLAINT = 'interaction.frustration.complaint';
const CONFUSION = 'interaction.frustration.confusion';
const PROFANITY = 'interaction.frustration.profanity';

describe('detectFrustration', () => {
  describe('all caps', () => {
    it('fires at exactly 10 cased letters, all uppercase', () => {
      const r = later('NO ABCDEFGH');
      expect(types(r.signals)).toEqual([ALL_CAPS]);
      expect(r.signals[0]!.confidence).toBe(1);
    });

    it('does not fire at 9 cased letters', () => {
      expect(later('NO ABCDEFG').signals).toEqual([]);
    });

    it('fires at exactly 80 % uppercase', () => {
      const r = later('NO ABCDEF ab');
      expect(types(r.signals)).toEqual([ALL_CAPS]);
      expect(r.signals[0]!.confidence).toBe(0.8);
    });

    it('does not fire at 79 % uppercase', () => {
      expect(later('A'.repeat(79) + ' ' + 'b'.repeat(21)).signals).toEqual([]);
    });

    it('fires on a realistic shouted message', () => {
      expect(types(later('WHY IS MY ORDER STILL NOT HERE').signals)).toContain(ALL_CAPS);
    });

    it('counts fullwidth capitals (NFKC) and non-ASCII capitals', () => {
      expect(types(later('ＳＴＯＰ ＴＨＩＳ ＮＯＷ').signals)).toEqual([ALL_CAPS]);
      expect(types(later('ÇA NE MARCHE PAS DU TOUT', { language: 'fra' }).signals)).toContain(ALL_CAPS);
    });

    it('ignores capitals inside fenced code', () => {
      expect(later('my log:\n```\nFATAL ERROR IN MODULE LOADER\n```\nany idea').signals).toEqual([]);
    });

    it('ignores capitals inside inline code', () => {
      expect(later('please set `MAX_CONNECTION_POOL_SIZE` higher').signals).toEqual([]);
    });

    it('ignores capitals inside URLs', () => {
      expect(later('see https://EXAMPLE.COM/DOCS/API/REFERENCE for it').signals).toEqual([]);
      expect(later('see HTTPS://EXAMPLE.COM/DOCS/API/REFERENCE').signals).toEqual([]);
      expect(later('see WWW.EXAMPLE.COM/DOCS/API/REFERENCE').signals).toEqual([]);
    });

    it('still fires on capitals outside the code', () => {
      expect(types(later('`x` THIS IS STILL BROKEN `y`').signals)).toContain(ALL_CAPS);
    });
  });

  describe('all caps: contrast with how the user writes', () => {
    const NEUTRAL = 'PLEASE WRITE A SHORT POEM ABOUT THE SEA';
    it('needs an earlier turn of the user in ordinary case', () => {
      expect(types(later(NEUTRAL).signals)).toEqual([ALL_CAPS]);
      expect(one(NEUTRAL).signals).toEqual([]);
    });

    it('finds no contrast when every earlier turn opened in capitals (pasted text after the first line)', () => {
      const caps = frustration([
        user('WRITE AN EMAIL FOR THE LAUNCH\nHere are the notes: the launch is on Monday at the main office.'),
        assistant('Dear all, the launch is on Monday.'),
        user(NEUTRAL),
      ]);
      expect(caps.signals).toEqual([]);
      const cased = frustration([
        user('Write an email for the launch\nHERE ARE THE NOTES: MONDAY, MAIN OFFICE.'),
        assistant('Dear all, the launch is on Monday.'),
        user(NEUTRAL),
      ]);
      expect(types(cased.signals)).toEqual([ALL_CAPS]);
    });

    it('needs 10 cased letters to read an opening as ordinary case', () => {
      const short = (opening: string) => frustration([user(opening), assistant('Sure.'), user(NEUTRAL)]).signals.length;
      expect(short('Hi there!')).toBe(0); // 7 letters
      expect(short('Hi there, Sam')).toBe(1); // 10 letters
      expect(short('Hi\nthere, Sam')).toBe(1); // read on past a short first line
    });

    it('without contrast, counts capitals with a cue of anger', () => {
      expect(types(one('THIS IS A WASTE OF TIME').signals)).toEqual([ALL_CAPS, COMPLAINT]);
      expect(types(one('WHERE IS MY PARCEL GONE!!!').signals)).toEqual([ALL_CAPS, PUNCT]);
      expect(types(one('@SHOPHELP WHERE IS MY PARCEL').signals)).toEqual([ALL_CAPS]);
      expect(types(one('.@SHOPHELP WHERE IS MY PARCEL').signals)).toEqual([ALL_CAPS]);
      expect(one('MAIL ME AT BOB@EXAMPLE.ORG TODAY').signals).toEqual([]);
      expect(one('WHERE IS MY PARCEL @ ALL').signals).toEqual([]);
    });

    it('reads a run of @ marks in linear time and finds no handle in it', () => {
      expect(one('@'.repeat(50_000) + ' WHERE IS MY PARCEL').signals).toEqual([]);
      expect(types(one('@'.repeat(50_000) + 'X WHERE IS MY PARCEL').signals)).toEqual([ALL_CAPS]);
    });

    it('counts capitals without contrast when no lexicon can read the cues', () => {
      expect(types(one(NEUTRAL, { language: 'ita' }).signals)).toEqual([ALL_CAPS]);
    });
  });

  describe('all caps: play, not anger', () => {
    const chat = (...turns: string[]) =>
      frustration(turns.flatMap((t, i) => [user(t), assistant(i === 0 ? 'I can be a dog.' : 'Ha, I like that.')]));

    it('does not count laughter, greetings, cheers or absurd exclamations in capitals', () => {
      expect(later('LOLLLLLLLLL').signals).toEqual([]);
      expect(later('HAHAHAHAHAHAAH').signals).toEqual([]);
      expect(later('GOOD MORNING SUNSHINE').signals).toEqual([]);
      expect(later('OH HELL YEAH').signals).toEqual([]);
      expect(later('I AM A MAGNET!').signals).toEqual([]);
      expect(later('JAJAJAJAJAJAJA', { language: 'spa' }).signals).toEqual([]);
      expect(later('KKKKKKKKKKKKK', { language: 'por' }).signals).toEqual([]);
    });

    it('reads capitals that praise or thank as enthusiasm, with or without a run', () => {
      expect(later("OH WOW THAT'S AWESOME").signals).toEqual([]);
      expect(later('THANK YOU SO MUCH!!!').signals).toEqual([]);
      expect(later('VIELEN DANK, DAS IST SUPER', { language: 'deu' }).signals).toEqual([]);
    });

    it('a run of only "!" in playful capitals is no cue for capitals or punctuation', () => {
      expect(later('BWAHAHAHAHAHA!!!!').signals).toEqual([]);
      expect(later('THE END IS UPON US!!! AAAH!').signals).toEqual([]);
      expect(one('I LOVE HOT DOGS!!!').signals).toEqual([]);
    });

    it('does not count a user who types in capitals in chit-chat without a cue', () => {
      expect(
        chat('Are you a dog?', 'HOLA SENORITA', 'WHAT KIND OF DOG?', 'I LIKE HOT DOGS PERSONALLY').signals,
      ).toEqual([]);
    });

    it('counts capitals aimed at the assistant or objecting, after the user wrote in ordinary case', () => {
      expect(types(later('YOU ARE BAD AT THIS CONVERSATION').signals)).toContain(ALL_CAPS);
      expect(types(later('COVID IS NOT THE FLU').signals)).toEqual([ALL_CAPS]);
      expect(types(later('WHERE IS MY ORDER NOW').signals)).toEqual([ALL_CAPS]);
      expect(types(later('PLEASE JUST BOOK THE FLIGHT').signals)).toEqual([ALL_CAPS]);
      expect(types(later('YOU JUST SAID SHE IS IN 8TH GRADE??!').signals)).toEqual([ALL_CAPS, PUNCT]);
      expect(types(later('DAS STIMMT DOCH NICHT', { language: 'deu' }).signals)).toContain(ALL_CAPS);
      expect(types(later('NO ME ESTÁS ESCUCHANDO', { language: 'spa' }).signals)).toContain(ALL_CAPS);
      expect(types(later("TU NE M'ÉCOUTES PAS", { language: 'fra' }).signals)).toContain(ALL_CAPS);
      expect(types(later('VOCÊ NÃO ESTÁ ME OUVINDO', { language: 'por' }).signals)).toContain(ALL_CAPS);
    });

    it('without contrast, an aimed word counts only with a run of marks', () => {
      expect(one('YOU ARE THE BEST DOG').signals).toEqual([]);
      expect(types(one('YOU SAID TUESDAY!!!').signals)).toEqual([ALL_CAPS, PUNCT]);
      expect(types(one('WHERE IS MY PARCEL GONE!!!').signals)).toEqual([ALL_CAPS, PUNCT]);
      // A run with "?" is exasperation by itself.
      expect(types(one('HOW IS THIS POSSIBLE?!?').signals)).toEqual([ALL_CAPS, PUNCT]);
    });

    it('reads long capitals without a cue in linear time', () => {
      expect(later('HA'.repeat(50_000)).signals).toEqual([]);
      expect(types(later('HA '.repeat(20_000) + 'NOT').signals)).toEqual([ALL_CAPS]);
    });
  });

  describe('all caps: letters share', () => {
    it('needs cased letters to be at least half of all letters', () => {
      // 10 cased, 10 uncased letters: exactly half fires; one more uncased letter does not.
      expect(types(later('NO ABCDEFGH 一二三四五六七八九十').signals)).toEqual([ALL_CAPS]);
      expect(later('NO ABCDEFGH 一二三四五六七八九十百').signals).toEqual([]);
    });

    it('does not read a Latin hotel name inside Japanese text as shouting', () => {
      expect(later('CANDEO HOTELS 福岡天神までタクシーで行きたいのですが。').signals).toEqual([]);
    });

    it('does not read control tokens', () => {
      expect(later('###OUT-OF-SCOPE###').signals).toEqual([]);
      expect(later('[INST] <SYSTEM> ###TRANSFER###').signals).toEqual([]);
    });
  });

  describe('excessive punctuation: runs and enthusiasm', () => {
    it('needs a run of exactly 3 consecutive marks, not 3 separate ones', () => {
      expect(types(one('where is it?!?').signals)).toEqual([PUNCT]);
      expect(one('Parking? Breakfast? Wifi?').signals).toEqual([]);
      expect(one('no! stop! now!').signals).toEqual([]);
    });

    it('reads a run in a message that thanks or praises as enthusiasm', () => {
      expect(one('Thank you!!!').signals).toEqual([]);
      expect(one('谢谢!!!', { language: 'cmn' }).signals).toEqual([]);
      expect(one('ありがとう！！！', { language: 'jpn' }).signals).toEqual([]);
    });

    it('still fires when the thanks is cancelled by a guard', () => {
      expect(types(one('thanks for nothing!!!').signals)).toContain(PUNCT);
    });
  });

  describe("complaint: symptoms of the user's own things", () => {
    it('does not count a symptom phrase after a first-person possessive in the same clause', () => {
      expect(one("My printer still isn't working.").signals).toEqual([]);
      expect(one('Mein Drucker funktioniert nicht.', { language: 'deu' }).signals).toEqual([]);
      expect(one('我的打印机一直报错', { language: 'cmn' }).signals).toEqual([]);
    });

    it("counts the same phrase about the assistant's answer, or with no first-person word before it", () => {
      expect(types(one("Your fix still isn't working.").signals)).toEqual([COMPLAINT]);
      expect(types(later("That doesn't work, it prints nothing for me.").signals)).toEqual([COMPLAINT]);
      expect(types(later("That didn't help.").signals)).toEqual([COMPLAINT]);
    });

    it('reads a symptom after a first-person word anywhere before it as a progress report', () => {
      expect(later("I restarted the router as you said. It's still not working, what next?").signals).toEqual([]);
      expect(later("I tried my best. It isn't working.").signals).toEqual([]);
      expect(later("Clearing the cache first, as I was told, didn't help.").signals).toEqual([]);
      expect(later("I'm not working at the moment, I study.").signals).toEqual([]);
      expect(later('Ich habe neu gestartet, aber es funktioniert nicht.', { language: 'deu' }).signals).toEqual([]);
      expect(later("J'ai redémarré, mais ça ne marche pas.", { language: 'fra' }).signals).toEqual([]);
    });

    it('still counts a frustration phrase in a progress report', () => {
      expect(
        types(later("I restarted the router, but it's still not working. This is getting a bit frustrating.").signals),
      ).toEqual([COMPLAINT]);
    });

    it('does not read past the start of the message (the first token, a self word after the phrase)', () => {
      expect(types(later("Doesn't work.").signals)).toEqual([COMPLAINT]);
      expect(types(later("Doesn't work for me.").signals)).toEqual([COMPLAINT]);
    });

    it('keeps complaints that are not symptoms, whoever owns the thing', () => {
      expect(types(one('My order never arrived').signals)).toEqual([COMPLAINT]);
    });

    it('reads "you suck" only where it ends a clause', () => {
      expect(one('Can you suck the water out with a pump?').signals).toEqual([]);
      expect(types(one('honestly you suck').signals)).toEqual([COMPLAINT]);
    });
  });

  describe('confusion: "makes no sense" ends its clause', () => {
    it('counts it at the end of a clause, or about the reader ("to me")', () => {
      expect(types(later('That makes no sense.').signals)).toEqual([CONFUSION]);
      expect(types(later("That doesn't make sense, can you repeat?").signals)).toEqual([CONFUSION]);
      expect(types(later("It doesn't make sense to me").signals)).toEqual([CONFUSION]);
      expect(types(later('This makes no sense at all').signals)).toEqual([CONFUSION]);
    });

    it('does not count it when a clause follows: it judges a fact, it is not confusion', () => {
      expect(later("It doesn't make sense that my sister has cover and I don't").signals).toEqual([]);
      expect(later('It makes no sense to pay twice for one seat').signals).toEqual([]);
      expect(later('No tiene sentido que me cobren dos veces', { language: 'spa' }).signals).toEqual([]);
    });
  });

  describe('confusion: "what do you mean by X?" asks about a term', () => {
    it('counts "what do you mean?" bare, or pointing at what the assistant said', () => {
      expect(types(later('What do you mean?').signals)).toEqual([CONFUSION]);
      expect(types(later('what do you mean by that?').signals)).toEqual([CONFUSION]);
      expect(types(later('What do you mean by this exactly?').signals)).toEqual([CONFUSION]);
      expect(types(later("I'm not sure what you mean by that.").signals)).toEqual([CONFUSION]);
    });

    it('does not count it when a term follows "by" or "with"', () => {
      expect(later('What do you mean by "create an index"?').signals).toEqual([]);
      expect(later('Can you expand on point 3? What do you mean by sharding?').signals).toEqual([]);
      expect(later('what do you mean with net margin').signals).toEqual([]);
    });

    it('counts a statement of not understanding, whatever follows', () => {
      expect(types(later("I don't know what you mean by escrow.").signals)).toEqual([CONFUSION]);
      expect(types(later("I don't understand what you mean by escrow").signals)).toEqual([CONFUSION]);
      expect(types(later('No sé a qué te refieres con interés compuesto.', { language: 'spa' }).signals)).toEqual([
        CONFUSION,
      ]);
    });

    it('still counts the term question with another confusion or complaint cue', () => {
      expect(types(later("I'm confused. What do you mean by escrow?").signals)).toEqual([CONFUSION]);
      expect(types(later('That is wrong. What do you mean by escrow?').signals).sort()).toEqual(
        [COMPLAINT, CONFUSION].sort(),
      );
    });

    it('reads "by" only in the same clause as the question', () => {
      expect(types(later('What do you mean? By Friday I need it.').signals)).toEqual([CONFUSION]);
    });

    it.each([
      ['spa', '¿Qué quieres decir con interés compuesto?', '¿Qué quieres decir con eso?'],
      ['deu', 'Was meinst du mit Zinseszins?', 'Was meinst du damit?'],
      ['fra', "Qu'entends-tu par intérêt composé ?", "Qu'entends-tu par là ?"],
      ['por', 'O que você quer dizer com juros compostos?', 'O que você quer dizer com isso?'],
      ['jpn', '複利ってどういう意味ですか？', 'それってどういう意味ですか？'],
    ])('%s: a term is a question, a pointing word is confusion', (language, term, pointing) => {
      expect(later(term, { language }).signals).toEqual([]);
      expect(types(later(pointing, { language }).signals)).toEqual([CONFUSION]);
    });

    it('jpn: quoting a negated statement of the assistant is confusion, not a term', () => {
      expect(types(later('返金できないってどういう意味ですか？', { language: 'jpn' }).signals)).toEqual([CONFUSION]);
    });

    it('stays linear on a hostile run of term questions', () => {
      const text = 'what do you mean by x '.repeat(5000);
      expect(later(text).signals).toEqual([]);
    });
  });

  describe('excessive punctuation', () => {
    it('fires at 3 exclamation marks and not at 2', () => {
      expect(types(one('it is not there!!!').signals)).toEqual([PUNCT]);
      expect(one('it is not there!!').signals).toEqual([]);
    });

    it('fires at 3 question marks and not at 2', () => {
      expect(types(later('where is it???').signals)).toEqual([PUNCT]);
      expect(later('where is it??').signals).toEqual([]);
    });

    it('counts fullwidth marks (NFKC)', () => {
      expect(types(one('it is not there！！！').signals)).toEqual([PUNCT]);
      expect(types(later('where is it？？？').signals)).toEqual([PUNCT]);
    });

    it('a run of only "!" needs a negative cue: negator, complaint, confusion, profanity or all caps', () => {
      expect(later('I am waiting for it!!!').signals).toEqual([]);
      expect(types(later('I am not waiting for it!!!').signals)).toEqual([PUNCT]);
      expect(types(later('this is useless!!!').signals)).toContain(PUNCT);
      expect(types(later('I am confused!!!').signals)).toContain(PUNCT);
      expect(types(later('damn it!!!').signals)).toContain(PUNCT);
      expect(types(later('WHERE IS MY ORDER!!!').signals)).toContain(PUNCT);
      expect(later('COFFEE!!!').signals).toEqual([]);
    });

    it('a run with "?" needs a later turn after the assistant, a mixed run or a negative cue', () => {
      expect(one('where is it???').signals).toEqual([]);
      expect(frustration([assistant('Hi! How can I help?'), user('where is it???')]).signals).toEqual([]);
      expect(frustration([user('hi'), user('where is it???')]).signals).toEqual([]);
      expect(types(one('where is it?!?').signals)).toEqual([PUNCT]);
      expect(types(one('why is it not here???').signals)).toEqual([PUNCT]);
      expect(types(later('where is it???').signals)).toEqual([PUNCT]);
    });

    it('a later "???" without a cue is a bare reaction of at most 3 tokens, or a question asked again', () => {
      expect(REACTION_MAX_TOKENS).toBe(3);
      // After a statement of the user's: 3 tokens react, 4 tokens are an emphatic new question.
      expect(types(later('you did what???').signals)).toEqual([PUNCT]);
      expect(later('so where is it???').signals).toEqual([]);
      expect(later('by the way, what is your name???').signals).toEqual([]);
      // After a question of the user's, the question asked again counts at any length.
      const again = (text: string) =>
        frustration([user('Where is my parcel?'), assistant('Parcels usually arrive in time.'), user(text)]);
      expect(types(again('so where is it???').signals)).toEqual([PUNCT]);
      expect(types(again('so where exactly is my parcel now???').signals)).toEqual([PUNCT]);
      // A negative cue still counts at any length ("why is it still…" also complains of the wait).
      expect(types(later('so why is it still not here???').signals)).toEqual([
        PUNCT,
        'interaction.frustration.complaint',
      ]);
      expect(types(later('so where is it, not here???').signals)).toEqual([PUNCT]);
    });

    it('a mixed "?!" run counts before the dialogue, and later only as a bare reaction', () => {
      // Before any answer: exasperation at what happened.
      expect(types(one('how is this even possible?!?').signals)).toEqual([PUNCT]);
      expect(types(frustration([user('hi'), user('how is this even possible?!?')]).signals)).toEqual([PUNCT]);
      // After the answer: 3 tokens react, 4 tokens are surprise at what the assistant said.
      expect(types(later('you did what?!?').signals)).toEqual([PUNCT]);
      expect(later('you did what there?!?').signals).toEqual([]);
      expect(later('by the way, what is your name?!?').signals).toEqual([]);
      // Not even as a question asked again: insisting is written "???", "?!" on a sentence is surprise.
      const again = (text: string) =>
        frustration([user('How many staff do you have?'), assistant('My kids help out.'), user(text)]);
      expect(again('you employ your own kids?!!').signals).toEqual([]);
      expect(types(again('how many staff exactly???').signals)).toEqual([PUNCT]);
    });

    it('a run without a cue does not count once an earlier run of the user did not count (style)', () => {
      /** The signals of the last turn only. */
      const afterStyle = (earlier: string, text: string) => {
        const r = frustration([user('hey'), assistant('Hi!'), user(earlier), assistant('I like jazz.'), user(text)]);
        return { signals: r.signals.filter((s) => s.messageIndex === 4) };
      };
      // Without the earlier run, both count.
      expect(types(afterStyle('which music do you like?', 'why????').signals)).toEqual([PUNCT]);
      expect(types(afterStyle('which music do you like?', 'what?!?').signals)).toEqual([PUNCT]);
      // An earlier uncounted run, with "?" or only "!", shows how this user writes.
      expect(afterStyle('so which music do you like...???', 'why????').signals).toEqual([]);
      expect(afterStyle('oh yes!!!', 'what?!?').signals).toEqual([]);
      expect(afterStyle('thanks so much!!!', 'why????').signals).toEqual([]);
      // A negative cue still counts.
      expect(types(afterStyle('so which music do you like...???', 'why not????').signals)).toEqual([PUNCT]);
      // An earlier run that counted (a cue, or a bare reaction) is no style: the next one counts.
      expect(types(afterStyle('this is not what I asked!!!', 'why????').signals)).toEqual([PUNCT]);
      expect(types(afterStyle('seriously???', 'why????').signals)).toEqual([PUNCT]);
      // A run in a user turn only: the assistant's runs are not the user's style.
      const assistantRuns = frustration([user('hey'), assistant('Hi!!! Which music???'), user('why????')]);
      expect(types(assistantRuns.signals)).toEqual([PUNCT]);
    });

    it('without a lexicon for the language every run counts', () => {
      expect(types(one('where is it!!!', { language: 'ita' }).signals)).toEqual([PUNCT]);
    });

    it('ignores marks inside fenced code, inline code and URLs', () => {
      expect(one('```\nassert!!!(x)\n```').signals).toEqual([]);
      expect(one('what does `a ??? b ??? c` mean').signals).toEqual([]);
      expect(one('open https://example.com/?a=1?b=2?c=3!!! please').signals).toEqual([]);
    });
  });

  describe('phrases', () => {
    it.each(["This doesn't work", 'That was not helpful', 'What a waste of time'])('"%s" is a complaint', (text) => {
      expect(types(one(text).signals)).toEqual([COMPLAINT]);
    });

    it.each(["I don't understand", 'that makes no sense', "I'm confused"])('"%s" is confusion', (text) => {
      expect(types(one(text).signals)).toEqual([CONFUSION]);
    });

    it('profanity is a whole token of the profanity lexicon', () => {
      expect(types(one('this is shit').signals)).toEqual([PROFANITY]);
      expect(types(later('wtf').signals)).toEqual([PROFANITY]);
    });

    it('profanity does not match inside a longer word', () => {
      expect(one('scrap that idea, use the shitake mushrooms').signals).toEqual([]);
      expect(one('a classic assessment of the passage').signals).toEqual([]);
    });

    it('a complaint with a typo still counts, with lower confidence', () => {
      const r = one("I don't understnd");
      expect(types(r.signals)).toEqual([CONFUSION]);
      expect(r.signals[0]!.confidence).toBe(0.7);
      expect(r.signals[0]!.metadata).toMatchObject({ fuzzy: true });
    });

    it('records the phrase, the snippet and a 0.9 confidence', () => {
      const [s] = one('Honestly this doesn\u2019t work at all').signals;
      expect(s).toMatchObject({ type: COMPLAINT, messageIndex: 0, confidence: 0.9 });
      expect(s!.metadata?.fuzzy).toBe(false);
      expect(s!.metadata?.phrase).toMatch(/doesn't work/);
      expect(s!.snippet).toContain(String(s!.metadata?.phrase));
    });

    it('leaves the snippet out when snippets are disabled', () => {
      const [s] = frustration([user("this doesn't work")], { includeSnippets: false }).signals;
      expect(s).toBeDefined();
      expect(s!.snippet).toBeUndefined();
    });

    it('ignores phrases inside code', () => {
      expect(one("```\n// this doesn't work, waste of time\n```").signals).toEqual([]);
    });
  });

  describe('false-positive traps', () => {
    it.each([
      'Help me reset my password',
      'The list is incomplete, can you add the rest?',
      'Hello there!',
      'What is the absolute value of -3?',
      'Please prepare the quarterly report',
      'Thanks, that works',
      "he'll be fine",
      'I understand now, thank you',
    ])('"%s" is not frustration', (text) => {
      expect(one(text).signals).toEqual([]);
    });

    it('assistant and system messages are never read', () => {
      const r = frustration([
        system("THIS DOESN'T WORK!!! WTF, I DON'T UNDERSTAND"),
        assistant("THIS DOESN'T WORK!!! WTF, I DON'T UNDERSTAND"),
      ]);
      expect(r.signals).toEqual([]);
      expect(r.count).toBe(0);
    });
  });

  describe('counting', () => {
    it('counts each indicator once per message', () => {
      const r = one("this doesn't work!!! waste of time??? not helpful!!!");
      expect(types(r.signals)).toEqual([PUNCT, COMPLAINT]);
      expect(r.count).toBe(2);
    });

    it('counts all five indicators of one message', () => {
      const r = one("THIS DOESN'T WORK!!! I DON'T UNDERSTAND, WTF");
      expect(types(r.signals).sort()).toEqual([ALL_CAPS, COMPLAINT, CONFUSION, PUNCT, PROFANITY].sort());
      expect(r.count).toBe(5);
      expect(r.severity).toBe(3);
    });

    it.each([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
    ])('%i indicators over the conversation → severity %i', (n, severity) => {
      const messages = Array.from({ length: n }, () => user('it is not there!!!'));
      const r = frustration([user('hi'), ...messages]);
      expect(r.count).toBe(n);
      expect(r.severity).toBe(severity);
    });

    it('reports each signal at its message index', () => {
      const r = frustration([system('x'), user('hi'), assistant('hello'), user('waste of time')]);
      expect(signalsOf(r.signals, COMPLAINT).map((s) => s.messageIndex)).toEqual([3]);
    });
  });
});

describe('initialFrustrationState', () => {
  it('is a fresh dialogue state (every field, in its order) with nothing read yet, a new object each time', () => {
    const state = initialFrustrationState();
    const own = {
      wroteInCase: false,
      punctuatesByHabit: false,
      capsByHabit: false,
      userSpokeLast: false,
      frustratedLast: false,
      assistantTurns: 0,
      moodTold: false,
      recentUsers: [],
    };
    expect(state).toEqual({ ...initialDialogueState(), ...own });
    expect(Object.keys(state)).toEqual([...Object.keys(initialDialogueState()), ...Object.keys(own)]);
    const other = initialFrustrationState();
    expect(other).not.toBe(state);
    expect(other.recentUsers).not.toBe(state.recentUsers);
  });
});
