/**
 * @module Exhaustion signals from ordinary tool results (plan calls are read by `plans`): one
 * `environment.exhaustion.*` signal per result that reports an error of an exhaustion class
 * (rate limit, API error, timeout, network, malformed response, context overflow), with the same
 * evidence as a failure.
 */
import type { StatelessDetector } from './detector';
import { resultClassDetector } from './failures';

/** Tool results that report an exhausted environment. */
export const exhaustion: StatelessDetector = resultClassDetector('exhaustion', 'environment.exhaustion.');
