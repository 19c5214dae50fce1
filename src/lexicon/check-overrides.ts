/**
 * @module Checks lexicon overrides before they are used: every language is an ISO 639-3 code
 * (three lowercase letters), every family one the library has, every group a patch names one its
 * family has (`phrases`; `correction`, `rephrase`, `clarification` for `repair`). A typo (`en`,
 * `complain`, `constructor`) is an error instead of a silent no-op.
 */
import { BUNDLED_LEXICONS } from './bundled';
import { PHRASE_FAMILIES, SEQUENCE_FAMILIES, TOKEN_FAMILIES, type LexiconOverrides } from './families';

const FAMILIES: ReadonlySet<string> = new Set<string>([...PHRASE_FAMILIES, ...TOKEN_FAMILIES, ...SEQUENCE_FAMILIES]);
const LANGUAGE_CODE = /^[a-z]{3}$/;

let groupsByFamily: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/** The group names each family has in the shipped lexicons. */
function knownGroups(): ReadonlyMap<string, ReadonlySet<string>> {
  if (groupsByFamily !== undefined) return groupsByFamily;
  const groups = new Map<string, Set<string>>();
  for (const source of Object.values(BUNDLED_LEXICONS))
    for (const [family, byGroup] of Object.entries(source)) {
      const set = groups.get(family) ?? new Set<string>();
      for (const group of Object.keys(byGroup ?? {})) set.add(group);
      groups.set(family, set);
    }
  return (groupsByFamily = groups);
}

/**
 * A description of the first problem in `overrides` (a language that is not an ISO 639-3 code, an
 * unknown family, an unknown group), or undefined when there is none.
 */
export function lexiconOverridesProblem(overrides: LexiconOverrides): string | undefined {
  const known = knownGroups();
  for (const [language, patches] of Object.entries(overrides)) {
    if (!LANGUAGE_CODE.test(language))
      return `language '${clip(language)}' is not an ISO 639-3 code (three lowercase letters, e.g. 'eng')`;
    if (patches === null || typeof patches !== 'object') continue;
    for (const [family, patch] of Object.entries(patches)) {
      if (!FAMILIES.has(family))
        return `${language}: unknown family '${clip(family)}' (known: ${[...FAMILIES].sort().join(', ')})`;
      if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) continue;
      const groups = known.get(family);
      for (const field of ['add', 'replace'] as const) {
        const lists: unknown = (patch as Record<string, unknown>)[field];
        if (lists === null || typeof lists !== 'object' || Array.isArray(lists)) continue;
        for (const group of Object.keys(lists))
          if (groups === undefined || !groups.has(group))
            return `${language}.${family}.${field}: unknown group '${clip(group)}' (known: ${[...(groups ?? [])].join(', ') || 'none'})`;
      }
    }
  }
  return undefined;
}

/** A name from the input, cut short for a message. */
function clip(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}
