/**
 * @module What a learned vocabulary costs `analyze` on the corpus: the same conversations analysed
 * with the default profile and with that profile plus a vocabulary of the largest allowed size
 * (2,000 weights on the corpus's most frequent n-grams, so most of them hit), alternated, best of
 * five rounds each, in CPU time; the ratio is printed. Run: `node --import tsx bench/vocabulary.ts`.
 */
import { analyze } from '../src/analyze';
import { readMessage, type PreparedMessage } from '../src/messages/prepare';
import { DEFAULT_PROFILE, type ScoreProfile } from '../src/profile/profile';
import { MAX_VOCABULARY_WEIGHTS, VOCABULARY_HASH } from '../src/profile/vocabulary';
import { ngramsOf } from '../src/vocabulary/ngrams';
import { loadCorpus, messagesOf } from './corpus';

const corpus = loadCorpus();
const conversations = corpus.lines.map(messagesOf);

const frequency = new Map<number, number>();
for (const messages of conversations.slice(0, 1000)) {
  const read = messages.flatMap((m, i): PreparedMessage[] => {
    const r = readMessage(m, i);
    return r === undefined ? [] : [r];
  });
  for (const bucket of ngramsOf(read).buckets) frequency.set(bucket, (frequency.get(bucket) ?? 0) + 1);
}
const weights = [...frequency]
  .sort((a, b) => b[1] - a[1] || a[0] - b[0])
  .slice(0, MAX_VOCABULARY_WEIGHTS)
  .map(([bucket], i) => [bucket, ((i % 7) - 3) / 10] as const)
  .sort((a, b) => a[0] - b[0]);
const learned: ScoreProfile = {
  ...DEFAULT_PROFILE,
  version: 2,
  vocabulary: { hash: VOCABULARY_HASH, offset: 0, weights },
};

/** CPU milliseconds (user + system) of one analysis of the corpus: steadier than wall time on a shared machine. */
function pass(profile: ScoreProfile): number {
  const options = { profile, complete: true };
  const start = process.cpuUsage();
  for (const messages of conversations) analyze(messages, options);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

pass(DEFAULT_PROFILE); // warm up both paths
pass(learned);
const plain: number[] = [];
const withVocabulary: number[] = [];
for (let round = 0; round < 5; round++) {
  plain.push(pass(DEFAULT_PROFILE));
  withVocabulary.push(pass(learned));
}
const a = Math.min(...plain);
const b = Math.min(...withVocabulary);
console.log(`corpus: ${corpus.source}, ${conversations.length} conversations; vocabulary of ${weights.length} weights`);
console.log(`analyze, default profile:     ${a.toFixed(0)} ms CPU (best of 5)`);
console.log(`analyze, with the vocabulary: ${b.toFixed(0)} ms CPU (best of 5)`);
console.log(`ratio ${(b / a).toFixed(3)} (+${((b / a - 1) * 100).toFixed(1)} %)`);
