/**
 * @module The conversation's language: detection, then a phrase vote for short Latin-script text
 * that function words cannot place ("thanks for nothing", "no problem, thanks").
 */
import type { LexiconRegistry } from '../lexicon/registry';
import { QUALIFIER_FAMILIES } from '../lexicon/families';
import { matchPhrases, onDemandMatches } from '../lexicon/match';
import { normalize } from '../text/normalize';
import { tokenize } from '../text/tokenize';
import { detectLanguage, UNDETERMINED } from './detect';

const LATIN_LETTER = /\p{Script=Latin}/u;

/** Letters a one-word phrase needs to vote: short words ("show", "ok") are shared across languages. */
export const MIN_VOTING_WORD = 5;

function votes(keys: readonly string[]): boolean {
  return keys.length > 1 || keys[0]!.length >= MIN_VOTING_WORD;
}

/**
 * The language of a conversation from its language sample (see `languageSample`).
 *
 * {@link detectLanguage} decides when it can. When it answers `und` for Latin-script text (too few
 * function words: "thanks for nothing"), the languages with a lexicon vote: the one whose phrases
 * the sample matches most often wins (qualifier phrases such as "show me" do not vote); no match, or a tie, stays `und`. A one-word phrase votes
 * only with {@link MIN_VOTING_WORD} letters or more (Portuguese "show" must not claim "show me"). Depends on the sample only,
 * so incremental tracking reproduces it.
 */
export function resolveLanguage(sample: string, registry: LexiconRegistry): string {
  const detected = detectLanguage(sample);
  if (detected !== UNDETERMINED || !LATIN_LETTER.test(sample)) return detected;
  const tokens = tokenize(normalize(sample));
  let best: string = UNDETERMINED;
  let bestCount = 0;
  let tie = false;
  for (const language of registry.languages) {
    const lexicon = registry.get(language);
    if (lexicon === undefined) continue;
    let count = 0;
    for (const match of matchPhrases(tokens, lexicon))
      if (!QUALIFIER_FAMILIES.has(match.phrase.family) && votes(match.phrase.keys)) count++;
    // Every phrase of the lexicon votes, those matched on demand included.
    for (const match of onDemandMatches(tokens, lexicon))
      if (!QUALIFIER_FAMILIES.has(match.phrase.family) && votes(match.phrase.keys)) count++;
    if (count > bestCount) {
      best = language;
      bestCount = count;
      tie = false;
    } else if (count === bestCount && count > 0) {
      tie = true;
    }
  }
  return tie ? UNDETERMINED : best;
}
