/**
 * @module Language of Latin-script text: a function-word vote among the languages with a lexicon,
 * with `franc-min` trigrams for what the vote leaves open.
 */
import { francModule } from './franc';
import { voteFunctionWords, type FunctionWordVote } from './function-words';
import { compileTrigramModels, rankLatinTrigrams, type TrigramModels, type TrigramRanking } from './trigrams';

/** ISO 639-3 code for an undetermined language. */
export const UNDETERMINED = 'und';

/**
 * Latin-script languages franc may answer: those with a lexicon and common ones without. Keeping
 * the list short keeps franc from answering with a low-resource language on short English text.
 */
export const FRANC_LATIN_CANDIDATES: readonly string[] = [
  'eng',
  'spa',
  'por',
  'fra',
  'deu',
  'ita',
  'nld',
  'pol',
  'tur',
  'ron',
  'swe',
  'ces',
  'hun',
  'hrv',
  'ind',
  'vie',
  'tgl',
];

/** Function words the leading language needs (shared words count for every language holding them). */
export const MIN_FUNCTION_WORDS = 2;
/** Share of the words that must be English function words for English without franc. */
export const ENGLISH_MIN_SHARE = 0.2;
/** Latin letters franc needs to decide when the function words do not (trigrams are noise below). */
export const FRANC_MIN_LETTERS = 60;
/** Franc overrules a function-word leader only when it scores the leader at most this. */
export const FRANC_OVERRULE_MAX_SCORE = 0.95;
/**
 * Without a function-word leader, franc's choice stands only when its runner-up scores at most
 * this (franc scores the best language 1): on short or mixed text the top scores are a toss-up.
 */
export const FRANC_ALONE_MAX_RUNNER_UP = 0.9;
/** Characters franc reads. Bounds its cost (under 1 µs per character). */
export const FRANC_SAMPLE_CHARS = 1000;

const CANDIDATES = [...FRANC_LATIN_CANDIDATES];

/** Words up to which a text counts as tiny: one function word found in one language only is enough. */
export const TINY_TEXT_WORDS = 5;

/**
 * The leading language of a vote, when its function words clearly outweigh the others': at least
 * {@link MIN_FUNCTION_WORDS} of them, 1.5 times any other language's, and twice the words only it
 * has. In a tiny text ("ok that worked"), one word of one language only is enough.
 */
export function voteLeader(vote: FunctionWordVote): string | undefined {
  const { languages, hits, exclusive, words } = vote;
  let top = -1;
  for (let i = 0; i < languages.length; i++) {
    if (top < 0 || exclusive[i]! > exclusive[top]! || (exclusive[i] === exclusive[top] && hits[i]! > hits[top]!))
      top = i;
  }
  if (top < 0 || exclusive[top]! === 0) return undefined;
  const tiny = words <= TINY_TEXT_WORDS && hits.every((h, i) => i === top || h === 0);
  if (tiny) return languages[top];
  if (hits[top]! < MIN_FUNCTION_WORDS) return undefined;
  for (let i = 0; i < languages.length; i++) {
    if (i === top) continue;
    if (exclusive[top]! < 2 * exclusive[i]! || hits[top]! < 1.5 * hits[i]!) return undefined;
  }
  return languages[top];
}

/**
 * The language of Latin-script `text` (ISO 639-3), or `und`.
 *
 * 1. Function words ({@link voteLeader}). English with at least {@link ENGLISH_MIN_SHARE} of the
 *    words as function words is accepted at once: most traffic never reaches franc.
 * 2. Any other leader is checked by franc among {@link FRANC_LATIN_CANDIDATES}: it stands unless
 *    franc clearly prefers a language without a lexicon (Italian whose `la`, `con`, `un` voted
 *    Spanish), i.e. scores the leader at most {@link FRANC_OVERRULE_MAX_SCORE}.
 * 3. Without a leader, franc decides from {@link FRANC_MIN_LETTERS} letters on when its runner-up
 *    scores at most {@link FRANC_ALONE_MAX_RUNNER_UP}; otherwise `und`.
 *
 * `letters` is the number of Latin letters in `text`, or a function counting them (read only in
 * case 3).
 */
export function detectLatin(text: string, letters: number | (() => number)): string {
  const vote = voteFunctionWords(text);
  const leader = voteLeader(vote);
  if (leader === 'eng' && vote.hits[vote.languages.indexOf('eng')]! >= ENGLISH_MIN_SHARE * vote.words) return 'eng';
  if (leader === undefined && (typeof letters === 'number' ? letters : letters()) < FRANC_MIN_LETTERS)
    return UNDETERMINED;
  const ranking = francRanking(text.slice(0, FRANC_SAMPLE_CHARS));
  const first = ranking[0]![0];
  if (leader !== undefined) {
    if (first === leader || first === UNDETERMINED || vote.languages.includes(first)) return leader;
    const leaderScore = ranking.find(([language]) => language === leader)?.[1] ?? 0;
    return leaderScore <= FRANC_OVERRULE_MAX_SCORE ? first : leader;
  }
  const runnerUp = ranking[1]?.[1] ?? 0;
  return runnerUp <= FRANC_ALONE_MAX_RUNNER_UP ? first : UNDETERMINED;
}

/** Compiled on first use, like franc itself. */
let models: TrigramModels | undefined;

/** franc's ranking of `text` among {@link FRANC_LATIN_CANDIDATES}, computed without franc when the text is surely Latin. */
function francRanking(text: string): TrigramRanking {
  models ??= compileTrigramModels(CANDIDATES);
  return rankLatinTrigrams(text, models) ?? francModule().francAll(text, { only: CANDIDATES, minLength: 1 });
}
