/**
 * Tool failures in the wording agent frameworks give the model (see docs/tool-signals.md,
 * "Framework error wordings"). Every message here is written by us in the framework's shape.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { toolResultError } from '../../src/tools/tool-errors';
import { exchange, toolSignals, user } from './helpers';

const typeOf = (text: string, tool = 'lookup_order'): string | undefined => toolResultError(text, tool)?.type;

describe('OpenAI Agents SDK (JS and Python): the default tool error function', () => {
  it('the generic message with no detail is a failure of class other', () => {
    const error = toolResultError('An error occurred while running the tool. Please try again.', 'get_weather');
    expect(error).toMatchObject({ type: 'execution.failure.other', reason: 'unclassified', shape: 'text' });
  });

  it.each([
    [
      'An error occurred while running the tool. Please try again. Error: Error: connect ECONNREFUSED 10.1.2.3:5432',
      'environment.exhaustion.network',
    ],
    [
      'An error occurred while running the tool. Please try again. Error: TypeError: amount must be a number',
      'execution.failure.invalid_args',
    ],
    [
      'An error occurred while running the tool. Please try again. Error: Order 4411 not found',
      'execution.failure.bad_query',
    ],
    [
      'An error occurred while running the tool. Please try again. Error: ModelBehaviorError: Invalid JSON input for tool',
      'execution.failure.invalid_args',
    ],
    [
      'An error occurred while parsing tool arguments. Please try again with valid JSON. Error: Expecting value: line 1 column 9',
      'execution.failure.invalid_args',
    ],
  ])('with its detail, the detail decides: %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('the signal names the tool and keeps the message as evidence', () => {
    const report = analyze([
      user('what is the weather in Lyon?'),
      ...exchange('get_weather', { city: 'Lyon' }, 'An error occurred while running the tool. Please try again.', 'c1'),
    ]);
    expect(toolSignals(report)).toMatchObject([
      {
        type: 'execution.failure.other',
        messageIndex: 2,
        snippet: 'An error occurred while running the tool. Please try again.',
        metadata: { tool: 'get_weather', callIndex: 1, reason: 'unclassified' },
      },
    ]);
    expect(report.execution.failure).toEqual({ count: 1, severity: 1 });
  });
});

describe('generic "tool execution failed" prefixes', () => {
  it.each([
    ['Tool execution failed: ECONNREFUSED', 'environment.exhaustion.network'],
    ['Tool execution failed: request to https://api.example.test timed out', 'environment.exhaustion.timeout'],
    ['tool call failed: 429 Too Many Requests', 'environment.exhaustion.rate_limit'],
    ['Execution failed: permission denied for table invoices', 'execution.failure.auth_misuse'],
    ['Tool error: the spreadsheet is locked by another user', 'execution.failure.other'],
    ['An unexpected error occurred. Please contact the administrator.', 'environment.exhaustion.api_error'],
    ['An error occurred: the export produced an empty workbook', 'execution.failure.other'],
    ['An error has occurred: upstream returned HTTP 502', 'environment.exhaustion.api_error'],
  ])('%s → %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });
});

describe('Vercel AI SDK', () => {
  it.each([
    [
      "Model tried to call unavailable tool 'search_web'. Available tools: get_order, cancel_order.",
      'execution.failure.tool_not_found',
    ],
    [
      'Invalid input for tool get_order: Type validation failed: Value: {"id":7}. Error message: expected string, received number',
      'execution.failure.invalid_args',
    ],
    ['Invalid arguments for tool get_order: expected string at "id"', 'execution.failure.invalid_args'],
    ['Error executing tool get_order: socket hang up', 'environment.exhaustion.network'],
  ])('error message %s → %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('an error-text / error-json tool output, or a UI part in output-error state, is an error', () => {
    expect(typeOf('{"type": "error-text", "value": "Order 88 not found"}')).toBe('execution.failure.bad_query');
    expect(typeOf('{"type": "error-json", "value": {"message": "rate limit reached, retry after 20s"}}')).toBe(
      'environment.exhaustion.rate_limit',
    );
    expect(typeOf('{"type": "error-text", "value": "the printer jammed"}')).toBe('execution.failure.other');
    expect(
      typeOf('{"type": "tool-get_order", "state": "output-error", "errorText": "Unauthorized: token expired"}'),
    ).toBe('execution.failure.auth_misuse');
  });

  it('ordinary outputs with a type or a state are not errors', () => {
    expect(typeOf('{"type": "text", "value": "Order 88 shipped on Monday"}')).toBeUndefined();
    expect(typeOf('{"type": "json", "value": {"error_rate": 0.02}}')).toBeUndefined();
    expect(typeOf('{"state": "output-available", "output": {"id": 88}}')).toBeUndefined();
    expect(typeOf('{"type": "error", "count": 0}')).toBeUndefined();
  });
});

describe('LangChain.js / LangGraph ToolNode', () => {
  it.each([
    ['Error: Tool "search_web" not found.\n Please fix your mistakes.', 'execution.failure.tool_not_found'],
    [
      'Error: search_web is not a valid tool, try one of [get_order, cancel_order].',
      'execution.failure.tool_not_found',
    ],
    ['search_web is not a valid tool, try one of [get_order, cancel_order].', 'execution.failure.tool_not_found'],
    ["Error: ENOENT: no such file, open 'notes.md'\n Please fix your mistakes.", 'execution.failure.bad_query'],
    [
      'Error: Received tool input did not match expected schema\n Please fix your mistakes.',
      'execution.failure.invalid_args',
    ],
  ])('%s → %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('a result that merely mentions a tool name is not an error', () => {
    expect(typeOf('get_order is a valid tool for this; it returns the order status.')).toBeUndefined();
  });
});

describe('Mastra', () => {
  const validation =
    'Tool input validation failed for get_order. Please fix the following errors and try again:\n- orderId: Required\n\nProvided arguments: {"id": 7}';
  it('an input validation failure is invalid_args, as text or inside an error object', () => {
    expect(typeOf(validation)).toBe('execution.failure.invalid_args');
    expect(typeOf(JSON.stringify({ error: true, message: validation }))).toBe('execution.failure.invalid_args');
  });
});

describe('MCP', () => {
  it.each([
    ['MCP error -32602: Invalid params: "limit" must be an integer', 'execution.failure.invalid_args'],
    ['MCP error -32601: Method not found', 'execution.failure.tool_not_found'],
    ['MCP error -32001: Request timed out', 'environment.exhaustion.timeout'],
    ['MCP error -32603: the database said no', 'environment.exhaustion.api_error'],
  ])('a protocol error as text: %s → %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('the JSON-RPC code is read as the status', () => {
    expect(toolResultError('MCP error -32602: bad', 'x')).toMatchObject({ status: -32602, reason: 'status' });
  });

  it('an isError result is an error whatever its text says', () => {
    const text =
      '{"content": [{"type": "text", "text": "The calendar is read-only for this account"}], "isError": true}';
    expect(typeOf(text)).toBe('execution.failure.other');
    expect(typeOf('{"content": [{"type": "text", "text": "3 events found"}], "isError": false}')).toBeUndefined();
  });
});

describe('hostile and borderline texts', () => {
  it.each([
    ['a sentence that starts like an error message but reports data', 'An error rate of 2% was measured last week.'],
    ['a tool error count', 'Tool errors this week: 0'],
    ['"mcp error" inside a sentence', 'We fixed the MCP error -32602 last release; all calls pass now.'],
    ['a JSON-RPC code without a prefix', 'ticket -32602 closed'],
  ])('not an error: %s', (_, text) => {
    expect(typeOf(text)).toBeUndefined();
  });

  it('a huge framework message is read in bounded time', () => {
    const text = `An error occurred while running the tool. Please try again. Error: ${'x'.repeat(200_000)}`;
    const t0 = performance.now();
    expect(typeOf(text)).toBe('execution.failure.other');
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('a failure flagged on the tool message itself', () => {
  const flagged = (flag: Record<string, unknown>, content: string) =>
    analyze([
      user('read my notes'),
      {
        role: 'assistant',
        content: '',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content, ...flag },
    ]);

  it.each<[Record<string, unknown>, string]>([
    [{ status: 'error' }, 'LangChain ToolMessage status'],
    [{ is_error: true }, 'Anthropic tool_result is_error'],
    [{ isError: true }, 'MCP isError carried onto the message'],
  ])('%j (%s) makes the text an error, classified by its wording', (flag) => {
    expect(toolSignals(flagged(flag, 'The file notes.md could not be found')).map((s) => s.type)).toEqual([
      'execution.failure.bad_query',
    ]);
    expect(toolSignals(flagged(flag, 'the disk is full, try later'))).toMatchObject([
      { type: 'execution.failure.other', metadata: { shape: 'message_flag', tool: 'read_file' } },
    ]);
  });

  it('other statuses and flags are not errors', () => {
    for (const flag of [
      { status: 'success' },
      { status: 'ok' },
      { is_error: false },
      { isError: 'yes' },
      { status: 5 },
    ])
      expect(toolSignals(flagged(flag, 'The file notes.md could not be found'))).toEqual([]);
  });
});
