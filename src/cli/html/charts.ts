/**
 * @module Inline SVG charts for the HTML report: horizontal bars and the score histogram. Plain
 * strings, no scripts, every label escaped.
 */
import type { Quality } from '../../types';
import { qualityOf } from '../../score/quality';
import { BIN_WIDTH } from '../summary/stats';
import { escapeHtml } from './escape';
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
/** Width of a chart in a full-width panel. */
export const FULL_WIDTH = 1090;

/** Layout of a horizontal bar chart. */
export interface BarLayout {
  readonly width: number;
  readonly labelWidth: number;
  readonly row: number;
  readonly barHeight: number;
}

/** A horizontal bar chart, one row per bar, bars scaled to the largest value. */
export function horizontalBars(bars: readonly Bar[], title: string, layout: BarLayout): string {
  if (bars.length === 0) return `<p class="empty">No data.</p>`;
  const { width, labelWidth, row, barHeight } = layout;
  const noteWidth = 120;
  const span = width - labelWidth - noteWidth - 8;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * row;
  const rows = bars.map((bar, i) => {
    const y = i * row + (row - barHeight) / 2;
    const w = bar.value > 0 ? Math.max(2, (span * bar.value) / max) : 0;
    const tip = escapeHtml(bar.title ?? `${bar.label}: ${bar.note}`);
    return (
      `<g><title>${tip}</title>` +
      `<text x="${labelWidth - 8}" y="${y + barHeight / 2 + 4}" text-anchor="end" class="label">${escapeHtml(bar.label)}</text>` +
      `<rect x="${labelWidth}" y="${y}" width="${span}" height="${barHeight}" rx="3" class="track"/>` +
      `<rect x="${labelWidth}" y="${y}" width="${w.toFixed(1)}" height="${barHeight}" rx="3" fill="${bar.color}"/>` +
      `<text x="${labelWidth + span + 8}" y="${y + barHeight / 2 + 4}" class="note">${escapeHtml(bar.note)}</text></g>`
    );
  });
  return svg(title, width, height, rows.join(''));
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
