/**
 * @module The state the frustration detector keeps between messages: the dialogue, and how this
 * user writes (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import { initialDialogueState, type DialogueState } from './dialogue';

/**
 * The turns before a user message, as the frustration detector reads them: the dialogue, and
 * whether the user has written in ordinary case yet (what capitals stand out against).
 */
export interface FrustrationState extends DialogueState {
  /** An earlier user turn opened in ordinary case (see `opensInOrdinaryCase`). */
  wroteInCase: boolean;
  /**
   * An earlier user turn held a run of `!`/`?` that did not count as frustration ("So which city
   * are you from...???", "Oh yes!!!"): runs are how this user writes, see {@link isExcessivePunctuation}.
   */
  punctuatesByHabit: boolean;
  /**
   * An earlier user turn was written in capitals that did not count as shouting (a cheer, a
   * scream of play, a role-play voice: "AAAAH!!!"): capitals are how this user plays, see
   * {@link isShouting}.
   */
  capsByHabit: boolean;
  /**
   * The latest message with text was the user's: a bare "?" now follows the user's own turn and
   * nudges it (impatience), it does not query what the assistant said.
   */
  userSpokeLast: boolean;
  /**
   * The user's latest turn with text held a frustration indicator ("what does that mean?", "???"):
   * a doubt of what the assistant is ("you must be a bot") after it counts (see `bewilderment`).
   */
  frustratedLast: boolean;
  /** Assistant messages with text so far: a question about how the user is opens the conversation only in the first. */
  assistantTurns: number;
  /**
   * The user told their mood, answering the assistant's opening question about how they are ("Hi,
   * how are you?" → "I'm upset."): later feelings of theirs go on telling it (see {@link tellsMood}).
   */
  moodTold: boolean;
  /**
   * The user's latest turns with text, at most {@link JOKE_REACH}, the latest last: where a bare
   * query after an open question looks for a run of jokes (see `setsRiddle`).
   */
  recentUsers: UserMessage[];
}

/** A fresh {@link FrustrationState}. */
export function initialFrustrationState(): FrustrationState {
  // Own fields added to a fresh dialogue state, not a spread copy of one: V8 makes a spread copy
  // in its slow path, and the state is written at every message.
  return Object.assign(initialDialogueState(), {
    wroteInCase: false,
    punctuatesByHabit: false,
    capsByHabit: false,
    userSpokeLast: false,
    frustratedLast: false,
    assistantTurns: 0,
    moodTold: false,
    recentUsers: [],
  });
}
