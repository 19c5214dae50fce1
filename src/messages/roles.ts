/**
 * @module The role names other tools write, read as the five message roles they mean.
 */
import type { Role } from '../types';

/**
 * Role names mapped to the message roles: the five roles themselves, and the names other tools
 * write for them (`human`/`ai` in LangChain, `model` in Gemini, `bot`/`agent` in chat logs,
 * `function` in the legacy OpenAI shape).
 */
const ROLE_NAMES: ReadonlyMap<string, Role> = new Map<string, Role>([
  ['system', 'system'],
  ['developer', 'developer'],
  ['user', 'user'],
  ['human', 'user'],
  ['assistant', 'assistant'],
  ['ai', 'assistant'],
  ['model', 'assistant'],
  ['bot', 'assistant'],
  ['agent', 'assistant'],
  ['tool', 'tool'],
  ['function', 'tool'],
]);

/**
 * The message role a role name means (`human` → `user`, `model` → `assistant`), or undefined when
 * it names none. Names are matched exactly (lowercase), as every known convention writes them.
 */
export function roleNamed(name: string): Role | undefined {
  return ROLE_NAMES.get(name);
}
