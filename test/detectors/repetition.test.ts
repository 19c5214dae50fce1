import { describe, expect, it } from 'vitest';
import {
  ADDED_CLAUSE_WORDS,
  BARE_ANSWER_MAX_WORDS,
  EXACT_SIMILARITY,
  LOOPING_COUNT,
  NEAR_DUPLICATE_SIMILARITY,
  REPETITION_MIN_TOKENS,
  REPETITION_WINDOW,
} from '../../src/detectors/repetition';
import type { AnalyzeOptions } from '../../src/options';
import { identifiersOf } from '../../src/text/identifiers';
import { STEM_PREFIX } from '../../src/text/stem';
import { analyzeFamily, assistant, user, words } from '../helpers';

const EXACT = 'interaction.repetition.exact';
const NEAR = 'interaction.repetition.near_duplicate';

function repetition(messages: readonly unknown[], options?: AnalyzeOptions) {
  const { report, signals } = analyzeFamily(messages, 'interaction.repetition.', options);
  return { ...report.repetition, signals };
}

/** A reply of `n` distinct tokens unique to `tag`. */
const reply = (tag: string, n = 8): string => words(tag, n);

describe('detectRepetition', () => {
  it('uses the documented repetition constants', () => {
    expect(REPETITION_MIN_TOKENS).toBe(5);
    expect(REPETITION_WINDOW).toBe(5);
    expect(EXACT_SIMILARITY).toBe(0.85);
    expect(NEAR_DUPLICATE_SIMILARITY).toBe(0.5);
    expect(LOOPING_COUNT).toBe(2);
    expect(STEM_PREFIX).toBe(5);
    expect(ADDED_CLAUSE_WORDS).toBe(2);
  });

  it('reports an identical reply as an exact repeat of the earlier one', () => {
    const text = 'I am sorry, I cannot help with that request right now.';
    const r = repetition([user('a'), assistant(text), user('b'), assistant(text)]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]).toMatchObject({ type: EXACT, messageIndex: 3, confidence: 1 });
    expect(r.signals[0]!.metadata).toEqual({ similarTo: 1, similarity: 1 });
    expect(r.count).toBe(1);
    expect(r.severity).toBe(1);
    expect(r.looping).toBe(false);
  });

  it('ignores case, punctuation and spacing differences', () => {
    const r = repetition([
      assistant('Please restart the router and try again.'),
      assistant('please   RESTART the router, and try again!!'),
    ]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });

  it('similarity exactly 0.85 is exact', () => {
    const base = words('w', 18);
    const r = repetition([assistant(`${base} xa`), assistant(`${base} ya yb`)]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]!.type).toBe(EXACT);
    expect(r.signals[0]!.metadata?.similarity).toBe(0.85);
  });

  it('similarity just below 0.85 (17/21) is a near-duplicate', () => {
    const base = words('w', 18);
    // Earlier words in a new order (new words would make it another item): 3 new pairs.
    const r = repetition([assistant(`${base} xa`), assistant(`${base} w5 w3 w7`)]);
    expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
    expect(r.signals[0]!.confidence).toBeCloseTo(17 / 21, 3);
  });

  it('similarity exactly 0.50 is a near-duplicate', () => {
    const base = words('w', 6); // 5 bigrams
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} w2 w4 w1`)]); // 7 and 8 bigrams, 5 shared, union 10
    expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
    expect(r.signals[0]!.metadata?.similarity).toBe(0.5);
    expect(r.signals[0]!.confidence).toBe(0.5);
  });

  it('similarity just below 0.50 (5/11) is nothing', () => {
    const base = words('w', 6);
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} w2 w4 w1 w3`)]);
    expect(r.signals).toEqual([]);
    expect(r.count).toBe(0);
  });

  it('ignores assistant messages of fewer than 5 tokens', () => {
    const r = repetition([
      assistant('one two three four'),
      assistant('one two three four'),
      assistant('one two three four'),
    ]);
    expect(r.signals).toEqual([]);
  });

  it('compares messages of exactly 5 tokens', () => {
    const r = repetition([assistant('one two three four five'), assistant('one two three four five')]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });

  it('compares with the message 5 assistant replies back', () => {
    const r = repetition([
      assistant(reply('a')),
      assistant(reply('b')),
      assistant(reply('c')),
      assistant(reply('d')),
      assistant(reply('e')),
      assistant(reply('a')),
    ]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]).toMatchObject({ type: EXACT, messageIndex: 5 });
    expect(r.signals[0]!.metadata?.similarTo).toBe(0);
  });

  it('does not count a repeat of the 6th-back assistant reply', () => {
    const r = repetition([
      assistant(reply('a')),
      assistant(reply('b')),
      assistant(reply('c')),
      assistant(reply('d')),
      assistant(reply('e')),
      assistant(reply('f')),
      assistant(reply('a')),
    ]);
    expect(r.signals).toEqual([]);
  });

  it('makes each message at most one instance, from its best similarity', () => {
    const base = words('w', 6);
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} pa pb`), assistant(`${base} w2 w4 w1`)]);
    expect(r.signals.map((s) => [s.type, s.messageIndex])).toEqual([
      [EXACT, 1],
      [NEAR, 2],
    ]);
  });

  it('ignores user messages', () => {
    const text = 'please can you check my order status again';
    expect(repetition([user(text), user(text), user(text)]).signals).toEqual([]);
  });

  it('reports indices into the original list', () => {
    const text = 'Let me look into that for you right away.';
    const r = repetition([
      { role: 'system', content: text },
      null,
      user('x'),
      assistant(text),
      user('y'),
      assistant(text),
    ]);
    expect(r.signals.map((s) => s.messageIndex)).toEqual([5]);
    expect(r.signals[0]!.metadata?.similarTo).toBe(3);
  });

  it('is not looping at 2 instances and looping at 3', () => {
    const text = reply('loop');
    const two = repetition([assistant(text), assistant(text), assistant(text)]);
    expect(two.count).toBe(2);
    expect(two.looping).toBe(false);
    const three = repetition([assistant(text), assistant(text), assistant(text), assistant(text)]);
    expect(three.count).toBe(3);
    expect(three.looping).toBe(true);
  });

  describe('progress', () => {
    const cancelled = (code: string) => `Your reservation ${code} has been cancelled and the refund is on its way.`;

    it('the same template for another item (a token with digits) is not a repeat', () => {
      const r = repetition([
        user('cancel AB12CD and XY34ZW'),
        assistant(cancelled('AB12CD')),
        user('and the other one'),
        assistant(cancelled('XY34ZW')),
      ]);
      expect(r.signals).toEqual([]);
    });

    it('another e-mail address, or a name in quotes or backticks, is another item', () => {
      const sent = (to: string) => `I have sent the invoice to ${to} and marked the order as paid today.`;
      expect(
        repetition([user('x'), assistant(sent('ana@example.com')), user('y'), assistant(sent('bo@example.org'))])
          .signals,
      ).toEqual([]);
      const added = (name: string) => `I have added the playlist ${name} to your library and shared it with you.`;
      expect(
        repetition([user('x'), assistant(added('"Night Drive"')), user('y'), assistant(added('"Morning Run"'))])
          .signals,
      ).toEqual([]);
      const renamed = (name: string) =>
        `I have renamed the helper to ${name}, updated every call site in the module, ran the whole test suite again and pushed the branch for review.`;
      expect(
        repetition([user('x'), assistant(renamed('`loadUser`')), user('y'), assistant(renamed('`fetchUser`'))]).signals,
      ).toEqual([]);
      // The same name in backticks again is the same item.
      expect(
        repetition([user('x'), assistant(renamed('`loadUser`')), user('y'), assistant(renamed('`loadUser`'))]).signals
          .length,
      ).toBe(1);
    });

    it('the same item again is a repeat, whatever its identifier', () => {
      const r = repetition([user('x'), assistant(cancelled('AB12CD')), user('y'), assistant(cancelled('AB12CD'))]);
      expect(r.signals.map((s) => [s.type, s.metadata?.similarTo])).toEqual([[EXACT, 1]]);
    });

    it('a draft revised with what the user asked for in between is progress', () => {
      const draft = (day: string) => `Hi team, quick heads-up: the quarterly report is delayed until ${day}. Thanks.`;
      const r = repetition([
        user('write the email'),
        assistant(draft('Friday')),
        user('make it Monday please'),
        assistant(draft('Monday')),
      ]);
      expect(r.signals).toEqual([]);
    });

    it('a user word that the earlier message already had is no progress', () => {
      const text = 'Please restart your router and wait two minutes before trying again.';
      const r = repetition([user('it fails'), assistant(text), user('I did restart the router'), assistant(text)]);
      expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
    });

    it('only user turns after the earlier message count as new', () => {
      const a =
        'Here is the summary of your account and the latest statement for review, with every payment listed by date and amount.';
      const b =
        'Here is the summary of your savings account and the latest statement for review, with every payment listed by date and amount.';
      // "savings" was said before the first reply: it is not new since then (an exact repeat: 20/23).
      const r = repetition([user('show my savings'), assistant(a), user('hmm'), assistant(b)]);
      expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      // Said in between, it is taken up: progress.
      expect(
        repetition([user('show my account'), assistant(a), user('the savings one'), assistant(b)]).signals,
      ).toEqual([]);
    });

    it('names the most similar earlier message it made no progress since', () => {
      const t = (code: string) => `Your reservation ${code} has been cancelled and the refund is on its way.`;
      const r = repetition([
        user('x'),
        assistant(t('AB12CD')),
        user('y'),
        assistant(t('XY34ZW')),
        user('z'),
        assistant(t('AB12CD')),
      ]);
      expect(r.signals.map((s) => [s.messageIndex, s.metadata?.similarTo])).toEqual([[5, 1]]);
    });

    it('a near-duplicate that brings a content word the earlier one lacked is another item', () => {
      const r = (second: string) =>
        repetition([
          user('hi'),
          assistant('What is your favourite food to cook?'),
          user('pasta'),
          assistant(second),
        ]).signals.map((s) => s.type);
      expect(r('What is your favourite animal to see?')).toEqual([]);
      // Only earlier words, dropped or reordered: still a repeat.
      expect(r('So what is your favourite food?')).toEqual([NEAR]);
      // An exact repeat stays one whatever it adds (the identifier rule aside).
      expect(
        repetition([
          user('hi'),
          assistant('Please restart your router and wait two minutes before you try again today.'),
          user('done'),
          assistant('Please restart your router and wait two minutes before you try again today, thanks.'),
        ]).signals.map((s) => s.type),
      ).toEqual([EXACT]);
    });

    describe('a revision made by removal, where the user pointed', () => {
      const story = (middle: string) =>
        `Here is the revised story.\nA fox lived at the edge of an old forest near the river.\n${middle}\nEvery evening she walked home along the quiet stony path by the mill.`;
      const before = story('One day she found a shiny red kite caught in a tall oak tree.');

      it('is progress: the body lost what the user named, and brings no new token', () => {
        const after = story('One day she found a shiny kite caught in a tall oak tree.');
        const r = repetition([user('write a story'), assistant(before), user('remove the word red'), assistant(after)]);
        expect(r.signals).toEqual([]);
      });

      it('counts occurrences: dropping one of two mentions is an edit too', () => {
        const twice = story('One day she found a red kite and a red ball in a tall oak tree.');
        const once = story('One day she found a red kite and a ball in a tall oak tree.');
        const r = repetition([user('write a story'), assistant(twice), user('only one thing is red'), assistant(once)]);
        expect(r.signals).toEqual([]);
      });

      it('reads what the user quoted: a removal asked by quoting the words is progress', () => {
        const after = story('One day she found a kite caught in a tall oak tree.');
        const r = repetition([
          user('write a story'),
          assistant(before),
          user('The words "shiny red" should go.'),
          assistant(after),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('reads another form of the user\'s word: merging two "flushed" sentences as "flush once" asked', () => {
        const twice = story('She flushed the bowl. Then she flushed the toilet again and waited by the door.');
        const once = story('She flushed the bowl and the toilet together and waited by the door.');
        const r = repetition([
          user('write a story'),
          assistant(twice),
          user('make her flush only once'),
          assistant(once),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('reads stems in German too: "spülen" asked, "spülte" merged', () => {
        const text = (middle: string) =>
          `Hier ist die neue Geschichte.\nEin Fuchs lebte am Rand eines alten Waldes nahe dem Fluss.\n${middle}\nJeden Abend ging sie auf dem stillen Weg an der Mühle nach Hause.`;
        const r = repetition([
          user('schreib eine Geschichte'),
          assistant(text('Sie spülte die Schale. Dann spülte sie die Toilette und wartete an der Tür.')),
          user('sie soll nur einmal spülen'),
          assistant(text('Sie spülte die Schale und die Toilette zusammen und wartete an der Tür.')),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('is still a repeat when the edit is elsewhere than what the user named', () => {
        const after = story('One day she found a shiny red kite caught in a tall tree.');
        const r = repetition([user('write a story'), assistant(before), user('remove the word red'), assistant(after)]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('is still a repeat when only the first line changed (a new lead-in over the same body)', () => {
        const body =
          '\nA fox lived at the edge of an old forest near the river and walked home every evening by the mill.' +
          '\nShe knew every stone of the path and every bird that sang in the hedges along the way.' +
          '\nIn winter she slept in a hollow under the roots of a fallen beech, warm and dry until spring came back.';
        const r = repetition([
          user('write four stories'),
          assistant(`Sure! Here is a single response with all four stories:${body}`),
          user('You left out the fourth story again. Your response must include all four.'),
          assistant(`Sorry! Here are all four stories:${body}`),
        ]);
        // "response" (the user's word) left the first line only: the body is the same.
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('never applies to a one-line message', () => {
        const r = repetition([
          user('hi'),
          assistant('Well, I do not know what to say about the weather today.'),
          user('say something about the weather'),
          assistant('I do not know what to say about the weather today.'),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });
    });

    describe('the same prompt for the next item, after the user closed one', () => {
      const prompt = 'Is there anything else I can help you with today?';
      const done = 'Your table is booked for 19:30, booking number 48213.';

      it('is no repeat when the user thanked for a delivered item (an identifier) in between', () => {
        const r = repetition([
          user('book a table'),
          assistant(prompt),
          user('find me a restaurant for tonight'),
          assistant(done),
          user('Thanks a lot! That is all.'),
          assistant(prompt),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('reads an acknowledgement as a close too, with a new request after it', () => {
        const r = repetition([
          user('I need a hotel'),
          assistant('Certainly. Do you have any preferences for the area?'),
          user('near the station'),
          assistant(done),
          user('Got it. I also need a taxi company.'),
          assistant('Certainly. Do you have any preferences for the area?'),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('is no repeat when the thanks go on with a new request, even with no identifier before', () => {
        const ask = 'Certainly. What would you like to know about it?';
        const r = (last: string) =>
          repetition([
            user('Is there a museum called the Clock House?'),
            assistant(ask),
            user('when is it closed'),
            assistant('It is open every day of the week.'),
            user(last),
            assistant(ask),
          ]).signals.map((s) => s.type);
        expect(r('Thanks. Do you also know a bakery called Crumbs?')).toEqual([]);
        // The same thanks with nothing after them: no item was delivered, so it is a repeat.
        expect(r('Thanks.')).toEqual([EXACT]);
      });

      it('reads the identifier of a delivery too short to be compared, and of one already compared', () => {
        // "Booked: 19:30." has three tokens (not compared); the second delivery resembles the
        // first, so its words were read for that comparison before the thanks are checked.
        const delivered = (said: string, before: string) =>
          repetition([
            user('book a table'),
            assistant(prompt),
            user('find a place'),
            assistant(before),
            user('and one more'),
            assistant(said),
            user('Thanks a lot! That is all.'),
            assistant(prompt),
          ]).signals.filter((s) => s.messageIndex === 7);
        expect(delivered('Booked: 19:30.', 'Looking for a place now.')).toEqual([]);
        expect(delivered(done, done.replace('48213', '48214'))).toEqual([]);
        // The same turns without an identifier in the answer: the prompt is a repeat.
        expect(delivered('It is booked.', 'Looking for a place now.').map((s) => s.type)).toEqual([EXACT]);
      });

      it('is a repeat when the thanks answer small talk (no identifier)', () => {
        const r = repetition([
          user('hi'),
          assistant(prompt),
          user('no'),
          assistant('I like to read books about history.'),
          user('oh I see, thanks'),
          assistant(prompt),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('is a repeat when the thanks do not open the turn ("Please do X. Thank you!")', () => {
        const r = repetition([
          user('book a table'),
          assistant(prompt),
          user('find a place'),
          assistant(done),
          user('Please book it for me. Thank you!'),
          assistant(prompt),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('only the latest user turn closes: an older close does not excuse a later repeat', () => {
        const r = repetition([
          user('book a table'),
          assistant(done),
          user('Thanks!'),
          assistant(prompt),
          user('what?'),
          assistant(prompt),
        ]);
        expect(r.signals.map((s) => [s.type, s.messageIndex])).toEqual([[EXACT, 5]]);
      });
    });

    describe('a word of the user taken up in another form (same stem)', () => {
      const refusal = (verb: string) =>
        `I am sorry, but basic economy tickets cannot be ${verb} once they are booked. You would need to cancel this reservation and book a new one.`;

      it('is progress: "upgrading" asked, "upgraded" answered', () => {
        const r = repetition([
          user('change my return flight'),
          assistant(refusal('changed')),
          user('If upgrading my ticket would allow it, can we do that?'),
          assistant(refusal('upgraded or changed')),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('needs five shared characters: "conference" does not take up "confirmed"', () => {
        const r = repetition([
          user('change my flight'),
          assistant(refusal('changed')),
          user('I have a conference that day'),
          assistant(refusal('confirmed or changed')),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('a five-letter word is its own stem: "tables" takes up "table"', () => {
        const line = (extra: string) =>
          `Your booking for four people on Friday evening at the garden restaurant is confirmed, see you there${extra}.`;
        const r = repetition([
          user('book it'),
          assistant(line('')),
          user('can we get two tables'),
          assistant(line(' table')),
        ]);
        expect(r.signals).toEqual([]);
        const other = repetition([
          user('book it'),
          assistant(line('')),
          user('can we get two chairs'),
          assistant(line(' table')),
        ]);
        expect(other.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('is no progress when the earlier message had a word of that stem already', () => {
        const r = repetition([
          user('change my flight'),
          assistant(refusal('upgraded or changed')),
          user('what about upgrading then?'),
          assistant(refusal('upgrades or changed')),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('reads whole words outside the Latin script', () => {
        const r = repetition([
          user('a'),
          assistant('Извините, этот билет нельзя изменить после покупки, нужно отменить бронь и купить новый.'),
          user('а обновление возможно?'),
          assistant(
            'Извините, этот билет нельзя изменить после покупки, нужно отменить бронь и купить новый. Обновить',
          ),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
        // The same word is taken up.
        const same = repetition([
          user('a'),
          assistant('Извините, этот билет нельзя изменить после покупки, нужно отменить бронь и купить новый.'),
          user('а обновить возможно?'),
          assistant(
            'Извините, этот билет нельзя изменить после покупки, нужно отменить бронь и купить новый. Обновить',
          ),
        ]);
        expect(same.signals).toEqual([]);
      });
    });

    describe('a clause added after the user asked for something', () => {
      const draft =
        'I have trouble with my speech, doctor. Sometimes the words get stuck and I cannot get them out, and my memory is not as good as it was, so I forget names and new things quickly';

      it('is a revised draft: two new content words or more, all in one clause', () => {
        const r = repetition([
          user('write it as a patient'),
          assistant(`${draft}.`),
          user('Add agrammatism'),
          assistant(`${draft}, and my sentences come out broken.`),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('one new word is a swapped word, not a clause', () => {
        const r = repetition([
          user('write it as a patient'),
          assistant(`${draft}.`),
          user('Add agrammatism'),
          assistant(`${draft}, broken.`),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('new words spread over several clauses are words swapped here and there', () => {
        const r = repetition([
          user('write it as a patient'),
          assistant(`${draft}.`),
          user('Please rewrite it in a different way'),
          assistant(`${draft.replace('doctor', 'nurse')}, honestly.`),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });

      it('needs a request in between: an added clause after small talk is still a repeat', () => {
        const r = repetition([
          user('write it as a patient'),
          assistant(`${draft}.`),
          user('hmm ok'),
          assistant(`${draft}, and my sentences come out broken.`),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });
    });

    describe('the service template for a new request', () => {
      // Similarity 0.69: a near-duplicate made of the earlier words only.
      const first = 'Certainly, there are many. Do you have any other preferences for the area or the price?';
      const next = 'Certainly. Do you have any other preferences for the area or the price?';

      it('is no repeat when it answers a request that names something new', () => {
        const r = repetition([
          user('Is there a hotel with a restaurant in Yokohama?'),
          assistant(first),
          user('ok'),
          assistant('Hotel Bay is a good one.'),
          user('Can you also find me a taxi for that day?'),
          assistant(next),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('is a repeat when the request names nothing new (the same request again)', () => {
        const r = repetition([
          user('Can you find a hotel with a restaurant?'),
          assistant(first),
          user('Can you find a hotel with a restaurant?'),
          assistant(next),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
      });

      it('is a repeat when the earlier one answered no request', () => {
        const r = repetition([
          user('I am in Yokohama'),
          assistant(first),
          user('Can you also find me a taxi for that day?'),
          assistant(next),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
      });

      it('is a repeat when it speaks of the assistant itself (a persona line)', () => {
        const r = repetition([
          user('Do you like cars?'),
          assistant('Oh well, I really like to go to the beach with my dog.'),
          user('Do you like doggies?'),
          assistant('I really like to go to the beach.'),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
        // The same lines without a first-person word are a template for the new request.
        const plain = repetition([
          user('Do you like cars?'),
          assistant('Oh well, we really like to go to the beach with the dog.'),
          user('Do you like doggies?'),
          assistant('We really like to go to the beach.'),
        ]);
        expect(plain.signals).toEqual([]);
      });

      it('after an item asked for and delivered in between, the closing prompt closes another item', () => {
        const close = 'You are welcome. Is there anything else you need from us today?';
        const again = 'Is there anything else you need from us?';
        const run = (ask: string, answer: string) =>
          repetition([
            user('Thanks, that is all.'),
            assistant(close),
            user(ask),
            assistant(answer),
            user('I see.'),
            assistant(again),
          ]).signals.map((s) => s.type);
        expect(run('Can you also find a bakery?', 'Sunny Bread is at 12 Elm Street.')).toEqual([]);
        // Nothing delivered (no identifier), or nothing new asked for: still a repeat.
        expect(run('Can you also find a bakery?', 'Sunny Bread is on Elm Street.')).toEqual([NEAR]);
        expect(run('ok whatever', 'Sunny Bread is at 12 Elm Street.')).toEqual([NEAR]);
      });

      it('never excuses an exact repeat', () => {
        const r = repetition([
          user('Where is my parcel?'),
          assistant(next),
          user('Can you change my delivery address?'),
          assistant(next),
        ]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });
    });

    describe('an older version given again after the user asked to go back', () => {
      const full =
        'Title: Export button. Description: Users need a button that exports the report as a file, with a short note on the formats we support.';
      const short = 'Steps: open the report, press export, check the file. Done when the file opens.';

      it('is what the user asked for ("go back to the previous version")', () => {
        const r = repetition([
          user('write the ticket'),
          assistant(full),
          user('only the steps'),
          assistant(short),
          user('No, go back to the previous version'),
          assistant(full),
        ]);
        expect(r.signals).toEqual([]);
      });

      it('is a repeat without a request to go back', () => {
        const r = repetition([
          user('write the ticket'),
          assistant(full),
          user('only the steps'),
          assistant(short),
          user('No, that is not it'),
          assistant(full),
        ]);
        expect(r.signals.map((s) => [s.type, s.metadata?.similarTo])).toEqual([[EXACT, 1]]);
      });

      it('is a repeat when it is the latest message again', () => {
        const r = repetition([user('write the ticket'), assistant(full), user('change it back'), assistant(full)]);
        expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
      });
    });

    describe('paths are identifiers', () => {
      it('the next command on another path is no repeat', () => {
        const step = (path: string) =>
          `The file is not there. Let us look for it in another place.\n\`\`\`\ncat ${path}\n\`\`\``;
        expect(repetition([assistant(step('/root/flag')), assistant(step('/flag'))]).signals).toEqual([]);
        expect(repetition([assistant(step('/root/flag')), assistant(step('/root/flag'))]).signals).toHaveLength(1);
      });

      it('reads words with a slash and a letter or digit, without sentence punctuation', () => {
        expect([...identifiersOf('Look in /root/flag, then src/app.ts. Not in / or //.')]).toEqual([
          '/root/flag',
          'src/app.ts',
        ]);
        expect([...identifiersOf('see (`https://example.org/a?b=/c`)')]).toContain('https://example.org/a?b=/c');
      });

      it('is linear on hostile text', () => {
        const text = `${'a'.repeat(200_000)} ${'/'.repeat(200_000)} ${'b/'.repeat(100_000)}`;
        const t0 = performance.now();
        expect(identifiersOf(text).size).toBe(1);
        expect(performance.now() - t0).toBeLessThan(2000);
      });
    });

    it('survives hostile text', () => {
      const odd = `"${'\ud800'.repeat(50)}" ${'@'.repeat(300)} ${'9'.repeat(5000)}`;
      const r = repetition([user(odd), assistant(odd), user(odd), assistant(odd)]);
      expect(r.count).toBeLessThanOrEqual(1);
    });
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('%i instances → severity %i', (n, severity) => {
    const text = reply('same');
    const r = repetition(Array.from({ length: n + 1 }, () => assistant(text)));
    expect(r.count).toBe(n);
    expect(r.severity).toBe(severity);
  });
});

describe('repetition: a new state after a bare answer or move of the user', () => {
  const board = (placed: string, mine: string) =>
    `Ok, you have placed your X in the ${placed} corner of the grid. Here is the current state of the board, ` +
    `with every mark still where it was before. Now it is my turn again, and I will place my O in the ${mine} of the grid. ` +
    'It is now your turn, just let me know where you would like to place your next X on the board.';

  it('is progress: the board after the move replaces words of the earlier one', () => {
    const r = repetition([
      user('9'),
      assistant(board('bottom right', 'top right')),
      user('7'),
      assistant(board('bottom left', 'top middle')),
    ]);
    expect(r.signals).toEqual([]);
  });

  it('in Spanish too', () => {
    const tablero = (puesto: string) =>
      `Muy bien, has puesto tu X en la esquina ${puesto} del tablero. Este es el estado actual del juego, ` +
      'con todas las marcas donde estaban antes. Ahora es mi turno y pondré mi O en el centro del tablero. ' +
      'Ahora te toca a ti, dime dónde quieres poner tu próxima X.';
    const r = repetition([user('9'), assistant(tablero('derecha')), user('7'), assistant(tablero('izquierda'))], {
      language: 'spa',
    });
    expect(r.signals).toEqual([]);
  });

  it('is still a repeat when nothing was replaced (the same message verbatim after an answer)', () => {
    const same = board('bottom right', 'top right');
    const r = repetition([user('9'), assistant(same), user('7'), assistant(same)]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });

  it('needs bare turns: at most 3 content words, no question or request', () => {
    expect(BARE_ANSWER_MAX_WORDS).toBe(3);
    const run = (turn: string) =>
      repetition([
        user('9'),
        assistant(board('bottom right', 'top right')),
        user(turn),
        assistant(board('bottom left', 'top middle')),
      ]).signals.length;
    expect(run('seven eight nine')).toBe(0); // 3 content words
    expect(run('seven eight nine ten')).toBe(1); // 4: more than a move
    expect(run('7?')).toBe(1); // a question
  });

  it('reads a hostile long board without error', () => {
    const big = board('bottom right', 'top right') + ' X | O |'.repeat(5_000);
    const r = repetition([user('9'), assistant(big), user('7'), assistant(big)]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });
});
