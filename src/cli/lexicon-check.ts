/**
 * @module Checks a `--lexicons` file before any input is read: every group a patch names must be
 * a group the family has (`phrases`; `correction`, `rephrase`, `clarification` for `repair`), so
 * a typo or a name like `constructor` is a usage error (exit 2) instead of a silent no-op.
 */
import { lexiconOverridesProblem } from '../lexicon/check-overrides';
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
      if (!FAMILIES.has(family)) continue; // named by lexiconOverridesProblem below
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
  return lexiconOverridesProblem(value as LexiconOverrides);
}
