/**
 * @module Inline SVG charts for the HTML report: horizontal bars and the score histogram. Plain
 * strings, no scripts, every label escaped.
 */
import type { Quality } from '../../types';
import { qualityOf } from '../../score/quality';
import { BIN_WIDTH } from '../summary/stats';
import { escapeBreakable, escapeHtml } from './escape';
import { QUALITY_COLORS } from './palette';

/** One bar of a horizontal bar chart. */
export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly color: string;
  /** Text printed after the bar (e.g. `812 · 19.9%`). */
  readonly note: string;
  /** Tooltip; defaults to the label and note. */
  readonly title?: string;
}

/** Width of a chart in a half-width panel (charts are drawn at their natural size, shrunk on narrow screens). */
export const HALF_WIDTH = 520;

/** Layout of a horizontal bar chart. */
export interface BarLayout {
  /** Widest label column, in CSS pixels (longer labels wrap after `.` and `_`). */
  readonly labelWidth: number;
  /** Height of a bar, in CSS pixels. */
  readonly barHeight: number;
  /** Space between rows, in CSS pixels. */
  readonly gap: number;
}

/**
 * A horizontal bar chart, one row per bar, bars scaled to the largest value. Drawn with HTML and
 * CSS rather than SVG so its text keeps the page's font size at any width.
 */
export function horizontalBars(bars: readonly Bar[], title: string, layout: BarLayout): string {
  if (bars.length === 0) return `<p class="empty">No data.</p>`;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rows = bars.map((bar) => {
    const percent = bar.value > 0 ? Math.max(0.5, (100 * bar.value) / max) : 0;
    const tip = escapeHtml(bar.title ?? `${bar.label}: ${bar.note}`);
    return (
      `<span class="label" title="${tip}">${escapeBreakable(bar.label)}</span>` +
      `<span class="track" title="${tip}"><span class="fill" style="width:${percent.toFixed(1)}%;background:${escapeHtml(bar.color)}"></span></span>` +
      `<span class="note">${escapeHtml(bar.note)}</span>`
    );
  });
  const style = `--label:${layout.labelWidth}px;--bar:${layout.barHeight}px;--gap:${layout.gap}px`;
  return `<div class="hbars" role="img" aria-label="${escapeHtml(title)}" style="${style}">${rows.join('')}</div>`;
}

/** The score histogram: one bar per bin, coloured by the quality bucket the bin falls in. */
export function scoreHistogram(bins: readonly number[], title: string): string {
  const width = HALF_WIDTH;
  const height = 200;
  const top = 18;
  const bottom = 28;
  const left = 36;
  const right = 16;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...bins);
  const slot = plotWidth / bins.length;
  const parts: string[] = [];
  for (const fraction of [0.5, 1]) {
    const y = top + plotHeight * (1 - fraction);
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y}" y2="${y}" class="grid"/>`);
    parts.push(
      `<text x="${left - 6}" y="${y + 4}" text-anchor="end" class="axis">${Math.round(max * fraction)}</text>`,
    );
  }
  bins.forEach((k, i) => {
    const from = i * BIN_WIDTH;
    const quality: Quality = qualityOf(from);
    const h = k > 0 ? Math.max(2, (plotHeight * k) / max) : 0;
    const x = left + i * slot + 2;
    const y = top + plotHeight - h;
    const range = `${from}–${i === bins.length - 1 ? 100 : from + BIN_WIDTH - 1}`;
    parts.push(
      `<g><title>${escapeHtml(`score ${range} (${quality}): ${k}`)}</title>` +
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(slot - 4).toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="${QUALITY_COLORS[quality]}"/>` +
        (k > 0
          ? `<text x="${(x + (slot - 4) / 2).toFixed(1)}" y="${(y - 4).toFixed(1)}" text-anchor="middle" class="count">${k}</text>`
          : '') +
        `</g>`,
    );
  });
  parts.push(
    `<line x1="${left}" x2="${width - right}" y1="${top + plotHeight}" y2="${top + plotHeight}" class="baseline"/>`,
  );
  for (const tick of [0, 25, 40, 60, 75, 100]) {
    const x = left + (tick / (BIN_WIDTH * bins.length)) * plotWidth;
    parts.push(`<line x1="${x}" x2="${x}" y1="${top + plotHeight}" y2="${top + plotHeight + 4}" class="baseline"/>`);
    parts.push(`<text x="${x}" y="${top + plotHeight + 17}" text-anchor="middle" class="axis">${tick}</text>`);
  }
  return svg(title, width, height, parts.join(''));
}

function svg(title: string, width: number, height: number, body: string): string {
  return (
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">` +
    `<title>${escapeHtml(title)}</title>${body}</svg>`
  );
}
