import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
import { ConversationTracker } from '../src/analysis/tracker';
import type { AnalyzeOptions } from '../src/options';
import { SIGNAL_TYPES, type SignalReport } from '../src/types';
import {
  assistant,
  deepFreeze,
  developer,
  signalsOf,
  system,
  tool,
  toolCall,
  types,
  TEST_PROFILE,
  user,
} from './helpers';

const COMPLAINT = 'interaction.frustration.complaint';
const GRATITUDE = 'interaction.positive_feedback.gratitude';

/** Every key of the report, nested, as the public `SignalReport` type names them. */
const REPORT_SHAPE = {
  quality: null,
  qualityScore: null,
  flagged: null,
  language: null,
  turnCount: null,
  assistantTurns: null,
  toolCalls: null,
  efficiencyScore: null,
  repair: { count: null, ratio: null },
  frustration: { count: null, severity: null },
  repetition: { count: null, severity: null, looping: null },
  positiveFeedback: { count: null, confidence: null },
  escalation: { requested: null, count: null, handoff: null },
  execution: { failure: { count: null, severity: null }, loops: { count: null, severity: null }, unfinished: null },
  environment: { exhaustion: { count: null, severity: null } },
  signals: null,
  summary: null,
};

function shapeOf(value: unknown, spec: unknown): unknown {
  if (spec === null || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.keys(value).map((k) => [
      k,
      shapeOf((value as Record<string, unknown>)[k], (spec as Record<string, unknown>)[k]),
    ]),
  );
}

/** Asserts the report has exactly the documented fields, valid signals, and survives JSON. */
function expectValidReport(r: SignalReport): void {
  // The core fields exactly, plus the optional extension `skippedDetectors` (issue 7).
  const { skippedDetectors, ...coreFields } = r;
  expect(shapeOf(coreFields, REPORT_SHAPE)).toEqual(REPORT_SHAPE);
  if (skippedDetectors !== undefined) expect(Array.isArray(skippedDetectors)).toBe(true);
  expect(JSON.parse(JSON.stringify(r))).toStrictEqual(r);
  expect(['Excellent', 'Good', 'Neutral', 'Poor', 'Severe']).toContain(r.quality);
  expect(r.qualityScore).toBeGreaterThanOrEqual(0);
  expect(r.qualityScore).toBeLessThanOrEqual(100);
  expect(typeof r.summary).toBe('string');
  for (const s of r.signals) {
    expect(SIGNAL_TYPES).toContain(s.type);
    for (const key of Object.keys(s))
      expect(['type', 'messageIndex', 'confidence', 'snippet', 'metadata']).toContain(key);
    expect(Number.isInteger(s.messageIndex)).toBe(true);
    expect(s.confidence).toBeGreaterThanOrEqual(0);
    expect(s.confidence).toBeLessThanOrEqual(1);
    if (s.snippet !== undefined) expect(s.snippet.length).toBeLessThanOrEqual(200);
    for (const v of Object.values(s.metadata ?? {})) expect(['string', 'number', 'boolean']).toContain(typeof v);
  }
  const indices = r.signals.map((s) => s.messageIndex);
  expect(indices).toEqual([...indices].sort((a, b) => a - b));
}

/**
 * `analyze` with the English lexicon forced, for tests about detectors, guards and limits rather
 * than language identification (short messages may be too short to identify).
 */
function eng(messages: readonly unknown[], options: AnalyzeOptions = {}): SignalReport {
  return analyze(messages, { language: 'eng', profile: TEST_PROFILE, ...options });
}

/** `n` neutral user/assistant exchanges that trigger nothing. */
function exchanges(n: number, tag = 'q'): unknown[] {
  return Array.from({ length: n }, (_, i) => [user(`${tag}${i} status`), assistant(`r${tag}${i}`)]).flat();
}

describe('analyze', () => {
  describe('report', () => {
    it('has exactly the documented report fields and is JSON-serialisable', () => {
      const r = analyze([
        system('You are a support bot.'),
        user('My order never arrived'),
        assistant('Sorry! Let me check.', [toolCall('lookup_order', { id: 1 })]),
        tool('{"status":"lost"}', 'call_lookup_order'),
        user('THIS IS THE THIRD TIME I ASK!!! Thanks for nothing.'),
      ]);
      expectValidReport(r);
      expect(r.signals.length).toBeGreaterThan(0);
    });

    it('matches the documented example', () => {
      const r = analyze([
        { role: 'user', content: 'My order never arrived' },
        { role: 'assistant', content: 'Sorry! Let me check that for you.' },
        { role: 'user', content: 'THIS IS THE THIRD TIME I ASK!!!' },
      ]);
      // Frustration carries a small weight in the default profile (it adds no ranking power beyond effort
      // on the agent sources): the score stays Good, and the flag asks for a look.
      expect(r.quality).toBe('Good');
      expect(r.flagged).toBe(true);
      expect(r.signals.map((s) => [s.type, s.messageIndex])).toContainEqual(['interaction.frustration.all_caps', 2]);
      expect(r.signals.map((s) => [s.type, s.messageIndex])).toContainEqual([
        'interaction.frustration.excessive_punctuation',
        2,
      ]);
    });

    it('scores a clean conversation shorter than the default baselines 72 (62 + the 10-point short bonus), Good, not flagged', () => {
      const r = analyze([
        user('What is the capital of France?'),
        assistant('Paris.'),
        user('And of Italy?'),
        assistant('Rome.'),
      ]);
      expect(r).toMatchObject({
        quality: 'Good',
        qualityScore: 72,
        flagged: false,
        turnCount: 2,
        assistantTurns: 2,
        toolCalls: 0,
      });
      expect(r.efficiencyScore).toBe(1);
      expect(r.signals).toEqual([]);
      expect(r.language).toBe('eng');
      expectValidReport(r);
    });

    it('scores an empty conversation as clean', () => {
      const r = analyze([]);
      expect(r).toMatchObject({ quality: 'Good', qualityScore: 72, flagged: false, turnCount: 0, signals: [] });
      expectValidReport(r);
    });

    it('counts positive feedback as a share of the turns: one thanks in two turns is past the full share, + 20', () => {
      const r = eng([user('How do I reset it?'), assistant('Hold the button.'), user('Thank you!')]);
      expect(r.positiveFeedback).toEqual({ count: 1, confidence: 0.6 });
      expect(r).toMatchObject({ qualityScore: 82, quality: 'Excellent', flagged: false });
    });

    it('flags any frustration: one complaint in two user turns costs the full frustration weight and flags', () => {
      const r = eng([user('Reset my router'), assistant('Done.'), user('That was a waste of time')]);
      expect(r.frustration).toEqual({ count: 1, severity: 1 });
      expect(r).toMatchObject({ qualityScore: 32, quality: 'Poor', flagged: true });
    });

    it('an escalation request places the score in the Severe band (62 − 20, scaled), and flags', () => {
      const r = eng([user('I want to speak to a human')]);
      expect(r.escalation).toEqual({ requested: true, count: 1, handoff: false });
      expect(r).toMatchObject({ quality: 'Severe', flagged: true });
      expect(r.qualityScore).toBeCloseTo((42 * 24.99) / 100, 6);
      expect(r.summary).toContain('Severe because the user asked to escalate');
    });

    it('five frustration indicators: the Severe band, ordered by the full frustration penalty', () => {
      const r = eng([user("THIS DOESN'T WORK!!! I DON'T UNDERSTAND, WTF")]);
      expect(r.frustration).toEqual({ count: 5, severity: 3 });
      expect(r).toMatchObject({ quality: 'Severe', flagged: true });
      expect(r.qualityScore).toBeCloseTo((32 * 24.99) / 100, 6);
    });

    it('a looping assistant (3 repeats) flags; 5 repeats are a Severe override', () => {
      const same = 'I am sorry, I cannot help with that request right now.';
      const looping = eng([
        user('a'),
        assistant(same),
        user('b'),
        assistant(same),
        user('c'),
        assistant(same),
        user('d'),
        assistant(same),
      ]);
      expect(looping.repetition).toEqual({ count: 3, severity: 2, looping: true });
      expect(looping.flagged).toBe(true);
      expect(looping.qualityScore).toBe(62 - 24); // 3 of 4 assistant messages repeat: past the full share (0.3)
      const severe = eng(Array.from({ length: 6 }, (_, i) => [user(`u${i}`), assistant(same)]).flat());
      expect(severe.repetition).toEqual({ count: 5, severity: 3, looping: true });
      expect(severe.quality).toBe('Severe');
      // 6 turns: 52 + 10/1.3, minus the full repetition weight, in the Severe band.
      expect(severe.qualityScore).toBeCloseTo(((52 + 10 / 1.3 - 24) * 24.99) / 100, 6);
    });

    it('a handoff is reported, not penalised and not flagged', () => {
      for (const name of ['transfer_to_human_agents', 'handoff', 'escalate_ticket']) {
        const r = eng([user('My card was charged twice'), assistant(null, [toolCall(name, { reason: 'billing' })])]);
        expect(r.escalation.handoff).toBe(true);
        expect(r.escalation.requested).toBe(false);
        expect(types(r)).toEqual(['execution.handoff']);
        expect(r).toMatchObject({ qualityScore: 62, quality: 'Good', flagged: false });
      }
    });

    it('leaves snippets out when includeSnippets is false', () => {
      const messages = [user('THIS IS A WASTE OF TIME!!!')];
      expect(eng(messages).signals.every((s) => typeof s.snippet === 'string')).toBe(true);
      const r = eng(messages, { includeSnippets: false });
      expect(r.signals.length).toBeGreaterThan(0);
      for (const s of r.signals) expect(s).not.toHaveProperty('snippet');
    });

    it('caps snippets at 200 characters', () => {
      const r = eng([user(`${'A'.repeat(3000)}!!!`)]);
      for (const s of r.signals) expect(s.snippet!.length).toBeLessThanOrEqual(200);
    });
  });

  describe('turns and efficiency', () => {
    it.each([
      [5, 62, 'Good', []],
      [6, 52 + 10 / 1.3, 'Neutral', []],
      [7, 52 + 10 / 1.6, 'Neutral', []],
      [8, 52 + 10 / 1.9, 'Neutral', ['interaction.turns.concerning']],
      [12, 52 + 10 / 3.1, 'Neutral', ['interaction.turns.concerning']],
      [13, ((52 + 10 / 3.4) * 24.99) / 100, 'Severe', ['interaction.turns.excessive']],
    ] as const)('%i clean turns score %f (%s)', (n, score, quality, turnSignals) => {
      const messages = [system('Be brief.'), ...exchanges(n)];
      const r = analyze(messages, { profile: TEST_PROFILE });
      expect(r.turnCount).toBe(n);
      expect(r.efficiencyScore).toBeCloseTo(n <= 5 ? 1 : 1 / (1 + 0.3 * (n - 5)), 12);
      expect(r.qualityScore).toBeCloseTo(score, 5);
      expect(r.quality).toBe(quality);
      expect(types(r)).toEqual(turnSignals);
      if (turnSignals.length > 0) {
        const turn = n > 12 ? 13 : 8;
        // The k-th user turn sits at 1 + 2 (k − 1) after the system prompt.
        expect(r.signals[0]!.messageIndex).toBe(1 + 2 * (turn - 1));
      }
      expect(r.flagged).toBe(quality === 'Severe');
    });

    it('honours baselineTurns', () => {
      const r = analyze(exchanges(3), { baselineTurns: 2 });
      expect(r.efficiencyScore).toBeCloseTo(1 / 1.3, 12);
    });

    it('moves the turn thresholds with the baseline: concerning past baseline + 2, excessive past + 7', () => {
      const at = (n: number, baselineTurns: number) => analyze(exchanges(n), { baselineTurns, profile: TEST_PROFILE });
      expect(types(at(4, 2))).toEqual([]);
      expect(types(at(5, 2))).toEqual(['interaction.turns.concerning']);
      expect(at(5, 2).signals[0]!.messageIndex).toBe(2 * 4); // the 5th user turn
      expect(at(9, 2)).toMatchObject({ quality: 'Neutral' });
      expect(at(10, 2)).toMatchObject({ quality: 'Severe' });
      expect(types(at(10, 2))).toEqual(['interaction.turns.excessive']);
      expect(at(10, 2).summary).toContain('more than 9 user turns');
    });

    it('takes the user-turn baseline from the profile when baselineTurns is not given', () => {
      const profile = { ...TEST_PROFILE, baselines: { ...TEST_PROFILE.baselines, userTurns: 2 } };
      expect(analyze(exchanges(3), { profile }).efficiencyScore).toBeCloseTo(1 / 1.3, 12);
      expect(analyze(exchanges(3), { profile, baselineTurns: 3 }).efficiencyScore).toBe(1);
    });
  });

  describe('repair ratio', () => {
    const topics = [
      'invoices',
      'passwords',
      'printers',
      'shipping',
      'refunds',
      'coupons',
      'accounts',
      'laptops',
      'phones',
      'tablets',
    ];

    function withRepairs(repairs: number): SignalReport {
      const repairTexts = ['I meant the other one', 'my mistake, sorry', 'I was wrong, sorry', 'let me rephrase that'];
      // The first user turn is never a repair: the repairs are turns 2 to repairs + 1.
      const messages = topics.flatMap((topic, i) => [
        user(i >= 1 && i <= repairs ? repairTexts[i - 1]! : `tell me about ${topic}`),
        assistant(`about ${topic}`),
      ]);
      return eng(messages);
    }

    it('costs repairs by their ratio, with no step: 3 in 10 turns cost 15 × 0.3, 4 cost 15 × 0.4', () => {
      const three = withRepairs(3);
      const four = withRepairs(4);
      expect(three.repair).toEqual({ count: 3, ratio: 0.3 });
      expect(four.repair).toEqual({ count: 4, ratio: 0.4 });
      // 10 turns: 52 + 10 × 1/2.5 = 56, then the repair term.
      expect(three.qualityScore).toBeCloseTo(56 - 4.5, 6);
      expect(four.qualityScore).toBeCloseTo(56 - 6, 6);
      expect(four.quality).toBe('Neutral');
      expect(four.flagged).toBe(false);
    });
  });

  describe('guards and traps', () => {
    it('"not helpful" is a complaint and not positive feedback', () => {
      const r = eng([user('That answer was not helpful')]);
      expect(types(r)).toEqual([COMPLAINT]);
      expect(r.positiveFeedback.count).toBe(0);
    });

    it('"not great" is not positive feedback', () => {
      expect(eng([user("It's not great")]).positiveFeedback.count).toBe(0);
      expect(eng([user('not great')]).positiveFeedback.count).toBe(0);
    });

    it('"no problem, thanks" is gratitude', () => {
      const r = eng([
        user('Move my table to 8pm.'),
        assistant('Sorry for the wait; it is at 8pm now.'),
        user('no problem, thanks'),
      ]);
      expect(types(r)).toEqual([GRATITUDE]);
      expect(r.positiveFeedback).toEqual({ count: 1, confidence: 0.6 });
    });

    it.each(['thanks, but it still fails', 'thanks for nothing', 'great, another error'])(
      '"%s" is a complaint, not positive',
      (text) => {
        const r = eng([user(text)]);
        expect(types(r)).toEqual([COMPLAINT]);
        expect(r.positiveFeedback.count).toBe(0);
        expect(r.flagged).toBe(true);
      },
    );

    it.each([
      'Help me',
      'Help me write a cover letter',
      'The dataset is incomplete',
      'Hello there',
      'What is the absolute value of -4',
      'Please prepare a summary of the meeting',
      "He'll be here at noon",
    ])('"%s" triggers nothing', (text) => {
      const r = eng([user(text)]);
      expect(r.signals).toEqual([]);
      expect(r).toMatchObject({ qualityScore: 62, flagged: false });
    });
  });

  describe('language', () => {
    it('identifies a plainly English conversation and reads it with the English lexicon', () => {
      const r = analyze([user('I have been waiting for my refund for two weeks and this is a waste of time')]);
      expect(r.language).toBe('eng');
      expect(types(r)).toEqual([COMPLAINT]);
    });

    it('reports the forced language', () => {
      expect(analyze([user('hola')], { language: 'eng' }).language).toBe('eng');
    });

    // Too short for function words to place: the lexicons' phrase vote makes them English.
    it('reads short English examples with the English lexicon by default', () => {
      expect(types(analyze([user('Move it to 8pm.'), assistant('Done.'), user('no problem, thanks')]))).toEqual([
        GRATITUDE,
      ]);
      expect(types(analyze([user('thanks for nothing')]))).toEqual([COMPLAINT]);
      expect(types(analyze([user('great, another error')]))).toEqual([COMPLAINT]);
    });
  });

  describe('lexicon overrides', () => {
    it('adds a phrase', () => {
      const messages = [user('The parcel went to the depot in Leeds')];
      expect(signalsOf(eng(messages), COMPLAINT)).toEqual([]);
      const r = eng(messages, { lexicons: { eng: { complaint: ['went to the depot'] } } });
      expect(signalsOf(r, COMPLAINT)).toHaveLength(1);
      expect(signalsOf(r, COMPLAINT)[0]!.metadata?.phrase).toBe('went to the depot');
    });

    it('removes a phrase', () => {
      const messages = [user('Waste of time.')];
      expect(types(eng(messages))).toEqual([COMPLAINT]);
      expect(eng(messages, { lexicons: { eng: { complaint: { remove: ['waste of time'] } } } }).signals).toEqual([]);
    });

    it('replaces a family', () => {
      const options = { lexicons: { eng: { complaint: { replace: ['blorf'] } } } };
      expect(signalsOf(eng([user('this does not work, waste of time')], options), COMPLAINT)).toEqual([]);
      expect(signalsOf(eng([user('blorf')], options), COMPLAINT)).toHaveLength(1);
    });

    it('adds a new language, chosen with the language option', () => {
      const r = analyze([user('qatlh qatlh')], { language: 'tlh', lexicons: { tlh: { complaint: ['qatlh'] } } });
      expect(r.language).toBe('tlh');
      expect(types(r)).toEqual([COMPLAINT]);
    });

    it('adds a phrase to a language detected from its script (Chinese, one token per character)', () => {
      const r = analyze([user('这个回答真的很吧唧')], { lexicons: { cmn: { complaint: ['很吧唧'] } } });
      expect(r.language).toBe('cmn');
      expect(signalsOf(r, COMPLAINT).map((s) => s.metadata?.phrase)).toEqual(['很吧唧']);
    });

    it('without a lexicon for the language, still runs the tone checks', () => {
      const r = analyze([user('waste of time!!!')], { language: 'ita' });
      expect(r.language).toBe('ita');
      expect(types(r)).toEqual(['interaction.frustration.excessive_punctuation']);
    });

    it('rejects a language code it does not know, naming the ISO 639-3 code meant', () => {
      const messages = [user('this is broken')];
      expect(() => analyze(messages, { language: 'en' })).toThrow(
        new TypeError(
          'agent-signals: option `language` must be a language code the library knows (ISO 639-3, such as "eng"), got "en" (for "en" use "eng")',
        ),
      );
      expect(() => analyze(messages, { language: 'English' })).toThrow(/got "English" \(for "English" use "eng"\)$/);
      expect(() => analyze(messages, { language: 'de' })).toThrow(/use "deu"/);
      for (const code of ['xyz', 'ENG', 'eng-US', 'en_US', ' eng', 'constructor', '__proto__'])
        expect(() => analyze(messages, { language: code }), code).toThrow(TypeError);
    });

    it('accepts every code detection answers, und, and a language the lexicons add', () => {
      const messages = [user('this is broken')];
      for (const code of ['eng', 'deu', 'cmn', 'jpn', 'kor', 'rus', 'ita', 'nld', 'ell', 'und'])
        expect(analyze(messages, { language: code }).language, code).toBe(code);
      expect(analyze(messages, { language: '' }).language).toBe('eng');
      expect(() => analyze(messages, { language: 'tlh', lexicons: { tlh: { complaint: ['broken'] } } })).not.toThrow();
    });

    it('rejects lexicon overrides with an unknown language code, family or group', () => {
      const messages = [user('this is broken')];
      expect(() => analyze(messages, { lexicons: { en: { complaint: ['still broken'] } } })).toThrow(
        new TypeError(
          "agent-signals: option `lexicons`: language 'en' is not an ISO 639-3 code (three lowercase letters, e.g. 'eng')",
        ),
      );
      expect(() => analyze(messages, { lexicons: { eng: { complain: ['still broken'] } } } as never)).toThrow(
        /^agent-signals: option `lexicons`: eng: unknown family 'complain' \(known: [a-z_, ]*complaint, /,
      );
      expect(() => analyze(messages, { lexicons: { eng: { constructor: ['x'] } } } as never)).toThrow(/unknown family/);
      expect(() => analyze(messages, { lexicons: { eng: { complaint: { add: { phrase: ['x'] } } } } })).toThrow(
        /eng\.complaint\.add: unknown group 'phrase' \(known: phrases, symptom, judgement, groan, reproach, dispute, reminder, feeling, repeated, reasked, demand, hashtag, contact, count, count_unit, permit, permit_object, effort, duration, past_point\)/,
      );
      // Every family the library has can be patched.
      for (const family of ['repair', 'stopwords', 'negators', 'intensifiers', 'owners', 'escalation_verbs'])
        expect(() => analyze(messages, { lexicons: { eng: { [family]: { remove: ['zzz'] } } } }), family).not.toThrow();
    });
  });

  describe('input shapes', () => {
    it('joins the text parts of multipart content with a newline and ignores image and file parts', () => {
      const r = eng([
        user('Change my seat'),
        assistant('That seat is taken.'),
        user([
          { type: 'text', text: 'speak to a human' },
          { type: 'image_url', image_url: { url: 'https://example.com/contact-support.png' }, text: 'contact support' },
          { type: 'file', file: { filename: 'customer service.pdf' } },
          { type: 'text', text: 'I give up' },
        ]),
      ]);
      expect(types(r)).toEqual(['interaction.escalation.human', 'interaction.escalation.quit']);
      expect(r.turnCount).toBe(2);
    });

    it('reads caps across text parts', () => {
      // An ordinary-case turn first: capitals count against how the user writes.
      const r = eng([
        user('Where is my order?'),
        assistant('Checking.'),
        user([
          { type: 'text', text: 'NOT AB' },
          { type: 'input_text', text: 'CDEFG' },
        ]),
      ]);
      expect(types(r)).toEqual(['interaction.frustration.all_caps']);
    });

    it('a user message with only an image part is not a turn', () => {
      const r = analyze([user([{ type: 'image_url', image_url: { url: 'https://x/y.png' } }])]);
      expect(r.turnCount).toBe(0);
    });

    it('handles tool-only assistant messages (content null + tool_calls)', () => {
      const r = eng([
        user('Where is my order 123?'),
        assistant(null, [toolCall('lookup_order', { id: 123 }, 'c1')]),
        tool('{"status":"shipped"}', 'c1'),
        assistant(null, [{ id: 'c2', name: 'get_tracking', arguments: { id: 123 } }]),
        tool('{"carrier":"UPS"}', 'c2'),
        assistant('Your order has shipped with UPS.'),
        user('Thank you!'),
      ]);
      expect(r).toMatchObject({ turnCount: 2, assistantTurns: 3, toolCalls: 2 });
      expect(r.repetition.count).toBe(0);
      expect(types(r)).toEqual([GRATITUDE]);
      expect(r.qualityScore).toBe(82); // no effort weight in the tests' profile: only the thanks counts (past the full share)
      expectValidReport(r);
    });

    it('finds a repeat between the only two assistant texts, tool-call-only messages between them', () => {
      const answer = 'Your order has shipped with UPS and will arrive on Friday.';
      const r = eng([
        user('Where is my order 123?'),
        assistant(answer),
        user('and the tracking number?'),
        assistant(null, [toolCall('get_tracking', { id: 123 }, 'c1')]),
        tool('{"carrier":"UPS"}', 'c1'),
        assistant(answer),
      ]);
      expect(r.repetition.count).toBe(1);
      expect(signalsOf(r, 'interaction.repetition.exact')[0]).toMatchObject({
        messageIndex: 5,
        metadata: { similarTo: 1 },
      });
    });

    it('never reads system or developer messages', () => {
      const loud =
        "THIS DOESN'T WORK!!! WTF. I don't understand. I want to speak to a human, I'm done. Thank you, awesome. I meant the other one.";
      const r = eng([
        system(loud),
        developer(loud),
        user('What time is it in Tokyo?'),
        assistant('It is 9 pm.'),
        system(loud),
      ]);
      expect(r.signals).toEqual([]);
      expect(r).toMatchObject({ turnCount: 1, assistantTurns: 1, qualityScore: 62, flagged: false });
    });

    it('detects the language from user text only, not the system prompt', () => {
      const r = analyze([
        system('You are a helpful assistant. Always answer in English.'),
        user('你好，我的订单在哪里？'),
      ]);
      expect(r.language).toBe('cmn');
    });

    it('does not mutate a deeply frozen input', () => {
      const messages = deepFreeze([
        system('Be helpful.'),
        user([
          { type: 'text', text: "THIS DOESN'T WORK!!!" },
          { type: 'image_url', image_url: { url: 'https://x/y.png' } },
        ]),
        assistant(null, [toolCall('lookup', { id: 1, nested: { a: [1, 2] } })]),
        tool('{"ok":true}', 'call_lookup'),
        assistant('Here it is.'),
        user('thanks, that worked'),
      ]);
      const before = JSON.stringify(messages);
      const r = eng(messages);
      expect(JSON.stringify(messages)).toBe(before);
      expect(r.turnCount).toBe(2);
      expectValidReport(r);
    });

    it('reports indices into the original list, with system messages and junk before', () => {
      const r = eng([
        system('s'),
        null,
        42,
        'junk',
        { content: 'no role' },
        developer('d'),
        user('What a waste of time'),
        assistant('Sorry.'),
        user('Thank you'),
      ]);
      expect(signalsOf(r, COMPLAINT).map((s) => s.messageIndex)).toEqual([6]);
      expect(signalsOf(r, GRATITUDE).map((s) => s.messageIndex)).toEqual([8]);
    });
  });

  describe('limits', () => {
    it('reads only the last 200 messages, but counts every user turn', () => {
      const messages: unknown[] = [user('This is a waste of time')];
      for (let i = 1; i < 250; i++) messages.push(i % 2 === 1 ? assistant(`a${i}`) : user(`u${i} next`));
      const r = eng(messages);
      expect(messages).toHaveLength(250);
      expect(r.turnCount).toBe(125);
      expect(signalsOf(r, COMPLAINT)).toEqual([]);
      expect(r.frustration.count).toBe(0);
    });

    it('reads the first message of the window (index total − 200) and not the one before', () => {
      const messages: unknown[] = [];
      for (let i = 0; i < 250; i++) messages.push(i % 2 === 0 ? user(`u${i} next`) : assistant(`a${i}`));
      messages[49] = user('What a waste of time');
      messages[50] = user("This doesn't work");
      const r = eng(messages);
      expect(signalsOf(r, COMPLAINT).map((s) => s.messageIndex)).toEqual([50]);
    });

    it('honours maxMessages', () => {
      const r = eng([user('What a waste of time'), assistant('Sorry.'), user('ok')], { maxMessages: 2 });
      expect(r.frustration.count).toBe(0);
      expect(r.turnCount).toBe(2);
    });

    const filler = (n: number): string => 'the cat sat on the mat. '.repeat(Math.ceil(n / 24)).slice(0, n);

    it('reads a complaint at the start of a 10,000-character message', () => {
      const text = `What a waste of time. ${filler(10_000)}`;
      expect(signalsOf(eng([user(text)]), COMPLAINT)).toHaveLength(1);
    });

    it('reads a complaint at the end of a 10,000-character message', () => {
      const text = `${filler(10_000)} What a waste of time.`;
      expect(signalsOf(eng([user(text)]), COMPLAINT)).toHaveLength(1);
    });

    it('does not read a complaint in the middle of a 10,000-character message', () => {
      const text = `${filler(5_000)} What a waste of time. ${filler(5_000)}`;
      expect(text.length).toBeGreaterThan(10_000);
      expect(signalsOf(eng([user(text)]), COMPLAINT)).toEqual([]);
    });

    it('reads only the first and last 300 characters of a message longer than 1,000', () => {
      const middle = `${filler(1_900)} What a waste of time. ${filler(4_000)}`.slice(0, 4_000);
      expect(signalsOf(eng([user(middle)]), COMPLAINT)).toEqual([]);
      const head = `What a waste of time. ${filler(4_000)}`.slice(0, 4_000);
      expect(signalsOf(eng([user(head)]), COMPLAINT)).toHaveLength(1);
      const tail = `${filler(3_900)} What a waste of time.`;
      expect(signalsOf(eng([user(tail)]), COMPLAINT)).toHaveLength(1);
    });

    it('does not read tone in the dropped middle either', () => {
      const text = `${filler(3_000)}!!! ??? !!! ??? ${filler(5_000)}`;
      expect(eng([user(text)]).signals).toEqual([]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['a string', 'x'],
      ['null', null],
      ['an object', {}],
      ['undefined', undefined],
      ['a number', 42],
      ['a Map', new Map()],
    ])('throws a TypeError for %s', (_, input) => {
      expect(() => analyze(input as unknown as unknown[])).toThrow(TypeError);
      expect(() => analyze(input as unknown as unknown[])).toThrow(/array/);
    });

    it('returns a report for an array of junk and never throws', () => {
      const hostile = new Proxy(
        {},
        {
          get() {
            throw new Error('get');
          },
          has() {
            throw new Error('has');
          },
          ownKeys() {
            throw new Error('ownKeys');
          },
          getPrototypeOf() {
            throw new Error('getPrototypeOf');
          },
        },
      );
      const revocable = Proxy.revocable({}, {});
      revocable.revoke();
      const junk: unknown[] = [
        null,
        undefined,
        0,
        42,
        NaN,
        'a string',
        true,
        [],
        {},
        () => 1,
        Symbol('s'),
        10n,
        { role: 5, content: 'x' },
        { role: 'wizard', content: 'thank you' },
        { content: 'missing role' },
        { role: 'user' },
        { role: 'user', content: { text: 'object content' } },
        { role: 'user', content: 42 },
        { role: 'user', content: [null, 5, { type: 'text', text: 7 }, { type: 'text' }, 'bare string part'] },
        { role: 'user', content: '\uD800' },
        { role: 'user', content: '\uDC00\uD800 THANKS \uD800' },
        { role: 'user', content: 'x'.repeat(1 << 20) },
        { role: 'user', content: '!'.repeat(1 << 20) },
        { role: 'user', content: '`'.repeat(1 << 20) },
        { role: 'assistant', content: 'y '.repeat(1 << 19) },
        { role: 'assistant', content: null, tool_calls: 'not an array' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [null, 5, { function: null }, { function: { name: 5 } }, { name: 'x', arguments: '{bad json' }],
        },
        { role: 'tool', content: { error: 'object result' } },
        { role: 'tool', content: null, tool_call_id: 5 },
        {
          role: 'user',
          get content(): string {
            throw new Error('content getter');
          },
        },
        {
          get role(): string {
            throw new Error('role getter');
          },
        },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              get text(): string {
                throw new Error('text getter');
              },
            },
          ],
        },
        {
          role: 'assistant',
          content: 'x',
          get tool_calls(): unknown[] {
            throw new Error('tool_calls getter');
          },
        },
        hostile,
        revocable.proxy,
        user('an ordinary message at the end'),
      ];
      const r = analyze(junk);
      expectValidReport(r);
      expect(r.turnCount).toBeGreaterThanOrEqual(1);
    });

    it('handles a sparse array', () => {
      const sparse: unknown[] = [];
      sparse[3] = user('fix it');
      sparse[4] = assistant('Fixed.');
      sparse[5] = user('thank you');
      const r = eng(sparse);
      expect(signalsOf(r, GRATITUDE).map((s) => s.messageIndex)).toEqual([5]);
    });

    it.each([
      ['baselineTurns', -3],
      ['baselineTurns', '5'],
      ['maxMessages', NaN],
      ['maxMessages', 0],
      ['maxMessages', Infinity],
      ['includeSnippets', 'yes'],
      ['lexicons', null],
      ['lexicons', []],
      ['language', 5],
      ['complete', 'yes'],
    ])('throws a TypeError naming an invalid option: %s = %p', (name, value) => {
      const messages = [user('Where can I find the invoice for my last order, please?')];
      const options = { [name]: value } as AnalyzeOptions;
      expect(() => analyze(messages, options)).toThrow(TypeError);
      expect(() => analyze(messages, options)).toThrow(`\`${name}\``);
      expect(() => new ConversationTracker(options)).toThrow(`\`${name}\``);
    });

    it('accepts the boundaries and undefined fields', () => {
      const messages = [user('Where can I find the invoice for my last order, please?')];
      const r = analyze(messages, { baselineTurns: 0, maxMessages: 1, language: undefined, lexicons: {} });
      expect(r.efficiencyScore).toBe(0.7692307692307692);
      expect(analyze(messages, null as unknown as undefined)).toEqual(analyze(messages));
      expect(() => analyze(messages, 'eng' as unknown as AnalyzeOptions)).toThrow(/options must be an object/);
    });

    it('returns a report for a Proxy array whose element getters throw', () => {
      const messages = new Proxy([user('hi'), user('thank you')], {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error('element getter');
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      expect(Array.isArray(messages)).toBe(true);
      expectValidReport(analyze(messages));
    });
  });
});
