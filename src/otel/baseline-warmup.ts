/**
 * @module The span processor's learned baselines: the shapes of the first conversations it sees
 * (a warm-up), their medians frozen for the rest of the process.
 */
import { BaselineLearner, type ConversationShape } from '../profile/baselines';
import type { ProfileBaselines } from '../profile/profile';
import { diagInfo } from './diag';

/** Conversations the processor learns its baselines from before it freezes them. */
export const WARMUP_CONVERSATIONS = 200;

/** Where the baselines in force come from. */
export type BaselinesSource = 'learned' | 'profile';

/**
 * Learns the baselines from the first {@link WARMUP_CONVERSATIONS} conversations (each counted
 * once, with the latest shape seen for it), then freezes them. Memory: at most that many shapes.
 */
export class BaselineWarmup {
  private readonly shapes = new Map<string, ConversationShape>();
  private learned: ProfileBaselines | undefined;

  /**
   * @param conversations - How many conversations to learn from.
   * @param onFrozen - Called once, with the learned baselines, when they freeze.
   */
  constructor(
    private readonly conversations: number = WARMUP_CONVERSATIONS,
    private readonly onFrozen?: (baselines: ProfileBaselines) => void,
  ) {}

  /** The learned baselines, once frozen. */
  get baselines(): ProfileBaselines | undefined {
    return this.learned;
  }

  /** `learned` once frozen, else `profile`. */
  get source(): BaselinesSource {
    return this.learned === undefined ? 'profile' : 'learned';
  }

  /** Conversations seen so far during the warm-up (the warm-up's size once frozen). */
  get seen(): number {
    return this.learned === undefined ? this.shapes.size : this.conversations;
  }

  /** True while still learning: the caller then passes each scored conversation's shape. */
  get learning(): boolean {
    return this.learned === undefined;
  }

  /** Records the latest shape of conversation `key`; freezes when the warm-up is full. */
  observe(key: string, shape: ConversationShape): void {
    if (this.learned !== undefined) return;
    if (this.shapes.has(key) || this.shapes.size < this.conversations) this.shapes.set(key, shape);
    if (this.shapes.size < this.conversations) return;
    const learner = new BaselineLearner();
    for (const s of this.shapes.values()) learner.add(s);
    this.learned = learner.baselines(1);
    this.shapes.clear();
    if (this.learned !== undefined) this.onFrozen?.(this.learned);
  }
}

/** The diag line of frozen baselines. */
export function frozenMessage(baselines: ProfileBaselines, conversations: number): string {
  return `scoring against baselines learned from the first ${conversations} conversations (median ${baselines.userTurns} user turns, ${baselines.assistantTurns} assistant turns, ${baselines.toolCalls} tool calls, ${baselines.assistantChars} characters per assistant message), frozen for this process`;
}

/** Says once which baselines the processor uses. */
export function announceBaselines(message: string): void {
  diagInfo(message);
}
