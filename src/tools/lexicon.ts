/**
 * @module The tool-output pattern lists (`lexicons/tools/*.json`), compiled once at module load.
 * They are language-neutral: tool and API errors are written in English whatever the user speaks.
 */
import endingData from '../../lexicons/tools/endings.json';
import exhaustionData from '../../lexicons/tools/exhaustion.json';
import failureData from '../../lexicons/tools/failure.json';
import planData from '../../lexicons/tools/plans.json';
import progressData from '../../lexicons/tools/progress.json';
import shapeData from '../../lexicons/tools/shapes.json';
import stageData from '../../lexicons/tools/stages.json';
import statusData from '../../lexicons/tools/status-codes.json';
import { compilePatterns, compilePhrases, escapeRegExp, phraseSource } from './patterns';

/**
 * An execution failure class (`execution.failure.<class>`) read from a tool result. `other` has no
 * phrases: it is what an error that fits no class gets.
 */
export type FailureClass = 'invalid_args' | 'tool_not_found' | 'auth_misuse' | 'state_error' | 'bad_query' | 'other';

/** An environment exhaustion class (`environment.exhaustion.<class>`). */
export type ExhaustionClass =
  'rate_limit' | 'api_error' | 'timeout' | 'network' | 'malformed_response' | 'context_overflow';

/** Any class a tool error is sorted into. */
export type ErrorClass = FailureClass | ExhaustionClass;

/** Exhaustion classes (the rest are failures). */
export const EXHAUSTION_CLASSES: ReadonlySet<ErrorClass> = new Set<ErrorClass>([
  'rate_limit',
  'api_error',
  'timeout',
  'network',
  'malformed_response',
  'context_overflow',
]);

/**
 * Tie-break order of the classes when phrases of equal length match (see `classifyError`):
 * environment classes first (an error that mentions a rate limit is a rate limit), then the
 * specific failures, the generic server error, and last the broad `state_error` and `bad_query`.
 */
export const CLASS_PRIORITY: readonly Exclude<ErrorClass, 'other'>[] = [
  'context_overflow',
  'rate_limit',
  'timeout',
  'network',
  'malformed_response',
  'tool_not_found',
  'auth_misuse',
  'invalid_args',
  'api_error',
  'state_error',
  'bad_query',
];

/**
 * Classes whose wording overrides an HTTP status (a 403 that says "rate limit exceeded" is a rate
 * limit, a 400 that says "maximum context length" is a context overflow).
 */
export const TEXT_OVER_STATUS: ReadonlySet<ErrorClass> = new Set<ErrorClass>([
  'context_overflow',
  'rate_limit',
  'timeout',
  'network',
  'malformed_response',
  'tool_not_found',
]);

const phraseLists: Record<Exclude<ErrorClass, 'other'>, readonly string[]> = { ...failureData, ...exhaustionData };

/**
 * A function that builds a value on its first call and then keeps returning it. The regexes below
 * are built on first use: a process that never sees a tool result never builds them (together they
 * cost a cold start about two milliseconds).
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** One compiled phrase regex per class, global (`g`): callers reset `lastIndex` before a scan. */
export const classPatterns: () => ReadonlyMap<Exclude<ErrorClass, 'other'>, RegExp> = once(
  () => new Map(CLASS_PRIORITY.map((c) => [c, compilePhrases(phraseLists[c], false, 'g')])),
);

/** HTTP-like status → class (exact codes first, then ranges). */
export function classOfStatus(status: number): ErrorClass | undefined {
  return STATUS_EXACT.get(status) ?? STATUS_RANGES.find(([lo, hi]) => status >= lo && status <= hi)?.[2];
}

const STATUS_EXACT = new Map<number, ErrorClass>();
const STATUS_RANGES: [number, number, ErrorClass][] = [];
for (const [cls, entries] of Object.entries(statusData) as [ErrorClass, (number | number[])[]][]) {
  for (const entry of entries) {
    if (typeof entry === 'number') STATUS_EXACT.set(entry, cls);
    else if (entry.length === 2) STATUS_RANGES.push([entry[0]!, entry[1]!, cls]);
  }
}

const shapeStart = once(() => compilePhrases(shapeData.startMarkers, true));
const shapeStartPattern = once(() => compilePatterns(shapeData.startPatterns, true));
const shapeTrace = once(() => compilePatterns(shapeData.tracePatterns, false, true));
const shapeFirstLine = once(() => compilePhrases(shapeData.firstLineMarkers));
const shapeNoResults = once(() => compilePhrases(shapeData.noResults));
const shapeNoResultsBenign = once(() => compilePhrases(shapeData.noResultsBenign));
const shapeStatus = once(
  () =>
    new RegExp(
      `(?<![a-z0-9])(?:${shapeData.statusPrefixes.map(escapeRegExp).join('|')})[\\s:=#/._\\-]{0,4}(?:1\\.[01][\\s]{1,2})?([1-5]\\d\\d)(?![0-9])`,
    ),
);
const shapeJsonRpcStatus = once(
  () =>
    new RegExp(
      `(?<![a-z0-9])(?:${shapeData.jsonRpcPrefixes.map(phraseSource).join('|')})[\\s:=#]{0,4}(-32\\d{3})(?![0-9])`,
    ),
);
const planRejection = once(() => compilePhrases(planData.rejection));
const terminalTool = once(() => compilePhrases(endingData.terminalTools));
const progressAcknowledgement = once(() => compilePhrases(progressData.acknowledgements));
const progressWriteVerbs = once(() => new Set(progressData.writeVerbs));
const planRejectionHeadline = once(() => compilePhrases(planData.rejectionHeadline));
const planSkipMarkers = once(() => compilePhrases(planData.skipMarkers));
const planDependencyReasons = once(() => compilePhrases(planData.dependencyReasons));
const stageToolName = once(() => new RegExp(stageData.toolNameParts.map(escapeRegExp).join('|'), 'i'));
const stageStrong = once(() => compilePhrases(stageData.strong));
const stageWeak = once(() => compilePhrases(stageData.weak));

/** Error shapes and JSON keys (`shapes.json`). */
export const SHAPES = {
  get start(): RegExp {
    return shapeStart();
  },
  get startPattern(): RegExp {
    return shapeStartPattern();
  },
  get trace(): RegExp {
    return shapeTrace();
  },
  get firstLine(): RegExp {
    return shapeFirstLine();
  },
  get noResults(): RegExp {
    return shapeNoResults();
  },
  /** "No problems found", "0 errors": good news, never a "not found" answer. */
  get noResultsBenign(): RegExp {
    return shapeNoResultsBenign();
  },
  /** `<prefix> 503`, `HTTP/1.1 503`, `status code: 404`: group 1 is the code. */
  get status(): RegExp {
    return shapeStatus();
  },
  /** `MCP error -32602`, `JSON-RPC error -32601`: group 1 is the JSON-RPC error code. */
  get jsonRpcStatus(): RegExp {
    return shapeJsonRpcStatus();
  },
  errorKeys: shapeData.errorKeys,
  /** Keys whose value marks a whole object as an error (`type: "error-text"`, `state: "output-error"`). */
  errorTypeKeys: shapeData.errorTypeKeys,
  errorTypeValues: new Set(shapeData.errorTypeValues),
  errorFlagKeys: shapeData.errorFlagKeys,
  statusKeys: shapeData.statusKeys,
  codeKeys: shapeData.codeKeys,
  successKeys: shapeData.successKeys,
  detailKeys: shapeData.detailKeys,
  wrapperKeys: shapeData.wrapperKeys,
  failureStatusValues: new Set(shapeData.failureStatusValues),
  emptyValues: new Set(shapeData.emptyValues),
} as const;

/** Plan meta-tool vocabulary (`plans.json`). */
export const PLAN_WORDS = {
  planTools: new Set(planData.planTools),
  planContainerKeys: planData.planContainerKeys,
  stepKeys: planData.stepKeys,
  stepIdKeys: planData.stepIdKeys,
  stepToolKeys: planData.stepToolKeys,
  stepArgsKeys: planData.stepArgsKeys,
  dependencyKeys: planData.dependencyKeys,
  referenceKeys: new Set(planData.referenceKeys),
  outputReferenceKeys: new Set(planData.outputReferenceKeys),
  referenceStepKeys: planData.referenceStepKeys,
  resultListKeys: planData.resultListKeys,
  statusKeys: planData.statusKeys,
  reasonKeys: planData.reasonKeys,
  failedStatuses: new Set(planData.failedStatuses),
  skippedStatuses: new Set(planData.skippedStatuses),
  rejectedStatuses: new Set(planData.rejectedStatuses),
  get rejection(): RegExp {
    return planRejection();
  },
  get rejectionHeadline(): RegExp {
    return planRejectionHeadline();
  },
  get skipMarkers(): RegExp {
    return planSkipMarkers();
  },
  get dependencyReasons(): RegExp {
    return planDependencyReasons();
  },
} as const;

/** Stage-transition vocabulary (`stages.json`). */
export const STAGE_WORDS = {
  /** Every strong phrase contains this word: results without it skip the strong check. */
  strongWord: /transition/i,
  get toolName(): RegExp {
    return stageToolName();
  },
  get strong(): RegExp {
    return stageStrong();
  },
  get weak(): RegExp {
    return stageWeak();
  },
} as const;

/** Result vocabulary of loop detection (`progress.json`). */
export const PROGRESS_WORDS = {
  /** A word that makes a short result a bare acknowledgement (`ok`, `success`, `available`). */
  get acknowledgement(): RegExp {
    return progressAcknowledgement();
  },
  /** Verbs that name a tool that changes something (`create`, `send`, `add`): see `isWriteTool`. */
  get writeVerbs(): ReadonlySet<string> {
    return progressWriteVerbs();
  },
} as const;

/** Tools that end a run (`endings.json`). */
export const ENDING_WORDS = {
  /** A word of a tool name that ends the agent's run (`submit`, `finish`, `final_answer`). */
  get terminalTool(): RegExp {
    return terminalTool();
  },
} as const;
