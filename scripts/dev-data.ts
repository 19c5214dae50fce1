/**
 * Loads the labelled development sources (../shared/dev) and the benign dialogue sets, scores each
 * source the way the CLI scores a deployment's file (baselines learned from that source's own
 * traffic), and keeps what re-judging a conversation under other weights needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyze } from '../src/analyze';
import { countMessages, shapeOfCounts } from '../src/analysis/core';
import { BaselineLearner } from '../src/profile/baselines';
import { textOf } from '../src/messages/extract';
import type { ProfileBaselines, ScoreProfile } from '../src/profile/profile';
import type { AssistantText } from '../src/score/terms';
import type { SignalReport } from '../src/types';

const SHARED = resolve(import.meta.dirname, '../../shared');

/** A labelled or benign source of the development data. */
export interface SourceSpec {
  readonly source: string;
  readonly kind: 'agent' | 'chat' | 'benign';
  readonly file: string;
  readonly labels?: string;
}

/** The five labelled sources and the three benign ones (nothing went wrong there). */
export const SOURCES: readonly SourceSpec[] = [
  { source: 'tau-bench-airline', kind: 'agent', file: 'data/conversations.jsonl', labels: 'dev/labels.jsonl' },
  { source: 'tau2-bench', kind: 'agent', file: 'data/conversations.jsonl', labels: 'dev/labels.jsonl' },
  { source: 'agentdojo', kind: 'agent', file: 'dev/agentdojo.jsonl', labels: 'dev/more-labels.jsonl' },
  { source: 'convai2', kind: 'chat', file: 'data/conversations.jsonl', labels: 'dev/labels.jsonl' },
  { source: 'dstc9-interactive', kind: 'chat', file: 'dev/dstc9.jsonl', labels: 'dev/more-labels.jsonl' },
  { source: 'taskmaster4-coffee', kind: 'benign', file: 'data/conversations.jsonl' },
  { source: 'crosswoz', kind: 'benign', file: 'data/conversations.jsonl' },
  { source: 'jmultiwoz', kind: 'benign', file: 'data/conversations.jsonl' },
];

/** One conversation: its report, what the effort term reads, and its outcome. */
export interface Row {
  readonly id: string;
  readonly source: string;
  readonly report: SignalReport;
  readonly text: AssistantText;
  /** Messages in the conversation (the message-count baseline). */
  readonly messages: number;
  /** A tool result reads as an error (`error` in its text): the effort one-liner's last part. */
  readonly toolError: boolean;
  /** Failed run (success sources). */
  readonly bad?: boolean;
  /** Human rating (rated sources). */
  readonly rating?: number;
}

/** A source, scored under its own learned baselines. */
export interface ScoredSource extends SourceSpec {
  readonly baselines: ProfileBaselines;
  /** Every conversation of the source (labelled or not), in file order. */
  readonly rows: readonly Row[];
}

/** True when the development data is there (a user's clone has none). */
export function hasDevData(): boolean {
  return existsSync(resolve(SHARED, 'dev/labels.jsonl'));
}

function jsonl(file: string): unknown[] {
  return readFileSync(resolve(SHARED, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

function labelsOf(files: readonly string[]): Map<string, { success?: boolean; rating?: number }> {
  const out = new Map<string, { success?: boolean; rating?: number }>();
  for (const file of files)
    for (const l of jsonl(file) as { id: string; success?: boolean; rating?: number }[]) out.set(l.id, l);
  return out;
}

/**
 * Every source, each scored under `profile` with the baselines learned from its own conversations
 * (as `agent-signals score` learns them from its input), unless `pinned`: then the profile's.
 */
export function loadSources(profile: ScoreProfile, pinned = false): ScoredSource[] {
  const labels = labelsOf([...new Set(SOURCES.flatMap((s) => (s.labels === undefined ? [] : [s.labels])))]);
  const byFile = new Map<string, { id: string; source: string; messages: unknown[] }[]>();
  const out: ScoredSource[] = [];
  for (const spec of SOURCES) {
    if (!byFile.has(spec.file))
      byFile.set(spec.file, jsonl(spec.file) as { id: string; source: string; messages: unknown[] }[]);
    const conversations = byFile.get(spec.file)!.filter((c) => c.source === spec.source);
    const learner = new BaselineLearner();
    const counted = conversations.map((c) => countMessages(c.messages, Number.MAX_SAFE_INTEGER, 0));
    for (const counts of counted) learner.add(shapeOfCounts(counts));
    const baselines = pinned ? profile.baselines : (learner.baselines() ?? profile.baselines);
    const options = { profile, baselines, includeSnippets: false, complete: true };
    const rows = conversations.map((c, i): Row => {
      const label = labels.get(c.id);
      return {
        id: c.id,
        source: spec.source,
        report: analyze(c.messages, options),
        text: counted[i]!,
        messages: c.messages.length,
        toolError: c.messages.some(
          (m) => (m as { role?: unknown } | null)?.role === 'tool' && /error/i.test(textOf(m as object)),
        ),
        ...(typeof label?.success === 'boolean' ? { bad: !label.success } : {}),
        ...(typeof label?.rating === 'number' ? { rating: label.rating } : {}),
      };
    });
    out.push({ ...spec, baselines, rows });
  }
  return out;
}

/** The labelled rows of a source. */
export function labelled(s: ScoredSource): Row[] {
  return s.rows.filter((r) => r.bad !== undefined || r.rating !== undefined);
}
