/**
 * @module The evidence that sank a conversation: its negative signals with the message that carries
 * their evidence (see `evidenceMessageIndex`), for the summary and the HTML report. The signals
 * behind the verdict are chosen first (the cause of a Severe override before anything else), each
 * type once before any type repeats; the ones chosen are listed in message order, the
 * conversation-level ones (too many turns) last. Evidence is shown from the message as written,
 * not from the normalised snippet; a message without text (a tool call) shows what the detector
 * says about it instead.
 */
import { roleOf, textOf } from '../../messages/extract';
import { capText } from '../../messages/prepare';
import { severeCause, type SevereCause } from '../../score/quality';
import type { Signal, SignalReport } from '../../types';
import { isNegative, type Scored } from '../select/scored';
import { evidenceMessageIndex, evidenceWords } from './evidence-message';
import { excerptAround, locatePhrase, type Excerpt, type TextRange } from './excerpt';

/** One piece of evidence. */
export interface Evidence {
  readonly signal: Signal;
  /**
   * The message that carries the evidence (a tool failure's result rather than its call), or
   * undefined for a signal about the whole conversation (its number of turns).
   */
  readonly index: number | undefined;
  /** Role of that message (`?` when it is not a message, empty when there is no message). */
  readonly role: string;
  /** The message's text as written (empty when it has none). */
  readonly message: string;
  /**
   * What the detector says about a message without text of its own (a tool call: "execute_plan
   * called 3 times with 3 argument sets…"), or about the conversation ("12 user turns").
   */
  readonly note: string | undefined;
  /** What the detector matched (`metadata.phrase`, or `metadata.matched` in a tool result), if anything. */
  readonly phrase: string | undefined;
  /** Where the phrase is in {@link message}, when it can be found there. */
  readonly range: TextRange | undefined;
  /** The earlier message this one repeats (`metadata.similarTo` of repetition and rephrase signals). */
  readonly similarTo: number | undefined;
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

/** The signal family behind each condition that forces Severe. */
const OVERRIDE_FAMILY: Readonly<Record<SevereCause, string>> = {
  escalation: 'interaction.escalation.',
  frustration: 'interaction.frustration.',
  repetition: 'interaction.repetition.',
  turns: 'interaction.turns.',
};

/** The negative signals of a conversation, most telling first, at most `max` (and how many more). */
export function evidenceOf(item: Scored, max: number): { evidence: Evidence[]; more: number } {
  const negative = item.report.signals.filter(isNegative);
  const cause = causeOf(item.report);
  const rank = (signal: Signal): number =>
    cause !== undefined && signal.type.startsWith(cause) ? -1 : priority(signal);
  const ranked = [...negative].sort((a, b) => rank(a) - rank(b) || a.messageIndex - b.messageIndex);
  const seen = new Set<string>();
  const firsts: Signal[] = [];
  const repeats: Signal[] = [];
  for (const signal of ranked) {
    (seen.has(signal.type) ? repeats : firsts).push(signal);
    seen.add(signal.type);
  }
  const evidence = [...firsts, ...repeats].slice(0, max).map((signal) => describe(signal, item.messages));
  const order = (e: Evidence): number => e.index ?? Number.MAX_SAFE_INTEGER;
  // Stable: evidence from one message keeps the order it was chosen in.
  evidence.sort((a, b) => order(a) - order(b));
  return { evidence, more: negative.length - evidence.length };
}

/** About `max` characters of the evidence's message around the matched words. */
export function excerptOf(evidence: Evidence, max: number): Excerpt {
  return excerptAround(evidence.message, evidence.range, max);
}

/** How an evidence's signal is described besides its type: the matched phrase, or the message it repeats. */
export function detailOf(evidence: Evidence): string {
  if (evidence.similarTo !== undefined) {
    const verb = evidence.signal.type.includes('rephrase') ? 'rephrases' : 'repeats';
    return `${verb} #${evidence.similarTo}`;
  }
  return evidence.phrase === undefined ? '' : `“${evidence.phrase}”`;
}

/** Where the evidence is, as a label: `#4 tool`, or `conversation`. */
export function placeOf(evidence: Evidence): string {
  return evidence.index === undefined ? 'conversation' : `#${evidence.index} ${evidence.role}`;
}

function describe(signal: Signal, messages: readonly unknown[]): Evidence {
  const metadata = signal.metadata ?? {};
  const index = evidenceMessageIndex(signal, messages);
  if (index === undefined) {
    const turns = metadata.turnCount;
    const note = typeof turns === 'number' ? `${turns} user turns` : signal.snippet;
    return { signal, index, role: '', message: '', note, phrase: undefined, range: undefined, similarTo: undefined };
  }
  const message = messages[index];
  const role = roleOf(message) ?? '?';
  // The text as analyze read it (first 1,000 and last 3,000 characters): signals point into it,
  // and a 50 MB message is not folded and searched whole.
  const text = message !== null && typeof message === 'object' ? capText(textOf(message)) : '';
  const note = text.trim() === '' && signal.snippet !== undefined && signal.snippet !== '' ? signal.snippet : undefined;
  const phrase = evidenceWords(signal, text);
  const similar = metadata.similarTo;
  const similarTo = typeof similar === 'number' && Number.isInteger(similar) && similar >= 0 ? similar : undefined;
  const range = phrase === undefined ? undefined : locatePhrase(text, phrase);
  return { signal, index, role, message: text, note, phrase, range, similarTo };
}

/** The family prefix of the signals that forced a Severe verdict, if one did. */
function causeOf(report: SignalReport): string | undefined {
  if (report.quality !== 'Severe') return undefined;
  try {
    // The report does not carry its turn baseline: an excessive-turns signal says the threshold was crossed.
    const override =
      severeCause(report, Number.MAX_SAFE_INTEGER) ??
      (report.signals.some((s) => s.type === 'interaction.turns.excessive') ? 'turns' : undefined);
    return override === undefined ? undefined : OVERRIDE_FAMILY[override];
  } catch {
    return undefined;
  }
}

function priority(signal: Signal): number {
  const index = PRIORITY.findIndex((prefix) => signal.type.startsWith(prefix));
  return index < 0 ? PRIORITY.length : index;
}
