/**
 * @module Tools whose call ends an agent's run: `submit`, `finish`, `done`, `exit`, `end`,
 * `terminate`, `final_answer` (`lexicons/tools/endings.json`), as a word of the tool's name.
 */
import { ENDING_WORDS } from './lexicon';
import { matchText } from './patterns';

/** Longest tool name read. */
const MAX_NAME_CHARS = 200;

/**
 * True when a word of the tool's name (split at `_`, `-`, `.`, spaces and camelCase) is a terminal
 * word: `submit`, `submit_answer`, `FinishTask`, `end_call`, `final_answer`; not `send_email`,
 * `append_row` or `get_weekend`.
 */
export function isTerminalTool(name: string): boolean {
  return ENDING_WORDS.terminalTool.test(matchText(name.replace(/\./g, ' '), MAX_NAME_CHARS));
}
