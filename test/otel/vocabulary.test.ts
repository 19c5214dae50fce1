/**
 * The span processor applies a profile's learned vocabulary, through the real SDK: the score is the
 * one `analyze` gives with that profile, and the learned phrase is an event like any signal.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ATTR, EVENT_ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { DEFAULT_PROFILE, type ScoreProfile } from '../../src/profile/profile';
import { VOCABULARY_HASH } from '../../src/profile/vocabulary';
import { ngramBucket } from '../../src/vocabulary/hash';
import { emit, genaiMessages, SnapshotExporter } from './helpers';

const PROFILE: ScoreProfile = {
  ...DEFAULT_PROFILE,
  version: 2,
  vocabulary: { hash: VOCABULARY_HASH, offset: 0, weights: [[ngramBucket('assistant', 'not found'), -60]] },
};

const CHAT: Array<[string, string]> = [
  ['user', 'Where is my order 4411?'],
  ['assistant', 'That order was not found.'],
];

describe('SignalsSpanProcessor with a learned vocabulary', () => {
  it('scores with it and emits the learned phrase as an event', async () => {
    const exporter = new SnapshotExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new SignalsSpanProcessor({ profile: PROFILE }), new SimpleSpanProcessor(exporter)],
    });
    emit(provider.getTracer('test'), 'chat', { 'gen_ai.input.messages': genaiMessages(...CHAT) });
    await provider.forceFlush();
    const span = exporter.byName('chat');
    const messages = CHAT.map(([role, content]) => ({ role, content }));
    const withVocabulary = analyze(messages, { profile: PROFILE });
    expect(withVocabulary.qualityScore).toBeLessThan(analyze(messages).qualityScore);
    expect(span.attributes[ATTR.QUALITY_SCORE]).toBe(withVocabulary.qualityScore);
    const learned = span.events.find((e) => e.name.endsWith('learned.phrase'));
    expect(learned?.attributes[EVENT_ATTR.TYPE]).toBe('learned.phrase');
    expect(learned?.attributes[EVENT_ATTR.MESSAGE_INDEX]).toBe(1);
    await provider.shutdown();
  });
});
