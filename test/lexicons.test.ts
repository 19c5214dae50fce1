/**
 * Lint for the lexicon data under `lexicons/<iso639-3>/<family>.json` (every language present).
 * Each failure names the file and the offending phrase.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHRASE_FAMILIES, QUALIFIER_FAMILIES, SEQUENCE_FAMILIES, TOKEN_FAMILIES } from '../src/lexicon/families';
import { normalize } from '../src/text/normalize';

const ROOT = new URL('../lexicons/', import.meta.url);

/** Language folders are ISO 639-3 codes; other folders (`tools/`) hold tool-result patterns, not phrases. */
const LANGUAGE_DIR = /^[a-z]{3}$/;

const PHRASE_FAMILY_SET: ReadonlySet<string> = new Set(PHRASE_FAMILIES);
const TOKEN_FAMILY_SET: ReadonlySet<string> = new Set(TOKEN_FAMILIES);
const SEQUENCE_FAMILY_SET: ReadonlySet<string> = new Set(SEQUENCE_FAMILIES);
const POSITIVE_FAMILIES = ['gratitude', 'satisfaction', 'success'];
const REPAIR_GROUPS: ReadonlySet<string> = new Set([
  'correction',
  'rephrase',
  'clarification',
  'continuation',
  'offer',
  'suggestion',
  'relaxed',
  'revert',
  'recheck',
  'policy',
  'question',
  'echo',
  'second_person',
  'counteroffer',
  'insist',
  'reminder',
  'apology',
  'decline',
  'tried',
  'attempt',
  'prior',
  'category',
  'referent',
  'asks_referent',
  'wh',
  'stance',
  'hedge',
  'staple',
  'affirmation',
  'why',
  'reason',
  'setaside',
  'addition',
  'preposition',
  'possession',
  'restatement',
  'third_person',
  'view',
  'tentative',
  'permission',
  'opinion',
  'uncertain',
  'inability',
]);
/** Groups of the families that have more than the single group `phrases`. */
const GROUPS: Readonly<Record<string, ReadonlySet<string>>> = {
  repair: REPAIR_GROUPS,
  escalation_verbs: new Set([
    'verbs',
    'final',
    'wants',
    'contact',
    'openers',
    'leads',
    'handoff',
    'address',
    'obliges',
  ]),
  escalation_human: new Set(['phrases', 'asks', 'indefinite', 'distributive']),
  quit: new Set([
    'phrases',
    'churn',
    'done_with',
    'command',
    'farewell',
    'going',
    'leaving',
    'withdrawal',
    'condition',
    'reason',
  ]),
  complaint: new Set([
    'phrases',
    'symptom',
    'judgement',
    'groan',
    'reproach',
    'dispute',
    'feeling',
    'repeated',
    'reasked',
    'demand',
    'reminder',
    'hashtag',
    'contact',
    'count',
    'count_unit',
    'permit',
    'permit_object',
    'effort',
    'duration',
    'past_point',
  ]),
  confusion: new Set([
    'phrases',
    'interjection',
    'pointing',
    'term',
    'surprise',
    'sincerity',
    'object',
    'state',
    'joke',
    'hesitation',
    'doubt',
    'oath',
    'fed_up',
    'query',
  ]),
  profanity: new Set(['phrases', 'amazement', 'idiom', 'judgement', 'modifier', 'proposition']),
  success: new Set(['phrases', 'acknowledgement']),
  satisfaction: new Set(['phrases', 'reaction', 'hedge', 'improvement']),
  proposals: new Set(['phrases', 'declines', 'closings', 'social', 'pending', 'greeting', 'wellbeing', 'assist']),
  requests: new Set(['phrases', 'deferrals', 'another', 'inquiry']),
};

/**
 * Whole phrases that must never be listed in a phrase family: each one fires on neutral text
 * ("hello" is not "hell", "help me" is not a support request, "prepare" is not a repair, "ok" is a
 * confirmation, "no" a negator, a bare "error" or "wrong" is not a complaint).
 */
const TRAPS: ReadonlySet<string> = new Set([
  'ass',
  'bs',
  'bug',
  'complete',
  'error',
  'fails',
  'hell',
  'help',
  'help me',
  'hi',
  'issue',
  'no',
  'ok',
  'okay',
  'pare',
  'problem',
  'rep',
  'wrong',
  'yes',
]);

/** Letters, digits and marks in runs joined by inner apostrophes; runs separated by one space. */
const WORD = String.raw`[\p{L}\p{N}\p{M}]+(?:'[\p{L}\p{N}\p{M}]+)*`;
const PHRASE_SHAPE = new RegExp(String.raw`^\^?${WORD}(?: ${WORD})*\$?$`, 'u');
const TOKEN_SHAPE = new RegExp(`^${WORD}$`, 'u');
const SEQUENCE_SHAPE = new RegExp(`^${WORD}(?: ${WORD})*$`, 'u');

interface LexiconFile {
  readonly language: string;
  readonly family: string;
  /** `eng/complaint.json` */
  readonly name: string;
  readonly data: unknown;
  readonly parseError?: string;
  /** Group → phrases, for the groups that are arrays of strings. */
  readonly groups: ReadonlyMap<string, readonly string[]>;
}

function loadFiles(): LexiconFile[] {
  const files: LexiconFile[] = [];
  const languages = readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && LANGUAGE_DIR.test(d.name))
    .map((d) => d.name)
    .sort();
  for (const language of languages) {
    for (const file of readdirSync(new URL(`${language}/`, ROOT))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const name = `${language}/${file}`;
      const family = file.slice(0, -'.json'.length);
      let data: unknown;
      let parseError: string | undefined;
      try {
        data = JSON.parse(readFileSync(new URL(name, ROOT), 'utf8'));
      } catch (error) {
        parseError = String(error);
      }
      const groups = new Map<string, readonly string[]>();
      if (isObject(data)) {
        for (const [group, list] of Object.entries(data)) {
          if (Array.isArray(list))
            groups.set(
              group,
              list.filter((p): p is string => typeof p === 'string'),
            );
        }
      }
      files.push({ language, family, name, data, parseError, groups });
    }
  }
  return files;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when one phrase is anchored at its start only and the other at its end only ("^what", "what$"). */
function oppositeAnchors(a: string, b: string): boolean {
  const kind = (p: string) => (p.startsWith('^') ? 1 : 0) + (p.endsWith('$') ? 2 : 0);
  return (kind(a) === 1 && kind(b) === 2) || (kind(a) === 2 && kind(b) === 1);
}

/** The identity of a phrase for duplicate checks: no anchor, no apostrophes ("dont" is "don't"). */
function identity(phrase: string): string {
  return phrase.replace(/^\^/, '').replace(/\$$/, '').replaceAll("'", '');
}

/**
 * The contractions of a language's `contractions.json`, as written ("we'll"): a token family may
 * list such a contraction and the word it is spelled like ("well") side by side, since a message
 * token matches the contraction only when written with its apostrophe.
 */
function contractionsOf(language: string): ReadonlySet<string> {
  const file = FILES.find((f) => f.language === language && f.family === 'contractions');
  return new Set(file === undefined ? [] : [...file.groups.values()].flat());
}

/** Every phrase of a file, with its group, for offender messages. */
function phrases(file: LexiconFile): { group: string; phrase: string }[] {
  return [...file.groups].flatMap(([group, list]) => list.map((phrase) => ({ group, phrase })));
}

/** Offender list: `eng/complaint.json [phrases]: reason: "phrase"`. */
function offenders(file: LexiconFile, reason: string, test: (phrase: string, group: string) => boolean): string[] {
  return phrases(file)
    .filter(({ phrase, group }) => test(phrase, group))
    .map(({ phrase, group }) => `${file.name} [${group}]: ${reason}: ${JSON.stringify(phrase)}`);
}

const FILES = loadFiles();

/** The families whose phrases fire escalation signals. */
const ESCALATION_FAMILIES: readonly string[] = ['escalation_human', 'escalation_support', 'quit'];
const isPhraseFamily = (file: LexiconFile): boolean => PHRASE_FAMILY_SET.has(file.family);

describe('lexicons', () => {
  it('finds the English lexicons', () => {
    expect(FILES.filter((f) => f.language === 'eng').length).toBeGreaterThan(0);
  });

  describe.each(FILES.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    it('is a JSON object whose values are arrays of strings', () => {
      expect(file.parseError, `${file.name}: invalid JSON`).toBeUndefined();
      expect(isObject(file.data), `${file.name}: not a JSON object`).toBe(true);
      const bad = Object.entries(file.data as Record<string, unknown>)
        .filter(([, list]) => !Array.isArray(list) || list.some((p) => typeof p !== 'string'))
        .map(([group]) => `${file.name} [${group}]: not an array of strings`);
      expect(bad).toEqual([]);
    });

    it('is a known family with the expected groups', () => {
      expect(
        PHRASE_FAMILY_SET.has(file.family) || TOKEN_FAMILY_SET.has(file.family) || SEQUENCE_FAMILY_SET.has(file.family),
        `${file.name}: unknown family`,
      ).toBe(true);
      const groups = [...file.groups.keys()];
      const allowed = GROUPS[file.family] ?? new Set(['phrases']);
      const bad = groups.filter((g) => !allowed.has(g));
      expect(bad.map((g) => `${file.name}: unexpected group ${JSON.stringify(g)}`)).toEqual([]);
      expect(groups.length, `${file.name}: no groups`).toBeGreaterThan(0);
    });

    it('has lowercase, NFC, normalised phrases', () => {
      expect([
        ...offenders(file, 'not lowercase', (p) => p !== p.toLowerCase()),
        ...offenders(file, 'not NFC', (p) => p !== p.normalize('NFC')),
        ...offenders(file, 'changed by normalize() (NFKC, quotes, spaces), so it can never match', (p) => {
          const body = p.replace(/^\^/, '').replace(/\$$/, '');
          return normalize(body) !== body;
        }),
      ]).toEqual([]);
    });

    it('has well-formed phrases: single-spaced words, inner apostrophes, an optional leading ^ and trailing $', () => {
      const sequence = SEQUENCE_FAMILY_SET.has(file.family);
      const shape = isPhraseFamily(file) ? PHRASE_SHAPE : sequence ? SEQUENCE_SHAPE : TOKEN_SHAPE;
      const what = isPhraseFamily(file) || sequence ? 'malformed phrase' : 'not a single token';
      expect(offenders(file, what, (p) => !shape.test(p))).toEqual([]);
    });

    it('keeps every group sorted (code-unit order)', () => {
      const bad = [...file.groups]
        .filter(([, list]) => list.some((p, i) => i > 0 && list[i - 1]! >= p))
        .map(([group, list]) => {
          const i = list.findIndex((p, k) => k > 0 && list[k - 1]! >= p);
          return `${file.name} [${group}]: not sorted at ${JSON.stringify(list[i])} (after ${JSON.stringify(list[i - 1])})`;
        });
      expect(bad).toEqual([]);
    });

    it('has no duplicates, ignoring apostrophes (but of a listed contraction) and the ^/$ anchors, across all groups', () => {
      const seen = new Map<string, { where: string; phrase: string }>();
      const bad: string[] = [];
      const contractions = contractionsOf(file.language);
      for (const { group, phrase } of phrases(file)) {
        const key = contractions.has(phrase) ? phrase : identity(phrase);
        const first = seen.get(key);
        // A word that opens a clause ("^what") and one that closes it ("what$") match in different places.
        if (first !== undefined && !oppositeAnchors(first.phrase, phrase))
          bad.push(`${file.name} [${group}]: duplicate of ${first.where}: ${JSON.stringify(phrase)}`);
        else if (first === undefined) seen.set(key, { where: `${group} ${JSON.stringify(phrase)}`, phrase });
      }
      expect(bad).toEqual([]);
    });

    if (file.family === 'contractions') {
      it('lists contractions only (entries written with an apostrophe)', () => {
        expect(offenders(file, 'no apostrophe', (p) => !p.includes("'"))).toEqual([]);
      });
    }

    if (isPhraseFamily(file)) {
      // Greetings ("hi", "hello") are what the `greeting` group of `proposals` lists: it is read
      // only at the start of an assistant message, where a greeting is what it marks.
      it('lists no trap phrase', () => {
        const greeting = (group: string) => file.family === 'proposals' && group === 'greeting';
        expect(offenders(file, 'trap phrase', (p, group) => !greeting(group) && TRAPS.has(identity(p)))).toEqual([]);
      });

      // A qualifier never fires by itself: a one-character Han verb (转, 找) only counts next to a noun,
      // a second-person pronoun (你, 君) only says the assistant spoke of the user.
      it('has single-token phrases of at least 2 characters (Han characters excepted in qualifier families)', () => {
        const qualifier = QUALIFIER_FAMILIES.has(file.family as never);
        expect(
          offenders(file, 'single-token phrase shorter than 2 characters', (p, group) => {
            const body = p.replace(/^\^/, '').replace(/\$$/, '');
            if ((qualifier || group === 'second_person') && /^\p{Script=Han}$/u.test(body)) return false;
            return !body.includes(' ') && [...body].length < 2;
          }),
        ).toEqual([]);
      });
    }
  });

  const languages = [...new Set(FILES.map((f) => f.language))];

  it.each(languages)('%s: no phrase is both positive feedback and a complaint', (language) => {
    const complaint = FILES.find((f) => f.language === language && f.family === 'complaint');
    const complaints = new Map(
      complaint === undefined ? [] : phrases(complaint).map(({ phrase }) => [identity(phrase), phrase]),
    );
    const bad = FILES.filter((f) => f.language === language && POSITIVE_FAMILIES.includes(f.family)).flatMap((f) =>
      offenders(f, `also in ${language}/complaint.json`, (p) => complaints.has(identity(p))),
    );
    expect(bad).toEqual([]);
  });

  // The compiled index keeps a phrase once, for the first signal family that lists it (repair and
  // the qualifier families keep their own copies): an escalation or quit phrase another signal
  // family also lists would never fire ("done with you" was read as a complaint only).
  it.each(languages)('%s: no escalation or quit phrase is shadowed by another signal family', (language) => {
    const kept = new Map<string, string>();
    const bad: string[] = [];
    for (const family of PHRASE_FAMILIES) {
      if (family === 'repair' || QUALIFIER_FAMILIES.has(family as never)) continue;
      const file = FILES.find((f) => f.language === language && f.family === family);
      if (file === undefined) continue;
      for (const { phrase } of phrases(file)) {
        const first = kept.get(phrase);
        if (first === undefined) kept.set(phrase, family);
        else if (first !== family && ESCALATION_FAMILIES.includes(family))
          bad.push(`${file.name}: ${JSON.stringify(phrase)} is kept for ${first}`);
      }
    }
    expect(bad).toEqual([]);
  });

  describe('eng', () => {
    const eng = new Map(FILES.filter((f) => f.language === 'eng').map((f) => [f.family, f]));
    const tokens = (family: string): string[] => [...(eng.get(family)?.groups.values() ?? [])].flat();

    it('has a file for every family', () => {
      const missing = [...PHRASE_FAMILIES, ...TOKEN_FAMILIES].filter((family) => !eng.has(family));
      expect(missing.map((family) => `eng/${family}.json: missing`)).toEqual([]);
    });

    it('has non-empty phrase families', () => {
      const empty = PHRASE_FAMILIES.filter((family) => tokens(family).length === 0);
      expect(empty.map((family) => `eng/${family}.json: empty`)).toEqual([]);
    });

    it.each([
      ['negators', 'the negation guard', ['not', 'no', 'never', "isn't", "wasn't", "don't", "didn't", 'hardly']],
      ['confirmations', 'the confirmation check', ['yes', 'yeah', 'ok', 'okay', 'sure', 'right', 'correct']],
      ['contrast', 'the contrast guard', ['but', 'however', 'still', 'yet']],
    ])('eng/%s.json lists the tokens of %s', (family, _rule, required) => {
      const listed = tokens(family);
      expect(
        required.filter((t) => !listed.includes(t)).map((t) => `eng/${family}.json: missing ${JSON.stringify(t)}`),
      ).toEqual([]);
    });
  });
});
