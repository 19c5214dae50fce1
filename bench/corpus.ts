/**
 * @module The benchmark corpus: the shared real transcripts when present, the fixtures otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../shared/data/conversations.jsonl', import.meta.url));
const FIXTURES = ['conversations.jsonl', 'agents.jsonl'].map((f) =>
  fileURLToPath(new URL(`../fixtures/${f}`, import.meta.url)),
);

/** Lines of JSONL, one conversation each (`{ messages }`), and where they came from. */
export interface Corpus {
  readonly source: string;
  readonly lines: readonly string[];
}

/** Loads the shared corpus (or the fixtures when the shared folder is absent). */
export function loadCorpus(): Corpus {
  if (existsSync(SHARED)) return { source: 'shared/data/conversations.jsonl', lines: readLines(SHARED) };
  const present = FIXTURES.filter((f) => existsSync(f));
  return { source: 'fixtures (shared data absent)', lines: present.flatMap(readLines) };
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}

/** The messages of a parsed corpus line (`{messages}` or a bare array). */
export function messagesOf(line: string): unknown[] {
  const value: unknown = JSON.parse(line);
  if (Array.isArray(value)) return value;
  const messages = (value as { messages?: unknown }).messages;
  return Array.isArray(messages) ? messages : [];
}
