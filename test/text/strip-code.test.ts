import { describe, expect, it } from 'vitest';
import { stripCode } from '../../src/text/strip-code';

describe('stripCode', () => {
  it('returns text without code or URLs unchanged', () => {
    expect(stripCode('THIS IS FINE!!!')).toBe('THIS IS FINE!!!');
  });

  it('removes a fenced code block, keeping the text around it', () => {
    const out = stripCode('before\n```js\nTHROW NEW ERROR!!!\n```\nafter');
    expect(out).not.toContain('THROW');
    expect(out).not.toContain('!');
    expect(out).not.toContain('`');
    expect(out).toContain('before');
    expect(out).toContain('after');
  });

  it('removes several fenced blocks', () => {
    const out = stripCode('a ```ONE``` b ```TWO``` c');
    expect(out.replace(/\s+/g, ' ')).toBe('a b c');
  });

  it('runs an unterminated fence to the end of the text', () => {
    const out = stripCode('keep this ```python\nERROR ERROR ERROR!!!');
    expect(out).toContain('keep this');
    expect(out).not.toContain('ERROR');
    expect(out).not.toContain('!');
  });

  it('removes inline code', () => {
    const out = stripCode('set `MAX_RETRIES_VALUE` to 3???');
    expect(out).not.toContain('MAX_RETRIES_VALUE');
    expect(out).toContain('set');
    expect(out).toContain('to 3???');
  });

  it('keeps a lone backtick as text', () => {
    const out = stripCode('it`s fine, really');
    expect(out).toContain('`');
    expect(out.replace(/\s+/g, '')).toBe('it`sfine,really');
  });

  it('does not let inline code span a line break', () => {
    const out = stripCode('a `b\nc` d');
    expect(out).toContain('b');
    expect(out).toContain('c');
    expect(out).toContain('d');
  });

  it('removes http, https and www URLs', () => {
    const out = stripCode('see https://EXAMPLE.COM/PATH?a=1??? and http://x.io/Y!!! or www.Example.org/ABC now');
    expect(out).not.toMatch(/example|x\.io|ABC|PATH/i);
    expect(out).not.toContain('???');
    expect(out).not.toContain('!!!');
    expect(out).toContain('see');
    expect(out).toContain('now');
  });

  it('removes URLs written in capitals or mixed case, alone in the text', () => {
    // The pattern ignores case: so must the check that skips it for text without URLs.
    for (const url of ['HTTPS://EXAMPLE.COM/PATH', 'Http://x.io/Y', 'WWW.EXAMPLE.ORG/ABC', 'Www.Example.org/ABC']) {
      const out = stripCode(`see ${url} now`);
      expect(out, url).not.toMatch(/example|x\.io/i);
      expect(out).toContain('see');
      expect(out).toContain('now');
    }
  });

  it('leaves text that only looks like the start of a URL', () => {
    for (const text of ['http is a protocol', 'the www is big', 'a://b', 'WWW dot']) expect(stripCode(text)).toBe(text);
  });

  it('removes URLs that follow code', () => {
    const out = stripCode('`code` then https://example.com/LOUD');
    expect(out).not.toContain('LOUD');
    expect(out).not.toContain('code');
    expect(out).toContain('then');
  });

  it('returns an empty-ish string for only code', () => {
    expect(stripCode('```ALL CODE```').trim()).toBe('');
    expect(stripCode('`x`').trim()).toBe('');
  });

  it('finishes on 100,000 backticks', () => {
    const out = stripCode('`'.repeat(100_000));
    expect(typeof out).toBe('string');
    expect(out.length).toBeLessThan(100_000);
  });

  it('finishes on 100,000 alternating backticks and letters', () => {
    const out = stripCode('`a'.repeat(50_000));
    expect(out).not.toContain('a`a');
  });

  it('does not throw on lone surrogates', () => {
    expect(() => stripCode('\uD800 `\uDC00` https://\uD800')).not.toThrow();
  });
});
