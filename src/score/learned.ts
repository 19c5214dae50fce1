/**
 * @module The learned vocabulary's part in the verdict: its points added to `qualityScore`, the
 * verdict the bucket of the new score (a Severe override stays), its evidence among the signals.
 */
import type { Signal } from '../types';
import type { VocabularyMatch } from '../vocabulary/apply';
import { qualityOf, SEVERE_BELOW, SEVERE_SCALE, type QualityVerdict } from './quality';

/**
 * The verdict with the vocabulary's points: the score stays in [0, 100] and the verdict is its
 * bucket. A critical conversation stays in the Severe band: there the points are scaled into it
 * (the band is [0, 24.99] for [0, 100]). `learned` is what the score moved by, for the summary.
 */
export function withVocabulary(verdict: QualityVerdict, learned: VocabularyMatch | undefined): QualityVerdict {
  if (learned === undefined || learned.points === 0) return verdict;
  const top = verdict.cause === undefined ? 100 : SEVERE_BELOW - 0.01;
  const points = verdict.cause === undefined ? learned.points : learned.points * SEVERE_SCALE;
  const qualityScore = Math.round(Math.min(top, Math.max(0, verdict.qualityScore + points)) * 1e6) / 1e6;
  const moved = Math.round((qualityScore - verdict.qualityScore) * 1e6) / 1e6;
  // Written out: one literal of one shape each, where a spread and a property added to it after cost more.
  const { cause, moved: terms, work } = verdict;
  const quality = qualityOf(qualityScore);
  return moved === 0
    ? { quality, qualityScore, cause, moved: terms, work }
    : { quality, qualityScore, cause, moved: terms, work, learned: moved };
}

/**
 * The signals with the learned evidence merged in, in message order (stable: detectors' signals
 * first). Both lists are in message order as the report and the vocabulary make them: merged in
 * one pass, without a sort (sorted, as any other input is).
 */
export function withLearnedEvidence(signals: Signal[], learned: VocabularyMatch | undefined): Signal[] {
  if (learned === undefined || learned.evidence.length === 0) return signals;
  const evidence = learned.evidence;
  if (!inMessageOrder(signals) || !inMessageOrder(evidence))
    return [...signals, ...evidence].sort((a, b) => a.messageIndex - b.messageIndex);
  const merged: Signal[] = [];
  let i = 0;
  for (const e of evidence) {
    while (i < signals.length && signals[i]!.messageIndex <= e.messageIndex) merged.push(signals[i++]!);
    merged.push(e);
  }
  while (i < signals.length) merged.push(signals[i++]!);
  return merged;
}

function inMessageOrder(signals: readonly Signal[]): boolean {
  for (let i = 1; i < signals.length; i++) if (signals[i - 1]!.messageIndex > signals[i]!.messageIndex) return false;
  return true;
}
