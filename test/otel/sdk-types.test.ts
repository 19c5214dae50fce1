/**
 * The processor is typed structurally, so it must fit the `SpanProcessor` interface of every SDK
 * line without depending on one. 2.x is checked by `tsc` on this file; 3.x (`@opentelemetry/sdk-trace`
 * 3) is checked with the compiler API against a copy installed by this test alone (not a
 * devDependency: it asks for Node ≥ 22.15 and would warn on every `npm ci` under Node 20). Only its
 * types are read, so the check runs on any Node; it is skipped, saying why, when the package cannot
 * be installed (no registry and no npm cache). Installed under node_modules/.cache, so its
 * `@opentelemetry/api` import resolves to the api 1.9 used here, as its peer range excludes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { SpanProcessor as SpanProcessorV2 } from '@opentelemetry/sdk-trace-base';
import type { SpanProcessor as NodeSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { installInCache } from './cache-install';

const ROOT = join(import.meta.dirname, '..', '..');
const SDK3_RANGE = '^3.1.1';
const SDK3_DIR = join(ROOT, 'node_modules', '.cache', 'agent-signals-sdk-trace-3');
const SDK3_PACKAGE = join(SDK3_DIR, 'node_modules', '@opentelemetry', 'sdk-trace');

/** Installs `@opentelemetry/sdk-trace` 3 into {@link SDK3_DIR} once; the reason when it cannot. */
function installSdk3(): string | undefined {
  if (existsSync(join(SDK3_PACKAGE, 'package.json'))) {
    const { version } = JSON.parse(readFileSync(join(SDK3_PACKAGE, 'package.json'), 'utf8')) as { version: string };
    if (version.startsWith('3.')) return undefined;
  }
  const failure = installInCache(
    SDK3_DIR,
    [`@opentelemetry/sdk-trace@${SDK3_RANGE}`],
    ['--legacy-peer-deps'], // its peer api 1.10 would shadow the 1.9 this check shares
  );
  return failure === undefined ? undefined : `cannot install @opentelemetry/sdk-trace${SDK3_RANGE} (${failure})`;
}

/** Type-checks `source` as if it were a file in test/otel; returns the error messages. */
function typeErrors(source: string): string[] {
  const fileName = join(ROOT, 'test', 'otel', '__sdk_compat__.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, lang, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, lang) : getSourceFile.call(host, name, lang, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? source : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === fileName)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('SpanProcessor type compatibility', () => {
  it('fits @opentelemetry/sdk-trace-base and sdk-trace-node 2.x (checked by tsc)', () => {
    const asV2: SpanProcessorV2 = new SignalsSpanProcessor();
    const asNode: NodeSpanProcessor = new SignalsSpanProcessor();
    expect(typeof asV2.onEnding).toBe('function');
    expect(typeof asNode.onEnd).toBe('function');
  });

  it('fits @opentelemetry/sdk-trace 3.x structurally', (ctx) => {
    const missing = installSdk3();
    if (missing !== undefined) {
      console.warn(`skipped the SDK 3 type check: ${missing}`);
      ctx.skip();
    }
    const errors = typeErrors(`
      import type { SpanProcessor, ReadableSpan, Span } from ${JSON.stringify(SDK3_PACKAGE)};
      import { SignalsSpanProcessor } from '../../src/otel/index';
import { installInCache } from './cache-install';
      const processor: SpanProcessor = new SignalsSpanProcessor();
      declare const span: Span;
      declare const ended: ReadableSpan;
      processor.onEnding?.(span);
      processor.onEnd(ended);
      // Self-test: the check must reject a processor that is not one.
      // @ts-expect-error missing forceFlush and shutdown
      const misfit: SpanProcessor = { onStart() {}, onEnd() {} };
      export { processor, misfit };
    `);
    expect(errors).toEqual([]);
  }, 180_000);
});
