/**
 * `calibrate`'s learned vocabulary, run as real processes on parcel-tracking runs written here:
 * every run has the same shape (one lookup, one answer), so only the words tell the outcomes apart.
 * Where a failure phrase separates them the vocabulary is learned, kept and shown as evidence;
 * where nothing does, the profile is written without one and the output says so. A profile's
 * vocabulary is validated (named field) and bounded.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseProfile } from '../../src/profile/profile';
import { MAX_VOCABULARY_WEIGHTS, VOCABULARY_HASH } from '../../src/profile/vocabulary';
import { CLI_TIMEOUT, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-vocabulary-'));
function file(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return path;
}

/** Deterministic words (a linear congruential sequence), so each run reads a little differently. */
function pick<T>(items: readonly T[], seed: number): T {
  return items[((seed * 2654435761) % items.length) >>> 0]!;
}
const GREETINGS = ['Hi', 'Hello', 'Good morning', 'Hey there'];
const CLOSINGS = ['Anything else I can do?', 'Let me know if you need more.', 'Happy to help further.'];

/**
 * One parcel lookup; `outcome` is the tool's answer and the assistant's report of it. Order numbers
 * differ per run (unique tokens, never learned: an n-gram must occur in 3 runs); the greeting and
 * closing words follow the task, so they say nothing about the outcome. Both outcomes have the same
 * length: the profile's terms cannot tell the runs apart.
 */
function run(id: string, n: number, task: number, outcome: string) {
  return {
    id,
    messages: [
      { role: 'user', content: `${pick(GREETINGS, task)}, where is my parcel ${100_000 + n}?` },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'track_parcel', arguments: `{"id": ${n}}` } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: `{"parcel": ${100_000 + n}, "note": "${outcome}"}` },
      { role: 'assistant', content: `Parcel ${100_000 + n}: ${outcome}. ${pick(CLOSINGS, task + 1)}` },
    ],
  };
}

const TASKS = 30;
/** Four runs per task, two that failed (the depot lost the parcel) and two that went well. */
const signal = Array.from({ length: TASKS * 4 }, (_, i) => {
  const bad = i % 4 >= 2;
  return {
    conversation: run(`run-${i}`, i, Math.floor(i / 4), bad ? 'parcel lost at the depot' : 'out for delivery at noon'),
    label: { id: `run-${i}`, success: !bad, task: `task-${Math.floor(i / 4)}` },
  };
});
const SIGNAL = file(
  'signal.jsonl',
  signal.map((s) => s.conversation),
);
const SIGNAL_LABELS = file(
  'signal-labels.jsonl',
  signal.map((s) => s.label),
);
const NO_TASK_LABELS = file(
  'no-task-labels.jsonl',
  signal.map(({ label }) => ({ id: label.id, success: label.success })),
);

/** The same runs, every one with the same words: the labels cannot be read from the text. */
const noise = Array.from({ length: TASKS * 4 }, (_, i) =>
  run(`same-${i}`, i, Math.floor(i / 4), 'out for delivery at noon'),
);
const NOISE = file('noise.jsonl', noise);
const NOISE_LABELS = file(
  'noise-labels.jsonl',
  noise.map((c, i) => ({ id: c.id, success: i % 4 < 2, task: `task-${Math.floor(i / 4)}` })),
);

describe('calibrate learns a vocabulary', { timeout: CLI_TIMEOUT }, () => {
  const out = join(dir, 'learned.json');
  const calibrated = runCli(['calibrate', SIGNAL, '--labels', SIGNAL_LABELS, '--out', out, '--format', 'table']);

  it('learns the failure phrase on folds by task and keeps it: better AUC, side by side', async () => {
    const r = await calibrated;
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/learned vocabulary \(5 folds by task, 30 tasks; same folds\)/);
    const without = Number(/profile without vocabulary +([\d.]+)/.exec(r.stdout)![1]);
    const learned = Number(/with the learned vocabulary +([\d.]+)/.exec(r.stdout)![1]);
    expect(without).toBe(0.5); // every run scores the same without the words
    expect(learned).toBe(1);
    expect(r.stdout).toMatch(/kept: \d+ n-gram weights \(hashes and points only, no text\)/);
    const profile = JSON.parse(readFileSync(out, 'utf8'));
    expect(profile.version).toBe(2);
    expect(profile.vocabulary.hash).toBe(VOCABULARY_HASH);
    expect(profile.vocabulary.weights.length).toBeGreaterThan(0);
    expect(profile.vocabulary.weights.length).toBeLessThanOrEqual(MAX_VOCABULARY_WEIGHTS);
    // Hashes and points only: no word of the conversations is stored.
    expect(JSON.stringify(profile.vocabulary.weights)).toMatch(/^[[\]\d.,-]+$/);
    expect(readFileSync(out, 'utf8')).not.toMatch(/parcel|depot|delivery/);
    expect(JSON.stringify(profile.vocabulary)).toBe(JSON.stringify(parseProfile(profile).vocabulary));
  });

  it('scores the failed runs lower with the profile and names the learned phrase as evidence', async () => {
    await calibrated;
    const r = await runCli(['score', SIGNAL, '--profile', out, '--format', 'jsonl']);
    expect(r.status).toBe(0);
    const reports = r.stdout
      .trim()
      .split('\n')
      .map((l) => ({ report: JSON.parse(l) }));
    const scores = (bad: boolean) =>
      reports.filter((_, i) => signal[i]!.label.success !== bad).map((rep) => rep.report.qualityScore as number);
    expect(Math.max(...scores(true))).toBeLessThan(Math.min(...scores(false)));
    for (const rep of reports) {
      expect(rep.report.qualityScore).toBeGreaterThanOrEqual(0);
      expect(rep.report.qualityScore).toBeLessThanOrEqual(100);
    }
    const failed = reports[2]!.report;
    const learned = failed.signals.filter((s: { type: string }) => s.type === 'learned.phrase');
    expect(learned.length).toBeGreaterThan(0);
    const phrases = learned.map((s: { metadata: { phrase: string } }) => s.metadata.phrase).join(' | ');
    expect(phrases).toMatch(/lost|depot/);
    for (const s of learned) expect(s.metadata).toMatchObject({ learned: true });
    expect(learned[0].metadata.points).toBeLessThan(0);
    // A good run: the vocabulary raised its score, so no learned evidence.
    expect(reports[0]!.report.signals.some((s: { type: string }) => s.type === 'learned.phrase')).toBe(false);
  });

  it('shows the learned phrases in the summary like lexicon phrases, and names them in its sentence', async () => {
    await calibrated;
    const r = await runCli(['score', SIGNAL, '--profile', out, '--summary']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/learned\.phrase +“[^”]*(lost|depot)[^”]*”/);
    expect(r.stdout).toMatch(/learned phrases? (“[^”]+”, )*“[^”]*(lost|depot)[^”]*”.* \(−\d+ points?\)/);
    const jsonl = await runCli(['score', SIGNAL, '--profile', out, '--format', 'jsonl']);
    const summaries = jsonl.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).summary as string);
    expect(summaries[2]).toMatch(/: learned phrases? “[^”]+”(, “[^”]+”)* \(−\d+ points?\)/);
    expect(summaries[0]).toMatch(/: the learned vocabulary \(\+\d+ points?\)/);
  });

  it('shows the learned phrases and the sentence in the HTML report', async () => {
    await calibrated;
    const html = join(dir, 'learned.html');
    const r = await runCli(['score', SIGNAL, '--profile', out, '--html', html]);
    expect(r.status).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/<span class="chip bad">learned\.phrase<\/span>/);
    expect(page).toMatch(/class="verdict">[^<]*learned phrases? (“[^”]+”, )*“[^”]*(lost|depot)/);
    expect(page).toMatch(/<td>learned(×\d+)?<\/td>/);
  });

  it('evaluate --profile reports the ranking with and without the vocabulary', async () => {
    await calibrated;
    const r = await runCli(['evaluate', SIGNAL, '--labels', SIGNAL_LABELS, '--profile', out, '--format', 'json']);
    expect(r.status).toBe(0);
    const e = JSON.parse(r.stdout);
    expect(e.auc.estimate).toBe(1);
    expect(e.withoutVocabulary.auc.estimate).toBe(0.5);
    const table = await runCli(['evaluate', SIGNAL, '--labels', SIGNAL_LABELS, '--profile', out, '-f', 'table']);
    expect(table.stdout).toMatch(/the profile without its learned vocabulary:\n +AUC +0\.500/);
  });

  it('uses random folds when the labels name no task, and says so', async () => {
    const r = await runCli([
      'calibrate',
      SIGNAL,
      '--labels',
      NO_TASK_LABELS,
      '--out',
      join(dir, 'random.json'),
      '-f',
      'table',
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/5 random folds: not every label names a task/);
  });

  it('--no-vocabulary writes a version 1 profile without one', async () => {
    const path = join(dir, 'plain.json');
    const r = await runCli([
      'calibrate',
      SIGNAL,
      '--labels',
      SIGNAL_LABELS,
      '--out',
      path,
      '--no-vocabulary',
      '-f',
      'json',
    ]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).vocabulary).toBeUndefined();
    const profile = JSON.parse(readFileSync(path, 'utf8'));
    expect(profile.version).toBe(1);
    expect(profile.vocabulary).toBeUndefined();
  });

  it('is deterministic', async () => {
    const again = join(dir, 'again.json');
    await calibrated;
    const r = await runCli(['calibrate', SIGNAL, '--labels', SIGNAL_LABELS, '--out', again, '--format', 'json']);
    expect(r.status).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(out, 'utf8'));
  });
});

describe('calibrate without a signal in the words', { timeout: CLI_TIMEOUT }, () => {
  it('keeps the profile without vocabulary and says so', async () => {
    const path = join(dir, 'noise-profile.json');
    const r = await runCli(['calibrate', NOISE, '--labels', NOISE_LABELS, '--out', path, '--format', 'table']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/not kept: the vocabulary does not rank better than the profile without it/);
    const profile = JSON.parse(readFileSync(path, 'utf8'));
    expect(profile.version).toBe(1);
    expect(profile.vocabulary).toBeUndefined();
    const json = await runCli(['calibrate', NOISE, '--labels', NOISE_LABELS, '--out', path, '--format', 'json']);
    expect(JSON.parse(json.stdout).vocabulary.check).toMatchObject({ kept: false, weights: 0, grouping: 'task' });
  });

  it('says why no vocabulary was tried on too few labels', async () => {
    const few = file(
      'few-labels.jsonl',
      signal.slice(0, 40).map((s) => s.label),
    );
    const r = await runCli(['calibrate', SIGNAL, '--labels', few, '--out', join(dir, 'few.json'), '-f', 'table']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/learned vocabulary: not tried: 40 labelled conversations .* at least 60/);
  });
});

describe('a profile with a vocabulary is validated', { timeout: CLI_TIMEOUT }, () => {
  const base = { ...DEFAULT_PROFILE, version: 2 };
  const vocabulary = { hash: VOCABULARY_HASH, offset: 0, weights: [[12, -3]] };
  const cases: Array<[string, unknown, RegExp]> = [
    ['a vocabulary in a version 1 profile', { ...base, version: 1, vocabulary }, /vocabulary needs version 2/],
    ['another hash', { ...base, vocabulary: { ...vocabulary, hash: 'md5' } }, /vocabulary\.hash must be/],
    ['a pair that is not one', { ...base, vocabulary: { ...vocabulary, weights: [[12]] } }, /vocabulary\.weights\[0\]/],
    [
      'a hash out of range',
      { ...base, vocabulary: { ...vocabulary, weights: [[262_144, 1]] } },
      /vocabulary\.weights\[0\] hash must be an integer from 0 to 262143/,
    ],
    [
      'a repeated hash',
      {
        ...base,
        vocabulary: {
          ...vocabulary,
          weights: [
            [5, 1],
            [5, 2],
          ],
        },
      },
      /vocabulary\.weights\[1\] repeats hash 5/,
    ],
    [
      'points out of range',
      { ...base, vocabulary: { ...vocabulary, weights: [[5, 1e9]] } },
      /vocabulary\.weights\[0\] points must be/,
    ],
    [
      'too many weights',
      {
        ...base,
        vocabulary: { ...vocabulary, weights: Array.from({ length: MAX_VOCABULARY_WEIGHTS + 1 }, (_, i) => [i, 1]) },
      },
      /vocabulary\.weights holds 2001 weights; at most 2000/,
    ],
    [
      'an unknown field',
      { ...base, vocabulary: { ...vocabulary, words: ['refund'] } },
      /vocabulary\.words is not a profile field/,
    ],
    ['an offset out of range', { ...base, vocabulary: { ...vocabulary, offset: 26 } }, /vocabulary\.offset must be/],
    ['a vocabulary that is not an object', { ...base, vocabulary: [[12, -3]] }, /vocabulary must be an object/],
    [
      'weights that are not a list',
      { ...base, vocabulary: { ...vocabulary, weights: { 12: -3 } } },
      /vocabulary\.weights must be an array/,
    ],
    [
      'points that are not a number',
      { ...base, vocabulary: { ...vocabulary, weights: [[12, '-3']] } },
      /vocabulary\.weights\[0\] points must be a number/,
    ],
    [
      'an offset that is not a number',
      { ...base, vocabulary: { ...vocabulary, offset: '1' } },
      /vocabulary\.offset must be/,
    ],
  ];
  it.each(cases)('rejects %s, naming the field', async (_name, profile, message) => {
    const path = join(dir, `bad-${_name.replaceAll(' ', '-')}.json`);
    writeFileSync(path, JSON.stringify(profile));
    const r = await runCli(['score', SIGNAL, '--profile', path]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('rejects a profile file over 1 MB', async () => {
    const path = join(dir, 'huge.json');
    writeFileSync(path, JSON.stringify({ ...base, description: 'x'.repeat(1_000_001) }));
    const r = await runCli(['score', SIGNAL, '--profile', path]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/larger than 1,000,000 bytes/);
  });

  it('reads a valid version 2 profile', async () => {
    const path = join(dir, 'good-v2.json');
    writeFileSync(path, JSON.stringify({ ...base, vocabulary }));
    const r = await runCli(['score', SIGNAL, '--profile', path, '--format', 'json']);
    expect(r.status).toBe(0);
  });
});
