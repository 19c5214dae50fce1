/**
 * Lints the tool-output pattern lists (`lexicons/tools/*.json`): sorted, no duplicates, NFC,
 * lowercase phrases, regex sources without nested quantifiers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classPatterns, CLASS_PRIORITY } from '../../src/tools/lexicon';
import { longestMatch, matchText } from '../../src/tools/patterns';

const DIR = fileURLToPath(new URL('../../lexicons/tools/', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const data = Object.fromEntries(
  files.map((f) => [f, JSON.parse(readFileSync(DIR + f, 'utf8')) as Record<string, unknown>]),
);

/** True when a regex source applies a quantifier to a group that itself holds a quantifier. */
function hasNestedQuantifier(source: string): boolean {
  const stack: boolean[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      if (/[*+?{]/.test(source[i + 1] ?? '') && stack.length > 0) stack[stack.length - 1] = true;
      continue;
    }
    if (c === '(') stack.push(false);
    else if (c === ')') {
      const inner = stack.pop() ?? false;
      const next = source[i + 1] ?? '';
      if (inner && /[*+{]/.test(next)) return true;
      if (stack.length > 0 && (inner || /[*+?{]/.test(next))) stack[stack.length - 1] = true;
    } else if (/[*+?{]/.test(c) && stack.length > 0 && source[i - 1] !== '(') stack[stack.length - 1] = true;
  }
  return false;
}

describe('lexicons/tools', () => {
  it('every list is sorted, without duplicates, in NFC', () => {
    for (const [file, content] of Object.entries(data)) {
      for (const [key, list] of Object.entries(content)) {
        if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) continue;
        const strings = list as string[];
        expect([...strings].sort(), `${file} ${key} sorted`).toEqual(strings);
        expect(new Set(strings).size, `${file} ${key} duplicates`).toBe(strings.length);
        for (const s of strings) expect(s.normalize('NFC'), `${file} ${key} NFC`).toBe(s);
      }
    }
  });

  it('phrases are lowercase (JSON key lists and regex sources excepted)', () => {
    for (const [file, content] of Object.entries(data)) {
      for (const [key, list] of Object.entries(content)) {
        if (/Keys$|Patterns$/.test(key) || !Array.isArray(list)) continue;
        for (const s of list) if (typeof s === 'string') expect(s, `${file} ${key}`).toBe(s.toLowerCase());
      }
    }
  });

  it('regex sources have no nested quantifiers and compile', () => {
    expect(hasNestedQuantifier('(a+)+')).toBe(true);
    expect(hasNestedQuantifier('(?:[a-z]{1,3}\\s)*')).toBe(true);
    expect(hasNestedQuantifier('a{1,4}(?:b|c)d{0,3}')).toBe(false);
    for (const [file, content] of Object.entries(data)) {
      for (const [key, list] of Object.entries(content)) {
        if (!/Patterns$/.test(key) || !Array.isArray(list)) continue;
        for (const source of list as string[]) {
          expect(hasNestedQuantifier(source), `${file} ${key}: ${source}`).toBe(false);
          expect(() => new RegExp(source)).not.toThrow();
        }
      }
    }
  });

  it('every class has phrases, and only the known classes are listed', () => {
    const classes = { ...data['failure.json'], ...data['exhaustion.json'] };
    expect(Object.keys(classes).sort()).toEqual([...CLASS_PRIORITY].sort());
    for (const list of Object.values(classes)) expect((list as string[]).length).toBeGreaterThan(0);
  });

  it('every strong stage phrase contains "transition" (the pre-filter word)', () => {
    for (const phrase of (data['stages.json'] as { strong: string[] }).strong) expect(phrase).toContain('transition');
  });

  it('the compiled class patterns stay linear on adversarial text', () => {
    const text = matchText(('rate ' + '_- '.repeat(3) + 'no ' + 'x'.repeat(70) + ' ').repeat(200), 100_000);
    const started = performance.now();
    for (const pattern of classPatterns().values()) longestMatch(pattern, text);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
