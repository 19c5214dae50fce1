/**
 * @module Counts over the whole message list, read cheaply from the raw messages (never
 * tokenised): what the report says about messages outside the analysed window too.
 */
import { assistantTextLength, hasText, roleOf, toolCallCountOf } from './extract';

/** Counts over the whole message list. */
export interface ConversationCounts {
  /** Length of the original list. */
  readonly total: number;
  /** Index of the first analysed position in the original list. */
  readonly windowStart: number;
  /** User turns (user messages with non-empty text) in the whole list. */
  readonly turnCount: number;
  /** Original indices of the first user turns (as many as the counter keeps). */
  readonly userTurnIndices: readonly number[];
  /** Assistant messages in the whole list. */
  readonly assistantTurns: number;
  /** Tool calls in the whole list (plan steps are added by the tool detectors). */
  readonly toolCallCount: number;
  /** Characters of assistant text in the whole list (uncapped). */
  readonly assistantChars: number;
  /** Assistant messages with non-empty text in the whole list. */
  readonly assistantTexts: number;
}

/** Counts a message list one message at a time, in order. */
export class MessageCounter {
  private total = 0;
  private turnCount = 0;
  private assistantTurns = 0;
  private toolCallCount = 0;
  private assistantChars = 0;
  private assistantTexts = 0;
  private readonly userTurnIndices: number[] = [];

  /** @param keepTurnIndices - How many user-turn indices to keep (only the first few are ever read). */
  constructor(private readonly keepTurnIndices: number) {}

  /** Number of messages counted. */
  get length(): number {
    return this.total;
  }

  /**
   * Counts the next message, at list index `index` (by default the next one; a sparse list read by
   * its own indices passes them). A hostile item (throwing getter, revoked proxy) counts as a
   * position only.
   */
  add(raw: unknown, index: number = this.total): void {
    this.total = index + 1;
    try {
      const role = roleOf(raw);
      if (role === 'user' && hasText(raw as object)) {
        this.turnCount++;
        if (this.userTurnIndices.length < this.keepTurnIndices) this.userTurnIndices.push(index);
      } else if (role === 'assistant') {
        this.assistantTurns++;
        this.toolCallCount += toolCallCountOf(raw as object);
        const chars = assistantTextLength(raw as object);
        if (chars > 0) {
          this.assistantChars += chars;
          this.assistantTexts++;
        }
      }
    } catch {
      // counted as a position only
    }
  }

  /** The counts so far, with the analysed window starting at `windowStart` (and the list's length when known). */
  counts(windowStart: number, total: number = this.total): ConversationCounts {
    return {
      total,
      windowStart,
      turnCount: this.turnCount,
      userTurnIndices: this.userTurnIndices,
      assistantTurns: this.assistantTurns,
      toolCallCount: this.toolCallCount,
      assistantChars: this.assistantChars,
      assistantTexts: this.assistantTexts,
    };
  }
}
