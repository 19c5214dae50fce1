/**
 * @module ANSI colours for terminal output, or plain text when colour is off.
 */
import type { Quality } from '../../types';

/** Colour functions; each returns its input unchanged when colour is off. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  /** Text coloured by quality bucket. */
  quality(quality: Quality, text?: string): string;
}

const QUALITY_CODES: Readonly<Record<Quality, string>> = {
  Excellent: '32', // green
  Good: '36', // cyan
  Neutral: '37', // white
  Poor: '33', // yellow
  Severe: '31', // red
};

/** A {@link Style}: ANSI colours when `enabled`, else the identity. */
export function createStyle(enabled: boolean): Style {
  const wrap = (code: string) => (text: string) => (enabled ? `\u001b[${code}m${text}\u001b[0m` : text);
  return {
    bold: wrap('1'),
    dim: wrap('2'),
    red: wrap('31'),
    green: wrap('32'),
    quality: (quality, text = quality) => wrap(QUALITY_CODES[quality])(text),
  };
}
