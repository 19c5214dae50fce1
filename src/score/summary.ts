/**
 * @module The one-sentence summary of a report.
 */
import { concerningTurns, excessiveTurns } from '../detectors/turns';
import type { SignalReport } from '../types';
import type { SevereCause } from './quality';

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

/**
 * A readable sentence: verdict, score, the condition that forced Severe (if any), and the
 * findings that drove the score.
 *
 * @param baselineTurns - The user-turn baseline the thresholds follow.
 */
export function summarize(
  r: Omit<SignalReport, 'summary'>,
  cause: SevereCause | undefined,
  baselineTurns: number,
): string {
  const findings: string[] = [];
  if (cause !== undefined) findings.push(causeText(cause, baselineTurns, gaveUpOnly(r)));
  if (r.frustration.count > 0) findings.push(plural(r.frustration.count, 'frustration indicator'));
  if (r.repair.count > 0) findings.push(`${plural(r.repair.count, 'repair')} in ${plural(r.turnCount, 'turn')}`);
  if (r.repetition.count > 0)
    findings.push(
      `${plural(r.repetition.count, 'repeated assistant reply', 'repeated assistant replies')}${r.repetition.looping ? ' (looping)' : ''}`,
    );
  if (r.escalation.count > 0 && cause !== 'escalation') findings.push(plural(r.escalation.count, 'escalation request'));
  if (r.execution.failure.count > 0) findings.push(plural(r.execution.failure.count, 'tool failure'));
  if (r.execution.loops.count > 0) findings.push(plural(r.execution.loops.count, 'tool loop'));
  if ((r.execution as { unfinished?: unknown }).unfinished === true) findings.push('the run ended unfinished');
  if (r.environment.exhaustion.count > 0) findings.push(plural(r.environment.exhaustion.count, 'environment error'));
  if (r.escalation.handoff) findings.push('handed off to a human');
  if (r.positiveFeedback.count > 0) findings.push(plural(r.positiveFeedback.count, 'positive reaction'));
  if (r.turnCount > concerningTurns(baselineTurns) && cause !== 'turns')
    findings.push(`long conversation (${r.turnCount} turns)`);
  const head = `${r.quality} (${shownScore(r.qualityScore)}/100)${r.flagged ? ', flagged' : ''}`;
  return findings.length === 0
    ? `${head}: no signals in ${plural(r.turnCount, 'user turn')}.`
    : `${head}: ${findings.join('; ')}.`;
}
