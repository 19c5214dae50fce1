import { describe, expect, it } from 'vitest';
import { UnknownRoles, firstUnknownRole } from '../../../src/cli/input/unknown-roles';

describe('firstUnknownRole', () => {
  it('is undefined when every message has one of the five roles or a name other tools write for one', () => {
    const names = [
      'system',
      'developer',
      'user',
      'assistant',
      'tool',
      'human',
      'ai',
      'model',
      'bot',
      'agent',
      'function',
    ];
    const roles = names.map((role) => ({ role, content: 'x' }));
    expect(firstUnknownRole(roles)).toBeUndefined();
    expect(firstUnknownRole([])).toBeUndefined();
  });

  it('names the first unknown role, a missing one and one that is not a string', () => {
    expect(firstUnknownRole([{ role: 'user' }, { role: 'narrator' }, { role: 'judge' }])).toBe('role "narrator"');
    expect(firstUnknownRole([{ content: 'hi' }])).toBe('no role');
    expect(firstUnknownRole([{ role: 7 }])).toBe('a role that is a number');
  });

  it('leaves items that are not objects to the analysis, and is case-sensitive like it', () => {
    expect(firstUnknownRole([null, 'user', 3])).toBeUndefined();
    expect(firstUnknownRole([{ role: 'User' }])).toBe('role "User"');
  });

  it('quotes a hostile role without control characters, cut short', () => {
    const role = firstUnknownRole([{ role: `\u001b[31m${'x'.repeat(500)}` }]);
    expect(role).not.toMatch(/\u001b/);
    expect(role!.length).toBeLessThan(60);
  });
});

describe('UnknownRoles', () => {
  it('has no note when nothing was unknown, else counts conversations and keeps the first', () => {
    const tally = new UnknownRoles();
    tally.add([{ role: 'user' }], 'a.jsonl:1');
    expect(tally.note()).toBeUndefined();
    tally.add([{ role: 'human' }, { role: 'ai' }], 'a.jsonl:2');
    expect(tally.note()).toBeUndefined();
    tally.add([{ role: 'narrator' }, { role: 'ai' }], 'a.jsonl:3');
    expect(tally.note()).toBe(
      '1 conversation has messages whose role is not user, assistant, tool, system or developer; ' +
        'those messages were not read (the first: role "narrator" at a.jsonl:3)',
    );
    tally.add([{ role: 'Model' }], 'a.jsonl:4');
    expect(tally.note()).toMatch(/^2 conversations have .*\(the first: role "narrator" at a\.jsonl:3\)$/);
  });
});
