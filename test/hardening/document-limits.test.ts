/**
 * Round three (issue 29), follow-up: a JSON document parsed whole (a pretty-printed array of
 * conversations, an OTLP export) is bounded in objects and arrays by the heap it must fit in, as a
 * JSONL line is by its own limit: a 30 MB pretty-printed document of 5,000,000 `{}` ran a 256 MiB
 * heap out of memory (abort, nothing printed); it is now reported and the next input is read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countContainers,
  DOCUMENT_BYTES_PER_CONTAINER,
  documentContainerLimit,
  MAX_LINE_CONTAINERS,
} from '../../src/cli/input/line-limits';
import { readSource, type InputEvent } from '../../src/cli/input/read-source';
import { scoreSmallHeap } from './run-node';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONVERSATION = {
  messages: [
    { role: 'user', content: 'this is broken!!!' },
    { role: 'assistant', content: 'Sorry.' },
  ],
};

/** A pretty-printed document (`JSON.stringify(value, null, 2)`) read through `readSource`. */
async function read(text: string, maxDocumentContainers: number): Promise<InputEvent[]> {
  const out: InputEvent[] = [];
  const source = readSource('-', { bytes: 0 }, Readable.from([Buffer.from(text)]), { maxDocumentContainers });
  for await (const event of source) out.push(event);
  return out;
}

describe('a JSON document parsed whole', () => {
  const document = JSON.stringify([CONVERSATION, CONVERSATION], null, 2);
  const containers = countContainers(document); // 2 × (object, list, 2 messages) + the outer list

  it('is read at its container limit and reported one past it', async () => {
    expect(containers).toBe(9);
    expect((await read(document, containers)).map((e) => e.kind)).toEqual(['conversation', 'conversation']);
    const over = await read(document, containers - 1);
    expect(over).toEqual([
      {
        kind: 'bad',
        where: '<stdin>',
        reason: expect.stringContaining(`holding more than ${containers - 1} objects and arrays`),
      },
    ]);
  });

  it('counts the first lines too (a document whose first line opens it, or that is decided on its second line)', async () => {
    const opened = `[\n${JSON.stringify(CONVERSATION)},\n${JSON.stringify(CONVERSATION)}\n]`;
    expect(countContainers(opened)).toBe(9);
    expect((await read(opened, 9)).map((e) => e.kind)).toEqual(['conversation', 'conversation']);
    expect((await read(opened, 8)).map((e) => e.kind)).toEqual(['bad']);
    const pending = `[${JSON.stringify(CONVERSATION)},\n  ${JSON.stringify(CONVERSATION)}]`;
    expect((await read(pending, 9)).map((e) => e.kind)).toEqual(['conversation', 'conversation']);
    expect((await read(pending, 8)).map((e) => e.kind)).toEqual(['bad']);
  });

  it('a JSONL input is bounded per line, not as a document', async () => {
    const lines = `${JSON.stringify(CONVERSATION)}\n${JSON.stringify(CONVERSATION)}\n`;
    expect((await read(lines, 1)).map((e) => e.kind)).toEqual(['conversation', 'conversation']);
  });

  it(`allows one container per ${DOCUMENT_BYTES_PER_CONTAINER} bytes of heap, never fewer than a line may hold`, () => {
    expect(documentContainerLimit(4 * 2 ** 30)).toBe(16_777_216);
    expect(documentContainerLimit(304 * 2 ** 20)).toBe(1_245_184);
    expect(documentContainerLimit(64 * 2 ** 20)).toBe(MAX_LINE_CONTAINERS);
    expect(countContainers('{"a":"[{"}')).toBe(3); // inside strings too
  });

  it('a 30 MB document of 5,000,000 {} in a 256 MiB heap is reported and the next file scored (was out of memory, abort)', async () => {
    const big = join(dir, 'objects.json');
    writeFileSync(big, `[\n${'  {},\n'.repeat(5_000_000)}  {}\n]\n`);
    const valid = join(dir, 'valid.json');
    writeFileSync(valid, JSON.stringify([CONVERSATION], null, 2));
    const run = await scoreSmallHeap(big, valid);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${big}: a JSON document holding more than`);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toContain('interaction.frustration');
  }, 120_000);
});
