import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { readToolResult, STATEMENT_MAX_CHARS } from '../../src/tools/error-shape';
import { classifyError, toolResultError } from '../../src/tools/tool-errors';
import { exchange, resultType, toolSignals, user } from './helpers';

const typeOf = (text: string, tool = 'lookup'): string | undefined => toolResultError(text, tool)?.type;

describe('error shapes', () => {
  it.each([
    ['Error: something broke', 'text'],
    ['ERROR 1045 (28000): Access denied for user', 'text'],
    ['[error] upstream said no', 'text'],
    ['Exception: division by zero', 'text'],
    ['ValueError: invalid literal for int() with base 10', 'text'],
    ['requests.exceptions.ConnectionError: Max retries exceeded', 'text'],
    ['Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nKeyError: \'name\'', 'trace'],
    ["TypeError: Cannot read properties of undefined (reading 'id')\n    at handler (/app/src/index.js:12:7)", 'text'],
    [
      'listening on :3000\nTypeError: Cannot read properties of undefined\n    at handler (/app/src/index.js:12:7)\n    at main (/app/src/index.js:30:3)',
      'trace',
    ],
    [
      '12:00:01 WARN pool draining\njava.lang.IllegalStateException: closed\n\tat com.acme.Pool.get(Pool.java:88)',
      'trace',
    ],
    ['12:00:01 starting\nException in thread "main" java.lang.OutOfMemoryError: Java heap space', 'trace'],
    ['cat: notes.txt: No such file or directory', 'first_line'],
    ['Request failed with status code 502', 'first_line'],
    ['{"error": "boom"}', 'json'],
    ['{"errors": [{"message": "Field \'x\' doesn\'t exist on type \'Query\'"}], "data": null}', 'json'],
    ['{"status": 404, "message": "Not Found"}', 'json'],
    ['{"statusCode": "500", "message": "oops"}', 'json'],
    ['{"code": 403, "message": "Forbidden"}', 'json'],
    ['{"isError": true, "content": [{"type": "text", "text": "bad input"}]}', 'json'],
    ['{"ok": false, "error": "channel_not_found"}', 'json'],
    ['{"success": false}', 'json'],
    ['{"status": "failed", "message": "could not send"}', 'json'],
    ['{"result": {"error": {"code": -32601, "message": "Method not found"}}}', 'json'],
  ])('%s → %s', (text, shape) => {
    expect(readToolResult(text).error?.shape).toBe(shape);
  });

  it.each([
    ['a JSON record whose status is cancelled', '{"order_id": "#W1", "status": "cancelled"}'],
    ['a list of records with statuses', '[{"status": "failed"}, {"status": "ok"}]'],
    ['"error" mid-sentence', 'Refunds are processed within 5 days. An error in the address does not block them.'],
    [
      'a log whose later lines mention errors',
      '10:00:01 INFO started\n10:00:03 WARN retrying after transient error\n10:00:04 INFO 0 errors',
    ],
    ['an empty result list', '[]'],
    ['an empty object', '{}'],
    ['error: null and errors: []', '{"data": {"id": 1}, "error": null, "errors": []}'],
    ['error: "" and error: false', '{"error": "", "warning": "x", "ok": true, "result": {"error": false}}'],
    ['a status of 200', '{"status": 200, "body": "fine"}'],
    ['a product code of 450 without message', '{"code": 450, "name": "Desk lamp"}'],
    ['a plural "Errors:" count', 'Errors: 0, Warnings: 2'],
    ['"Exceptional" as first word', 'Exceptional weather expected on Friday.'],
    ['a warning line', 'Warning: _curses.error: setupterm: could not find terminfo database'],
    ['a device status report', 'Speed test failed: No Connection.'],
    ['an MCP result that is not an error', '{"content": [{"type": "text", "text": "[FILE] a.md"}]}'],
  ])('not an error: %s', (_, text) => {
    expect(readToolResult(text).error).toBeUndefined();
    expect(toolResultError(text, 'lookup')).toBeUndefined();
  });
});

describe('classes', () => {
  it.each([
    ['Error: missing required parameter "date"', 'execution.failure.invalid_args'],
    ['{"error": {"type": "validation_error", "message": "amount must be positive"}}', 'execution.failure.invalid_args'],
    ["TypeError: fetch_page() got an unexpected keyword argument 'timeout'", 'execution.failure.invalid_args'],
    ['{"status": 422, "detail": "Unprocessable"}', 'execution.failure.invalid_args'],
    ["Error: Unknown tool 'lookup_wheather'", 'execution.failure.tool_not_found'],
    ['bash: jq: command not found', 'execution.failure.tool_not_found'],
    ['{"error": {"code": -32601, "message": "Method not found"}}', 'execution.failure.tool_not_found'],
    ['{"status": 401, "message": "Unauthorized"}', 'execution.failure.auth_misuse'],
    ['Error: Invalid API key provided', 'execution.failure.auth_misuse'],
    ['Error: 403 Forbidden', 'execution.failure.auth_misuse'],
    ['Error: Non-pending order cannot be cancelled', 'execution.failure.state_error'],
    ['Error: reservation already cancelled', 'execution.failure.state_error'],
    ['{"status": 409, "message": "Conflict"}', 'execution.failure.state_error'],
    ['Error: User not found', 'execution.failure.bad_query'],
    ['{"status": 404, "message": "Not Found"}', 'execution.failure.bad_query'],
    ['Error: no flights found for SEA-DEN on 2024-05-20', 'execution.failure.bad_query'],
    ['{"error": {"code": 429, "message": "Rate limit reached for requests"}}', 'environment.exhaustion.rate_limit'],
    ['Error: You exceeded your current quota', 'environment.exhaustion.rate_limit'],
    ['HTTPError: 429 Client Error: Too Many Requests for url', 'environment.exhaustion.rate_limit'],
    ['{"status": 403, "message": "API rate limit exceeded for 10.0.0.1"}', 'environment.exhaustion.rate_limit'],
    ['{"status": 500, "message": "oops"}', 'environment.exhaustion.api_error'],
    ['Error: 503 Service Unavailable', 'environment.exhaustion.api_error'],
    [
      '{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}',
      'environment.exhaustion.api_error',
    ],
    ['Error: Request timed out after 30000ms', 'environment.exhaustion.timeout'],
    ['{"status": 504, "message": "Gateway Timeout"}', 'environment.exhaustion.timeout'],
    ['EXECUTION TIMED OUT', 'environment.exhaustion.timeout'],
    ['Error: connect ECONNREFUSED 127.0.0.1:5432', 'environment.exhaustion.network'],
    ['Error: getaddrinfo ENOTFOUND api.example.com', 'environment.exhaustion.network'],
    ['Error: invalid JSON response from upstream', 'environment.exhaustion.malformed_response'],
    ['{"results": [{"id": 1, "name": "a"}, {"id": 2,', 'environment.exhaustion.malformed_response'],
    ['{"a": 1,}', 'environment.exhaustion.malformed_response'],
    [
      '{"error": {"code": "context_length_exceeded", "message": "This model\'s maximum context length is 8192 tokens"}}',
      'environment.exhaustion.context_overflow',
    ],
    ['Error: prompt is too long: 210000 tokens > 200000 maximum', 'environment.exhaustion.context_overflow'],
  ])('%s → %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('reads the exception line of a stack trace', () => {
    expect(readToolResult('listening\nTypeError: x is undefined\n    at f (/a.js:1:2)').error?.detail).toBe(
      'TypeError: x is undefined',
    );
    expect(
      readToolResult('ok\nTraceback (most recent call last):\n  File "a.py", line 1\n    f()\nKeyError: \'id\'\nmore')
        .error?.detail,
    ).toBe("KeyError: 'id'");
    expect(readToolResult('log\nException in thread "main" java.lang.Error: x').error?.detail).toBe(
      'Exception in thread "main" java.lang.Error: x',
    );
  });

  it('an error that fits no class is `other`, marked unclassified', () => {
    const error = toolResultError('Error: something went sideways', 'lookup');
    expect(error).toMatchObject({ type: 'execution.failure.other', reason: 'unclassified', confidence: 0.6 });
  });

  it('a status with no class and no wording is unclassified', () => {
    expect(classifyError('I am a teapot', 418)).toMatchObject({ errorClass: 'other', reason: 'unclassified' });
  });

  describe('a stack trace: code crashed, so only environment wordings classify it', () => {
    const trace = (line: string): string =>
      `Traceback (most recent call last):\n  File "solve.py", line 9, in <module>\n    main()\n${line}`;
    it.each([
      ["ValueError: invalid literal for int() with base 10: 'x'", 'execution.failure.other'],
      ["AttributeError: 'Dataset' object has no attribute 'Rows'", 'execution.failure.other'],
      ["KeyError: 'missing'", 'execution.failure.other'],
      ["TypeError: solve() got an unexpected keyword argument 'n'", 'execution.failure.other'],
      ['FileNotFoundError: [Errno 2] No such file or directory', 'execution.failure.other'],
      ['ConnectionRefusedError: [Errno 111] Connection refused', 'environment.exhaustion.network'],
      ['requests.exceptions.HTTPError: 503 Server Error: Service Unavailable', 'environment.exhaustion.api_error'],
      ['requests.exceptions.HTTPError: 404 Client Error: Not Found', 'execution.failure.other'],
      ['socket.timeout: timed out', 'environment.exhaustion.timeout'],
    ])('%s → %s', (line, type) => {
      expect(toolResultError(trace(line), 'python')?.type).toBe(type);
    });

    it('marks the reason code_error', () => {
      expect(toolResultError(trace("KeyError: 'id'"), 'python')).toMatchObject({
        reason: 'code_error',
        shape: 'trace',
        detail: "KeyError: 'id'",
        confidence: 0.8,
      });
    });

    it('a JavaScript error with its frames is a crash too; without frames its wording decides', () => {
      const js =
        'TypeError: amount must be a number\n    at charge (/app/src/pay.js:12:7)\n    at main (/app/src/pay.js:30:3)';
      expect(toolResultError(js, 'node')?.type).toBe('execution.failure.other');
      expect(toolResultError('TypeError: amount must be a number', 'charge')?.type).toBe(
        'execution.failure.invalid_args',
      );
    });
  });

  it('the status decides over broad wording, environment wording over the status', () => {
    expect(classifyError('order not found', 500).errorClass).toBe('api_error');
    expect(classifyError('maximum context length exceeded', 400).errorClass).toBe('context_overflow');
    expect(classifyError('Unknown tool: foo', 404).errorClass).toBe('tool_not_found');
  });

  it('the phrase with the most words wins, ties go to the environment class', () => {
    expect(classifyError('invalid_request_error: context_length_exceeded', undefined).errorClass).toBe(
      'context_overflow',
    );
    expect(classifyError('temporarily unavailable due to rate limit', undefined).errorClass).toBe('rate_limit');
    expect(classifyError('payment method not found', undefined).errorClass).toBe('bad_query');
  });

  it('reads JSON results keeping none of their members, only the message a "not found" answer gives', () => {
    const view = readToolResult(
      '{"order_id": "#W1", "items": [{"error": "nested"}], "status": "cancelled", "message": " ok "}',
    );
    expect(view).toEqual({ text: view.text, capped: false, json: 'valid', statement: 'ok', error: undefined });
    expect(readToolResult('[{"error": "x"}]')).toMatchObject({ json: 'valid', statement: undefined, error: undefined });
    expect(readToolResult('{"a": 1,}')).toMatchObject({ json: 'invalid', statement: undefined });
    expect(readToolResult('Error: boom')).toMatchObject({ json: undefined, statement: undefined });
    expect(readToolResult('{"data": {"rows": [1, 2]}}')).toMatchObject({ json: 'valid', statement: undefined });
  });

  it('keeps `message`, else `detail`, as the statement when a string of at most 200 characters', () => {
    const statement = (text: string): string | undefined => readToolResult(text).statement;
    expect(STATEMENT_MAX_CHARS).toBe(200);
    expect(statement('{"detail": "User not found"}')).toBe('User not found');
    expect(statement('{"message": null, "detail": "User not found"}')).toBe('User not found');
    // A `message` that is there but not a string hides `detail`, as `??` reads it.
    expect(statement('{"message": 0, "detail": "User not found"}')).toBeUndefined();
    expect(statement('{"message": {"text": "User not found"}}')).toBeUndefined();
    expect(statement(`{"message": "${'x'.repeat(200)}"}`)).toBe('x'.repeat(200));
    expect(statement(`{"message": "  ${'x'.repeat(200)}  "}`)).toBe('x'.repeat(200));
    expect(statement(`{"message": "${'x'.repeat(201)}"}`)).toBeUndefined();
    expect(toolResultError('{"message": "No results found."}', 'search')?.reason).toBe('no_results');
    expect(toolResultError(`{"message": "No results found.${' '.repeat(190)}x"}`, 'search')).toBeUndefined();
  });

  it('reads escaped keys as JSON.parse does', () => {
    expect(readToolResult('{"\\u0065rror": "upstream timed out"}').error).toMatchObject({
      shape: 'json',
      detail: 'upstream timed out',
    });
    expect(typeOf('{"st\\u0061tus": 503}')).toBe('environment.exhaustion.api_error');
  });

  it('JSON that does not parse is malformed, whatever its size and depth', () => {
    expect(typeOf('{"a": [1, 2}')).toBe('environment.exhaustion.malformed_response');
    expect(typeOf('[{"a": 1}, {"b": "a raw \u0007 in a string"}]')).toBe('environment.exhaustion.malformed_response');
    expect(typeOf('['.repeat(1500) + ']'.repeat(1500))).toBeUndefined();
    expect(typeOf('[' + '['.repeat(1500) + ']'.repeat(1499))).toBe('environment.exhaustion.malformed_response');
  });

  it('Python reprs and bracketed text are not malformed JSON', () => {
    expect(typeOf("{'a': 1, 'b': [1, 2]}")).toBeUndefined();
    expect(typeOf('[File: /repo/app.py (12 lines total)]\n1: import os')).toBeUndefined();
    expect(typeOf('{"a": 1}\n(Open file: n/a)\n(Current directory: /repo)')).toBeUndefined();
  });
});

describe('answers that are not error-shaped', () => {
  it('a short "nothing found" answer is bad_query', () => {
    expect(toolResultError('No results found for "blue widget".', 'search')).toMatchObject({
      type: 'execution.failure.bad_query',
      reason: 'no_results',
    });
    expect(typeOf('No flights found.')).toBe('execution.failure.bad_query');
    expect(typeOf('{"results": [], "message": "No matching orders"}')).toBe('execution.failure.bad_query');
  });

  it('an empty list, good news and long results that mention "not found" are not', () => {
    expect(typeOf('[]')).toBeUndefined();
    expect(typeOf('{"flights": []}')).toBeUndefined();
    expect(typeOf('✔ No problems found.')).toBeUndefined();
    expect(typeOf('0 errors, no issues found')).toBeUndefined();
    expect(
      typeOf(
        'Function main not found! Instead, here is the disassembly of FUN_0040061d:\n' + 'MOV RBP,RSP\n'.repeat(30),
      ),
    ).toBeUndefined();
  });

  it('a refused stage transition is a state_error', () => {
    const refusal = '{"success": false, "error": "Stage \'close\' is not in transitions for \'review\'"}';
    expect(toolResultError(refusal, 'proceed_to_next_stage')).toMatchObject({
      type: 'execution.failure.state_error',
      reason: 'stage_transition',
    });
    expect(toolResultError('Transition not allowed: review -> close', 'any_tool')).toMatchObject({
      reason: 'stage_transition',
    });
    expect(toolResultError('Request rejected: checkout needs a confirmed cart', 'proceed_to_next_stage')).toMatchObject(
      { reason: 'stage_transition' },
    );
    expect(toolResultError('Request rejected: checkout needs a confirmed cart', 'search_products')).toBeUndefined();
    expect(toolResultError('{"success": true, "stage": "review"}', 'proceed_to_next_stage')).toBeUndefined();
  });
});

describe('through analyze', () => {
  it('carries tool name, call index, matched text, status and the error text as evidence', () => {
    const report = analyze([
      user('book it'),
      ...exchange('book_reservation', { id: 1 }, '{"status": 401, "message": "Unauthorized: token expired"}', 'c1'),
    ]);
    const [signal] = toolSignals(report);
    expect(signal).toMatchObject({
      type: 'execution.failure.auth_misuse',
      messageIndex: 2,
      snippet: 'Unauthorized: token expired',
      metadata: { tool: 'book_reservation', callIndex: 1, status: 401, shape: 'json' },
    });
  });

  it('caps the evidence snippet at 200 characters', () => {
    const [signal] = toolSignals(analyze([user('x'), ...exchange('t', {}, 'Error: ' + 'x'.repeat(5000), 'c1')]));
    expect(signal!.snippet!.length).toBeLessThanOrEqual(200);
  });

  it('omits snippets when they are disabled', () => {
    const [signal] = toolSignals(
      analyze([user('x'), ...exchange('t', {}, 'Error: boom', 'c1')], { includeSnippets: false }),
    );
    expect(signal!.snippet).toBeUndefined();
  });

  it('counts and buckets failures and exhaustion separately', () => {
    const messages: unknown[] = [user('x')];
    for (let i = 0; i < 3; i++) messages.push(...exchange(`tool${i}`, { i }, 'Error: User not found', `f${i}`));
    for (let i = 0; i < 5; i++) messages.push(...exchange(`net${i}`, { i }, 'Error: connect ECONNREFUSED', `n${i}`));
    const report = analyze(messages);
    expect(report.execution.failure).toEqual({ count: 3, severity: 2 });
    expect(report.environment.exhaustion).toEqual({ count: 5, severity: 3 });
  });

  it('one signal per result', () => {
    expect(resultType('Error: rate limit exceeded; service unavailable; connection refused')).toHaveLength(1);
  });
});
