/**
 * @module Which baselines a `score` run used, as the summary, its JSON and the HTML report say it.
 */
import { MIN_LEARNING_CONVERSATIONS } from '../profile/baselines';
import type { ProfileBaselines } from '../profile/profile';
import { count } from './output/text';

/** The baselines a run scored against, and where they came from. */
export interface BaselinesUsed {
  /** `learned` from the inputs, or the `profile`'s. */
  readonly source: 'learned' | 'profile';
  /** The profile's name (`default`, `chat`) or file. */
  readonly profile: string;
  /** Conversations the baselines were learned from (or too few to learn from). */
  readonly conversations: number;
  /** Why the profile's were used: `pinned` by `--profile`, or `too few` conversations to learn from. */
  readonly reason?: 'pinned' | 'too few';
  readonly baselines: ProfileBaselines;
}

function round(x: number): string {
  return String(Math.round(x * 10) / 10);
}

/** One sentence: "learned from 1,204 conversations: median 8 user turns, …". */
export function describeBaselines(b: BaselinesUsed): string {
  const v = b.baselines;
  const values = `median ${round(v.userTurns)} user turns, ${round(v.assistantTurns)} assistant turns, ${round(v.toolCalls)} tool calls, ${round(v.assistantChars)} characters per assistant message`;
  if (b.source === 'learned') return `learned from ${count(b.conversations)} conversations: ${values}`;
  const why =
    b.reason === 'pinned'
      ? 'pinned by --profile'
      : `${count(b.conversations)} conversations, fewer than the ${MIN_LEARNING_CONVERSATIONS} it takes to learn yours`;
  return `the ${b.profile} profile's (${why}): ${values}`;
}
