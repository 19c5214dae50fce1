/**
 * Turns a documentation example into a program that checks itself: every statement followed by a
 * value comment (`expr; // 'Neutral'`, or the comment alone on the next line) becomes
 * `__check(expr, "'Neutral'")`, which throws when the value differs. `…` in a value stands for
 * "anything here": the rest of an array or an object's other properties (`[{ type: 'x', … }, …]`),
 * or any string (`'…'`). Comments that are not a literal (`// Prometheus: …`) are left alone.
 */

/** Source of `__check(actual, expected, line)`, to prepend to an example (plain JavaScript). */
export const CHECK_SOURCE = String.raw`
const __ANY__ = Symbol('any');
function __matches(actual, expected) {
  if (expected === __ANY__ || expected === '…') return true;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return false;
    const gap = expected.indexOf(__ANY__);
    if (gap < 0) return actual.length === expected.length && expected.every((e, i) => __matches(actual[i], e));
    const head = expected.slice(0, gap);
    const tail = expected.slice(gap + 1);
    return (
      actual.length >= head.length + tail.length &&
      head.every((e, i) => __matches(actual[i], e)) &&
      tail.every((e, i) => __matches(actual[actual.length - tail.length + i], e))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const keys = Object.keys(expected).filter((k) => k !== '__ANY__');
    const partial = Object.prototype.hasOwnProperty.call(expected, '__ANY__');
    const actualKeys = Object.keys(actual).filter((k) => actual[k] !== undefined);
    if (!partial && actualKeys.length !== keys.length) return false;
    return keys.every((k) => __matches(actual[k], expected[k]));
  }
  return Object.is(actual, expected);
}
function __check(actual, expectedSource, where) {
  const expected = new Function('__ANY__', 'return (' + expectedSource + ');')(__ANY__);
  if (!__matches(actual, expected)) {
    const shown = (() => { try { return JSON.stringify(actual); } catch { return String(actual); } })();
    throw new Error(where + ': documented ' + expectedSource.replace(/__ANY__/g, '…') + ', got ' + shown);
  }
  globalThis.__checked = (globalThis.__checked ?? 0) + 1;
}
`;

/** A value comment: a literal (string, number, array, object, boolean, null, undefined). */
const LITERAL_START = /^(['"[{\d-]|true\b|false\b|null\b|undefined\b)/;

/** `…` outside string literals becomes `__ANY__`; a string literal holding only `…` stays (it matches any string). */
function anyMarkers(value: string): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (quote !== undefined) {
      out += ch;
      if (ch === '\\') out += value[++i] ?? '';
      else if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else out += ch === '…' ? '__ANY__' : ch;
  }
  return out;
}

/** The longest prefix of a comment that is a JavaScript literal (the rest is prose), if any. */
export function literalOf(comment: string): string | undefined {
  const text = comment.trim();
  if (!LITERAL_START.test(text)) return undefined;
  const cuts = [text.length];
  for (let i = text.length - 1; i > 0; i--) if (/[;:,]/.test(text[i]!)) cuts.push(i);
  for (const cut of cuts) {
    const candidate = anyMarkers(text.slice(0, cut).trim());
    try {
      new Function('__ANY__', `return (${candidate});`);
      return candidate;
    } catch {
      // not a literal up to here: try a shorter prefix
    }
  }
  return undefined;
}

/** Splits a line into code and a trailing `//` comment (outside strings), if any. */
function splitComment(line: string): [string, string | undefined] {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote !== undefined) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '/' && line[i + 1] === '/') return [line.slice(0, i), line.slice(i + 2)];
  }
  return [line, undefined];
}

/** The example with its value comments turned into checks, and how many checks it holds. */
export function instrument(code: string, where: string): { code: string; checks: number } {
  const out: string[] = [];
  let checks = 0;
  const wrap = (value: string, line: number): boolean => {
    const from = lastStatementStart(out);
    const statement = out.slice(from).join('\n').replace(/;\s*$/, '');
    if (/^\s*(const|let|var|import|export)\b/.test(statement)) return false;
    const where_ = JSON.stringify(`${where}:${line}`);
    out.splice(from, out.length - from, `__check(${statement}, ${JSON.stringify(value)}, ${where_});`);
    checks++;
    return true;
  };
  code.split('\n').forEach((raw, i) => {
    const [codePart, comment] = splitComment(raw);
    const value = comment === undefined ? undefined : literalOf(comment);
    if (codePart.trim() === '') {
      // A value comment alone on its line describes the statement just before it.
      const previous = out[out.length - 1];
      if (value !== undefined && previous !== undefined && /;\s*$/.test(previous) && wrap(value, i + 1)) return;
      out.push(raw);
      return;
    }
    out.push(codePart.trimEnd());
    if (value !== undefined) wrap(value, i + 1);
  });
  return { code: out.join('\n'), checks };
}

/** Where the statement ending on the last line of `out` starts: after a `;`, a blank or a comment line. */
function lastStatementStart(out: readonly string[]): number {
  let i = out.length - 1;
  while (i > 0) {
    const previous = out[i - 1]!.trim();
    if (previous === '' || previous.endsWith(';') || previous.startsWith('//')) break;
    i--;
  }
  return i;
}
