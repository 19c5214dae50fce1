/**
 * @module Scoring profiles: the baselines and term weights of `qualityScore`, as versioned data,
 * validated on load.
 */
import defaultProfileJson from './default-profile.json';
import { ProfileError } from './profile-error';
import { parseVocabulary, type LearnedVocabulary } from './vocabulary';

/** What "typical" means in a deployment: medians of its traffic. */
export interface ProfileBaselines {
  /** Median user turns; the turn thresholds are this + 2 (concerning) and + 7 (excessive). */
  readonly userTurns: number;
  /** Median assistant messages of a conversation. */
  readonly assistantTurns: number;
  /** Median tool calls of a conversation (0 where the assistant uses no tools). */
  readonly toolCalls: number;
  /** Median of a conversation's mean characters per assistant message. */
  readonly assistantChars: number;
}

/**
 * The points each term of `qualityScore` is worth at its full extent (every term is scaled to
 * [0, 1]). All are magnitudes ≥ 0: the direction of each term is fixed by its meaning (positive
 * feedback and efficiency raise the score, everything else lowers it), so no profile can turn a
 * complaint into praise.
 */
export interface ProfileWeights {
  /** Lost as efficiency falls from 1 to 0 (user turns beyond the baseline). */
  readonly efficiency: number;
  /** Gained at a positive-feedback rate of 1 (every user turn positive). */
  readonly positiveFeedback: number;
  /** Lost at a frustration share of 0.3 or more (indicators per user turn). */
  readonly frustration: number;
  /** Lost at a repair ratio of 1. */
  readonly repair: number;
  /** Lost at a repetition share of 0.3 or more (repeated messages per assistant message). */
  readonly repetition: number;
  /** Lost when the user asks for a human, for support, or gives up. */
  readonly escalation: number;
  /** Lost at execution-failure severity 3. */
  readonly failure: number;
  /** Lost at tool-loop severity 3. */
  readonly loops: number;
  /** Lost at environment-exhaustion severity 3. */
  readonly exhaustion: number;
  /** Lost when an offline run ends mid-task. */
  readonly unfinished: number;
  /**
   * Lost at full effort: the conversation's steps (user turns + assistant turns + tool calls) and its
   * mean assistant message length, together 16 times (2⁴) their baselines; gained, up to a quarter of
   * it, by a conversation shorter than its baselines (see `docs/scoring.md`).
   */
  readonly effort: number;
  /**
   * Gained at full effort and lost at the opposite bound: where a longer conversation is engagement
   * (open-domain companion chat, the `chat` profile). 0 in the default profile. Optional in a file
   * (default 0).
   */
  readonly engagement: number;
}

/**
 * A scoring profile. Schema version 1 holds baselines and weights; version 2 may add a learned
 * vocabulary (`calibrate` writes version 2 only when it keeps one). Both are read.
 */
export interface ScoreProfile {
  readonly version: 1 | 2;
  readonly baselines: ProfileBaselines;
  readonly weights: ProfileWeights;
  /** Hashed n-grams and their points (version 2 only): see `LearnedVocabulary`. */
  readonly vocabulary?: LearnedVocabulary;
  /** Free text: where the profile came from. Ignored by the scorer. */
  readonly description?: string;
}

/** The baseline fields, in schema order. */
export const BASELINE_KEYS = ['userTurns', 'assistantTurns', 'toolCalls', 'assistantChars'] as const;
/** The weight fields, in schema order. */
export const WEIGHT_KEYS = [
  'efficiency',
  'positiveFeedback',
  'frustration',
  'repair',
  'repetition',
  'escalation',
  'failure',
  'loops',
  'exhaustion',
  'unfinished',
  'effort',
  'engagement',
] as const;

/** Weights a profile file may leave out, with the value they then take. */
const OPTIONAL_WEIGHTS: Partial<Record<(typeof WEIGHT_KEYS)[number], number>> = { engagement: 0 };

/** No weight may exceed this many points (the score spans 0–100). */
export const MAX_WEIGHT = 100;

/**
 * Validates a parsed profile and returns a frozen copy of it.
 *
 * @throws {@link ProfileError} naming the first field at fault (`weights.frustration must be a
 * number between 0 and 100`), or an unknown field.
 */
export function parseProfile(value: unknown): ScoreProfile {
  const root = record(value, 'profile');
  if (root.version !== 1 && root.version !== 2)
    throw new ProfileError('version', `must be 1 or 2 (got ${describe(root.version)})`);
  known(root, ['version', 'baselines', 'weights', 'description', 'vocabulary'], '');
  if (root.vocabulary !== undefined && root.version !== 2) throw new ProfileError('vocabulary', 'needs version 2');
  const vocabulary = root.vocabulary === undefined ? undefined : parseVocabulary(root.vocabulary);
  if (root.description !== undefined && typeof root.description !== 'string')
    throw new ProfileError('description', 'must be a string');
  const b = record(root.baselines, 'baselines');
  known(b, BASELINE_KEYS, 'baselines.');
  const w = record(root.weights, 'weights');
  known(w, WEIGHT_KEYS, 'weights.');
  const baselines = Object.fromEntries(
    BASELINE_KEYS.map((k) => [
      k,
      numberIn(b[k], `baselines.${k}`, k === 'userTurns' || k === 'toolCalls' ? 0 : 1, 1e6),
    ]),
  ) as unknown as ProfileBaselines;
  if (!Number.isInteger(baselines.userTurns)) throw new ProfileError('baselines.userTurns', 'must be an integer');
  const weights = Object.fromEntries(
    WEIGHT_KEYS.map((k) => [k, numberIn(w[k] ?? OPTIONAL_WEIGHTS[k], `weights.${k}`, 0, MAX_WEIGHT)]),
  ) as unknown as ProfileWeights;
  const profile: ScoreProfile = {
    version: root.version,
    baselines: Object.freeze(baselines),
    weights: Object.freeze(weights),
    ...(typeof root.description === 'string' ? { description: root.description } : {}),
    ...(vocabulary === undefined ? {} : { vocabulary }),
  };
  return Object.freeze(profile);
}

/** The profile that ships with the package (fitted by `npm run fit-profile`). */
export const DEFAULT_PROFILE: ScoreProfile = parseProfile(defaultProfileJson);

function record(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ProfileError(field, `must be an object (got ${describe(value)})`);
  return value as Record<string, unknown>;
}

function known(object: Record<string, unknown>, keys: readonly string[], prefix: string): void {
  for (const key of Object.keys(object))
    if (!keys.includes(key)) throw new ProfileError(`${prefix}${key}`, 'is not a profile field');
}

function numberIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new ProfileError(field, `must be a number between ${min} and ${max} (got ${describe(value)})`);
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'an array' : typeof value;
}
