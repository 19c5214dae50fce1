/**
 * @module The text language identification reads: the start of the analysed user text.
 */
import type { PreparedMessage } from '../messages/prepare';

/** Characters of user text read to identify the language. Bounds the cost of detection. */
export const LANGUAGE_SAMPLE_CHARS = 2000;

/**
 * The first {@link LANGUAGE_SAMPLE_CHARS} characters of the analysed user messages' text, without
 * code and URLs (their `toneText`), joined with `\n`. Depends only on the analysed window, so
 * incremental tracking reproduces it.
 */
export function languageSample(messages: readonly PreparedMessage[]): string {
  let sample = '';
  for (const message of messages) {
    if (message.role !== 'user' || message.text === '') continue;
    sample += sample === '' ? message.toneText : '\n' + message.toneText;
    if (sample.length >= LANGUAGE_SAMPLE_CHARS) return sample.slice(0, LANGUAGE_SAMPLE_CHARS);
  }
  return sample;
}
