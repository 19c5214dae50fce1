/**
 * Precision corpus of the tool families: agent runs written by us that must (or must not) fire
 * `execution.loops.*`, `execution.failure.*` and `environment.exhaustion.*`. The traps are the
 * wrong firings found on real traffic: fan-outs over reservations, orders and files; statuses and
 * acknowledgements shared by every item; result texts that merely mention errors.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

let ids = 0;

/** An assistant message making one call, and its result. */
function call(name: string, args: unknown, result: unknown): Record<string, unknown>[] {
  const id = `call_${ids++}`;
  return [
    {
      role: 'assistant',
      content: '',
      tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
    { role: 'tool', tool_call_id: id, content: typeof result === 'string' ? result : JSON.stringify(result) },
  ];
}

/** A user turn, then one call per `(args, result)` pair of `name`: the run starts at message 1. */
function run(
  why: string,
  name: string,
  pairs: [unknown, unknown][],
  lang?: string,
  firstTurn = 'please sort this out',
): PrecisionCase {
  return {
    why,
    ...(lang === undefined ? {} : { lang }),
    at: 1,
    messages: [firstTurn, ...pairs.flatMap(([a, r]) => call(name, a, r))],
  };
}

/** A user turn, then one call whose result is `result`: judged on the result (message 2). */
function result(why: string, name: string, text: unknown, lang?: string, firstTurn = 'can you check?'): PrecisionCase {
  return { why, ...(lang === undefined ? {} : { lang }), messages: [firstTurn, ...call(name, { id: 1 }, text)] };
}

const notFound = (n: number) =>
  Array.from({ length: n }, (_, i) => [{ email: `mara${i}@mail.test` }, 'Error: User not found'] as [unknown, unknown]);

precisionSuite('tool loops', 'execution.loops.', {
  fire: [
    run('three guessed emails, every one unknown', 'find_user_id_by_email', notFound(3)),
    run('a user id guessed four ways', 'get_user_details', [
      [{ user_id: 'mara_l' }, 'Error: user not found'],
      [{ user_id: 'mara_lind' }, 'Error: user not found'],
      [{ user_id: 'mara.lind' }, 'Error: user not found'],
      [{ user_id: 'mara_lind_1' }, { user_id: 'mara_lind_1', name: 'Mara Lind' }],
    ]),
    run('a payment split tried three ways, each rejected', 'book_reservation', [
      [{ pay: [300, 200] }, 'Error: payment amount does not add up, total price is 540, but paid 500'],
      [{ pay: [340, 200] }, 'Error: payment amount does not add up, total price is 540, but paid 540.5'],
      [{ pay: [340, 210] }, 'Error: payment amount does not add up, total price is 540, but paid 550'],
    ]),
    run('the same booking retried unchanged three times', 'book_reservation', [
      [{ flight: 'HA12' }, 'Error: not enough seats on flight HA12'],
      [{ flight: 'HA12' }, 'Error: not enough seats on flight HA12'],
      [{ flight: 'HA12' }, 'Error: not enough seats on flight HA12'],
    ]),
    run('a search reworded until it finds something, empty lists first', 'search_products', [
      [{ q: 'blue kettel' }, '[]'],
      [{ q: 'kettel blue' }, '[]'],
      [{ q: 'kettle' }, '[{"id": "P9", "name": "Kettle"}]'],
    ]),
    run('an empty result object for every date tried', 'search_flights', [
      [{ date: '2024-06-01' }, { flights: [], total: 0 }],
      [{ date: '2024-06-02' }, { flights: [], total: 0 }],
      [{ date: '2024-06-03' }, { flights: [], total: 0 }],
    ]),
    run('null answers to three order ids', 'get_order', [
      [{ id: '#A1' }, 'null'],
      [{ id: '#A-1' }, 'null'],
      [{ id: 'A1' }, 'null'],
    ]),
    run('the same wrong-answer message for each flag submitted', 'submit', [
      [{ flag: 'flag{one}' }, 'Wrong flag! Check the format and try again.'],
      [{ flag: 'flag{two}' }, 'Wrong flag! Check the format and try again.'],
      [{ flag: 'FLAG{two}' }, 'Wrong flag! Check the format and try again.'],
    ]),
    run('an edit that keeps introducing syntax errors', 'edit_file', [
      [{ patch: 'a(' }, 'Your proposed edit has introduced new syntax error(s): unmatched "("'],
      [{ patch: 'a((' }, 'Your proposed edit has introduced new syntax error(s): unmatched "("'],
      [{ patch: 'a())' }, 'Your proposed edit has introduced new syntax error(s): unmatched ")"'],
    ]),
    run('a query rewritten after schema errors', 'run_sql', [
      [{ sql: 'select nme from users' }, 'Error: column "nme" does not exist'],
      [{ sql: 'select name from user' }, 'Error: relation "user" does not exist'],
      [{ sql: 'select name from users' }, '[{"name": "Ada"}]'],
    ]),
    run('plan ids enumerated past the last one', 'get_details_by_id', [
      [{ id: 'P7' }, 'Error: Plan with ID P7 not found'],
      [{ id: 'P8' }, 'Error: Plan with ID P8 not found'],
      [{ id: 'P9' }, 'Error: Plan with ID P9 not found'],
    ]),
    run('an MCP tool rejecting changed parameters', 'create_event', [
      [{ start: 'tomorrow' }, '{"content": [{"type": "text", "text": "start must be ISO 8601"}], "isError": true}'],
      [{ start: '2024/06/01' }, '{"content": [{"type": "text", "text": "start must be ISO 8601"}], "isError": true}'],
      [
        { start: '2024-06-01T10:00' },
        '{"content": [{"type": "text", "text": "timezone is required"}], "isError": true}',
      ],
    ]),
    run('the OpenAI Agents SDK generic failure for each variant', 'lookup_invoice', [
      [{ number: 'INV 12' }, 'An error occurred while running the tool. Please try again.'],
      [{ number: 'INV-12' }, 'An error occurred while running the tool. Please try again.'],
      [{ number: '12' }, 'An error occurred while running the tool. Please try again.'],
    ]),
    run(
      'Spanish user, a booking code tried three ways',
      'get_booking',
      notFound(3),
      'spa',
      'no encuentro mi reserva, ¿me ayudas?',
    ),
    run(
      'German user, three empty searches',
      'search_hotels',
      [
        [{ city: 'Muenchen' }, '[]'],
        [{ city: 'Munchen' }, '[]'],
        [{ city: 'München' }, '[{"id": "H1"}]'],
      ],
      'deu',
      'Ich suche ein Hotel in München für Freitag.',
    ),
    run(
      'French user, a parcel number rejected three times',
      'track_parcel',
      [
        [{ n: 'FR12' }, 'Error: invalid tracking number'],
        [{ n: 'FR 12' }, 'Error: invalid tracking number'],
        [{ n: 'fr12' }, 'Error: invalid tracking number'],
      ],
      'fra',
      'Où est mon colis ? Le numéro est FR12.',
    ),
    run(
      'Portuguese user, CPF formats rejected',
      'find_customer',
      [
        [{ cpf: '123' }, '{"error": "cpf must have 11 digits"}'],
        [{ cpf: '1234' }, '{"error": "cpf must have 11 digits"}'],
        [{ cpf: '123.4' }, '{"error": "cpf must have 11 digits"}'],
      ],
      'por',
      'Preciso atualizar meu endereço, por favor.',
    ),
    run(
      'Chinese user, order lookups all empty',
      'query_order',
      [
        [{ id: '2024A' }, '{}'],
        [{ id: '2024-A' }, '{}'],
        [{ id: 'A2024' }, '{}'],
      ],
      'cmn',
      '我的订单还没到,帮我查一下。',
    ),
    run(
      'Japanese user, three failing reservation searches',
      'search_restaurant',
      [
        [{ area: 'sibuya' }, 'Error: area not found'],
        [{ area: 'shibuya-ku' }, 'Error: area not found'],
        [{ area: 'Shibuya' }, '[{"id": "R3"}]'],
      ],
      'jpn',
      '渋谷でレストランを予約したいです。',
    ),
    {
      why: 'two tools alternating three times (lint, edit)',
      at: 1,
      messages: [
        'fix the lint errors please',
        ...call('run_linter', {}, 'src/a.ts:3 no-unused-vars'),
        ...call('edit_file', { n: 1 }, 'edited'),
        ...call('run_linter', {}, 'src/a.ts:3 no-unused-vars'),
        ...call('edit_file', { n: 2 }, 'edited'),
        ...call('run_linter', {}, 'src/a.ts:3 no-unused-vars'),
        ...call('edit_file', { n: 3 }, 'edited'),
      ],
    },
  ],
  quiet: [
    run(
      'one lookup per reservation, each answered',
      'get_reservation_details',
      [0, 1, 2, 3].map((i) => [
        { id: `RES${i}` },
        { reservation_id: `RES${i}`, cabin: 'economy', flights: [{ n: i }] },
      ]),
    ),
    run(
      'one lookup per order',
      'get_order_details',
      [0, 1, 2].map((i) => [{ order_id: `#W${i}` }, { order_id: `#W${i}`, status: 'delivered', items: [i] }]),
    ),
    run(
      'product details for five products',
      'get_product_details',
      [0, 1, 2, 3, 4].map((i) => [{ id: `P${i}` }, { name: `Item ${i}`, variants: { [i]: { price: i } } }]),
    ),
    run(
      'three different files read',
      'read_file',
      [0, 1, 2].map((i) => [{ path: `src/part${i}.ts` }, `export const part${i} = ${i};`]),
    ),
    run(
      'four calculations',
      'calculate',
      [0, 1, 2, 3].map((i) => [{ expression: `${i} * 3` }, `${i * 3}.0`]),
    ),
    run(
      'three cancellations, each confirmed the same way',
      'cancel_reservation',
      [0, 1, 2].map((i) => [{ id: `R${i}` }, '{"success": true}']),
    ),
    run(
      'flight statuses, all available',
      'get_flight_status',
      [0, 1, 2, 3].map((i) => [{ flight: `HA${i}` }, 'available']),
    ),
    run('two statuses landed among others', 'get_flight_status', [
      [{ flight: 'HA1' }, 'landed'],
      [{ flight: 'HA2' }, 'landed'],
      [{ flight: 'HA3' }, 'delayed'],
    ]),
    run(
      'three directories made, no output',
      'bash',
      [0, 1, 2].map((i) => [
        { command: `mkdir d${i}` },
        'Your command ran successfully and did not produce any output.',
      ]),
    ),
    run(
      'three thoughts recorded (no output at all)',
      'think',
      [0, 1, 2].map((i) => [{ thought: `idea ${i}` }, '']),
    ),
    run('route search where a few routes have no direct flight', 'search_direct_flight', [
      [{ route: 'JFK-LAX' }, '[{"flight": "HA1"}]'],
      [{ route: 'JFK-SFO' }, '[]'],
      [{ route: 'EWR-LAX' }, '[{"flight": "HA2"}]'],
      [{ route: 'EWR-SFO' }, '[{"flight": "HA3"}]'],
      [{ route: 'EWR-SEA' }, '[]'],
    ]),
    run('one failure among three lookups', 'find_user_id_by_email', [
      [{ email: 'a@x.test' }, 'Error: User not found'],
      [{ email: 'b@x.test' }, '{"user_id": "b"}'],
      [{ email: 'c@x.test' }, '{"user_id": "c"}'],
    ]),
    run('only two failing calls', 'find_user_id_by_email', notFound(2)),
    run(
      'search results mentioning errors are data',
      'search_docs',
      [0, 1, 2].map((i) => [{ q: `error ${i}` }, `[{"title": "Handling error ${i}", "url": "/e${i}"}]`]),
    ),
    {
      why: 'a user turn between calls: the user asked again',
      at: 1,
      messages: [
        'find my account',
        ...call('find_user', { e: 'a' }, 'Error: User not found'),
        ...call('find_user', { e: 'b' }, 'Error: User not found'),
        { role: 'user', content: 'try my work email' },
        ...call('find_user', { e: 'c' }, 'Error: User not found'),
      ],
    },
    {
      why: 'three calls whose results are not in the transcript',
      at: 1,
      messages: [
        'go',
        {
          role: 'assistant',
          content: '',
          tool_calls: [0, 1, 2].map((i) => ({ id: `x${i}`, name: 'get_order', arguments: `{"id": ${i}}` })),
        },
      ],
    },
    run(
      'Spanish user, one lookup per booking',
      'get_booking',
      [0, 1, 2].map((i) => [{ id: `B${i}` }, { id: `B${i}`, hotel: 'Sol' }]),
      'spa',
      '¿Puedes revisar mis tres reservas?',
    ),
    run(
      'German user, three invoices fetched',
      'get_invoice',
      [0, 1, 2].map((i) => [{ id: i }, { id: i, total: 10 * i + 5 }]),
      'deu',
      'Bitte zeig mir alle Rechnungen.',
    ),
    run(
      'French user, parcels tracked one by one',
      'track_parcel',
      [0, 1, 2].map((i) => [{ n: `FR${i}` }, { n: `FR${i}`, status: 'en route', eta: `J+${i}` }]),
      'fra',
      'Où en sont mes colis ?',
    ),
    run(
      'Chinese user, three stores queried',
      'query_store',
      [0, 1, 2].map((i) => [{ id: i }, { id: i, stock: i + 3 }]),
      'cmn',
      '帮我看看三家店的库存。',
    ),
    run(
      'Japanese user, three restaurants checked',
      'get_restaurant',
      [0, 1, 2].map((i) => [{ id: i }, { id: i, seats: i + 2 }]),
      'jpn',
      '三つのレストランの空席を確認してください。',
    ),
    run(
      'Portuguese user, three orders listed',
      'get_order',
      [0, 1, 2].map((i) => [{ id: i }, { id: i, status: 'entregue', itens: [i] }]),
      'por',
      'Pode verificar meus pedidos?',
    ),
  ],
});

precisionSuite('tool failures', 'execution.failure.', {
  fire: [
    result('a user that does not exist', 'find_user', 'Error: User not found'),
    result('a missing required parameter', 'book', 'Error: missing required parameter "date"'),
    result('a JSON validation error', 'book', {
      error: { type: 'validation_error', message: 'amount must be positive' },
    }),
    result('an unknown tool', 'router', "Error: Unknown tool 'lookup_wether'"),
    result('a 401 status', 'crm', { status: 401, message: 'Unauthorized' }),
    result('an order in the wrong state', 'cancel_order', 'Error: Non-pending order cannot be cancelled'),
    result('a short not-found answer', 'search', 'No results found.'),
    result(
      'the Agents SDK generic failure',
      'get_weather',
      'An error occurred while running the tool. Please try again.',
    ),
    result(
      'the AI SDK unavailable tool error',
      'agent',
      "Model tried to call unavailable tool 'web'. Available tools: a, b.",
    ),
    result(
      'the AI SDK invalid input error',
      'agent',
      'Invalid input for tool get_order: Type validation failed: expected string',
    ),
    result('an AI SDK error-text output', 'get_order', { type: 'error-text', value: 'order 8 not found' }),
    result(
      'a LangGraph ToolNode error',
      'read_file',
      "Error: ENOENT: no such file, open 'a.md'\n Please fix your mistakes.",
    ),
    result(
      'a LangChain invalid tool answer',
      'agent',
      'web is not a valid tool, try one of [get_order, cancel_order].',
    ),
    result(
      'a Mastra validation failure',
      'get_order',
      'Tool input validation failed for get_order. Please fix the following errors and try again:\n- id: Required',
    ),
    result('an MCP protocol error', 'fs', 'MCP error -32602: Invalid params: path must be absolute'),
    result('an MCP isError result', 'calendar', {
      content: [{ type: 'text', text: 'calendar is read-only' }],
      isError: true,
    }),
    result(
      "a traceback from the agent's script",
      'python',
      'Traceback (most recent call last):\n  File "s.py", line 2, in <module>\nKeyError: \'x\'',
    ),
    result('success false', 'slack_post', { ok: false, error: 'channel_not_found' }),
    result(
      'Spanish user, tool error in English',
      'get_booking',
      'Error: booking not found',
      'spa',
      '¿Dónde está mi reserva?',
    ),
    result(
      'Japanese user, tool error in English',
      'reserve',
      'Error: not enough seats',
      'jpn',
      '二名で予約したいです。',
    ),
    result(
      'Chinese user, an invalid argument',
      'query_order',
      '{"error": "invalid order id"}',
      'cmn',
      '帮我查一下订单。',
    ),
  ],
  quiet: [
    result('a record whose status is cancelled', 'get_order', { order_id: '#W1', status: 'cancelled' }),
    result('a list of records with failed statuses', 'list_jobs', [{ status: 'failed' }, { status: 'ok' }]),
    result(
      '"error" in the middle of a sentence',
      'policy',
      'Refunds take 5 days. An error in the address does not block them.',
    ),
    result(
      'a log mentioning errors later',
      'logs',
      '10:00 INFO started\n10:01 WARN transient error, retrying\n10:02 INFO done, 0 errors',
    ),
    result('an empty list', 'search', '[]'),
    result('error: null and errors: []', 'api', { data: { id: 1 }, error: null, errors: [] }),
    result('a status of 200', 'http', { status: 200, body: 'fine' }),
    result('"no problems found" is good news', 'lint', 'No problems found.'),
    result('0 errors', 'build', 'Build finished: 0 errors, 2 warnings'),
    result('a warning line', 'bash', 'Warning: could not find terminfo database'),
    result('an error rate in a report', 'metrics', 'An error rate of 2% was measured last week.'),
    result('a count of tool errors', 'metrics', 'Tool errors this week: 0'),
    result('an AI SDK text output', 'get_order', { type: 'text', value: 'order 8 shipped' }),
    result('an MCP result that succeeded', 'fs', {
      content: [{ type: 'text', text: '[FILE] notes.md' }],
      isError: false,
    }),
    result('an exceptional weather forecast', 'weather', 'Exceptional heat expected on Friday.'),
    result(
      'documentation about error handling',
      'search_docs',
      '{"title": "Error handling", "body": "Tools return Error: ... on failure"}',
    ),
    result('a fixed issue mentioning an MCP error', 'changelog', 'We fixed the MCP error -32602 last release.'),
    result('a transfer confirmation', 'transfer_to_human_agents', 'Transfer successful'),
    result(
      'Spanish user, ordinary result',
      'get_booking',
      { id: 'B1', estado: 'confirmada' },
      'spa',
      '¿Está confirmada mi reserva?',
    ),
    result('German user, ordinary result', 'get_invoice', { id: 3, total: 42 }, 'deu', 'Wie hoch ist meine Rechnung?'),
    result('Japanese user, ordinary result', 'get_restaurant', { seats: 4 }, 'jpn', '空席はありますか?'),
  ],
});

precisionSuite('environment exhaustion', 'environment.exhaustion.', {
  fire: [
    result('a 429', 'search', { error: { code: 429, message: 'Too many requests' } }),
    result('a 503', 'search', { status: 503, error: 'Service Unavailable' }),
    result('a timeout', 'fetch', { status: 'error', message: 'Request timed out after 60000ms' }),
    result('connection refused', 'db', 'Error: connect ECONNREFUSED 10.0.3.12:5432'),
    result('tool execution failed with a network code', 'db', 'Tool execution failed: ECONNREFUSED'),
    result(
      'the Agents SDK message with a network error',
      'db',
      'An error occurred while running the tool. Please try again. Error: Error: getaddrinfo ENOTFOUND api.test',
    ),
    result('truncated JSON', 'metrics', '{"cpu": 0.71, "mem": 0.64, "disk":'),
    result('a context overflow', 'summarize', {
      error: { code: 'context_length_exceeded', message: "This model's maximum context length is 128000 tokens" },
    }),
    result('an MCP request timeout', 'fs', 'MCP error -32001: Request timed out'),
    result(
      'a crash with a network cause',
      'python',
      'Traceback (most recent call last):\n  File "a.py", line 1, in <module>\nConnectionRefusedError: [Errno 111] Connection refused',
    ),
    result('Spanish user, a rate limit', 'search', 'Error: rate limit exceeded', 'spa', 'Busca vuelos a Lima.'),
    result(
      'German user, a gateway timeout',
      'search',
      'HTTP 504 Gateway Timeout',
      'deu',
      'Such mir einen Zug nach Köln.',
    ),
  ],
  quiet: [
    result('a record mentioning a timeout setting', 'config', { timeout_ms: 3000, retries: 2 }),
    result('a product called Rate Limiter', 'catalog', '[{"name": "Rate Limiter Pro", "price": 20}]'),
    result('a Python repr is not broken JSON', 'python', "{'a': 1, 'b': 2}"),
    result('bracketed text is not JSON', 'open', '[File: a.py (3 lines total)]'),
    result('network settings as data', 'device', { network: 'wifi', dns: '1.1.1.1', status: 'connected' }),
    result('a sentence about quotas', 'docs', 'Each plan has a monthly quota of 10 GB.'),
    result('a weather report', 'weather', 'Service resumes Monday; no delays expected.'),
    result(
      'a traceback from a ValueError is not exhaustion',
      'python',
      'Traceback (most recent call last):\n  File "a.py", line 1, in <module>\nValueError: bad',
    ),
    result('a device status report', 'device', 'Speed test failed: No Connection.'),
    result('Japanese user, ordinary data', 'weather', { temp: 21 }, 'jpn', '明日の天気は?'),
  ],
});
