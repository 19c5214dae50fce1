/**
 * @module The `agent-signals` command: parses arguments, streams every input through `analyze`,
 * and prints the listing, the summary and the HTML report. Returns the exit code (0/1/2).
 */
import { fstatSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { analyze } from '../analyze';
import { resolveOptions, type AnalyzeOptions } from '../options';
import { type BaselinesUsed } from './baselines-used';
import type { NamedInput } from './input/learn-baselines';
import { prepareInputs } from './input/prepare-inputs';
import { parseCliArgs, type CliOptions, type Format } from './args';
import { EXIT_OK, EXIT_SKIPPED, EXIT_USAGE } from './exit-codes';
import { HELP, VERSION } from './help';
import { renderHtmlReport } from './html/page';
import { displayName, readSource, type ByteCounter } from './input/read-source';
import { UnknownRoles } from './input/unknown-roles';
import { csvFormatter } from './output/format-csv';
import { jsonFormatter, jsonlFormatter } from './output/format-json';
import { tableFormatter } from './output/format-table';
import type { Formatter } from './output/formatter';
import { OutputSink } from './output/sink';
import { createStyle } from './output/style';
import { ErrorDigest } from './output/error-digest';
import { count, safeLine } from './output/text';
import { writeWhole } from './output-file';
import { planRun, type RunPlan } from './plan';
import { runRank } from './rank/run-rank';
import { ProgressBar, wantsProgress } from './progress';
import { BoundedHeap } from './select/bounded-heap';
import { isScored, NotScored } from './select/not-scored';
import { passes } from './select/filters';
import { compareWorst, type Scored } from './select/scored';
import { renderSummaryJson } from './summary/render-json';
import { renderSummaryText } from './summary/render-text';
import { SummaryStats } from './summary/stats';
import { isUsageError } from './usage-error';

/** A terminal-like output stream. */
export interface CliOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
  /** File descriptor, to tell whether stdout and stderr are the same terminal. */
  readonly fd?: number;
}

/** The process pieces the command uses (injectable for tests). */
export interface CliIO {
  readonly stdin: Readable;
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  readonly env: NodeJS.ProcessEnv;
  /**
   * Updated while the command runs, for a caller that must exit early (stdout closed by
   * `| head`): `skipped` counts the bad input so far, so the exit code can still say 1.
   */
  readonly status?: { skipped: number };
}

/** Bad lines reported one by one before the rest are only counted. */
const MAX_REPORTED_ERRORS = 100;
/** Longest reason (and longest position) printed for a bad line, after control characters are removed. */
const MAX_REASON_CHARS = 200;
const MAX_WHERE_CHARS = 200;
/** Longest usage or output error printed (they echo arguments). */
const MAX_USAGE_CHARS = 1000;
/** Worst conversations shown by `--summary` and `--html` when `--top` is not given. */
const SUMMARY_WORST = 10;
const HTML_WORST = 25;

/** Runs the command line `argv` (without `node` and the script) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  if (argv[0] === 'evaluate' || argv[0] === 'calibrate') {
    // `agent-signals evaluate --help` is what people type: the one help text covers every command.
    if (argv.slice(1).some((arg) => arg === '--help' || arg === '-h')) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    return runRank(argv, io);
  }
  let options: CliOptions;
  let plan: RunPlan;
  try {
    options = parseCliArgs(argv, io.env);
    if (options.command === 'help') {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    if (options.command === 'version') {
      io.stdout.write(`${VERSION}\n`);
      return EXIT_OK;
    }
    plan = planRun(options);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr.write(
      `agent-signals: ${safeLine(error.message, MAX_USAGE_CHARS)}\nRun 'agent-signals --help' for usage.\n`,
    );
    return EXIT_USAGE;
  }
  return score(options, plan, io);
}

/**
 * Scores the inputs: first learns the baselines from them (standard input is spooled to a
 * temporary file so it can be read twice), unless a profile pins them.
 */
async function score(options: CliOptions, plan: RunPlan, io: CliIO): Promise<number> {
  const prepared = await prepareInputs(
    options.files,
    {
      profileName: plan.profileName,
      profileBaselines: resolveOptions(plan.analyzeOptions).baselines,
      learn: plan.learnBaselines,
    },
    io.stdin,
  );
  try {
    return await scoreSources(options, plan, io, prepared.sources, prepared.baselines);
  } finally {
    prepared.release();
  }
}

async function scoreSources(
  options: CliOptions,
  plan: RunPlan,
  io: CliIO,
  sources: readonly NamedInput[],
  baselinesUsed: BaselinesUsed,
): Promise<number> {
  const listing = !options.summary && !(options.html !== undefined && options.format === undefined);
  const format: Format = options.format ?? (io.stdout.isTTY === true ? 'table' : 'jsonl');
  const style = createStyle(options.color && io.stdout.isTTY === true);
  const columns = io.stdout.columns ?? 120;
  const formatter = listing ? formatterFor(format, style, columns) : undefined;
  const listHeap =
    listing && options.top !== undefined ? new BoundedHeap<Scored>(options.top, compareWorst) : undefined;
  const wantsWorst = options.summary || options.html !== undefined;
  const worstCap = options.top ?? (options.html !== undefined ? HTML_WORST : SUMMARY_WORST);
  const worstHeap = wantsWorst ? new BoundedHeap<Scored>(worstCap, compareWorst) : undefined;
  // Severe conversations rank first, but a short list (--top) or a filter (--quality) can leave some
  // out: the next ones are listed after it (as many again), so a Severe verdict stays in sight.
  const severeHeap = wantsWorst ? new BoundedHeap<Scored>(2 * worstCap, compareWorst) : undefined;
  const stats = new SummaryStats();
  const unknownRoles = new UnknownRoles();
  const notScored = new NotScored();
  // Rows printed as they are scored would share the bar's line: no bar then.
  const rowsToBarTerminal = formatter !== undefined && listHeap === undefined && sameTerminal(io.stdout, io.stderr);
  const progress = wantsProgress(options.progress, io.stderr.isTTY === true, plan.totalBytes, rowsToBarTerminal)
    ? new ProgressBar(io.stderr, plan.totalBytes)
    : undefined;
  const sink = new OutputSink(io.stdout, () => progress?.clear());
  const counter: ByteCounter = { bytes: 0 };
  let skipped = 0;
  let seq = 0;
  let severeCount = 0;

  const errors = new ErrorDigest(MAX_REPORTED_ERRORS);
  const reportBad = (where: string, reason: string): void => {
    skipped++;
    if (io.status !== undefined) io.status.skipped = skipped;
    if (!errors.admit(reason)) return;
    progress?.clear();
    io.stderr.write(`${safeLine(where, MAX_WHERE_CHARS)}: ${safeLine(reason, MAX_REASON_CHARS)}\n`);
  };

  const analyzeOptions: AnalyzeOptions = { ...plan.analyzeOptions, baselines: baselinesUsed.baselines };
  if (formatter !== undefined && listHeap === undefined) sink.write(formatter.begin());
  for (const input of sources) {
    for await (const event of readSource(input.path, counter, io.stdin, { name: input.name })) {
      if (event.kind === 'bad') {
        reportBad(event.where, event.reason);
        continue;
      }
      const { id, source, messages } = event.conversation;
      let report;
      try {
        report = analyze(messages, analyzeOptions);
      } catch (error) {
        reportBad(source, `could not be analysed (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      unknownRoles.add(messages, source);
      if (!isScored(report)) {
        // Listed unless a filter asks for verdicts it does not have; counted, and the exit code says 1.
        seq++;
        notScored.add(source);
        stats.addNotScored();
        if (formatter !== undefined && listHeap === undefined && !options.flagged && options.qualities === undefined)
          sink.write(formatter.notScored({ id, source }));
        progress?.tick(seq, counter.bytes);
        continue;
      }
      const item: Scored = { seq: seq++, id, source, report, messages };
      stats.add(report);
      if (passes(report, options)) {
        if (listHeap !== undefined) listHeap.push(item);
        else if (formatter !== undefined) sink.write(formatter.row(item));
        // The worst list is for review: flagged conversations, or whatever --quality selects.
        if (report.flagged || options.qualities !== undefined) worstHeap?.push(item);
        if (report.quality === 'Severe') {
          severeCount++;
          severeHeap?.push(item);
        }
      }
      progress?.tick(seq, counter.bytes);
    }
  }
  progress?.clear();

  if (formatter !== undefined && listHeap !== undefined) {
    sink.write(formatter.begin());
    for (const item of listHeap.sorted()) sink.write(formatter.row(item));
  }
  if (formatter !== undefined) sink.write(formatter.end());
  const inputs = options.files.map(displayName);
  const worst = worstHeap?.sorted() ?? [];
  const severe = severeHeap?.sorted() ?? [];
  if (!listing) {
    const shown = worst.slice(0, options.top ?? SUMMARY_WORST);
    const ctx = {
      inputs,
      skipped,
      worst: shown,
      ...outside(severe, severeCount, shown, worstCap),
      columns,
      baselines: baselinesUsed,
    };
    sink.write(
      format === 'json' && options.format !== undefined
        ? renderSummaryJson(stats, ctx)
        : renderSummaryText(stats, ctx, style),
    );
  }
  sink.flush();

  let failed = false;
  if (options.html !== undefined) {
    const html = renderHtmlReport(stats, {
      inputs,
      skipped,
      worst,
      ...outside(severe, severeCount, worst, worstCap),
      baselines: baselinesUsed,
      version: VERSION,
      generatedAt: new Date(),
    });
    try {
      writeWhole(options.html, html);
      io.stderr.write(`agent-signals: wrote the HTML report to ${options.html}\n`);
    } catch (error) {
      io.stderr.write(
        `agent-signals: ${safeLine(`cannot write ${options.html}: ${error instanceof Error ? error.message : String(error)}`, MAX_USAGE_CHARS)}\n`,
      );
      failed = true;
    }
  }
  const roles = unknownRoles.note();
  if (roles !== undefined) io.stderr.write(`agent-signals: ${safeLine(roles, MAX_USAGE_CHARS)}\n`);
  const unscored = notScored.note();
  if (unscored !== undefined) io.stderr.write(`agent-signals: ${safeLine(unscored, MAX_USAGE_CHARS)}\n`);
  const empty = seq === 0 && skipped === 0;
  if (empty)
    io.stderr.write(`agent-signals: no conversations found in ${safeLine(inputs.join(', '), MAX_USAGE_CHARS)}\n`);
  for (const line of errors.closing()) io.stderr.write(`${safeLine(line, MAX_USAGE_CHARS)}\n`);
  if (skipped > 0) {
    io.stderr.write(
      `agent-signals: skipped ${count(skipped)} bad line${skipped === 1 ? '' : 's'}; scored ${count(seq - notScored.count)} conversations\n`,
    );
  }
  return skipped > 0 || failed || notScored.count > 0 || empty ? EXIT_SKIPPED : EXIT_OK;
}

/**
 * The Severe conversations a worst list does not show: the worst-first `severe` minus `shown`, at
 * most `cap` of them (the list's length), and how many of all `total` Severe ones `shown` leaves out.
 */
function outside(
  severe: readonly Scored[],
  total: number,
  shown: readonly Scored[],
  cap: number,
): { severeOutside: Scored[]; severeOutsideTotal: number } {
  const seen = new Set(shown.map((item) => item.seq));
  const inShown = shown.filter((item) => item.report.quality === 'Severe').length;
  return {
    severeOutside: severe.filter((item) => !seen.has(item.seq)).slice(0, cap),
    severeOutsideTotal: total - inShown,
  };
}

/** Whether two outputs are one terminal (both TTYs on the same device; assumed when that cannot be told). */
function sameTerminal(a: CliOutput, b: CliOutput): boolean {
  if (a.isTTY !== true || b.isTTY !== true) return false;
  if (typeof a.fd !== 'number' || typeof b.fd !== 'number') return true;
  try {
    const [x, y] = [fstatSync(a.fd), fstatSync(b.fd)];
    return x.rdev === y.rdev && x.dev === y.dev && x.ino === y.ino;
  } catch {
    return true;
  }
}

function formatterFor(format: Format, style: ReturnType<typeof createStyle>, columns: number): Formatter {
  switch (format) {
    case 'json':
      return jsonFormatter();
    case 'jsonl':
      return jsonlFormatter();
    case 'csv':
      return csvFormatter();
    case 'table':
      return tableFormatter(style, columns);
  }
}
