import { describe, expect, it } from 'vitest';
import { isHandoffTool } from '../../src/detectors/handoff';
import { analyzeFamily, assistant, tool, toolCall, user } from '../helpers';

function handoff(messages: readonly unknown[]) {
  const { report, signals } = analyzeFamily(messages, 'execution.handoff');
  return { handoff: report.escalation.handoff, signals };
}

describe('isHandoffTool', () => {
  it.each(['transfer_to_human_agents', 'handoff', 'escalate_ticket', 'talk_to_human', 'HandOffToAgent', 'ESCALATION'])(
    '"%s" is a handoff tool',
    (name) => {
      expect(isHandoffTool(name)).toBe(true);
    },
  );

  it.each(['lookup_order', 'get_weather', 'search', 'refund', ''])('"%s" is not', (name) => {
    expect(isHandoffTool(name)).toBe(false);
  });
});

describe('detectHandoff', () => {
  it.each(['transfer_to_human_agents', 'handoff', 'escalate_ticket'])('reports a call of %s', (name) => {
    const r = handoff([user('hi'), assistant(null, [toolCall(name, { reason: 'x' })])]);
    expect(r.handoff).toBe(true);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]).toMatchObject({ type: 'execution.handoff', messageIndex: 1, confidence: 1 });
    expect(r.signals[0]!.metadata).toEqual({ tool: name });
  });

  it('reads the flat tool-call shape', () => {
    const r = handoff([assistant('', [{ id: '1', name: 'transfer_to_human_agents', arguments: {} }])]);
    expect(r.handoff).toBe(true);
  });

  it('reports every handoff call', () => {
    const r = handoff([assistant(null, [toolCall('handoff'), toolCall('lookup_order'), toolCall('escalate_ticket')])]);
    expect(r.signals.map((s) => s.metadata?.tool)).toEqual(['handoff', 'escalate_ticket']);
  });

  it('ignores other tools, tool results and malformed calls', () => {
    const r = handoff([
      assistant(null, [toolCall('lookup_order'), null, 5, { function: null }, { name: 42 }]),
      tool('transferred to human', 'call_lookup_order'),
      { role: 'tool', name: 'handoff', content: 'ok' },
      user('transfer me to a human'),
    ]);
    expect(r.handoff).toBe(false);
    expect(r.signals).toEqual([]);
  });
});
