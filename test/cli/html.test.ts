/**
 * The --html report: one self-contained page with inline charts, every transcript text escaped
 * (fixtures/cli/hostile.jsonl carries <script>, <iframe>, event handlers, URLs and ANSI escapes).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, jsonl, runCli, type CliRun } from './run-cli';

const INPUTS = ['fixtures/cli/hostile.jsonl', 'fixtures/conversations.jsonl', 'fixtures/cli/otlp-export.json'];

describe('--html', { timeout: CLI_TIMEOUT }, () => {
  let run: CliRun;
  let html: string;
  let path: string;

  beforeAll(async () => {
    path = join(mkdtempSync(join(tmpdir(), 'agent-signals-html-')), 'report.html');
    run = await runCli(['score', ...INPUTS, '--html', path]);
    html = readFileSync(path, 'utf8');
  }, CLI_TIMEOUT);

  it('writes the page and, without --format, prints the summary on stdout', () => {
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`agent-signals: wrote the HTML report to ${path}\n`);
    expect(run.stdout).toMatch(/conversations from 3 inputs/);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('has the three charts (bars in HTML, so their text keeps its size; the histogram in SVG) and the worst-conversations table', () => {
    expect(html.match(/<svg /g)?.length).toBe(1);
    expect(html.match(/<div class="hbars" role="img" aria-label="[^"]+"/g)?.length).toBe(2);
    for (const title of ['Quality distribution', 'Score histogram', 'Signal frequencies'])
      expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toMatch(/<table class="worst">/);
    expect(html).toMatch(/<details open><summary>Transcript \(\d+ messages?\)<\/summary>/);
    expect(html).toMatch(/<mark title="interaction\.[a-z_.]+(, [a-z_.]+)*">/);
    expect(html).toMatch(/<mark class="good" title="interaction\.positive_feedback\.[a-z_]+">/);
  });

  it('keeps text legible in a 760 px window: no SVG wider than it can be drawn unscaled, no mid-word breaks', () => {
    // 760 px less the page and panel padding leaves 674 px: an SVG at most that wide is never shrunk.
    for (const [, width] of html.matchAll(/<svg [^>]*width="(\d+)"/g)) expect(Number(width)).toBeLessThanOrEqual(674);
    expect(html).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
    expect(html).toContain('fixtures/<wbr>conversations.<wbr>jsonl:<wbr>');
  });

  it('references nothing outside the page: no scripts, no external resources, a strict CSP', () => {
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    );
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(100);
    for (const tag of tags) {
      expect(tag).not.toMatch(/https?:\/\//i);
      expect(tag).not.toMatch(/\s(src|srcset|action|formaction|xlink:href)=/i);
      expect(tag).not.toMatch(/\son[a-z]+=/i);
      const href = /\shref="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) expect(href).toMatch(/^#c\d+$/);
    }
    const names = new Set(tags.map((t) => /^<\/?([a-z0-9]+)/i.exec(t)?.[1]?.toLowerCase()).filter(Boolean));
    for (const banned of ['script', 'iframe', 'img', 'link', 'object', 'embed', 'textarea', 'base', 'form'])
      expect(names).not.toContain(banned);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/@import|url\(/i);
  });

  it('escapes every transcript text, id and snippet', async () => {
    // Every bucket selected: every conversation is in the worst list, however the profile scores it.
    const all = join(mkdtempSync(join(tmpdir(), 'agent-signals-html-')), 'all.html');
    const every = ['--top', '100', '--quality', 'Excellent,Good,Neutral,Poor,Severe'];
    expect((await runCli(['score', ...INPUTS, '--html', all, ...every])).status).toBe(0);
    const html = readFileSync(all, 'utf8');
    // Transcript text is present, but only as text.
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/textarea&gt;&lt;iframe src=&quot;https://evil.example/&quot;&gt;&lt;/iframe&gt;');
    expect(html).toContain('&lt;style&gt;body{display:none}&lt;/style&gt;');
    expect(html).toContain('{&quot;hotel&quot;:&quot;&lt;svg onload=alert(1)&gt;&quot;}');
    expect(html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;');
    // Ids and paths may wrap after punctuation (`<wbr>`, ours); the text itself stays escaped.
    expect(html.replaceAll('<wbr>', '')).toContain('&quot;&gt;&lt;script&gt;alert(&#39;id&#39;)&lt;/script&gt;');
    expect(html.match(/<wbr\b[^>]*>/g)?.every((tag) => tag === '<wbr>')).toBe(true);
    // URLs from transcripts appear only as escaped text (never inside a tag, checked above).
    expect(html).toContain('https://evil.example/payload.js');
    // Terminal escapes are neutralised.
    expect(html).not.toContain('\u001b');
  });

  it('shows the worst flagged conversations, worst first, with their evidence', async () => {
    const records = jsonl((await runCli(['score', ...INPUTS])).stdout);
    const flagged = records.filter((r) => r.flagged).length;
    const rows = html.match(/<tr><td class="num">\d+<\/td>/g) ?? [];
    expect(rows).toHaveLength(Math.min(25, flagged));
    const badges = [
      ...html.matchAll(/<td><span class="badge"[^>]*>(\w+)<\/span><\/td><td class="num">(\d+)<\/td>/g),
    ].map((m) => Number(m[2]));
    expect(badges).toEqual([...badges].sort((a, b) => a - b));
    expect(html).toMatch(/<ul class="evidence"><li><span class="chip bad">interaction\./);
  });

  it('counts every conversation in the histogram bin of its score, a critical one in the Severe band, as the hint says', async () => {
    const records = jsonl((await runCli(['score', ...INPUTS])).stdout);
    expect(records.some((r) => r.quality === 'Severe')).toBe(true);
    for (const r of records) if (r.quality === 'Severe') expect(r.qualityScore as number).toBeLessThan(25);
    const expected = new Map<number, number>();
    for (const r of records) {
      const from = Math.min(95, Math.floor((r.qualityScore as number) / 5) * 5);
      expected.set(from, (expected.get(from) ?? 0) + 1);
    }
    const drawn = new Map(
      [...html.matchAll(/<title>score (\d+)–\d+ \(\w+\): (\d+)<\/title>/g)]
        .map((m) => [Number(m[1]), Number(m[2])] as const)
        .filter(([, k]) => k > 0),
    );
    expect(drawn).toEqual(expected);
    expect(html).toContain("places a conversation's score in the Severe band");
    expect(html).not.toContain('Severe overrides score 0');
  });

  it('--top sets the number of worst conversations; --format keeps the listing on stdout', async () => {
    const other = join(mkdtempSync(join(tmpdir(), 'agent-signals-html-')), 'top.html');
    const top = await runCli(['score', 'fixtures/conversations.jsonl', '--html', other, '--top', '3', '-f', 'jsonl']);
    expect(top.status).toBe(0);
    expect(jsonl(top.stdout)).toHaveLength(3);
    const page = readFileSync(other, 'utf8');
    const worstTable = page.slice(
      page.indexOf('<h2>Worst 3 conversations</h2>'),
      page.indexOf('</table>', page.indexOf('<h2>Worst 3')),
    );
    expect(worstTable.match(/<tr><td class="num">\d+<\/td>/g)).toHaveLength(3);
  });
});
