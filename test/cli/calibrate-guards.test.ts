/**
 * What `agent-signals calibrate` says before a user trusts its profile, run as real processes on
 * restaurant bookings written here: a small labelled set keeps the reference's weights and says
 * so, a large enough one is fitted, a fitted weight at its bound is named, and a user-turn baseline
 * that moves the turn thresholds is stated — on stderr, and in the JSON.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseProfile } from '../../src/profile/profile';
import { MIN_LABELLED, MIN_PER_OUTCOME } from '../../src/score/fit-weights';
import { CLI_TIMEOUT, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-calibrate-'));
function file(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return path;
}

const call = (id: string, name: string, args: unknown) => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

/** What a chatty assistant adds after an odd-numbered booking: long, and no sign of trouble. */
const DETAILS =
  ' The restaurant sits on the corner of the old market square, two minutes from the tram stop.' +
  ' Tables are kept for fifteen minutes after the booked time; after that they may be given away.' +
  ' The kitchen offers a seasonal menu with vegetarian and gluten-free choices, and children are welcome.' +
  ' If your plans change, you can move or cancel the booking from the link in the confirmation email.' +
  ' We look forward to welcoming you, and we hope you enjoy the evening with your guests.';

/** A table booked at the first try; the guest thanks the assistant. */
function booked(n: number) {
  return {
    id: `booked-${n}`,
    messages: [
      { role: 'user', content: `I would like a table for ${2 + (n % 5)} on Friday evening` },
      { role: 'assistant', content: null, tool_calls: [call('b1', 'book_table', { guests: 2 + (n % 5) })] },
      { role: 'tool', tool_call_id: 'b1', content: '{"booked": true}' },
      {
        role: 'assistant',
        content: `Done: your table is booked for Friday at 19:00 (reference ${n}).${n % 2 === 1 ? DETAILS : ''}`,
      },
      { role: 'user', content: 'Perfect, thanks a lot!' },
    ],
  };
}

/** A cancellation the booking system rejects three times; the guest complains. */
function rejected(n: number) {
  const attempts = [1, 2, 3].flatMap((k) => [
    { role: 'assistant', content: null, tool_calls: [call(`c${k}`, 'cancel_booking', { reference: n, try: k })] },
    { role: 'tool', tool_call_id: `c${k}`, content: "Error: invalid parameter 'reference'" },
  ]);
  return {
    id: `rejected-${n}`,
    messages: [
      { role: 'user', content: `Please cancel my booking number ${n}` },
      ...attempts,
      { role: 'assistant', content: 'I am sorry, the cancellation did not go through.' },
      { role: 'user', content: 'This is useless, it still does not work' },
    ],
  };
}

/** A five-question chat without tools (five user turns: the shipped baseline). */
function chat(n: number) {
  const questions = ['Are you open on Sunday?', 'Do you have a terrace?', 'Is there parking?', 'Can I bring a dog?'];
  return {
    id: `chat-${n}`,
    messages: [...questions, `Do you serve dish ${n} at lunch?`].flatMap((q, t) => [
      { role: 'user', content: q },
      { role: 'assistant', content: `Answer ${t}: yes.` },
    ]),
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** `good` booked and `bad` rejected runs, labelled by kind unless `flip(i)` says otherwise. */
function labelledSet(name: string, good: number, bad: number, flip: (i: number) => boolean = () => false) {
  const conversations = [...range(good).map(booked), ...range(bad).map(rejected)];
  const input = file(`${name}.jsonl`, conversations);
  const labels = file(
    `${name}-labels.jsonl`,
    conversations.map((c, i) => ({ id: c.id, success: c.id.startsWith('booked') !== flip(i) })),
  );
  return { input, labels };
}

/**
 * Runs calibrate with JSON output. `force` writes the profile even where cross-validation ranks it
 * below the default (these sets are about the notes, not the ranking: the default profile's short
 * bonus happens to separate them perfectly).
 */
async function calibrateJson(input: string, labels: string | undefined, out: string, force = false) {
  const args = [
    'calibrate',
    input,
    ...(labels === undefined ? [] : ['--labels', labels]),
    '--out',
    out,
    '-f',
    'json',
    ...(force ? ['--force'] : []),
  ];
  const run = await runCli(args);
  return { run, report: JSON.parse(run.stdout), notes: run.stderr.split('\n').filter((l) => l !== '') };
}

describe('calibrate on a small labelled set', { timeout: CLI_TIMEOUT }, () => {
  it('keeps the reference weights, says why on stderr and in the JSON, and still writes the baselines', async () => {
    const { input, labels } = labelledSet('small', 15, 15);
    const out = join(dir, 'small.json');
    const { run, report, notes } = await calibrateJson(input, labels, out, true);
    expect(run.status).toBe(0);
    const why = `30 labelled conversations (15 good, 15 bad); fitting weights needs at least ${MIN_LABELLED}, with ${MIN_PER_OUTCOME} of each outcome`;
    expect(notes).toContain(`agent-signals: note: weights not fitted: ${why}; the default profile's weights are kept`);
    expect(report).toMatchObject({ weightsFitted: false, notFitted: why, atBound: [], written: true });
    expect(report.notes[0]).toBe(`weights not fitted: ${why}; the default profile's weights are kept`);
    const profile = parseProfile(JSON.parse(readFileSync(out, 'utf8')));
    expect(profile.weights).toEqual(DEFAULT_PROFILE.weights);
  });

  it('says it in the table too', async () => {
    const { input, labels } = labelledSet('small', 15, 15);
    const run = await runCli([
      'calibrate',
      input,
      '--labels',
      labels,
      '--out',
      join(dir, 'small-t.json'),
      '-f',
      'table',
      '--force',
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^weights \(points, of the default profile\): efficiency 0, /m);
    expect(run.stderr).toMatch(/note: weights not fitted: 30 labelled/);
  });

  it(`needs ${MIN_PER_OUTCOME} of each outcome even in a large set`, async () => {
    const { input, labels } = labelledSet('one-sided', MIN_LABELLED, MIN_PER_OUTCOME - 1);
    const { report } = await calibrateJson(input, labels, join(dir, 'one-sided.json'));
    expect(report.weightsFitted).toBe(false);
    expect(report.notFitted).toMatch(/\(200 good, 29 bad\)/);
  });
});

describe('calibrate on enough labels', { timeout: CLI_TIMEOUT }, () => {
  it('fits the weights (noisy labels: no weight at its bound) and writes them', async () => {
    // Labels disagree with the kind now and then: every fifth booking failed, every fourth rejection was fine.
    const flip = (i: number) => (i < 130 ? i % 5 === 0 : i % 4 === 0);
    const { input, labels } = labelledSet('noisy', 130, 100, flip);
    const out = join(dir, 'noisy.json');
    const { run, report, notes } = await calibrateJson(input, labels, out, true);
    expect(run.status).toBe(0);
    expect(report).toMatchObject({ weightsFitted: true, atBound: [], written: true, labelled: 230 });
    expect(report.notFitted).toBeUndefined();
    expect(notes.some((n) => /weights not fitted|at the bound/.test(n))).toBe(false);
    const profile = parseProfile(JSON.parse(readFileSync(out, 'utf8')));
    expect(profile.weights.failure).toBeGreaterThan(0);
    expect(profile.weights).not.toEqual(DEFAULT_PROFILE.weights);
    expect(profile.weights.failure).toBeLessThan(40);
  });

  it('names a fitted weight that runs to its bound, on stderr and in the JSON', async () => {
    // Every booking succeeded and every rejection failed: the set separates perfectly.
    const { input, labels } = labelledSet('separable', 120, 100);
    const { run, report, notes } = await calibrateJson(input, labels, join(dir, 'separable.json'));
    expect(run.status).toBe(0);
    expect(report.weightsFitted).toBe(true);
    expect(report.atBound).toContainEqual({ weight: 'failure', points: 40 });
    const line = notes.find((n) => n.includes('at the bound'));
    expect(line).toMatch(/^agent-signals: note: fitted weights? at the bound: .*failure 40.* points \(the labels push/);
    expect(report.notes).toContain(line!.replace('agent-signals: note: ', ''));
  });
});

describe('calibrate states the turn thresholds a calibrated baseline moves', { timeout: CLI_TIMEOUT }, () => {
  it('two-turn conversations: thresholds 7/12 → 4/9', async () => {
    const { input } = labelledSet('short', 6, 6);
    const { run, report, notes } = await calibrateJson(input, undefined, join(dir, 'short.json'));
    expect(run.status).toBe(0);
    expect(notes).toEqual([
      'agent-signals: note: turn thresholds 7/12 → 4/9 (user-turn baseline 2, the median of these conversations): more than 9 user turns now makes a conversation Severe, more than 4 concerning',
    ]);
    expect(report.turnThresholds).toEqual({
      reference: { concerning: 7, excessive: 12 },
      calibrated: { concerning: 4, excessive: 9 },
    });
    expect(report.notes).toEqual([notes[0]!.replace('agent-signals: note: ', '')]);
  });

  it('five-turn conversations keep the thresholds and print nothing', async () => {
    const input = file('five.jsonl', range(9).map(chat));
    const { run, report } = await calibrateJson(input, undefined, join(dir, 'five.json'));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(report.turnThresholds.calibrated).toEqual({ concerning: 7, excessive: 12 });
    expect(report.notes).toEqual([]);
  });

  it('shows the thresholds in the table', async () => {
    const { input } = labelledSet('short', 6, 6);
    const run = await runCli(['calibrate', input, '--out', join(dir, 'short-t.json'), '-f', 'table']);
    expect(run.stdout).toMatch(/^turn thresholds: more than 4 user turns concerning, more than 9 Severe$/m);
    expect(run.stderr).toMatch(/turn thresholds 7\/12 → 4\/9/);
  });
});
