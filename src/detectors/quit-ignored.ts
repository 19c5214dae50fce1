/**
 * @module A farewell the assistant passed over: the user's next farewell leaves a chat that would
 * not let them go (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { assistantOnlyConfirmed, assistantSaid, type DialogueState } from './dialogue';
import { SOCIAL } from './dialogue-courtesy';

/**
 * True when the latest assistant message (the dialogue's reading of it, matched once) takes its
 * leave too or answers the user's farewell in kind: it holds a farewell (`quit`, one of the groups
 * `farewells`: "bye", "goodbye", "tschüss", "good night", "I have to go too"), thanks (`gratitude`), or a wish or other courtesy
 * (`proposals`, group `social`: "have a nice day", "good luck"), or is a bare acknowledgement,
 * one `confirmations` word alone ("OK.", "Alright!"). Asked only after a user turn that said
 * goodbye, so most assistant messages are never matched.
 */
export function closesInKind(state: DialogueState, lexicon: CompiledLexicon, farewells: readonly string[]): boolean {
  return (
    assistantOnlyConfirmed(state, lexicon) ||
    farewells.some((group) => assistantSaid(state, lexicon, 'quit', group)) ||
    assistantSaid(state, lexicon, 'gratitude') ||
    assistantSaid(state, lexicon, 'proposals', SOCIAL)
  );
}
