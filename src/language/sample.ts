/**
 * @module The text language identification reads: the start of the analysed user text.
 */

/** Characters of user text read to identify the language. Bounds the cost of detection. */
export const LANGUAGE_SAMPLE_CHARS = 2000;

/** What the sample reads of a message: user text without code and URLs (`toneText`). */
export interface SampledMessage {
  readonly role: string;
  readonly text: string;
  readonly toneText?: string;
}

/**
 * The first {@link LANGUAGE_SAMPLE_CHARS} characters of the analysed user messages' text, without
 * code and URLs (their `toneText`), joined with `\n`. Depends only on the analysed window, so
 * incremental tracking reproduces it with {@link extendSample}.
 */
export function languageSample(messages: readonly SampledMessage[]): string {
  let sample = '';
  for (const message of messages) {
    sample = extendSample(sample, message);
    if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
  }
  return sample;
}

/** The sample with one more message read: unchanged unless it is a user message with text and the sample is not full. */
export function extendSample(sample: string, message: SampledMessage): string {
  if (message.role !== 'user' || message.text === '' || sample.length >= LANGUAGE_SAMPLE_CHARS) return sample;
  const toneText = message.toneText ?? '';
  const extended = sample === '' ? toneText : sample + '\n' + toneText;
  return extended.length > LANGUAGE_SAMPLE_CHARS ? extended.slice(0, LANGUAGE_SAMPLE_CHARS) : extended;
}
