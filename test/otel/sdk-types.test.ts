/**
 * The processor is typed structurally, so it must fit the `SpanProcessor` interface of every SDK
 * line without depending on one. 2.x is checked by `tsc` on this file; 3.x (`@opentelemetry/sdk-trace`
 * 3, whose peer `@opentelemetry/api` range excludes the 1.9 used here) is checked with the compiler
 * API. It is a devDependency under the alias `sdk-trace-v3`, with a package.json override that
 * lets it share the api 1.9 used here.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { SpanProcessor as SpanProcessorV2 } from '@opentelemetry/sdk-trace-base';
import type { SpanProcessor as NodeSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { SignalsSpanProcessor } from '../../src/otel/index';

const ROOT = join(import.meta.dirname, '..', '..');

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

  it('fits @opentelemetry/sdk-trace 3.x structurally', () => {
    const errors = typeErrors(`
      import type { SpanProcessor, ReadableSpan, Span } from 'sdk-trace-v3';
      import { SignalsSpanProcessor } from '../../src/otel/index';
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
  }, 60_000);
});
