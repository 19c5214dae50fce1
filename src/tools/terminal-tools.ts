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

/** Longest command read. */
const MAX_COMMAND_CHARS = 2000;
/** The argument fields a shell tool takes its command line in. */
const COMMAND_FIELDS = ['command', 'cmd', 'script', 'input'] as const;
/** `echo` of an upper-case sentinel word (`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`). */
const ECHO_SENTINEL = /^echo\s+['"]?([A-Z][A-Z0-9_]{2,80})\b/;

/**
 * True when a call's arguments run a command line that ends the run by the harness's design: its
 * program is a terminal word (`submit`, `exit`: a coding agent's `bash {"command": "submit"}`),
 * or it first echoes an upper-case sentinel holding one (`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT
 * && git diff`, the submission of agents that end by printing a marker). `arguments` is the call's
 * JSON string or object, or a bare command string; anything else is no command.
 */
export function isTerminalCommand(args: unknown): boolean {
  const command = commandOf(args)?.trimStart().slice(0, MAX_COMMAND_CHARS);
  if (command === undefined || command === '') return false;
  const sentinel = ECHO_SENTINEL.exec(command);
  if (sentinel !== null) return isTerminalTool(sentinel[1]!);
  // The program as a bare lower-case word: not a path or a script (`./submit.sh`, `finish.py`).
  const program = /^[a-z_]+(?=$|[\s;&|])/.exec(command)?.[0];
  return program !== undefined && isTerminalTool(program);
}

/** The command line of a call's arguments: a string field of {@link COMMAND_FIELDS}, or the string itself when it is not JSON. */
function commandOf(args: unknown): string | undefined {
  let value = args;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return text;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const field of COMMAND_FIELDS) {
    const command = (value as Record<string, unknown>)[field];
    if (typeof command === 'string') return command;
  }
  return undefined;
}
