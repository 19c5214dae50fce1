/**
 * @module The learned vocabulary's part in the verdict: its points added to `qualityScore`, the
 * verdict the bucket of the new score (a Severe override stays), its evidence among the signals.
 */
import type { Signal } from '../types';
import type { VocabularyMatch } from '../vocabulary/apply';
import { qualityOf, type QualityVerdict } from './quality';

/** The verdict with the vocabulary's points: the score stays in [0, 100], the bucket follows it. */
export function withVocabulary(verdict: QualityVerdict, learned: VocabularyMatch | undefined): QualityVerdict {
  if (learned === undefined || learned.points === 0) return verdict;
  const qualityScore = Math.round(Math.min(100, Math.max(0, verdict.qualityScore + learned.points)) * 1e6) / 1e6;
  return { ...verdict, qualityScore, quality: verdict.cause !== undefined ? 'Severe' : qualityOf(qualityScore) };
}

/** The signals with the learned evidence merged in, in message order (stable: detectors' signals first). */
export function withLearnedEvidence(signals: Signal[], learned: VocabularyMatch | undefined): Signal[] {
  if (learned === undefined || learned.evidence.length === 0) return signals;
  return [...signals, ...learned.evidence].sort((a, b) => a.messageIndex - b.messageIndex);
}
