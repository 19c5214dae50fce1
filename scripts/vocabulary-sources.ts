/**
 * @module The labelled development sources the vocabulary scripts measure on
 * (scripts/vocabulary-labels.ts, scripts/vocabulary-fit-variants.ts): where each one's
 * conversations and labels are, and how its task is named, so that folds keep a task's runs
 * together.
 */
import { fileURLToPath } from 'node:url';

/** The shared data folder beside the checkout. */
export const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));

/** A labelled source: its conversations, its labels, how its task is named. */
export interface Source {
  readonly name: string;
  readonly conversations: string;
  readonly labels: string;
  readonly task: (meta: Record<string, unknown>) => string | undefined;
}

/** τ², τ airline and AgentDojo, paths relative to {@link SHARED}. */
export const SOURCES: readonly Source[] = [
  {
    name: 'tau2-bench',
    conversations: 'data/conversations.jsonl',
    labels: 'dev/labels.jsonl',
    task: (m) => (m.task_id === undefined ? undefined : `${String(m.domain)}/${String(m.task_id)}`),
  },
  {
    name: 'tau-bench-airline',
    conversations: 'data/conversations.jsonl',
    labels: 'dev/labels.jsonl',
    task: (m) => (m.task_id === undefined ? undefined : String(m.task_id)),
  },
  {
    name: 'agentdojo',
    conversations: 'dev/agentdojo.jsonl',
    labels: 'dev/more-labels.jsonl',
    task: (m) => (m.task_id === undefined ? undefined : String(m.task_id)),
  },
];
