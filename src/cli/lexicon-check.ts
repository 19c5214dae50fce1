/**
 * @module Checks a `--lexicons` file before any input is read: every group a patch names must be
 * a group the family has (`phrases`; `correction`, `rephrase`, `clarification` for `repair`), so
 * a typo or a name like `constructor` is a usage error (exit 2) instead of a silent no-op.
 */
import { BUNDLED_LEXICONS } from '../lexicon/bundled';
import type { LexiconOverrides } from '../lexicon/families';

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
