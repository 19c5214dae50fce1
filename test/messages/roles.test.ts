import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { roleNamed } from '../../src/messages/roles';

describe('roleNamed', () => {
  it('reads the five roles as themselves', () => {
    for (const role of ['system', 'developer', 'user', 'assistant', 'tool'] as const)
      expect(roleNamed(role)).toBe(role);
  });

  it('reads the names other tools write as the role they mean', () => {
    expect(roleNamed('human')).toBe('user');
    for (const name of ['ai', 'model', 'bot', 'agent']) expect(roleNamed(name)).toBe('assistant');
    expect(roleNamed('function')).toBe('tool');
  });

  it('names no role for anything else, matched exactly', () => {
    for (const name of ['', 'Human', 'USER', 'narrator', 'toString', '__proto__', 'constructor', ' user']) {
      expect(roleNamed(name)).toBeUndefined();
    }
  });
});

describe('analyze with the role names of LangChain and Gemini', () => {
  const openai = [
    { role: 'user', content: 'THIS IS THE THIRD TIME IT FAILED!!! Why does this keep happening?' },
    { role: 'assistant', content: 'Sorry about that, let me look again.' },
    { role: 'user', content: 'It still does not work.' },
  ];

  it('reports a LangChain (human/ai) or Gemini (user/model) log exactly as the OpenAI one', () => {
    const expected = analyze(openai);
    expect(expected.turnCount).toBe(2);
    expect(expected.frustration.count).toBeGreaterThan(0);
    const rename = (map: Record<string, string>) => openai.map((m) => ({ ...m, role: map[m.role] ?? m.role }));
    expect(analyze(rename({ user: 'human', assistant: 'ai' }))).toEqual(expected);
    expect(analyze(rename({ assistant: 'model' }))).toEqual(expected);
    expect(analyze(rename({ assistant: 'bot' }))).toEqual(expected);
    expect(analyze(rename({ assistant: 'agent' }))).toEqual(expected);
  });
});
