/**
 * The CLI reads every input format of docs/cli.md (run as a child process on files in fixtures/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, jsonl, ROOT, runCli } from './run-cli';

const ids = (stdout: string) => jsonl(stdout).map((r) => r.id);

describe.concurrent('input formats', { timeout: CLI_TIMEOUT }, () => {
  it('reads JSONL of {id, messages}: one report per line, id and source carried', async () => {
    const run = await runCli(['score', 'fixtures/conversations.jsonl', '-f', 'jsonl']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const records = jsonl(run.stdout);
    const lines = readFileSync(join(ROOT, 'fixtures/conversations.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(records).toHaveLength(lines.length);
    expect(records[0]?.id).toBe((JSON.parse(lines[0] ?? '{}') as { id: string }).id);
    expect(records[0]?.source).toBe('fixtures/conversations.jsonl:1');
    for (const r of records)
      expect(r).toMatchObject({
        quality: expect.any(String),
        qualityScore: expect.any(Number),
        signals: expect.any(Array),
      });
  });

  it('reads the agent fixtures', async () => {
    const run = await runCli(['score', 'fixtures/agents.jsonl', '-f', 'jsonl']);
    expect(run.status).toBe(0);
    expect(jsonl(run.stdout).length).toBeGreaterThan(0);
  });

  it('reads ShareGPT lines through the ShareGPT adapter', async () => {
    const run = await runCli(['score', 'fixtures/cli/sharegpt.jsonl', '-f', 'jsonl']);
    expect(run.status).toBe(0);
    const records = jsonl(run.stdout);
    expect(ids(run.stdout)).toEqual(['sg-thanks', 'sg-tool-retry', 'sg-escalation']);
    expect(records[0]).toMatchObject({ turnCount: 2, positiveFeedback: { count: 1 } });
    expect(records[1]).toMatchObject({ turnCount: 1, toolCalls: 3 });
    expect(records[2]).toMatchObject({ quality: 'Severe', escalation: { requested: true } });
  });

  it('reads a pretty-printed JSON array of mixed shapes, numbering items without an id', async () => {
    const run = await runCli(['score', 'fixtures/cli/array.json', '-f', 'jsonl']);
    expect(run.status).toBe(0);
    expect(ids(run.stdout)).toEqual(['arr-recipe', '2', 'arr-sharegpt', 'arr-multipart']);
    const records = jsonl(run.stdout);
    expect(records[1]?.source).toBe('fixtures/cli/array.json#2');
    expect(records[2]).toMatchObject({ repair: { count: 1 } });
    // Multipart content: the text part is read, the image part ignored.
    expect(records[3]).toMatchObject({ turnCount: 2, frustration: { count: 1 } });
  });

  it('reads a one-line JSON array and a bare message array per line', async () => {
    const array = readFileSync(join(ROOT, 'fixtures/cli/array.json'), 'utf8');
    const oneLine = await runCli(['score', '-', '-f', 'jsonl'], JSON.stringify(JSON.parse(array)));
    expect(ids(oneLine.stdout)).toEqual(['arr-recipe', '1.2', 'arr-sharegpt', 'arr-multipart']);
    const bare =
      '[{"role":"user","content":"hi"},{"role":"assistant","content":"Hello!"}]\n[{"from":"human","value":"thanks a lot!"}]\n';
    const run = await runCli(['score', '-', '-f', 'jsonl'], bare);
    expect(run.status).toBe(0);
    expect(jsonl(run.stdout).map((r) => [r.id, r.turnCount])).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
  });

  it('reads standard input with -', async () => {
    const input = readFileSync(join(ROOT, 'fixtures/cli/sharegpt.jsonl'), 'utf8');
    const run = await runCli(['score', '-', '-f', 'jsonl'], input);
    expect(run.status).toBe(0);
    expect(ids(run.stdout)).toEqual(['sg-thanks', 'sg-tool-retry', 'sg-escalation']);
    expect(jsonl(run.stdout)[0]?.source).toBe('<stdin>:1');
  });

  it('reads several inputs in order, stdin among them', async () => {
    const run = await runCli(
      ['score', 'fixtures/cli/sharegpt.jsonl', '-', '-f', 'jsonl'],
      '{"id":"from-stdin","messages":[]}\n',
    );
    expect(ids(run.stdout)).toEqual(['sg-thanks', 'sg-tool-retry', 'sg-escalation', 'from-stdin']);
  });

  it('accepts CRLF line ends, a byte-order mark and blank lines', async () => {
    const run = await runCli(
      ['score', '-', '-f', 'jsonl'],
      '\uFEFF{"id":"a","messages":[{"role":"user","content":"hi"}]}\r\n\r\n{"id":"b","messages":[{"role":"user","content":"hi"}]}\r\n',
    );
    expect(run.status).toBe(0);
    expect(jsonl(run.stdout).map((r) => [r.id, r.source])).toEqual([
      ['a', '<stdin>:1'],
      ['b', '<stdin>:3'],
    ]);
  });
});

describe.concurrent('bad input', { timeout: CLI_TIMEOUT }, () => {
  it('reports each bad line with file and line number, skips it, scores the rest, exits 1', async () => {
    const run = await runCli(['score', 'fixtures/cli/corrupted.jsonl', '-f', 'jsonl']);
    expect(run.status).toBe(1);
    expect(ids(run.stdout)).toEqual(['ok-thanks', '2', 'sg-inline', 'ok-frustrated']);
    const errors = run.stderr.split('\n').filter((l) => l.startsWith('fixtures/'));
    expect(errors.map((l) => l.split(': ')[0])).toEqual([
      'fixtures/cli/corrupted.jsonl:3',
      'fixtures/cli/corrupted.jsonl:5',
      'fixtures/cli/corrupted.jsonl:6',
      'fixtures/cli/corrupted.jsonl:8',
      'fixtures/cli/corrupted.jsonl:10',
    ]);
    expect(errors[0]).toContain('invalid JSON');
    expect(errors[3]).toContain('"messages" is a string');
    expect(run.stderr).toMatch(/skipped 5 bad lines; scored 4 conversations/);
  });

  it('treats a broken first line as a bad JSONL line, not as a JSON document', async () => {
    const run = await runCli(
      ['score', '-', '-f', 'jsonl'],
      '{"id": "cut", "messages": [\n{"id":"whole","messages":[]}\n',
    );
    expect(run.status).toBe(1);
    expect(ids(run.stdout)).toEqual(['whole']);
    expect(run.stderr).toMatch(/^<stdin>:1: invalid JSON/m);
  });

  it('reports an invalid JSON document (with line and column when the parser gives a position)', async () => {
    const run = await runCli(
      ['score', '-', '-f', 'jsonl'],
      '[\n  {"id": "a", "messages": []},\n  {"id": "b", "messages": [}\n]\n',
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^<stdin>(:3:\d+)?: invalid JSON/m);
    const cut = await runCli(['score', '-', '-f', 'jsonl'], '[\n  {"id": "a",\n   "messages": [] "x"}\n]\n');
    expect(cut.stderr).toMatch(/^<stdin>:3:\d+: invalid JSON/m);
  });

  it('reports a bad item of a JSON array by its position and scores the others', async () => {
    const run = await runCli(
      ['score', '-', '-f', 'jsonl'],
      '[\n  {"id": "a", "messages": []},\n  {"id": "b", "text": "?"}\n]\n',
    );
    expect(run.status).toBe(1);
    expect(ids(run.stdout)).toEqual(['a']);
    expect(run.stderr).toMatch(/^<stdin>: item 2: expected/m);
  });

  it('says once, at the end, when messages had a role it does not read, and still scores and exits 0', async () => {
    const lines = [
      '{"id": "narr", "messages": [{"role": "narrator", "content": "A day later"}, {"role": "user", "content": "where is my parcel"}]}',
      '{"id": "ok", "messages": [{"role": "user", "content": "where is my parcel"}]}',
      '{"id": "bare", "messages": [{"content": "no role at all"}, {"role": "assistant", "content": "Hello."}]}',
    ];
    const run = await runCli(['score', '-', '-f', 'jsonl'], lines.join('\n') + '\n');
    expect(run.status).toBe(0);
    expect(ids(run.stdout)).toEqual(['narr', 'ok', 'bare']);
    expect(run.stderr).toBe(
      'agent-signals: 2 conversations have messages whose role is not user, assistant, tool, system or developer; ' +
        'those messages were not read (the first: role "narrator" at <stdin>:1)\n',
    );
  });

  it('prints nothing on stderr when every line is read', async () => {
    const run = await runCli(['score', 'fixtures/cli/array.json', 'fixtures/cli/sharegpt.jsonl', '-f', 'csv']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});

describe.concurrent(
  'OTLP JSON export (captured from the OpenTelemetry SDK by scripts/capture-otlp-fixture.ts)',
  { timeout: CLI_TIMEOUT },
  () => {
    const expectConversations = (stdout: string) => {
      const records = jsonl(stdout);
      // Six captures: three single LLM spans (one trace each) and three two-turn sessions.
      expect(records).toHaveLength(6);
      const sessions = records.filter((r) => String(r.id).endsWith(':session-42'));
      expect(sessions.map((r) => r.id)).toEqual([
        'genai/ai7-generate-text-tools:session-42',
        'openinference/vercel-ai6-generate-text-tools:session-42',
        'vercel-ai/ai6-generate-text-tools:session-42',
      ]);
      // Both traces of a session form one conversation; agent spans that repeat their LLM calls'
      // messages are not counted again: three user turns, not five or more.
      for (const s of sessions)
        expect(s).toMatchObject({ turnCount: 3, escalation: { requested: true }, positiveFeedback: { count: 1 } });
      const traces = records.filter((r) => !String(r.id).endsWith(':session-42'));
      for (const t of traces) {
        expect(t.id).toMatch(/^[0-9a-f]{32}$/);
        expect(t).toMatchObject({ turnCount: 2, quality: 'Severe', escalation: { requested: true } });
      }
    };

    it('groups spans into conversations by conversation id, else by trace', async () => {
      const run = await runCli(['score', 'fixtures/cli/otlp-export.json', '-f', 'jsonl']);
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
      expectConversations(run.stdout);
    });

    it('reads OTLP requests one per line (the file exporter layout) from stdin', async () => {
      const body = JSON.parse(readFileSync(join(ROOT, 'fixtures/cli/otlp-export.json'), 'utf8')) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: unknown[] }> }>;
      };
      // Split the request into one request per span, one per line: spans of a trace arrive apart.
      const lines = body.resourceSpans.flatMap((rs) =>
        rs.scopeSpans.flatMap((ss) =>
          ss.spans.map((span) =>
            JSON.stringify({ resourceSpans: [{ ...rs, scopeSpans: [{ ...ss, spans: [span] }] }] }),
          ),
        ),
      );
      const run = await runCli(['score', '-', '-f', 'jsonl'], `${lines.join('\n')}\n`);
      expect(run.status).toBe(0);
      expectConversations(run.stdout);
    });
  },
);
