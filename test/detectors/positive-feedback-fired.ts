/** Test helper: the positive-feedback signals of a conversation, and a long assistant answer (work). */
import { analyzeFamily } from '../helpers';

/** The positive-feedback signal types of a conversation as `index:kind`, language detected as in real use. */
export const fired = (messages: readonly unknown[]): string[] =>
  analyzeFamily(messages, 'interaction.positive_feedback.', { language: undefined }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** An English answer long enough to be work the user can thank for. */
export const LONG_EN =
  'To reset it, open the settings page, choose the network tab, press the reset button and wait until the light turns green. ' +
  'Then sign in again with the password printed on the label under the device, and your connection will come back within a minute or two.';
