/**
 * @module What a learned vocabulary costs `analyze` on the corpus: the same conversations analysed
 * with the default profile and with that profile plus a vocabulary of the largest allowed size
 * (2,000 weights on the corpus's most frequent n-grams, so most of them hit), alternated, best of
 * five rounds each, in CPU time; the ratio against its budget. Part of `npm run bench`; alone:
 * `node --import tsx bench/vocabulary.ts`.
 */
import { pathToFileURL } from 'node:url';
import { analyze } from '../src/analyze';
import { readMessage, type PreparedMessage } from '../src/messages/prepare';
import { DEFAULT_PROFILE, type ScoreProfile } from '../src/profile/profile';
import { MAX_VOCABULARY_WEIGHTS, VOCABULARY_HASH } from '../src/profile/vocabulary';
import { ngramsOf } from '../src/vocabulary/ngrams';
import { loadCorpus, messagesOf } from './corpus';
import { fmt, printTable, type Row } from './measure';

/** Applying a vocabulary may cost at most this share of `analyze`'s time on the corpus. */
const BUDGET = 0.2;

/** A profile with the largest vocabulary allowed, on the most frequent n-grams of `conversations`. */
function heaviestVocabulary(conversations: readonly (readonly unknown[])[]): ScoreProfile {
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
  return { ...DEFAULT_PROFILE, version: 2, vocabulary: { hash: VOCABULARY_HASH, offset: 0, weights } };
}

/** CPU milliseconds (user + system) of one analysis of the corpus: steadier than wall time on a shared machine. */
function pass(conversations: readonly (readonly unknown[])[], profile: ScoreProfile): number {
  const options = { profile, complete: true };
  const start = process.cpuUsage();
  for (const messages of conversations) analyze(messages, options);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The corpus analysed without and with the heaviest vocabulary, alternated: best of five each, and the ratio. */
export function vocabularyRows(): Row[] {
  const corpus = loadCorpus();
  const conversations = corpus.lines.map(messagesOf);
  const learned = heaviestVocabulary(conversations);
  pass(conversations, DEFAULT_PROFILE); // warm up both paths
  pass(conversations, learned);
  let plain = Infinity;
  let withVocabulary = Infinity;
  for (let round = 0; round < 5; round++) {
    plain = Math.min(plain, pass(conversations, DEFAULT_PROFILE));
    withVocabulary = Math.min(withVocabulary, pass(conversations, learned));
  }
  const cost = withVocabulary / plain - 1;
  return [
    { name: `corpus: ${corpus.source}`, value: `${conversations.length} conv`, budget: '', ok: undefined },
    { name: 'analyze, default profile (CPU, best of 5)', value: fmt(plain, 'ms'), budget: '', ok: undefined },
    {
      name: `analyze, with a vocabulary of ${MAX_VOCABULARY_WEIGHTS} weights`,
      value: fmt(withVocabulary, 'ms'),
      budget: '',
      ok: undefined,
    },
    {
      name: 'applying the vocabulary / analyze',
      value: `+${(cost * 100).toFixed(1)} %`,
      budget: `<= +${BUDGET * 100} %`,
      ok: cost <= BUDGET,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  printTable('Learned vocabulary: cost of applying it', vocabularyRows());
