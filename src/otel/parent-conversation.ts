/**
 * @module The conversation id a span inherits from its parent span in the same process: agent
 * frameworks put the id on the root or step span only (AI SDK 7's `ai.settings.context.*` on
 * `invoke_agent` and step spans), not on the model spans that carry the messages.
 */
import type { Context } from '@opentelemetry/api';
import { conversationIdOf } from './conversation-id';

/** The key under which the API stores the active span in a context (`trace.setSpan`). */
const SPAN_KEY = Symbol.for('OpenTelemetry Context Key SPAN');

/**
 * The conversation id of the span active in `parentContext`: the id it inherited itself (looked up
 * in `inherited`), else one of its own attributes as set so far (ids are set at span start by the
 * frameworks that set them). Undefined when there is no local parent span or it has no id.
 * Never throws.
 */
export function parentConversationId(
  parentContext: Context | undefined,
  inherited: WeakMap<object, string>,
): string | undefined {
  try {
    const parent = parentContext?.getValue(SPAN_KEY) as { attributes?: unknown } | undefined;
    if (parent === null || typeof parent !== 'object') return undefined;
    const own = inherited.get(parent);
    if (own !== undefined) return own;
    const attributes = parent.attributes; // a recording SDK span; a remote parent has none
    return attributes !== null && typeof attributes === 'object'
      ? conversationIdOf(attributes as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
