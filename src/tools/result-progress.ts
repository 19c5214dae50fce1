/**
 * @module What one tool result contributes to a run of calls of one tool: an error, an empty
 * answer, or data; and whether it is a bare acknowledgement ("OK", `{"success": true}`) that any
 * call of the tool would get. `parameter_drift` counts a run as a loop only when its results show
 * no progress.
 */
import type { ToolMessage } from '../messages/prepare';
import { isRecord, parseJson } from './canonical-json';
import { PROGRESS_WORDS } from './lexicon';
import { matchText } from './patterns';

/** Longest result that can be a bare acknowledgement. */
export const MAX_ACKNOWLEDGEMENT_CHARS = 80;
/** Longest result parsed to tell whether its JSON holds any data. */
const MAX_EMPTY_CHECK_CHARS = 2_000;

/**
 * True for an answer with no data in it: `[]`, `{}`, `null`, `""`, or a JSON object none of whose
 * members holds data (`{"results": [], "total": 0}`, `{"found": false}`). A result with no text at
 * all is not empty in this sense: tools with nothing to report (`think`, a write, a `sleep`) answer
 * that way, while a lookup that found nothing answers with an empty container or a "not found".
 */
export function isEmptyAnswer(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.length > MAX_EMPTY_CHECK_CHARS) return false;
  if (t === 'null' || t === 'None' || t === '""' || t === "''") return true;
  const first = t.charAt(0);
  if (first !== '{' && first !== '[') return false;
  const parsed = parseJson(t, MAX_EMPTY_CHECK_CHARS);
  if (!parsed.ok) return false;
  const value = parsed.value;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.values(value).every((member) => !holdsData(member));
}

/** True for a member that carries data: a non-empty string or container, a non-zero number, `true`. */
function holdsData(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return true;
}

/**
 * True when a tool's name opens with a verb that changes something (`create_key`, `sendEmail`,
 * `add_user_to_channel`: `lexicons/tools/progress.json`, `writeVerbs`). Such a tool that answers
 * `None` or `null` returned no value: nothing to report, like a write with no text, not an empty
 * lookup.
 */
export function isWriteTool(name: string): boolean {
  const first = /^[a-z]+/.exec(
    name
      .replace(/^[^A-Za-z]+/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );
  return first !== null && PROGRESS_WORDS.writeVerbs.has(first[0]);
}

/** True for a result that only says no value came back: `None`, `null`. */
export function isNoValue(text: string): boolean {
  const t = text.trim();
  return t === 'null' || t === 'None';
}

/** A bare status: one word, maybe quoted, maybe with a full stop (`landed`, `"active"`, `Pending.`). */
const ONE_WORD = /^["'`]?[\p{L}\p{N}_-]{1,40}["'`]?\.?$/u;

/**
 * True for a short result that only acknowledges the call or gives a bare status: one word
 * (`available`, `landed`), or at most {@link MAX_ACKNOWLEDGEMENT_CHARS} characters holding a word
 * of `lexicons/tools/progress.json` (`ok`, `success`, `updated`: `{"success": true}`). Two such
 * answers being equal says nothing: many items get the same one.
 */
export function isAcknowledgement(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.length > MAX_ACKNOWLEDGEMENT_CHARS) return false;
  return ONE_WORD.test(t) || PROGRESS_WORDS.acknowledgement.test(matchText(t, MAX_ACKNOWLEDGEMENT_CHARS));
}

/**
 * What a result's text says whatever the call answered: its trimmed text, then whether it is an
 * empty answer ({@link isEmptyAnswer}) or an acknowledgement ({@link isAcknowledgement}), each
 * read on first need and kept.
 */
export interface ResultReading {
  readonly text: string;
  empty: boolean | undefined;
  acknowledgement: boolean | undefined;
}

/** A fresh {@link ResultReading} of a result: its text trimmed, nothing else read yet. */
export function readResult(result: ToolMessage): ResultReading {
  return { text: result.text.trim(), empty: undefined, acknowledgement: undefined };
}

/** Longest argument text searched for an output redirection. */
const MAX_REDIRECT_CHECK_CHARS = 4_000;

/**
 * A shell redirection of standard output to a file: `>` or `>>` after a space, then a file name,
 * then the end of the command or of the JSON string holding it (`"`), or a separator (`;`, `&&`,
 * `|`). `2>&1`, arrows (`->`, `=>`) and comparisons (`x > 5)`) are not.
 */
const REDIRECT = /(?:^|\s)(?:1)?>>?[ \t]*[\w./~-]+[ \t]*(?:$|["';&|\n]|\\n)/;

/**
 * True when a call's arguments send the command's output to a file ("… --createpub -n 0xCE… > pub1.pub"):
 * what it made is in the file, so its answer (a warning, the shell prompt) says nothing about the
 * work and is the same for every call, like a write's "OK". Arguments are read as given (a JSON
 * string, or an object serialised), up to {@link MAX_REDIRECT_CHECK_CHARS} characters.
 */
export function redirectsOutput(args: unknown): boolean {
  let text: string;
  if (typeof args === 'string') text = args;
  else if (isRecord(args)) {
    try {
      text = JSON.stringify(args);
    } catch {
      return false;
    }
  } else return false;
  return REDIRECT.test(text.length > MAX_REDIRECT_CHECK_CHARS ? text.slice(0, MAX_REDIRECT_CHECK_CHARS) : text);
}
