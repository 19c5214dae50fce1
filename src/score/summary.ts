/**
 * @module The one-sentence summary of a report.
 */
import { concerningTurns, excessiveTurns } from '../detectors/turns';
import type { SignalReport } from '../types';
import { MOVED_MIN_POINTS, type QualityVerdict, type SevereCause, type TermKey } from './quality';
import { WEIGHT_KEYS } from '../profile/profile';

/** True when every escalation signal of the report is the user giving up (no request for a person or support). */
function gaveUpOnly(r: Omit<SignalReport, 'summary'>): boolean {
  const escalations = r.signals.filter((s) => s.type.startsWith('interaction.escalation.'));
  return escalations.length > 0 && escalations.every((s) => s.type === 'interaction.escalation.quit');
}

function causeText(cause: SevereCause, baselineTurns: number, gaveUp: boolean): string {
  switch (cause) {
    case 'escalation':
      return gaveUp ? 'Severe because the user gave up' : 'Severe because the user asked to escalate';
    case 'frustration':
      return 'Severe because of severe user frustration';
    case 'repetition':
      return 'Severe because the assistant kept repeating itself';
    case 'turns':
      return `Severe because of more than ${excessiveTurns(baselineTurns)} user turns`;
  }
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/**
 * The score as shown: rounded down to a whole number, so it never rounds across a bucket edge
 * (59.6 shows as 59, in the Neutral bucket it belongs to, not as 60).
 */
export function shownScore(score: number): number {
  return Math.floor(score + 1e-9);
}

/** How a work ratio reads: "2.4×". */
function times(ratio: number): string {
  return `${ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10}×`;
}

/** The finding of each scored term that has one, as it reads in the summary. */
function termFinding(
  term: TermKey,
  r: Omit<SignalReport, 'summary'>,
  cause: SevereCause | undefined,
  work: number,
): string | undefined {
  switch (term) {
    case 'frustration':
      return r.frustration.count > 0 ? plural(r.frustration.count, 'frustration indicator') : undefined;
    case 'repair':
      return r.repair.count > 0 ? `${plural(r.repair.count, 'repair')} in ${plural(r.turnCount, 'turn')}` : undefined;
    case 'repetition':
      return r.repetition.count > 0
        ? `${plural(r.repetition.count, 'repeated assistant reply', 'repeated assistant replies')}${r.repetition.looping ? ' (looping)' : ''}`
        : undefined;
    case 'escalation':
      return r.escalation.count > 0 && cause !== 'escalation'
        ? plural(r.escalation.count, 'escalation request')
        : undefined;
    case 'failure':
      return r.execution.failure.count > 0 ? plural(r.execution.failure.count, 'tool failure') : undefined;
    case 'loops':
      return r.execution.loops.count > 0 ? plural(r.execution.loops.count, 'tool loop') : undefined;
    case 'unfinished':
      return (r.execution as { unfinished?: unknown }).unfinished === true ? 'the run ended unfinished' : undefined;
    case 'exhaustion':
      return r.environment.exhaustion.count > 0
        ? plural(r.environment.exhaustion.count, 'environment error')
        : undefined;
    case 'positiveFeedback':
      return r.positiveFeedback.count > 0 ? plural(r.positiveFeedback.count, 'positive reaction') : undefined;
    case 'effort':
    case 'engagement':
      if (work >= 1) return `${times(2 ** work)} the usual work for this deployment`;
      if (work <= -1) return 'shorter than usual for this deployment';
      return undefined;
    case 'efficiency':
      return undefined;
  }
}

/**
 * What the learned vocabulary did, when it moved the score by at least a point: the phrases of
 * this conversation that lowered it (its `learned.phrase` evidence, in message order), as lexicon
 * findings name their family, and the points it moved the score by.
 */
function learnedFinding(r: Omit<SignalReport, 'summary'>, points: number | undefined): string | undefined {
  if (points === undefined || !(Math.abs(points) >= MOVED_MIN_POINTS)) return undefined;
  const shown = `${points < 0 ? '−' : '+'}${plural(Math.round(Math.abs(points)), 'point')}`;
  const phrases: string[] = [];
  for (const s of r.signals)
    if (s.type === 'learned.phrase' && typeof s.metadata?.phrase === 'string') phrases.push(`“${s.metadata.phrase}”`);
  if (points > 0 || phrases.length === 0) return `the learned vocabulary (${shown})`;
  return `learned ${phrases.length === 1 ? 'phrase' : 'phrases'} ${phrases.join(', ')} (${shown})`;
}

/**
 * The evidence, in the order it is listed after the terms that moved the score: the penalties in
 * weight order, then positive feedback (effort only when it moved the score).
 */
const FINDING_ORDER: readonly TermKey[] = [
  ...WEIGHT_KEYS.filter((k) => k !== 'efficiency' && k !== 'positiveFeedback' && k !== 'effort' && k !== 'engagement'),
  'positiveFeedback',
];

/**
 * A readable sentence: verdict, score, the condition that placed the score in the Severe band (if
 * any), then the findings, those that moved the score most first (by their points, see
 * `QualityVerdict.moved`; the learned vocabulary among them by the points it moved the score by),
 * then the rest of the evidence.
 *
 * @param verdict - Its critical condition, the terms that moved the score, the work (log₂ units
 *   against the baselines, see `workOf`; 0 when left out) and the learned vocabulary's points.
 * @param baselineTurns - The user-turn baseline the thresholds follow.
 */
export function summarize(
  r: Omit<SignalReport, 'summary'>,
  verdict: Pick<QualityVerdict, 'cause' | 'moved'> & { readonly work?: number; readonly learned?: number },
  baselineTurns: number,
): string {
  const { cause, moved, work = 0 } = verdict;
  const findings: string[] = [];
  if (cause !== undefined) findings.push(causeText(cause, baselineTurns, gaveUpOnly(r)));
  let learned = learnedFinding(r, verdict.learned);
  // The terms that moved the score, then the rest in FINDING_ORDER, read in place: no list is
  // built for each report, and the dozen keys seen are looked up in an array, not a Set.
  const seen: TermKey[] = [];
  const count = moved.length + FINDING_ORDER.length;
  for (let i = 0; i < count; i++) {
    const term = i < moved.length ? moved[i]!.term : FINDING_ORDER[i - moved.length]!;
    // The vocabulary's finding goes before the first term that moved the score less, or none.
    if (learned !== undefined && !(i < moved.length && Math.abs(moved[i]!.points) >= Math.abs(verdict.learned!))) {
      findings.push(learned);
      learned = undefined;
    }
    const key = term === 'engagement' ? 'effort' : term;
    if (seen.includes(key)) continue;
    seen.push(key);
    const finding = termFinding(key, r, cause, work);
    if (finding !== undefined) findings.push(finding);
  }
  if (r.escalation.handoff) findings.push('handed off to a human');
  if (r.turnCount > concerningTurns(baselineTurns) && cause !== 'turns')
    findings.push(`long conversation (${r.turnCount} turns)`);
  const head = `${r.quality} (${shownScore(r.qualityScore)}/100)${r.flagged ? ', flagged' : ''}`;
  return findings.length === 0
    ? `${head}: no signals in ${plural(r.turnCount, 'user turn')}.`
    : `${head}: ${findings.join('; ')}.`;
}
