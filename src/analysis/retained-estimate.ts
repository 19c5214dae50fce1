/**
 * @module An estimate of the heap one message of a `ConversationTracker` keeps: what the span
 * processor's retained-memory budget (`maxRetainedBytes`) adds up. Cheap (it reads the fields the
 * tracker keeps, never parses anything) and monotone (a longer text, one more call, step or
 * reference never lowers it).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { ToolMemo } from '../tools/tool-memo';
import { REPETITION_WINDOW } from '../detectors/repetition';

/**
 * Bytes per kept character: two, as if every string were two-byte (CJK, emoji). Latin text takes
 * one byte a character in V8, so the estimate of a Latin conversation is about twice its heap.
 */
const CHAR_BYTES = 2;
/** A string's header (V8: 12–16 bytes, rounded up). */
const STRING_BYTES = 16;
/** A small object (a call, a step, a reference, a tracker entry's records), with its fields. */
const OBJECT_BYTES = 128;
/**
 * What a message keeps beside its strings: its entry, prepared-message object, counters and
 * fingerprint (calibrated against `test/hardening/conversation-memory.test.ts`).
 */
const MESSAGE_BYTES = 512;
/**
 * Messages whose analysed form the detectors' lookback may keep: the repetition check's window of
 * compared messages and the latest one.
 */
export const LOOKBACK_MESSAGES = REPETITION_WINDOW + 1;
/**
 * What the lookback keeps per character of those messages' text: their token and bigram sets
 * (calibrated: about 1.3 MiB for five messages of 4,000 two-byte characters, 68 bytes a character).
 */
export const LOOKBACK_BYTES_PER_CHAR = 72;
/** A call's argument key, kept once read: at most 64 characters (a longer key as its length and hash). */
const KEY_BYTES = STRING_BYTES + 64 * CHAR_BYTES;
/** One stored signal: its object, metadata and a snippet of at most 200 characters. */
export const SIGNAL_BYTES = 640;

/** Bytes of a string of `text`'s length (0 when absent). */
function stringBytes(text: string | undefined): number {
  return text === undefined ? 0 : STRING_BYTES + text.length * CHAR_BYTES;
}

/**
 * Estimated bytes `message` (as the tracker keeps it: capped text, compacted calls) retains,
 * its signals aside (see {@link SIGNAL_BYTES}); `MESSAGE_BYTES` for a message it only counts.
 */
export function messageRetainedBytes(message: PreparedMessage | undefined, memo: ToolMemo): number {
  if (message === undefined) return MESSAGE_BYTES;
  let bytes = MESSAGE_BYTES + stringBytes(message.text);
  if (message.role === 'user') return bytes + stringBytes(message.normalized) + stringBytes(message.toneText);
  if (message.role === 'tool') return bytes + stringBytes(message.toolCallId) + stringBytes(message.name);
  for (const call of message.toolCalls) {
    bytes += OBJECT_BYTES + stringBytes(call.id) + stringBytes(call.name) + KEY_BYTES;
    if (typeof call.arguments === 'string') bytes += stringBytes(call.arguments);
    const plan = memo.calls.get(call)?.plan;
    if (plan === undefined) continue;
    bytes += OBJECT_BYTES;
    for (const step of plan.steps) {
      bytes += OBJECT_BYTES + stringBytes(step.id) + stringBytes(step.tool);
      for (const reference of step.references) bytes += OBJECT_BYTES + stringBytes(reference.id);
    }
  }
  return bytes;
}

/** What a tracker keeps whatever its messages: options, counters, detector states. */
export const TRACKER_BYTES = 4_096;
