/**
 * Behaviour fixtures: every conversation of `fixtures/conversations.jsonl` scored end to end and
 * checked against what the documented rules imply for it (the table in `fixtures/README.md`).
 *
 * Expectations are what a reader applying the rules would say about the transcript, not what the
 * analyzer happens to return. Where the rules and a reader's judgement part, the rules win and the
 * entry says why (see "Where a reader and the rules disagree" in the README).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
import { SIGNAL_TYPES, type Quality, type SignalReport } from '../src/types';
import { TEST_PROFILE } from './helpers';

const FIXTURES = fileURLToPath(new URL('../fixtures/conversations.jsonl', import.meta.url));
const README = fileURLToPath(new URL('../fixtures/README.md', import.meta.url));

/** A signal type, or a prefix ending in `.*` that matches any type under it. */
type Pattern = string;

interface Expectation {
  /** The behaviour the fixture stands for. */
  readonly behaviour: string;
  /** Expected bucket (or the buckets a human reader would accept). */
  readonly quality: Quality | readonly Quality[];
  /** Exact `qualityScore`, where the scoring rules pin it. */
  readonly score?: number;
  readonly flagged: boolean;
  /** Each pattern must match at least one emitted signal. */
  readonly present: readonly Pattern[];
  /** No emitted signal may match any of these. */
  readonly absent: readonly Pattern[];
}

const FRUSTRATION = 'interaction.frustration.*';
const ESCALATION = 'interaction.escalation.*';
const MISALIGNMENT = 'interaction.misalignment.*';
const REPETITION = 'interaction.repetition.*';
const POSITIVE = 'interaction.positive_feedback.*';
const TURNS = 'interaction.turns.*';

const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  'efficient-success': {
    behaviour: 'three turns, "that worked" then "thanks": two positive turns of three, past the full share → 62 + 20',
    quality: 'Excellent',
    score: 82,
    flagged: false,
    present: ['interaction.positive_feedback.success', 'interaction.positive_feedback.gratitude'],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, REPETITION, TURNS],
  },
  'short-positive': {
    behaviour: 'one question, "perfect, thank you!": one positive turn of two, past the full share → 62 + 20',
    quality: 'Excellent',
    score: 82,
    flagged: false,
    present: [POSITIVE],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, REPETITION, TURNS],
  },
  'rephrasing-user': {
    behaviour: 'user re-asks the same pandas question twice in other words, no repair phrase: ratio 0.5 > 0.3',
    quality: 'Neutral',
    flagged: false,
    present: ['interaction.misalignment.rephrase'],
    absent: ['interaction.misalignment.correction', FRUSTRATION, ESCALATION, REPETITION],
  },
  'explicit-corrections': {
    behaviour: '"No, I meant…", "my mistake", "actually i meant to say": 3 corrections in 5 turns',
    // Each re-issued draft is ≥ 0.5 bigram-Jaccard similar to the previous one, but it takes up
    // what the user asked for (Q2, next Friday, the 21st): progress, not repetition.
    quality: 'Neutral',
    flagged: false,
    present: ['interaction.misalignment.correction'],
    absent: [FRUSTRATION, ESCALATION, REPETITION],
  },
  'frustrated-user': {
    // 4 indicators in 5 user turns (past the full share: − 30) and a repair: Poor by score; a reader accepts either.
    behaviour: 'ALL CAPS + "!!!", "i told you already", "wtf": 4 indicators (severity 2)',
    quality: ['Neutral', 'Poor'],
    flagged: true,
    present: [
      'interaction.frustration.all_caps',
      'interaction.frustration.excessive_punctuation',
      'interaction.frustration.complaint',
      'interaction.frustration.profanity',
    ],
    absent: [POSITIVE, ESCALATION],
  },
  'confused-user': {
    behaviour: '"i dont understand", "wait what … what does that even mean", then "i get it now" (multipart)',
    // Confusion in one of four turns (0.25 of the 0.3 full share: − 25) outweighs one thanks (+ 5): Neutral; a reader would say Good.
    quality: ['Good', 'Neutral'],
    flagged: true,
    present: ['interaction.frustration.confusion', 'interaction.positive_feedback.success'],
    absent: [
      'interaction.frustration.all_caps',
      'interaction.frustration.excessive_punctuation',
      'interaction.frustration.complaint',
      'interaction.frustration.profanity',
      ESCALATION,
      REPETITION,
    ],
  },
  'looping-assistant': {
    behaviour: 'the bot answers four different questions with the same canned text: 3 repetition instances',
    quality: 'Poor',
    flagged: true,
    present: [REPETITION],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, POSITIVE],
  },
  'escalation-human': {
    behaviour: '"speak to a real person please", then the assistant calls transfer_to_human',
    quality: 'Severe',
    flagged: true,
    present: ['interaction.escalation.human', 'execution.handoff'],
    absent: [FRUSTRATION, 'interaction.escalation.quit', 'execution.failure.*'],
  },
  'support-request': {
    behaviour: '"How do I contact customer support about this?": the escalation costs 20, in the Severe band',
    quality: 'Severe',
    score: (42 * 24.99) / 100,
    flagged: true,
    present: ['interaction.escalation.support'],
    absent: [FRUSTRATION, 'interaction.escalation.human', 'interaction.escalation.quit'],
  },
  'quit-threat': {
    behaviour: '"forget it, I\'m done" after two failed suggestions: the escalation costs 20, in the Severe band',
    quality: 'Severe',
    score: (42 * 24.99) / 100,
    flagged: true,
    present: ['interaction.escalation.quit'],
    absent: [POSITIVE, 'interaction.escalation.human', 'interaction.escalation.support'],
  },
  'polite-unresolved': {
    behaviour: 'polite printer troubleshooting, 10 turns, never fixed: no frustration; courtesy thanks lift it',
    // The contrast guard needs a negative clause after the contrast word; "it is still
    // offline" has no negator or lexicon phrase, so the first thanks counts (confidence 0.6); the
    // closing "Thank you for your patience" is a courtesy formula. One thanks in ten turns is a
    // third of the full share (0.3): + 20 × 1/3, on 52 + 10 × efficiency (0.4).
    quality: 'Good',
    score: 52 + 4 + 20 / 3,
    flagged: false,
    present: ['interaction.turns.concerning'],
    absent: [FRUSTRATION, ESCALATION, REPETITION, 'interaction.turns.excessive'],
  },
  'long-excessive': {
    behaviour: '14-turn trip planning session: turnCount > 12 places 52 + 10 × efficiency in the Severe band',
    quality: 'Severe',
    score: ((52 + 10 / (1 + 0.3 * 9)) * 24.99) / 100,
    flagged: true,
    present: ['interaction.turns.excessive'],
    absent: ['interaction.turns.concerning', FRUSTRATION, ESCALATION, REPETITION, MISALIGNMENT],
  },
  'system-prompt-traps': {
    behaviour: 'system + developer prompts full of trap words, then a clean two-turn exchange: exactly 62',
    quality: 'Good',
    score: 62,
    flagged: false,
    present: [],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, REPETITION, POSITIVE, TURNS, 'execution.*'],
  },
  'false-positive-traps': {
    behaviour:
      '"hello", "help me with absolute paths", "prepare", "incomplete", "shell", "class", "no problem, thanks"',
    quality: 'Excellent',
    score: 62 + (20 * 0.25) / 0.3, // one positive turn of four: 0.25 of the turns, the full share is 0.3
    flagged: false,
    present: ['interaction.positive_feedback.gratitude'],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, REPETITION],
  },
  'formatting-traps': {
    behaviour: 'upper-case SQL in a fence, CONSTANT_NAMES in inline code, a URL with "???" and "!!!"',
    quality: ['Good', 'Excellent'],
    flagged: false,
    present: [],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT, REPETITION],
  },
  'never-mind-self-solved': {
    behaviour: '"never mind, found it … works now, thanks": a retraction after self-solving, not a quit threat',
    quality: 'Excellent',
    flagged: false,
    present: [POSITIVE],
    absent: [ESCALATION, FRUSTRATION],
  },
  sarcasm: {
    behaviour: '"great, another error" and "thanks for nothing": complaints, never positive feedback',
    quality: 'Poor',
    flagged: true,
    present: ['interaction.frustration.complaint'],
    absent: [POSITIVE, ESCALATION],
  },
  'thanks-but-still-fails': {
    behaviour: '"thanks, but it still fails": a complaint, not gratitude',
    quality: 'Poor',
    flagged: true,
    present: ['interaction.frustration.complaint'],
    absent: [POSITIVE, ESCALATION],
  },
  'customer-support-twitter': {
    behaviour:
      'airline social-care thread: "your customer service line hangs up" (a complaint about support, not a request for it), "still no response", "would have been nice"',
    quality: 'Poor',
    score: 32,
    flagged: true,
    present: ['interaction.frustration.complaint'],
    absent: [ESCALATION, POSITIVE, 'interaction.frustration.profanity'],
  },
  'error-log-in-fence': {
    behaviour: 'npm error log with "npm ERR!", caps and "???" pasted in a fence, then "that fixed it. thx!"',
    quality: 'Excellent',
    score: 82,
    flagged: false,
    present: ['interaction.positive_feedback.success'],
    absent: [FRUSTRATION, ESCALATION, MISALIGNMENT],
  },
};

interface Fixture {
  readonly id: string;
  readonly messages: readonly unknown[];
}

function loadFixtures(): Fixture[] {
  return readFileSync(FIXTURES, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Fixture);
}

function matches(type: string, pattern: Pattern): boolean {
  return pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('\n');
  return '';
}

const fixtures = loadFixtures();
// Scored with the test profile (round weights, see test/helpers.ts), so the pinned scores follow
// the formula, not the fitted weights of the shipped profile.
const reports = new Map<string, SignalReport>(
  fixtures.map((f) => [f.id, analyze(f.messages, { profile: TEST_PROFILE })]),
);

function describeReport(r: SignalReport): string {
  return `${r.quality} (${r.qualityScore}), flagged=${r.flagged}, signals=[${r.signals.map((s) => `${s.type}@${s.messageIndex}`).join(', ')}]`;
}

describe('fixtures/conversations.jsonl', () => {
  it('is well-formed: unique kebab-case ids, OpenAI-shaped messages, 2–20 user turns', () => {
    const ids = fixtures.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of fixtures) {
      expect(f.id, f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Array.isArray(f.messages), f.id).toBe(true);
      for (const m of f.messages as { role?: unknown }[]) {
        expect(['system', 'developer', 'user', 'assistant', 'tool'], f.id).toContain(m.role);
      }
      const turns = (f.messages as { role?: unknown; content?: unknown }[]).filter(
        (m) => m.role === 'user' && textOf(m.content).trim() !== '',
      ).length;
      expect(turns, f.id).toBeGreaterThanOrEqual(2);
      expect(turns, f.id).toBeLessThanOrEqual(20);
      expect(reports.get(f.id)!.turnCount, f.id).toBe(turns);
    }
  });

  it('has an expectation for every fixture and a fixture for every expectation', () => {
    const ids = fixtures.map((f) => f.id).sort();
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(ids);
  });

  it('documents every fixture in fixtures/README.md', () => {
    const readme = readFileSync(README, 'utf8');
    for (const f of fixtures) expect(readme, f.id).toContain(`\`${f.id}\``);
  });

  it('only names signal types the library can emit', () => {
    for (const [id, e] of Object.entries(EXPECTATIONS)) {
      for (const p of [...e.present, ...e.absent]) {
        expect(
          SIGNAL_TYPES.some((t) => matches(t, p)),
          `${id}: ${p}`,
        ).toBe(true);
      }
    }
  });
});

describe.each(fixtures.map((f) => [f.id, f] as const))('fixture %s', (id) => {
  const expected = EXPECTATIONS[id];
  const report = reports.get(id)!;
  if (expected === undefined) {
    it('has an expectation', () => expect.fail(`no entry for ${id} in EXPECTATIONS`));
    return;
  }

  it(`quality ${[expected.quality].flat().join('|')}${expected.score === undefined ? '' : ` (${expected.score})`}`, () => {
    expect([expected.quality].flat(), describeReport(report)).toContain(report.quality);
    if (expected.score !== undefined)
      expect(report.qualityScore, describeReport(report)).toBeCloseTo(expected.score, 6);
  });

  it(`flagged ${expected.flagged}`, () => {
    expect(report.flagged, describeReport(report)).toBe(expected.flagged);
  });

  it(`emits ${expected.present.join(', ') || 'no required signal'}`, () => {
    for (const p of expected.present) {
      expect(
        report.signals.some((s) => matches(s.type, p)),
        `${p} missing: ${describeReport(report)}`,
      ).toBe(true);
    }
  });

  it('emits none of the forbidden signal types', () => {
    const offending = report.signals.filter((s) => expected.absent.some((p) => matches(s.type, p)));
    expect(offending.map((s) => `${s.type}@${s.messageIndex}: ${s.snippet ?? ''}`)).toEqual([]);
  });
});
