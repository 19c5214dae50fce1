/**
 * @module Which message carries a signal's evidence, for a reader: a tool failure is read in the
 * tool's result (the executor's "plan rejected: … forward reference"), not in the call that caused
 * it; a turn-count signal is about the whole conversation and points at no message as its cause.
 */
import { roleOf, stringField, toolCallsOf } from '../../messages/extract';
import type { Signal } from '../../types';
import { locatePhrase } from './excerpt';

/** Signal families whose evidence is what a tool answered. */
const RESULT_FAMILIES = ['execution.failure.', 'environment.exhaustion.'];

/** True for the signals about the conversation as a whole (its number of turns). */
export function isConversationLevel(signal: Signal): boolean {
  return signal.type.startsWith('interaction.turns.');
}

/**
 * The index of the message that shows `signal`'s evidence: undefined for a conversation-level
 * signal; for a tool failure or an environment error, the result the detector read
 * (`metadata.resultIndex`), else, when the signal points at the call, the result answering it
 * (by `tool_call_id`, or lacking ids the next tool message); otherwise the signal's own message.
 */
export function evidenceMessageIndex(signal: Signal, messages: readonly unknown[]): number | undefined {
  return evidencePlacer(messages)(signal);
}

/**
 * {@link evidenceMessageIndex} for many signals of one conversation: each call's result is looked
 * up once, so 20,000 signals on a message with 40,000 calls stay linear.
 */
export function evidencePlacer(messages: readonly unknown[]): (signal: Signal) => number | undefined {
  const results = new Map<number, number>();
  return (signal) => {
    if (isConversationLevel(signal)) return undefined;
    const at = signal.messageIndex;
    if (!RESULT_FAMILIES.some((family) => signal.type.startsWith(family))) return at;
    const resultIndex = signal.metadata?.resultIndex;
    if (
      typeof resultIndex === 'number' &&
      Number.isInteger(resultIndex) &&
      resultIndex >= 0 &&
      resultIndex < messages.length
    )
      return resultIndex;
    let result = results.get(at);
    if (result === undefined) {
      result = roleOf(messages[at]) === 'assistant' ? (resultOf(messages, at) ?? at) : at;
      results.set(at, result);
    }
    return result;
  };
}

/** The tool message answering a call of the assistant message at `at`, if one follows before the next assistant message. */
function resultOf(messages: readonly unknown[], at: number): number | undefined {
  let ids: Set<string>;
  try {
    ids = new Set(toolCallsOf(messages[at] as object).flatMap((call) => (call.id === undefined ? [] : [call.id])));
  } catch {
    return undefined;
  }
  for (let i = at + 1; i < messages.length; i++) {
    const message = messages[i];
    const role = roleOf(message);
    if (role === 'assistant' || role === 'user') return undefined;
    if (role !== 'tool') continue;
    const id = stringField(message as object, 'tool_call_id');
    if (ids.size === 0 || id === undefined || ids.has(id)) return i;
  }
  return undefined;
}

/**
 * The words of `text` (the evidence message's) that a signal names: the matched phrase
 * (`metadata.phrase`), the words matched in a tool result (`metadata.matched`), or the defect of an
 * `invalid_plan` (`forward_reference`) when the executor's error says it ("forward reference").
 */
export function evidenceWords(signal: Signal, text: string): string | undefined {
  const metadata = signal.metadata ?? {};
  const matched = typeof metadata.phrase === 'string' ? metadata.phrase : metadata.matched;
  if (typeof matched === 'string') return matched.trim() === '' ? undefined : matched;
  const reason = metadata.reason;
  if (signal.type !== 'execution.failure.invalid_plan' || typeof reason !== 'string') return undefined;
  const words = reason.replace(/_/g, ' ');
  return words.trim() !== '' && locatePhrase(text, words) !== undefined ? words : undefined;
}
