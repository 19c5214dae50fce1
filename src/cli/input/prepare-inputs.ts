/**
 * @module The inputs of a run made ready to be read: standard input spooled to a temporary file
 * when it must be read twice, and the baselines the run scores against (learned from the inputs,
 * or the profile's).
 */
import type { Readable } from 'node:stream';
import type { ProfileBaselines } from '../../profile/profile';
import type { BaselinesUsed } from '../baselines-used';
import { learnBaselines, type NamedInput } from './learn-baselines';
import { displayName } from './read-source';
import { spool } from './spool';

/** Inputs ready to read, the baselines to score against, and what to clean up after. */
export interface PreparedInputs {
  readonly sources: readonly NamedInput[];
  readonly baselines: BaselinesUsed;
  /** Removes the spooled standard input, if any. Never throws. */
  release(): void;
}

/** How the baselines are chosen. */
export interface BaselinePlan {
  /** The profile's name (`default`, `chat`) or file. */
  readonly profileName: string;
  /** The profile's baselines (with `--baseline-turns` applied). */
  readonly profileBaselines: ProfileBaselines;
  /** Learn them from the inputs (no `--profile` pins them). */
  readonly learn: boolean;
}

/**
 * Prepares `files` (`-` is standard input): when the baselines are learned, a first pass over the
 * inputs learns them (standard input is spooled first, so both passes read the same bytes).
 */
export async function prepareInputs(
  files: readonly string[],
  plan: BaselinePlan,
  stdin: Readable,
): Promise<PreparedInputs> {
  const stdinSpool = plan.learn && files.includes('-') ? await spool(stdin) : undefined;
  const release = () => stdinSpool?.remove();
  try {
    const sources = files.map((path) => ({
      path: path === '-' && stdinSpool !== undefined ? stdinSpool.path : path,
      name: displayName(path),
    }));
    const profile = plan.profileName;
    if (!plan.learn) {
      const baselines = { source: 'profile', profile, conversations: 0, reason: 'pinned' } as const;
      return { sources, baselines: { ...baselines, baselines: plan.profileBaselines }, release };
    }
    const learned = await learnBaselines(sources, stdin);
    const baselines: BaselinesUsed =
      learned.baselines === undefined
        ? {
            source: 'profile',
            profile,
            conversations: learned.conversations,
            reason: 'too few',
            baselines: plan.profileBaselines,
          }
        : { source: 'learned', profile, conversations: learned.conversations, baselines: learned.baselines };
    return { sources, baselines, release };
  } catch (error) {
    release();
    throw error;
  }
}
