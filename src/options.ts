/**
 * @module Options of `analyze`, resolved once into a complete read-only config.
 */
import { isKnownLanguage, languageCodeFor } from './language/known';
import { lexiconOverridesProblem } from './lexicon/check-overrides';
import type { LexiconOverrides } from './lexicon/families';
import {
  DEFAULT_PROFILE,
  parseProfile,
  BASELINE_KEYS,
  type ProfileBaselines,
  type ScoreProfile,
} from './profile/profile';
import { isProfileName, namedProfile, PROFILE_NAMES, type ProfileName } from './profile/named-profiles';

/** Options of {@link analyze}. Every field is optional. */
export interface AnalyzeOptions {
  /**
   * Number of user turns a conversation may take before efficiency starts to fall; the turn
   * thresholds are this + 2 (concerning) and + 7 (excessive, a Severe verdict).
   * @default the profile's `baselines.userTurns` (5 in the default profile)
   */
  baselineTurns?: number;
  /**
   * Scoring profile: the baselines and term weights of `qualityScore`. A shipped profile by name —
   * `'default'` (task assistants and agents) or `'chat'` (open-domain companion chat, where a
   * longer conversation is engagement) — or a profile object (see `parseProfile`, and
   * `agent-signals calibrate`), validated on first use: a malformed one throws a `ProfileError`
   * naming the field.
   * @default 'default'
   */
  profile?: ProfileName | ScoreProfile;
  /**
   * The deployment's baselines (median user turns, assistant turns, tool calls and characters per
   * assistant message of its traffic), in place of the profile's: the CLI and the span processor
   * learn them from the traffic they see. Fields left out keep the profile's. `baselineTurns`, when
   * given, still sets the user-turn baseline.
   * @default the profile's baselines
   * @example { userTurns: 8, assistantTurns: 12, toolCalls: 6, assistantChars: 180 }
   */
  baselines?: Partial<ProfileBaselines>;
  /**
   * Include the evidence text (capped at 200 characters) in each signal's `snippet`.
   * @default true
   */
  includeSnippets?: boolean;
  /**
   * Only the last `maxMessages` messages are read; earlier ones are counted, not read.
   * @default 200
   */
  maxMessages?: number;
  /**
   * Add, remove or replace lexicon phrases, or add a language, without forking. Languages are ISO
   * 639-3 codes and families those the library has: `{ en: … }` or `{ eng: { complain: … } }` is
   * a `TypeError`.
   * @default {}
   * @example { eng: { complaint: ['still no refund'] } }
   */
  lexicons?: LexiconOverrides;
  /**
   * Force the conversation's language instead of detecting it: an ISO 639-3 code the library knows
   * (`eng`, `deu`, `fra`, … or one added through `lexicons`). ISO 639-1 codes and names (`en`,
   * `english`) are a `TypeError` that names the code meant, never a silent language without phrases.
   * @default undefined (detected from the user text)
   */
  language?: string;
  /**
   * The conversation is complete (a stored transcript, not a run in progress): a conversation that
   * ends on a tool call with no result, or on a tool result with no assistant message after it, is
   * reported as `execution.unfinished` (unless that last tool is a handoff or a terminal tool such
   * as `submit` or `final_answer`). The CLI sets it for files; the span processor never does, as a
   * span naturally ends mid-run.
   * @default false
   */
  complete?: boolean;
}

/** {@link AnalyzeOptions} with every default applied. */
export type AnalyzeConfig = Readonly<Required<Omit<AnalyzeOptions, 'language' | 'profile' | 'baselines'>>> & {
  readonly profile: ScoreProfile;
  /** The baselines in force: `baselines` over the profile's, `baselineTurns` as the user-turn one. */
  readonly baselines: ProfileBaselines;
  readonly language: string | undefined;
};

/** Defaults of {@link AnalyzeOptions}. */
export const DEFAULT_OPTIONS = {
  baselineTurns: 5,
  includeSnippets: true,
  maxMessages: 200,
  lexicons: {},
  language: undefined,
  complete: false,
  profile: DEFAULT_PROFILE,
  baselines: DEFAULT_PROFILE.baselines,
} as const satisfies AnalyzeConfig;

/** Characters read per message: the first {@link HEAD_CHARS} and the last {@link TAIL_CHARS}. */
export const MAX_MESSAGE_CHARS = 4000;
/** Leading characters kept from a long message. */
export const HEAD_CHARS = 1000;
/** Trailing characters kept from a long message. */
export const TAIL_CHARS = 3000;

/**
 * Throws a `TypeError` naming the first invalid option: `options` that is not an object, or a
 * field of the wrong type or out of range (`baselineTurns` a finite number ≥ 0, `maxMessages` a
 * finite number ≥ 1, fractions rounded down; `includeSnippets` a boolean; `lexicons` an object
 * keyed by ISO 639-3 code then by a family the library has; `language` a language code it knows
 * (see `isKnownLanguage`) or one `lexicons` adds; `complete` a boolean). `undefined` fields, and `options` itself undefined or null, are valid.
 * `analyze` and `ConversationTracker` call it; the span processor instead warns and uses defaults.
 */
export function validateOptions(options: unknown): void {
  if (options === undefined || options === null) return;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`agent-signals: options must be an object, got ${describe(options)}`);
  }
  const o = options as Record<keyof AnalyzeOptions, unknown>;
  check('baselineTurns', o.baselineTurns, isNumberAtLeast(o.baselineTurns, 0), 'a finite number >= 0');
  check('includeSnippets', o.includeSnippets, typeof o.includeSnippets === 'boolean', 'a boolean');
  check('maxMessages', o.maxMessages, isNumberAtLeast(o.maxMessages, 1), 'a finite number >= 1');
  const lexicons = o.lexicons;
  check(
    'lexicons',
    lexicons,
    lexicons !== null && typeof lexicons === 'object' && !Array.isArray(lexicons),
    'an object',
  );
  const overrides = lexicons === undefined ? undefined : (lexicons as LexiconOverrides);
  if (overrides !== undefined) checkLexicons(overrides);
  check('language', o.language, typeof o.language === 'string', 'a string (ISO 639-3, e.g. "eng")');
  if (typeof o.language === 'string' && o.language !== '') checkLanguage(o.language, overrides);
  check('complete', o.complete, typeof o.complete === 'boolean', 'a boolean');
  if (typeof o.profile === 'string' && !isProfileName(o.profile))
    throw new TypeError(
      `agent-signals: option \`profile\` must be ${PROFILE_NAMES.map((n) => `'${n}'`).join(' or ')} or a profile object, got ${describe(o.profile)}`,
    );
  const b = o.baselines;
  check('baselines', b, b !== null && typeof b === 'object' && !Array.isArray(b), 'an object');
  if (b !== undefined && b !== null && typeof b === 'object')
    for (const key of Object.keys(b)) {
      if (!(BASELINE_KEYS as readonly string[]).includes(key))
        throw new TypeError(
          `agent-signals: option \`baselines.${key}\` is not a baseline (${BASELINE_KEYS.join(', ')})`,
        );
      const value = (b as Record<string, unknown>)[key];
      if (value !== undefined && !isNumberAtLeast(value, 0))
        throw new TypeError(
          `agent-signals: option \`baselines.${key}\` must be a finite number >= 0, got ${describe(value)}`,
        );
    }
}

function check(name: keyof AnalyzeOptions, value: unknown, valid: boolean, expected: string): void {
  if (value !== undefined && !valid) {
    throw new TypeError(`agent-signals: option \`${name}\` must be ${expected}, got ${describe(value)}`);
  }
}

/** Overrides already checked, by identity: one options object reused for every call is checked once. */
const checkedLexicons = new WeakSet<object>();

function checkLexicons(overrides: LexiconOverrides): void {
  if (checkedLexicons.has(overrides)) return;
  const problem = lexiconOverridesProblem(overrides);
  if (problem !== undefined) throw new TypeError(`agent-signals: option \`lexicons\`: ${problem}`);
  checkedLexicons.add(overrides);
}

function checkLanguage(language: string, overrides: LexiconOverrides | undefined): void {
  if (isKnownLanguage(language) || (overrides !== undefined && Object.hasOwn(overrides, language))) return;
  const meant = languageCodeFor(language);
  throw new TypeError(
    `agent-signals: option \`language\` must be a language code the library knows (ISO 639-3, such as "eng"), got ${describe(language)}` +
      (meant === undefined ? '' : ` (for ${describe(language)} use "${meant}")`),
  );
}

function isNumberAtLeast(value: unknown, min: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  return typeof value;
}

/**
 * Applies defaults; invalid values (wrong type, negative, NaN) fall back to the default rather
 * than throwing (see {@link validateOptions} for the library's check) — except a malformed `profile`,
 * which is rejected.
 *
 * @throws ProfileError when `options.profile` is given and does not match the profile schema.
 */
export function resolveOptions(options: AnalyzeOptions | undefined): AnalyzeConfig {
  if (options === undefined || options === null || typeof options !== 'object') return DEFAULT_OPTIONS;
  const profile = options.profile === undefined ? DEFAULT_PROFILE : validProfile(options.profile);
  const baselines = mergedBaselines(profile.baselines, options.baselines, options.baselineTurns);
  return {
    profile,
    baselines,
    baselineTurns: baselines.userTurns,
    includeSnippets:
      typeof options.includeSnippets === 'boolean' ? options.includeSnippets : DEFAULT_OPTIONS.includeSnippets,
    maxMessages: Math.max(1, nonNegativeInt(options.maxMessages, DEFAULT_OPTIONS.maxMessages)),
    lexicons:
      options.lexicons !== null && typeof options.lexicons === 'object' ? options.lexicons : DEFAULT_OPTIONS.lexicons,
    language: forcedLanguage(options.language, options.lexicons),
    complete: options.complete === true,
  };
}

/**
 * The language to force: `language` when it is a code the library knows or `lexicons` adds, else
 * undefined (detect it), as for any other invalid value: `en` must not silently turn phrase
 * detection off where options are not checked (the span processor warns about it instead).
 */
function forcedLanguage(language: unknown, lexicons: unknown): string | undefined {
  if (typeof language !== 'string' || language === '') return undefined;
  const added = lexicons !== null && typeof lexicons === 'object' && Object.hasOwn(lexicons, language);
  return added || isKnownLanguage(language) ? language : undefined;
}

/** Profiles already validated, by identity: reusing one options object validates it once. */
const validated = new WeakMap<object, ScoreProfile>();

function validProfile(value: unknown): ScoreProfile {
  if (isProfileName(value)) return namedProfile(value);
  if (value !== null && typeof value === 'object') {
    const known = validated.get(value);
    if (known !== undefined) return known;
    const profile = parseProfile(value);
    validated.set(value, profile);
    return profile;
  }
  return parseProfile(value);
}

/**
 * The baselines in force: each valid field of `given` (a finite number ≥ 0; user turns rounded
 * down) over the profile's, then `baselineTurns` when valid. The profile's own object when nothing
 * changes it.
 */
function mergedBaselines(
  profile: ProfileBaselines,
  given: Partial<ProfileBaselines> | undefined,
  baselineTurns: unknown,
): ProfileBaselines {
  const turns = nonNegativeInt(baselineTurns, -1);
  if ((given === undefined || given === null || typeof given !== 'object') && turns < 0) return profile;
  const out: Record<keyof ProfileBaselines, number> = { ...profile };
  if (given !== undefined && given !== null && typeof given === 'object')
    for (const key of BASELINE_KEYS) {
      const value = (given as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
        out[key] = key === 'userTurns' ? Math.floor(value) : value;
    }
  if (turns >= 0) out.userTurns = turns;
  return out;
}

function nonNegativeInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
