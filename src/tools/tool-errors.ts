/**
 * @module Sorts a tool error into its class (see docs/tool-signals.md), and decides what one tool result reports:
 * an error (classified), a rejected stage transition, a "nothing found" answer, or nothing.
 */
import type { SignalType } from '../types';
import {
  DETAIL_CHARS,
  readToolResult,
  STATEMENT_MAX_CHARS,
  textStatus,
  type ErrorShape,
  type RecognizedError,
  type ResultView,
} from './error-shape';
import {
  classPatterns,
  CLASS_PRIORITY,
  EXHAUSTION_CLASSES,
  SHAPES,
  TEXT_OVER_STATUS,
  classOfStatus,
  type ErrorClass,
} from './lexicon';
import { firstMatch, longestMatch, matchText, wordCount } from './patterns';
import { stageRejection } from './stage-transitions';

/**
 * Why a result got its class: a phrase of the class (`pattern`), its HTTP status (`status`), no
 * clue at all (`unclassified`, counted as `other`), a stack trace with no environment wording
 * (`code_error`, counted as `other`: code the agent ran crashed), a refused stage transition, a
 * short "not found" answer that is not error-shaped (`no_results`), or JSON that does not parse
 * (`invalid_json`).
 */
export type ErrorReason =
  'pattern' | 'status' | 'unclassified' | 'code_error' | 'stage_transition' | 'no_results' | 'invalid_json';

/** A classified tool error. */
export interface ToolError {
  readonly errorClass: ErrorClass;
  /** `execution.failure.<class>` or `environment.exhaustion.<class>`. */
  readonly type: SignalType;
  readonly reason: ErrorReason;
  /** How the error was recognised (`none` for answers that are not error-shaped). */
  readonly shape: ErrorShape | 'none';
  /** The phrase that decided the class, as it appears in the (normalised) text. */
  readonly matched: string | undefined;
  readonly status: number | undefined;
  /** Evidence text: the error's message. */
  readonly detail: string;
  readonly confidence: number;
}

/** The class given to an error whose text and status match no class. */
export const UNCLASSIFIED_CLASS: ErrorClass = 'other';

/** Longest result that can count as a bare "not found" answer (a JSON one's statement too). */
const NO_RESULTS_MAX_CHARS = STATEMENT_MAX_CHARS;
const STATEMENT_CHARS = 300;

/** The signal type of a class. */
export function signalTypeOf(errorClass: ErrorClass): SignalType {
  return (
    EXHAUSTION_CLASSES.has(errorClass) ? `environment.exhaustion.${errorClass}` : `execution.failure.${errorClass}`
  ) as SignalType;
}

/**
 * The class of an error from its message and status. Every class's phrases are looked for; the
 * matching phrase with the most words decides (ties go to the earlier class in
 * {@link CLASS_PRIORITY}), so
 * "unexpected keyword argument 'timeout'" is `invalid_args`, not `timeout`. Environment wordings
 * and `tool_not_found` then win over the status (a 403 saying "rate limit exceeded" is a rate
 * limit); otherwise the status decides; otherwise the phrase; else {@link UNCLASSIFIED_CLASS}.
 *
 * With `crash` (the error is a stack trace: code crashed, usually code the agent ran), only the
 * environment classes are read, from wording or status ("ConnectionRefusedError", "HTTPError: 503");
 * anything else is `other` with reason `code_error`: a `ValueError` raised by the agent's script
 * says nothing about the arguments of the tool that ran it.
 */
export function classifyError(
  detail: string,
  status: number | undefined,
  crash = false,
): {
  errorClass: ErrorClass;
  reason: 'pattern' | 'status' | 'unclassified' | 'code_error';
  matched: string | undefined;
} {
  const text = matchText(detail, DETAIL_CHARS);
  let textClass: ErrorClass | undefined;
  let matched: string | undefined;
  let words = 0;
  for (const cls of CLASS_PRIORITY) {
    if (crash && !EXHAUSTION_CLASSES.has(cls)) continue;
    const m = longestMatch(classPatterns().get(cls)!, text);
    if (m !== undefined && wordCount(m) > words) {
      textClass = cls;
      matched = m;
      words = wordCount(m);
    }
  }
  let statusClass = status === undefined ? undefined : classOfStatus(status);
  if (crash && statusClass !== undefined && !EXHAUSTION_CLASSES.has(statusClass)) statusClass = undefined;
  if (textClass !== undefined && (statusClass === undefined || TEXT_OVER_STATUS.has(textClass))) {
    return { errorClass: textClass, reason: 'pattern', matched };
  }
  if (statusClass !== undefined) return { errorClass: statusClass, reason: 'status', matched: String(status) };
  return { errorClass: UNCLASSIFIED_CLASS, reason: crash ? 'code_error' : 'unclassified', matched: undefined };
}

/** Confidence of a classified error by how it was recognised and classified. */
function confidenceOf(shape: ErrorShape, reason: ErrorReason): number {
  if (reason === 'unclassified') return 0.6;
  if (reason === 'code_error') return 0.8;
  return shape === 'text' || shape === 'json' ? 0.9 : 0.8;
}

/**
 * What one tool result reports, or undefined for an ordinary result. `toolName` is the called
 * tool (stage tools read refusals more broadly). `view` may be passed when already read.
 * `flagged`: the tool message itself marks the call as failed (LangChain `status: "error"`,
 * `is_error: true`); its text is then the error's message, whatever its shape.
 */
export function toolResultError(
  text: string,
  toolName: string,
  view: ResultView = readToolResult(text),
  flagged = false,
): ToolError | undefined {
  const stage = stageRejection(view.text, toolName);
  const error = view.error ?? (flagged ? flaggedError(view.text) : undefined);
  if (error !== undefined) {
    const crash = error.shape === 'trace' || (error.shape === 'text' && SHAPES.trace.test(view.text));
    const { errorClass, reason, matched } = classifyError(error.detail, error.status, crash);
    if (stage !== undefined && !EXHAUSTION_CLASSES.has(errorClass)) {
      return make('state_error', 'stage_transition', error.shape, stage, error.status, error.detail, 0.9);
    }
    return make(
      errorClass,
      reason,
      error.shape,
      matched,
      error.status,
      error.detail,
      confidenceOf(error.shape, reason),
    );
  }
  if (stage !== undefined)
    return make('state_error', 'stage_transition', 'none', stage, undefined, head(view.text), 0.8);
  if (view.json === 'invalid' && looksLikeBrokenJson(view.text)) {
    return make('malformed_response', 'invalid_json', 'none', undefined, undefined, head(view.text), 0.8);
  }
  const notFound = noResults(view);
  if (notFound !== undefined)
    return make('bad_query', 'no_results', 'none', notFound.matched, undefined, notFound.text, 0.7);
  return undefined;
}

/** The error of a result its message flags as failed: its whole text (capped) is the message. */
function flaggedError(text: string): RecognizedError {
  const detail = text.length > DETAIL_CHARS ? text.slice(0, DETAIL_CHARS) : text;
  return { shape: 'message_flag', detail, status: textStatus(detail) };
}

function make(
  errorClass: ErrorClass,
  reason: ErrorReason,
  shape: ErrorShape | 'none',
  matched: string | undefined,
  status: number | undefined,
  detail: string,
  confidence: number,
): ToolError {
  return { errorClass, type: signalTypeOf(errorClass), reason, shape, matched, status, detail, confidence };
}

/**
 * JSON the tool meant to send but broke: it opens like an object or array of JSON values
 * (`{"`, `[{`, `["`, `[[`) and either closes like one (a syntax error inside) or is a single line
 * (cut short). Python reprs (`{'a': 1}`) and bracketed text (`[File: …]`) are not JSON.
 */
function looksLikeBrokenJson(text: string): boolean {
  if (!/^(?:\{\s{0,8}"|\[\s{0,8}[{["])/.test(text)) return false;
  const last = text.charAt(text.length - 1);
  return last === '}' || last === ']' || !text.includes('\n');
}

/** A short answer whose first line says nothing was found (`No results found.`, `User not found`). */
function noResults(view: ResultView): { matched: string; text: string } | undefined {
  let text = view.text;
  if (view.json === 'valid') {
    // An object's `message`/`detail` (its statement); a top-level array says nothing.
    if (view.statement === undefined) return undefined;
    text = view.statement;
  }
  if (text === '' || text.length > NO_RESULTS_MAX_CHARS) return undefined;
  const newline = text.indexOf('\n');
  const firstLine = matchText(newline === -1 ? text : text.slice(0, newline), STATEMENT_CHARS);
  const matched = firstMatch(SHAPES.noResults, firstLine);
  if (matched === undefined || SHAPES.noResultsBenign.test(firstLine)) return undefined;
  return { matched, text };
}

function head(text: string): string {
  return text.length > DETAIL_CHARS ? text.slice(0, DETAIL_CHARS) : text;
}
