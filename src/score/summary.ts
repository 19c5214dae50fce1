/**
 * @module The one-sentence summary of a report.
 */
import type { SignalReport } from '../types';
import type { QualityVerdict } from './quality';

const OVERRIDE_REASON: Record<NonNullable<QualityVerdict['override']>, string> = {
  escalation: 'the user asked to escalate',
  frustration: 'severe user frustration',
  repetition: 'the assistant kept repeating itself',
  turns: 'more than 12 user turns',
};

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A readable sentence: verdict, score, and the findings that drove it. */
export function summarize(r: Omit<SignalReport, 'summary'>, override: QualityVerdict['override']): string {
  const findings: string[] = [];
  if (override !== undefined) findings.push(OVERRIDE_REASON[override]);
  if (r.frustration.count > 0) findings.push(plural(r.frustration.count, 'frustration indicator'));
  if (r.repair.count > 0) findings.push(`${plural(r.repair.count, 'repair')} in ${plural(r.turnCount, 'turn')}`);
  if (r.repetition.count > 0)
    findings.push(
      `${plural(r.repetition.count, 'repeated assistant reply', 'repeated assistant replies')}${r.repetition.looping ? ' (looping)' : ''}`,
    );
  if (r.escalation.count > 0 && override !== 'escalation')
    findings.push(plural(r.escalation.count, 'escalation request'));
  if (r.execution.failure.count > 0) findings.push(plural(r.execution.failure.count, 'tool failure'));
  if (r.execution.loops.count > 0) findings.push(plural(r.execution.loops.count, 'tool loop'));
  if (r.environment.exhaustion.count > 0) findings.push(plural(r.environment.exhaustion.count, 'environment error'));
  if (r.escalation.handoff) findings.push('handed off to a human');
  if (r.positiveFeedback.count > 0) findings.push(plural(r.positiveFeedback.count, 'positive reaction'));
  if (r.turnCount > 7 && override !== 'turns') findings.push(`long conversation (${r.turnCount} turns)`);
  const head = `${r.quality} (${Math.round(r.qualityScore)}/100)${r.flagged ? ', flagged' : ''}`;
  return findings.length === 0
    ? `${head}: no signals in ${plural(r.turnCount, 'user turn')}.`
    : `${head}: ${findings.join('; ')}.`;
}
