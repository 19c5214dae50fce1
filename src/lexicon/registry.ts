/**
 * @module Compiled lexicons by language: the shipped data plus the user's overrides, compiled
 * lazily, once per language and per overrides object.
 */
import { BUNDLED_LEXICONS } from './bundled';
import { compileLexicon, type CompiledLexicon } from './compile';
import type { FamilyPatch, FamilySource, LexiconFamily, LexiconOverrides, LexiconSource } from './families';

/** Looks up the compiled lexicon of a language. */
export interface LexiconRegistry {
  /** The compiled lexicon of `language`, or undefined when there is none. */
  get(language: string): CompiledLexicon | undefined;
  /** Languages with a lexicon (shipped or added by overrides). */
  readonly languages: readonly string[];
}

const EMPTY_OVERRIDES: LexiconOverrides = {};
const registries = new WeakMap<LexiconOverrides, LexiconRegistry>();

/**
 * The registry for a set of overrides. The same overrides object always gets the same registry,
 * so passing one options object to many `analyze` calls compiles each language once.
 */
export function lexiconRegistry(overrides: LexiconOverrides = EMPTY_OVERRIDES): LexiconRegistry {
  let registry = registries.get(overrides);
  if (registry === undefined) {
    registry = createRegistry(overrides);
    registries.set(overrides, registry);
  }
  return registry;
}

function createRegistry(overrides: LexiconOverrides): LexiconRegistry {
  const compiled = new Map<string, CompiledLexicon | undefined>();
  const languages = [...new Set([...Object.keys(BUNDLED_LEXICONS), ...Object.keys(overrides)])];
  return {
    languages,
    get(language) {
      if (compiled.has(language)) return compiled.get(language);
      // Own keys only: a language named `constructor` must not find Object's.
      const base = own(BUNDLED_LEXICONS, language);
      const patch = own(overrides, language);
      const lexicon =
        base === undefined && patch === undefined
          ? undefined
          : compileLexicon(language, patch === undefined ? (base ?? {}) : applyPatches(base ?? {}, patch));
      compiled.set(language, lexicon);
      return lexicon;
    },
  };
}

/** Applies a language's family patches to its shipped data; returns new objects. */
export function applyPatches(
  base: LexiconSource,
  patches: Readonly<Partial<Record<LexiconFamily, FamilyPatch>>>,
): LexiconSource {
  // Null-prototype maps: family and group names are data (`constructor`, `__proto__` included).
  const out: Partial<Record<LexiconFamily, FamilySource>> = Object.assign(Object.create(null) as object, base);
  for (const [family, patch] of Object.entries(patches) as [LexiconFamily, FamilyPatch | undefined][]) {
    if (patch === undefined || patch === null) continue;
    out[family] = applyPatch(own(base, family) ?? {}, patch, family === 'repair' ? 'correction' : 'phrases');
  }
  return out;
}

/** `record[key]` when it is an own property, else undefined. */
function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function applyPatch(source: FamilySource, patch: FamilyPatch, firstGroup: string): FamilySource {
  const groups = Object.create(null) as Record<string, string[]>;
  type PatchObject = Exclude<FamilyPatch, readonly string[]>;
  const spec: PatchObject = Array.isArray(patch) ? { add: patch as readonly string[] } : (patch as PatchObject);
  if (spec.replace === undefined) for (const [g, list] of Object.entries(source)) groups[g] = [...list];
  const merge = (lists: readonly string[] | Readonly<Record<string, readonly string[]>> | undefined): void => {
    if (lists === undefined || lists === null) return;
    const byGroup = Array.isArray(lists) ? { [firstGroup]: lists } : (lists as Record<string, readonly string[]>);
    for (const [g, list] of Object.entries(byGroup)) if (Array.isArray(list)) (groups[g] ??= []).push(...list);
  };
  merge(spec.replace);
  merge(spec.add);
  if (Array.isArray(spec.remove)) {
    const removed = new Set(spec.remove);
    for (const g of Object.keys(groups)) groups[g] = groups[g]!.filter((p) => !removed.has(p));
  }
  return groups;
}
