/**
 * @module Checks a `--lexicons` file before any input is read: every group a patch names must be
 * a group the family has (`phrases`; `correction`, `rephrase`, `clarification` for `repair`), so
 * a typo or a name like `constructor` is a usage error (exit 2) instead of a silent no-op.
 */
import { BUNDLED_LEXICONS } from '../lexicon/bundled';
import { PHRASE_FAMILIES, SEQUENCE_FAMILIES, TOKEN_FAMILIES, type LexiconOverrides } from '../lexicon/families';

const FAMILIES: ReadonlySet<string> = new Set([...PHRASE_FAMILIES, ...TOKEN_FAMILIES, ...SEQUENCE_FAMILIES]);
const PATCH_FIELDS: ReadonlySet<string> = new Set(['add', 'remove', 'replace']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isPhraseList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((phrase) => typeof phrase === 'string');

/**
 * The first problem of a `--lexicons` file's shape, or undefined: every language must map to an
 * object of known families, each patch be a list of phrases or `{add, remove, replace}` holding
 * lists of phrases (by group for `add` and `replace`), every group exist in its family.
 */
export function lexiconFileProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'must hold an object keyed by language';
  for (const [language, patches] of Object.entries(value)) {
    if (!isObject(patches)) return `${language}: must be an object keyed by family`;
    for (const [family, patch] of Object.entries(patches)) {
      const where = `${language}.${family}`;
      if (!FAMILIES.has(family)) return `${where}: unknown family (known: ${[...FAMILIES].join(', ')})`;
      if (isPhraseList(patch)) continue;
      if (!isObject(patch)) return `${where}: must be a list of phrases or {"add", "remove", "replace"}`;
      for (const [field, lists] of Object.entries(patch)) {
        if (!PATCH_FIELDS.has(field)) return `${where}: unknown field '${field}' (add, remove, replace)`;
        if (isPhraseList(lists)) continue;
        if (field === 'remove' || !isObject(lists)) return `${where}.${field}: must be a list of phrases`;
        for (const [group, phrases] of Object.entries(lists))
          if (!isPhraseList(phrases)) return `${where}.${field}.${group}: must be a list of phrases`;
      }
    }
  }
  return unknownLexiconGroup(value as LexiconOverrides);
}

/** The group names each family has in the shipped lexicons. */
function knownGroups(): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const source of Object.values(BUNDLED_LEXICONS))
    for (const [family, byGroup] of Object.entries(source)) {
      const set = groups.get(family) ?? new Set<string>();
      for (const group of Object.keys(byGroup ?? {})) set.add(group);
      groups.set(family, set);
    }
  return groups;
}

/** A description of the first unknown group in `overrides`, or undefined when every group is known. */
export function unknownLexiconGroup(overrides: LexiconOverrides): string | undefined {
  const known = knownGroups();
  for (const [language, patches] of Object.entries(overrides)) {
    if (patches === null || typeof patches !== 'object') continue;
    for (const [family, patch] of Object.entries(patches)) {
      if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) continue;
      const groups = known.get(family);
      for (const field of ['add', 'replace'] as const) {
        const lists: unknown = (patch as Record<string, unknown>)[field];
        if (lists === null || typeof lists !== 'object' || Array.isArray(lists)) continue;
        for (const group of Object.keys(lists))
          if (groups === undefined || !groups.has(group))
            return `${language}.${family}.${field}: unknown group '${group}' (known: ${[...(groups ?? [])].join(', ') || 'none'})`;
      }
    }
  }
  return undefined;
}
