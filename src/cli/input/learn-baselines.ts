/**
 * @module The first pass of `agent-signals score`: the deployment's baselines, learned from the
 * shapes of the conversations in its inputs (message counts only, never tokenised).
 */
import type { Readable } from 'node:stream';
import { shapeOfMessages } from '../../analysis/core';
import { BaselineLearner } from '../../profile/baselines';
import type { ProfileBaselines } from '../../profile/profile';
import { readSource } from './read-source';

/** What the first pass learned. */
export interface LearnedBaselines {
  /** The medians, or undefined when the inputs hold too few conversations (see `MIN_LEARNING_CONVERSATIONS`). */
  readonly baselines: ProfileBaselines | undefined;
  /** Conversations read. */
  readonly conversations: number;
}

/** An input to read: its path, and the name it is reported under. */
export interface NamedInput {
  readonly path: string;
  readonly name: string;
}

/**
 * Reads every input once and learns the medians of its conversations (bad lines are passed over:
 * the scoring pass reports them). Memory does not grow with the inputs.
 */
export async function learnBaselines(inputs: readonly NamedInput[], stdin: Readable): Promise<LearnedBaselines> {
  const learner = new BaselineLearner();
  const counter = { bytes: 0 };
  for (const input of inputs)
    for await (const event of readSource(input.path, counter, stdin, { name: input.name })) {
      if (event.kind !== 'conversation') continue;
      learner.add(shapeOfMessages(event.conversation.messages));
    }
  return { baselines: learner.baselines(), conversations: learner.size };
}
