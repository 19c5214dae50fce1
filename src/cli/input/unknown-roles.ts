/**
 * @module Messages the analysis does not read because of their role (`"human"`, `"model"`, none):
 * tallied over a run, so the CLI can say why conversations scored as if they were empty.
 */
import { roleOf } from '../../messages/extract';
import { safeLine } from '../output/text';

/** Longest role value quoted in the note (it comes from the input). */
const MAX_ROLE_CHARS = 40;

/**
 * How the first message of `messages` with a role other than user, assistant, tool, system or
 * developer, described (`role "human"`, `no role`); undefined when every object message has a known
 * role. Items that are not objects are left to the analysis, which skips them.
 */
export function firstUnknownRole(messages: readonly unknown[]): string | undefined {
  for (const message of messages) {
    if (message === null || typeof message !== 'object' || roleOf(message) !== undefined) continue;
    const role = (message as { role?: unknown }).role;
    if (typeof role === 'string') return `role "${safeLine(role, MAX_ROLE_CHARS)}"`;
    return role === undefined || role === null ? 'no role' : `a role that is a ${typeof role}`;
  }
  return undefined;
}

/** Conversations of a run with messages of an unknown role, and the first of them. */
export class UnknownRoles {
  private conversations = 0;
  private first: { readonly role: string; readonly source: string } | undefined;

  /** Looks at one conversation's messages. */
  add(messages: readonly unknown[], source: string): void {
    const role = firstUnknownRole(messages);
    if (role === undefined) return;
    this.conversations++;
    this.first ??= { role, source };
  }

  /** The closing note for stderr, or undefined when every message had a known role. */
  note(): string | undefined {
    if (this.first === undefined) return undefined;
    const n = this.conversations;
    return (
      `${n.toLocaleString('en-US')} conversation${n === 1 ? ' has' : 's have'} messages whose role is not user, ` +
      `assistant, tool, system or developer; those messages were not read ` +
      `(the first: ${this.first.role} at ${this.first.source})`
    );
  }
}
