/**
 * @module Rejected stage transitions (`proceed_to_next_stage` refused): `execution.failure.state_error`.
 */
import { STAGE_WORDS } from './lexicon';
import { firstMatch, matchText } from './patterns';

/** Characters of a result's head read for a refusal. */
const REFUSAL_CHARS = 300;

/** True for a tool that moves a workflow between stages (`proceed_to_next_stage`, `transition_to`). */
export function isStageTool(name: string): boolean {
  return STAGE_WORDS.toolName.test(name);
}

/**
 * The refusal phrase when a result rejects a stage transition: an explicit transition refusal
 * ("not in transitions", "invalid transition") from any tool, or a plain refusal ("not allowed",
 * "rejected", "denied") from a stage tool, in the head of the result.
 */
export function stageRejection(text: string, toolName: string): string | undefined {
  const stageTool = isStageTool(toolName);
  const raw = text.length > REFUSAL_CHARS ? text.slice(0, REFUSAL_CHARS) : text;
  if (!stageTool && !STAGE_WORDS.strongWord.test(raw)) return undefined;
  const head = matchText(raw, REFUSAL_CHARS);
  const strong = firstMatch(STAGE_WORDS.strong, head);
  if (strong !== undefined) return strong;
  return stageTool ? firstMatch(STAGE_WORDS.weak, head) : undefined;
}
