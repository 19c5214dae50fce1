/**
 * Quick start: score LLM spans with `SignalsSpanProcessor` and print what an exporter receives.
 *
 *   npx tsx examples/otel-quickstart.ts
 *
 * Three conversations are sent as OpenTelemetry GenAI spans (`gen_ai.input.messages` /
 * `gen_ai.output.messages`, as AI SDK 7 or OpenLLMetry emit them): a good one, a frustrated user
 * and an agent stuck in a tool loop. The last two come out flagged with ` 🚩`.
 */
import { trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
// In your app: import { SignalsSpanProcessor } from 'agent-signals/otel';
import { SignalsSpanProcessor } from '../src/otel/index';

// An exporter that prints a compact view of each span: name, conversation id, `signals.*`
// attributes (JSON, so their types show), event names. In production, use
// `new BatchSpanProcessor(new OTLPTraceExporter())` instead to send spans to a collector.
function printSpan(span: ReadableSpan): void {
  console.log(span.name);
  for (const [key, value] of Object.entries(span.attributes)) {
    if (key === 'gen_ai.conversation.id' || key.startsWith('signals.'))
      console.log(`  ${key}: ${JSON.stringify(value)}`);
  }
  for (const event of span.events) console.log(`  event ${event.name}`);
  console.log();
}

const sdk = new NodeSDK({
  serviceName: 'support-agent',
  instrumentations: [],
  spanProcessors: [
    new SignalsSpanProcessor(),
    new SimpleSpanProcessor({
      export: (spans, done) => {
        spans.forEach(printSpan);
        done({ code: 0 });
      },
      shutdown: async () => {},
    }),
  ],
});
sdk.start();

// --- Your instrumented app: one LLM span per conversation. ---

type Part =
  | { type: 'text'; content: string }
  | { type: 'tool_call'; id: string; name: string; arguments: object }
  | { type: 'tool_call_response'; id: string; response: unknown };
type Message = { role: 'user' | 'assistant' | 'tool'; parts: Part[] };

const user = (content: string): Message => ({ role: 'user', parts: [{ type: 'text', content }] });
const assistant = (content: string): Message => ({ role: 'assistant', parts: [{ type: 'text', content }] });
const toolCall = (id: string, name: string, args: object): Message => ({
  role: 'assistant',
  parts: [{ type: 'tool_call', id, name, arguments: args }],
});
const toolResult = (id: string, response: unknown): Message => ({
  role: 'tool',
  parts: [{ type: 'tool_call_response', id, response }],
});

const tracer = trace.getTracer('support-agent');

function chat(conversationId: string, input: Message[], output: Message[]): void {
  tracer
    .startSpan('chat gpt-4o', {
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.conversation.id': conversationId,
        'gen_ai.input.messages': JSON.stringify(input),
        'gen_ai.output.messages': JSON.stringify(output),
      },
    })
    .end();
}

chat(
  'good',
  [
    user('Can I change the delivery address of order 1042?'),
    assistant('Yes. What is the new address?'),
    user('12 Rose Street, Leeds'),
    assistant('Done, order 1042 will ship to 12 Rose Street, Leeds.'),
    user('Perfect, thank you!'),
  ],
  [assistant('You are welcome!')],
);

chat(
  'frustrated',
  [
    user('My refund still has not arrived'),
    assistant('Refunds take 5 to 7 business days.'),
    user('You said that last week. THIS IS THE THIRD TIME I ASK!!!'),
    assistant('I understand. Refunds take 5 to 7 business days.'),
    user('This is useless. Let me talk to a human.'),
  ],
  [assistant('I am transferring you to an agent.')],
);

const search = { from: 'LHR', to: 'JFK', date: '2025-07-01' };
chat(
  'looping',
  [
    user('Find me a flight from London to New York on July 1st'),
    toolCall('c1', 'search_flights', search),
    toolResult('c1', { error: 'timeout' }),
    toolCall('c2', 'search_flights', search),
    toolResult('c2', { error: 'timeout' }),
    toolCall('c3', 'search_flights', search),
    toolResult('c3', { error: 'timeout' }),
  ],
  [toolCall('c4', 'search_flights', search)],
);

// Flush and stop: with a BatchSpanProcessor this is what sends the last spans before exit.
await sdk.shutdown();
