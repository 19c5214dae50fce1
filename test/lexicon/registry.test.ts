import { describe, expect, it } from 'vitest';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import type { LexiconOverrides, LexiconSource } from '../../src/lexicon/families';
import { matchPhrases } from '../../src/lexicon/match';
import { applyPatches, lexiconRegistry } from '../../src/lexicon/registry';
import { normalize } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

const base: LexiconSource = {
  complaint: { phrases: ['waste of time', 'not helpful'] },
  repair: { correction: ['i meant'], rephrase: ['let me rephrase'] },
};

describe('applyPatches', () => {
  it('a plain array adds to the first group (`phrases`)', () => {
    const out = applyPatches(base, { complaint: ['still no refund'] });
    expect(out.complaint).toEqual({ phrases: ['waste of time', 'not helpful', 'still no refund'] });
  });

  it('a plain array adds to `correction` for repair', () => {
    const out = applyPatches(base, { repair: ['i mean'] });
    expect(out.repair).toEqual({ correction: ['i meant', 'i mean'], rephrase: ['let me rephrase'] });
  });

  it('`add` by group adds to that group', () => {
    const out = applyPatches(base, { repair: { add: { clarification: ['to clarify'] } } });
    expect(out.repair).toEqual({
      correction: ['i meant'],
      rephrase: ['let me rephrase'],
      clarification: ['to clarify'],
    });
  });

  it('`remove` removes a phrase from every group', () => {
    const out = applyPatches(base, { complaint: { remove: ['waste of time'] } });
    expect(out.complaint).toEqual({ phrases: ['not helpful'] });
  });

  it('`replace` replaces the family entirely', () => {
    const out = applyPatches(base, { complaint: { replace: ['blorf'] } });
    expect(out.complaint).toEqual({ phrases: ['blorf'] });
    const repair = applyPatches(base, { repair: { replace: { rephrase: ['say again'] } } });
    expect(repair.repair).toEqual({ rephrase: ['say again'] });
  });

  it('creates a family the base does not have', () => {
    const out = applyPatches(base, { quit: ['i quit'] });
    expect(out.quit).toEqual({ phrases: ['i quit'] });
  });

  it('leaves families without a patch untouched and never mutates its input', () => {
    const before = JSON.stringify(base);
    const out = applyPatches(base, { complaint: ['x'] });
    expect(out.repair).toBe(base.repair);
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('lexiconRegistry', () => {
  const find = (language: string, overrides: LexiconOverrides | undefined, text: string): string[] => {
    const lexicon = lexiconRegistry(overrides).get(language);
    if (lexicon === undefined) return [];
    return matchPhrases(tokenize(normalize(text)), lexicon).map((m) => `${m.phrase.family}:${m.phrase.text}`);
  };

  it('ships English', () => {
    expect(lexiconRegistry().languages).toContain('eng');
    expect(lexiconRegistry().get('eng')!.language).toBe('eng');
    expect(lexiconRegistry().get('eng')!.size).toBeGreaterThan(100);
  });

  it('returns undefined for a language without a lexicon', () => {
    expect(lexiconRegistry().get('xyz')).toBeUndefined();
    expect(lexiconRegistry().get('und')).toBeUndefined();
  });

  it('returns the same registry, and the same compiled lexicon, for the same overrides object', () => {
    const overrides: LexiconOverrides = { eng: { complaint: ['blorf'] } };
    expect(lexiconRegistry(overrides)).toBe(lexiconRegistry(overrides));
    expect(lexiconRegistry(overrides).get('eng')).toBe(lexiconRegistry(overrides).get('eng'));
    expect(lexiconRegistry()).toBe(lexiconRegistry());
  });

  it('adds a phrase to a shipped language', () => {
    expect(find('eng', { eng: { complaint: ['went to the depot'] } }, 'The parcel went to the depot')).toContain(
      'complaint:went to the depot',
    );
    expect(find('eng', undefined, 'The parcel went to the depot')).not.toContain('complaint:went to the depot');
  });

  it('removes a shipped phrase', () => {
    const phrase = 'waste of time';
    expect(find('eng', undefined, phrase)).toContain(`complaint:${phrase}`);
    expect(find('eng', { eng: { complaint: { remove: [phrase] } } }, phrase)).not.toContain(`complaint:${phrase}`);
  });

  it('adds a new language from overrides alone', () => {
    const overrides: LexiconOverrides = { tlh: { complaint: ['qatlh'] } };
    expect(lexiconRegistry(overrides).languages).toContain('tlh');
    expect(find('tlh', overrides, 'qatlh qatlh')).toEqual(['complaint:qatlh', 'complaint:qatlh']);
  });

  it('overrides do not leak into the shipped data or other registries', () => {
    const before = JSON.stringify(BUNDLED_LEXICONS.eng);
    lexiconRegistry({ eng: { complaint: { replace: ['nothing else'] } } }).get('eng');
    expect(JSON.stringify(BUNDLED_LEXICONS.eng)).toBe(before);
    expect(find('eng', undefined, 'waste of time')).toContain('complaint:waste of time');
  });
});
