/**
 * @module The evidence that sank a conversation: its negative signals with the message they point
 * at, for the summary and the HTML report. The signals behind Severe overrides come first, and
 * each type is shown once before any type repeats.
 */
import { roleOf, textOf } from '../../messages/extract';
import type { Signal } from '../../types';
import { isNegative, type Scored } from '../select/scored';

/** One piece of evidence. */
export interface Evidence {
  readonly signal: Signal;
  /** Role of the message the signal points at (`?` when it is not a message). */
  readonly role: string;
  /** The snippet, or the start of the message when the signal has none. */
  readonly text: string;
}

/** Signal families by how much they weigh on the verdict (Severe overrides first). */
const PRIORITY: readonly string[] = [
  'interaction.escalation.',
  'interaction.frustration.',
  'interaction.repetition.',
  'execution.failure.',
  'execution.loops.',
  'interaction.misalignment.',
  'environment.exhaustion.',
  'interaction.turns.',
];

/** The negative signals of a conversation, most telling first, at most `max` (and how many more). */
export function evidenceOf(item: Scored, max: number): { evidence: Evidence[]; more: number } {
  const negative = item.report.signals.filter(isNegative);
  const ranked = [...negative].sort((a, b) => priority(a) - priority(b) || a.messageIndex - b.messageIndex);
  const seen = new Set<string>();
  const firsts: Signal[] = [];
  const repeats: Signal[] = [];
  for (const signal of ranked) {
    (seen.has(signal.type) ? repeats : firsts).push(signal);
    seen.add(signal.type);
  }
  const evidence = [...firsts, ...repeats].slice(0, max).map((signal) => {
    const message = item.messages[signal.messageIndex];
    const role = roleOf(message) ?? '?';
    const full = message !== null && typeof message === 'object' ? textOf(message) : '';
    return {
      signal,
      role,
      text: signal.snippet === undefined ? full.slice(0, 200) : originalCase(signal.snippet, full),
    };
  });
  return { evidence, more: negative.length - evidence.length };
}

/** The snippet as written in the message when it matches case-insensitively (snippets may be normalised). */
function originalCase(snippet: string, text: string): string {
  if (text.includes(snippet)) return snippet;
  const at = text.toLowerCase().indexOf(snippet.toLowerCase());
  return at < 0 || text.toLowerCase().length !== text.length ? snippet : text.slice(at, at + snippet.length);
}

function priority(signal: Signal): number {
  const index = PRIORITY.findIndex((prefix) => signal.type.startsWith(prefix));
  return index < 0 ? PRIORITY.length : index;
}
