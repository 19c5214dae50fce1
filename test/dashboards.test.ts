import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMITTED_ATTRIBUTES, EVENT_ATTR, EVENT_PREFIX, FLAG_MARKER } from '../src/otel/attributes';
import { PROMETHEUS_LABELS, PROMETHEUS_METRIC_NAMES } from '../src/otel/metrics';
import { SIGNAL_TYPES, type Quality } from '../src/types';

/* Structural checks written by hand: Grafana publishes no JSON Schema for the classic dashboard
 * model (`@grafana/schema` ships TypeScript types only), so this test pins the parts an import
 * relies on and, above all, that every query uses names the library really emits. */

interface Target {
  refId?: string;
  datasource?: { type?: string; uid?: string };
  query?: string;
  expr?: string;
  queryType?: string;
  metricsQueryType?: string;
  tableType?: string;
  legendFormat?: string;
  [key: string]: unknown;
}

interface Panel {
  id?: number;
  type?: string;
  title?: string;
  datasource?: { type?: string; uid?: string };
  gridPos?: { x: number; y: number; w: number; h: number };
  targets?: Target[];
}

interface Dashboard {
  __inputs?: Array<{ name?: string; type?: string; pluginId?: string }>;
  __requires?: Array<{ type?: string; id?: string }>;
  panels?: Panel[];
  schemaVersion?: number;
  title?: string;
  uid?: string;
  id?: unknown;
  templating?: { list?: Array<{ name?: string }> };
}

function load(file: string): { raw: string; dashboard: Dashboard } {
  const raw = readFileSync(fileURLToPath(new URL(`../dashboards/${file}`, import.meta.url)), 'utf8');
  return { raw, dashboard: JSON.parse(raw) as Dashboard };
}

const PANEL_TYPES = new Set(['timeseries', 'table', 'stat', 'piechart']);
const QUALITIES: readonly Quality[] = ['Excellent', 'Good', 'Neutral', 'Poor', 'Severe'];
const EVENT_NAMES = SIGNAL_TYPES.map((type) => `${EVENT_PREFIX}${type}`);
const EVENT_ATTRIBUTES: readonly string[] = Object.values(EVENT_ATTR);
/** A TraceQL/PromQL regex matches the whole value, as if wrapped in `^(?:…)$`. */
const anchored = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`, 'u');
const matchesOf = (text: string, re: RegExp): string[][] => [...text.matchAll(re)].map((m) => [...m]);

const DASHBOARDS = [
  { file: 'grafana-signals.json', plugin: 'tempo', input: 'DS_TEMPO', field: 'query' as const },
  { file: 'grafana-signals-prometheus.json', plugin: 'prometheus', input: 'DS_PROMETHEUS', field: 'expr' as const },
];

describe.each(DASHBOARDS)('$file', ({ file, plugin, input, field }) => {
  const { raw, dashboard } = load(file);
  const panels = dashboard.panels ?? [];
  const dsRef = { type: plugin, uid: `\${${input}}` };

  it('is an importable dashboard: __inputs, __requires, schemaVersion, uid, no id', () => {
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: input, type: 'datasource', pluginId: plugin }),
    ]);
    const requires = dashboard.__requires ?? [];
    expect(requires).toContainEqual(expect.objectContaining({ type: 'datasource', id: plugin }));
    expect(requires).toContainEqual(expect.objectContaining({ type: 'grafana', id: 'grafana' }));
    for (const type of new Set(panels.map((p) => p.type))) {
      expect(requires).toContainEqual(expect.objectContaining({ type: 'panel', id: type }));
    }
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.schemaVersion).toBeLessThanOrEqual(41);
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.title).toBeTruthy();
    expect(dashboard.id).toBeNull();
    // Every `${…}` used must be the datasource input or a declared variable (or a Grafana global).
    const variables = new Set([input, ...(dashboard.templating?.list ?? []).map((v) => v.name)]);
    for (const [, name] of matchesOf(raw, /\$\{?(\w+)\}?/g)) {
      if (!name!.startsWith('__')) expect(variables).toContain(name);
    }
  });

  it('has at least eight panels with unique ids, allowed types and non-overlapping grid positions', () => {
    expect(panels.length).toBeGreaterThanOrEqual(8);
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    const cells = new Set<string>();
    for (const panel of panels) {
      expect(PANEL_TYPES, `${panel.title}`).toContain(panel.type);
      expect(panel.title).toBeTruthy();
      const { x, y, w, h } = panel.gridPos ?? { x: -1, y: -1, w: 0, h: 0 };
      for (const n of [x, y, w, h]) expect(Number.isInteger(n)).toBe(true);
      expect(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= 24, `${panel.title} gridPos`).toBe(true);
      for (let i = x; i < x + w; i++) {
        for (let j = y; j < y + h; j++) {
          expect(cells.has(`${i},${j}`), `${panel.title} overlaps at ${i},${j}`).toBe(false);
          cells.add(`${i},${j}`);
        }
      }
    }
  });

  it('gives every panel at least one query on the dashboard datasource, with unique refIds', () => {
    for (const panel of panels) {
      const targets = panel.targets ?? [];
      expect(targets.length, `${panel.title}`).toBeGreaterThan(0);
      expect(panel.datasource).toEqual(dsRef);
      expect(new Set(targets.map((t) => t.refId)).size).toBe(targets.length);
      for (const target of targets) {
        expect(target.refId).toMatch(/^[A-Z]$/);
        expect(target.datasource).toEqual(dsRef);
        expect(typeof target[field] === 'string' && (target[field] as string).trim().length > 0, `${panel.title}`).toBe(
          true,
        );
      }
    }
  });
});

describe('grafana-signals.json (TraceQL)', () => {
  const { dashboard } = load('grafana-signals.json');
  const targets = (dashboard.panels ?? []).flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p, target: t })));
  const queries = targets.map(({ target }) => target.query ?? '');

  it('uses the Tempo query model: traceql, range metrics for charts, span tables for tables', () => {
    for (const { panel, target } of targets) {
      expect(target.queryType).toBe('traceql');
      expect(target.filters).toEqual([]);
      const isMetrics =
        /\|\s*(rate|count_over_time|sum_over_time|avg_over_time|min_over_time|max_over_time|quantile_over_time|histogram_over_time)\(/.test(
          target.query ?? '',
        );
      expect(isMetrics, `${panel.title}`).toBe(panel.type !== 'table');
      if (isMetrics) expect(target.metricsQueryType).toBe('range');
      else expect(target.tableType).toBe('spans');
    }
  });

  it('covers the charts the issue asks for', () => {
    const all = queries.join('\n');
    expect(all).toContain('span.signals.quality != nil } | rate() by (span.signals.quality)');
    expect(all).toMatch(/quantile_over_time\(span\.signals\.turn_count, 0\.5, 0\.95\)/);
    expect(all).toMatch(/quantile_over_time\(span\.signals\.efficiency_score,/);
    for (const attribute of [
      'flagged',
      'frustration.count',
      'escalation.requested',
      'execution.failure.count',
      'execution.loops.count',
    ]) {
      expect(all).toContain(`span.signals.${attribute}`);
    }
    const titles = (dashboard.panels ?? []).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Latest flagged spans', 'Severe conversations']));
  });

  it('references only signals.* attributes the library emits, always span-scoped', () => {
    for (const query of queries) {
      const found = matchesOf(query, /([\w:]*\.)?\b(signals(?:\.\w+)+)/g);
      for (const [, scope, name] of found) {
        expect(EMITTED_ATTRIBUTES, query).toContain(name);
        expect(scope, `${name} must be span-scoped in ${query}`).toBe('span.');
      }
    }
    expect(queries.join('\n')).toMatch(/span\.signals\./);
  });

  it('compares signals.quality only with real quality buckets', () => {
    for (const query of queries) {
      for (const [, value] of matchesOf(query, /span\.signals\.quality\s*!?=\s*"([^"]*)"/g)) {
        expect(QUALITIES).toContain(value);
      }
    }
  });

  it('references only valid signal.* span events and event attributes', () => {
    let events = 0;
    for (const query of queries) {
      for (const [, op, value] of matchesOf(query, /event:name\s*(=~|!~|!=|=)\s*"([^"]*)"/g)) {
        events++;
        if (op === '=~' || op === '!~') {
          expect(
            EVENT_NAMES.some((name) => anchored(value!).test(name)),
            query,
          ).toBe(true);
          expect(anchored(value!).test('exception'), query).toBe(false);
        } else {
          expect(EVENT_NAMES, query).toContain(value);
        }
      }
      for (const [, name] of matchesOf(query, /\bevent\.([\w.]+)/g)) {
        expect(EVENT_ATTRIBUTES, query).toContain(name);
      }
    }
    expect(events).toBeGreaterThan(0);
  });

  it('finds flagged spans by signals.flagged, never by the flag marker in the name', () => {
    for (const query of queries) {
      expect(query, query).not.toMatch(/(?:^|[^\w.:])(?:span:)?name\s*=~/);
      expect(query, query).not.toContain(FLAG_MARKER.trim());
    }
    const flagged = (dashboard.panels ?? []).find((p) => p.title === 'Latest flagged spans');
    expect(flagged?.targets?.[0]?.query).toMatch(/span\.signals\.flagged = true/);
  });

  it('writes decimals with a leading digit (Grafana rejects `.5` in TraceQL)', () => {
    for (const query of queries) expect(query, query).not.toMatch(/(?<![\w.])\.\d/);
  });

  it('filters every query by the service variable, which lists resource.service.name values', () => {
    const service = (dashboard.templating?.list ?? []).find((v) => v.name === 'service') as
      { type?: string; datasource?: unknown; query?: { type?: number; label?: string }; allValue?: string } | undefined;
    expect(service).toMatchObject({
      type: 'query',
      datasource: { type: 'tempo', uid: '${DS_TEMPO}' },
      query: { type: 1, label: 'resource.service.name' },
      allValue: '.*',
    });
    for (const query of queries) expect(query).toMatch(/^\{ resource\.service\.name =~ "\$\{service:regex\}" && /);
  });

  it('has balanced braces and parentheses in every query', () => {
    for (const query of queries) {
      for (const [open, close] of [
        ['{', '}'],
        ['(', ')'],
      ] as const) {
        expect(query.split(open).length, query).toBe(query.split(close).length);
      }
    }
  });
});

describe('grafana-signals-prometheus.json (PromQL)', () => {
  const { dashboard } = load('grafana-signals-prometheus.json');
  const targets = (dashboard.panels ?? []).flatMap((p) => p.targets ?? []);
  const exprs = targets.map((t) => t.expr ?? '');
  const allowedLabels = new Set([...PROMETHEUS_LABELS, 'le', 'job']);

  it('uses only metric names that src/otel/metrics.ts exports', () => {
    for (const expr of exprs) {
      const names = matchesOf(expr, /\bagent_signals\w*/g).map(([name]) => name);
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(PROMETHEUS_METRIC_NAMES, expr).toContain(name);
    }
  });

  it('uses only labels the instruments carry (plus le and job)', () => {
    for (const target of targets) {
      const expr = target.expr ?? '';
      const labels = [
        ...matchesOf(expr, /(\w+)\s*(?:=~|!~|!=|=)\s*"/g).map(([, l]) => l),
        ...matchesOf(expr, /\b(?:by|without|on|ignoring)\s*\(([^)]*)\)/g).flatMap(([, l]) => l!.split(',')),
        ...matchesOf(target.legendFormat ?? '', /\{\{\s*(\w+)\s*\}\}/g).map(([, l]) => l),
      ];
      for (const label of labels.map((l) => l!.trim()).filter(Boolean)) expect(allowedLabels, expr).toContain(label);
    }
  });

  it('compares labels only with values the instruments produce', () => {
    const all = exprs.join('\n');
    for (const [, value] of matchesOf(all, /signals_quality="([^"]*)"/g)) expect(QUALITIES).toContain(value);
    for (const [, value] of matchesOf(all, /signals_flagged="([^"]*)"/g)) expect(['true', 'false']).toContain(value);
    for (const [, value] of matchesOf(all, /signal_type=~"([^"]*)"/g)) {
      expect(
        SIGNAL_TYPES.some((type) => anchored(value!).test(type)),
        value,
      ).toBe(true);
    }
  });

  it('has balanced braces, brackets and parentheses in every expression', () => {
    for (const expr of exprs) {
      for (const [open, close] of [
        ['{', '}'],
        ['(', ')'],
        ['[', ']'],
      ] as const) {
        expect(expr.split(open).length, expr).toBe(expr.split(close).length);
      }
    }
  });
});

describe('docs/querying.md and README (TraceQL examples)', () => {
  const read = (path: string): string => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
  const docs = ['docs/querying.md', 'README.md'].map((path) => ({ path, text: read(path) }));

  it.each(docs)('$path writes decimals with a leading digit in TraceQL', ({ text }) => {
    const blocks = [...text.matchAll(/```traceql\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const inline = [...text.matchAll(/`(\{ [^`]*\}[^`]*)`/g)].map((m) => m[1]!);
    for (const query of [...blocks, ...inline]) expect(query, query).not.toMatch(/(?<![\w.])\.\d/);
  });

  it('states the Tempo version each TraceQL metrics function needs', () => {
    const text = docs[0]!.text;
    expect(text).toMatch(/quantile_over_time\(\)` Tempo ≥ 2\.5/);
    expect(text).toMatch(/`event:name` queries need Tempo ≥ 2\.6/);
    expect(text).not.toMatch(/Tempo ≥ 2\.4,\s+Grafana/);
  });
});
