/**
 * @module The transcript of one conversation in the HTML report: every message (or, for long
 * conversations, the ones with evidence and their neighbours), with the evidence of each signal
 * highlighted. All transcript text is escaped.
 */
import { roleOf, stringField, textOf, toolCallsOf } from '../../messages/extract';
import { capText } from '../../messages/prepare';
import type { Signal } from '../../types';
import { isNegative } from '../select/scored';
import { evidencePlacer, evidenceWords } from '../summary/evidence-message';
import { locatePhrase, type TextRange } from '../summary/excerpt';
import { escapeHtml } from './escape';

/** Longest message text shown; longer text is cut around its first highlight. */
const MAX_TEXT = 1500;
/** Distinct snippets searched in one message; later ones are not highlighted (their chips remain). */
const MAX_SNIPPET_SEARCHES = 1000;
/** Conversations longer than this show only the messages near evidence. */
const MAX_MESSAGES = 40;

/**
 * The transcript as HTML. Each signal is shown on the message that carries its evidence (a tool
 * failure on the tool's result, see `evidencePlacer`); a signal about the whole conversation
 * (its number of turns) on none, so no message looks like its cause.
 */
export function renderTranscript(messages: readonly unknown[], signals: readonly Signal[]): string {
  const byMessage = new Map<number, Signal[]>();
  const place = evidencePlacer(messages);
  for (const signal of signals) {
    const index = place(signal);
    if (index === undefined) continue;
    const list = byMessage.get(index);
    if (list === undefined) byMessage.set(index, [signal]);
    else list.push(signal);
  }
  const shown = visibleIndices(messages.length, byMessage);
  const out: string[] = [];
  let previous = -1;
  for (const i of shown) {
    if (i > previous + 1) out.push(gap(i - previous - 1));
    out.push(renderMessage(messages[i], i, byMessage.get(i) ?? []));
    previous = i;
  }
  if (previous < messages.length - 1) out.push(gap(messages.length - 1 - previous));
  return `<ol class="transcript">${out.join('')}</ol>`;
}

function visibleIndices(length: number, byMessage: ReadonlyMap<number, Signal[]>): number[] {
  if (length <= MAX_MESSAGES) return Array.from({ length }, (_, i) => i);
  const keep = new Set<number>([0, 1, length - 2, length - 1]);
  for (const index of byMessage.keys()) for (const j of [index - 1, index, index + 1]) keep.add(j);
  return [...keep].filter((i) => i >= 0 && i < length).sort((a, b) => a - b);
}

function gap(n: number): string {
  return `<li class="gap">⋯ ${n} message${n === 1 ? '' : 's'} without evidence not shown</li>`;
}

function renderMessage(message: unknown, index: number, signals: readonly Signal[]): string {
  const role = roleOf(message);
  if (role === undefined || message === null || typeof message !== 'object') {
    return `<li class="msg unreadable"><div class="meta"><span class="idx">#${index}</span> unreadable message</div></li>`;
  }
  const negative = signals.some(isNegative);
  const positive = signals.length > 0 && !negative;
  const classes = ['msg', `role-${role}`, negative ? 'evidence' : '', positive ? 'praise' : '']
    .filter(Boolean)
    .join(' ');
  const name = stringField(message, 'name');
  const chips = chipsOf(signals);
  const meta =
    `<div class="meta"><span class="idx">#${index}</span> <span class="role">${escapeHtml(role)}</span>` +
    (name !== undefined ? ` <span class="name">${escapeHtml(name)}</span>` : '') +
    chips +
    `</div>`;
  const limit = role === 'system' || role === 'developer' ? 300 : MAX_TEXT;
  // The text as analyze read it (first 1,000 and last 3,000 characters), never the whole message.
  const full = textOf(message);
  const text = capText(full);
  const unread = full.length - text.length;
  const body =
    text.trim() === ''
      ? ''
      : `<div class="text">${highlight(text, signals, limit)}${unread > 0 ? ` <span class="cut">(${full.length} characters in all; the first 1,000 and last 3,000 were read)</span>` : ''}</div>`;
  const calls = toolCallsOf(message)
    .map(
      (c) => `<div class="call">→ ${escapeHtml(c.name)}(${escapeHtml(shorten(argumentsText(c.arguments), 240))})</div>`,
    )
    .join('');
  return `<li class="${classes}">${meta}${body}${calls}</li>`;
}

/** One chip per signal type (`type ×N` when it fired more than once): linear in the signals. */
function chipsOf(signals: readonly Signal[]): string {
  const byType = new Map<string, { count: number; negative: boolean }>();
  for (const s of signals) {
    const chip = byType.get(s.type);
    if (chip === undefined) byType.set(s.type, { count: 1, negative: isNegative(s) });
    else chip.count++;
  }
  let html = '';
  for (const [type, { count, negative }] of byType)
    html += `<span class="chip ${negative ? 'bad' : 'good'}">${escapeHtml(type)}${count > 1 ? ` ×${count}` : ''}</span>`;
  return html;
}

/**
 * Escaped text with each signal's snippet wrapped in `<mark>`, cut to `limit` characters. Each
 * distinct snippet is searched once, in the text and (lower-cased once) case-insensitively.
 */
export function highlight(text: string, signals: readonly Signal[], limit: number): string {
  const finder = new SnippetFinder(text);
  const ranges = mergeRanges(signals.flatMap((s) => finder.find(s)));
  let from = 0;
  let to = text.length;
  if (text.length > limit) {
    const anchor = ranges[0]?.start ?? 0;
    from = Math.max(0, Math.min(anchor - Math.floor(limit / 3), text.length - limit));
    to = from + limit;
  }
  let html = from > 0 ? `<span class="cut">… ${from} characters …</span> ` : '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, cursor);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    html += escapeHtml(text.slice(cursor, start));
    const good = range.types.every((t) => t.startsWith('interaction.positive_feedback.'));
    html += `<mark${good ? ' class="good"' : ''} title="${escapeHtml(range.types.join(', '))}">${escapeHtml(text.slice(start, end))}</mark>`;
    cursor = end;
  }
  html += escapeHtml(text.slice(cursor, to));
  if (to < text.length) html += ` <span class="cut">… ${text.length - to} more characters</span>`;
  return html;
}

interface Range {
  start: number;
  end: number;
  types: string[];
}

/** Finds snippets in one message's text, remembering where each distinct snippet was found. */
class SnippetFinder {
  private lower: string | undefined;
  private readonly found = new Map<string, number>();
  private readonly phrases = new Map<string, TextRange | undefined>();

  constructor(private readonly text: string) {}

  find(signal: Signal): Range[] {
    // The matched words when the detector names them, found in the text as written.
    const matched = evidenceWords(signal, this.text);
    if (matched !== undefined) {
      let range = this.phrases.get(matched);
      if (range === undefined && !this.phrases.has(matched)) {
        if (this.found.size + this.phrases.size >= MAX_SNIPPET_SEARCHES) return [];
        range = locatePhrase(this.text, matched);
        this.phrases.set(matched, range);
      }
      if (range !== undefined) return [{ start: range.start, end: range.end, types: [signal.type] }];
    }
    // Snippets of long messages are cut with an ellipsis; search for the text between them.
    const snippet = signal.snippet?.replace(/^…|…$/g, '').trim();
    if (snippet === undefined || snippet === '') return [];
    let start = this.found.get(snippet);
    if (start === undefined) {
      if (this.found.size + this.phrases.size >= MAX_SNIPPET_SEARCHES) return [];
      start = this.text.indexOf(snippet);
      if (start < 0) {
        this.lower ??= this.text.toLowerCase();
        start = this.lower.indexOf(snippet.toLowerCase());
      }
      this.found.set(snippet, start);
    }
    return start < 0 ? [] : [{ start, end: start + snippet.length, types: [signal.type] }];
  }
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
      for (const t of range.types) if (!last.types.includes(t)) last.types.push(t);
    } else {
      out.push({ ...range, types: [...range.types] });
    }
  }
  return out;
}

function argumentsText(args: unknown): string {
  if (typeof args === 'string') return args;
  try {
    return JSON.stringify(args) ?? '';
  } catch {
    return '';
  }
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
