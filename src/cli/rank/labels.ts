/**
 * @module Outcome labels for `evaluate` and `calibrate`: JSONL, one `{id, success: bool}` or
 * `{id, rating: number}` per line, all lines of one kind.
 */
import { readOptionFile } from '../small-file';
import { UsageError } from '../usage-error';

/** The labels of a file, by conversation id. */
export interface Labels {
  /** `success`: task outcomes; `rating`: numeric ratings (higher is better). */
  readonly kind: 'success' | 'rating';
  /** Success (true/false) or rating, by id. */
  readonly byId: ReadonlyMap<string, boolean | number>;
  /** The task of each id whose label names one (`{id, success, task}`): folds keep a task's runs together. */
  readonly tasks: ReadonlyMap<string, string>;
  /** Lines that could not be read, as `file:line: reason`. */
  readonly bad: readonly string[];
}

/**
 * Reads a labels file. Malformed lines are reported in `bad` and skipped; a file that cannot be
 * read, holds no label, or mixes successes and ratings is a usage error.
 */
export function readLabels(path: string): Labels {
  const text = readOptionFile('--labels', path);
  const byId = new Map<string, boolean | number>();
  const tasks = new Map<string, string>();
  const bad: string[] = [];
  /** Line of each id's label. */
  const lines = new Map<string, number>();
  let kind: Labels['kind'] | undefined;
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${path}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      bad.push(`${where}: not JSON`);
      return;
    }
    const label = value as { id?: unknown; success?: unknown; rating?: unknown; task?: unknown } | null;
    const id = typeof label?.id === 'string' || typeof label?.id === 'number' ? String(label.id) : undefined;
    if (id === undefined) {
      bad.push(`${where}: no "id"`);
      return;
    }
    const lineKind =
      typeof label!.success === 'boolean'
        ? 'success'
        : typeof label!.rating === 'number' && Number.isFinite(label!.rating)
          ? 'rating'
          : undefined;
    if (lineKind === undefined) {
      bad.push(`${where}: needs "success": true|false or a numeric "rating"`);
      return;
    }
    if (kind !== undefined && kind !== lineKind)
      throw new UsageError(`--labels: '${path}' mixes success and rating labels (line ${i + 1})`);
    kind = lineKind;
    const first = lines.get(id);
    if (first !== undefined) {
      bad.push(
        `${where}: duplicate id "${id.length > 80 ? `${id.slice(0, 80)}…` : id}" (first at line ${first}); the first label is used`,
      );
      return;
    }
    lines.set(id, i + 1);
    byId.set(id, lineKind === 'success' ? (label!.success as boolean) : (label!.rating as number));
    const task = label!.task;
    if (typeof task === 'string' || typeof task === 'number') tasks.set(id, String(task));
  });
  if (kind === undefined) throw new UsageError(`--labels: '${path}' holds no label`);
  return { kind, byId, tasks, bad };
}
