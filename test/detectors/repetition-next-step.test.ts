import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const types = (messages: readonly unknown[]) =>
  analyzeFamily(messages, 'interaction.repetition.', { language: undefined }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );
const call = (id: string, name: string) => [{ id, name, arguments: '{}' }];
const result = (id: string, content: string) => ({ role: 'tool', tool_call_id: id, content });

const PLAN = 'I will first check if Emma Johnson is free for lunch at 12:00 on 2024-05-19, then create the event.';
const DONE = 'Emma Johnson is free for lunch at 12:00 on 2024-05-19, I will now create the event.';

describe('repetition: an agent narrating its next step is no repeat', () => {
  it('a narration that calls a tool the earlier one did not moves on to the next step', () => {
    const messages = [
      user('Am I free for lunch? If so, create the event.'),
      assistant(PLAN, call('c1', 'get_day_calendar_events')),
      result('c1', '- 09:00 team meeting'),
      assistant(DONE, call('c2', 'create_calendar_event')),
    ];
    expect(types(messages)).toEqual([]);
  });

  it('the same narration calling the same tool again is a repeat, and so is one after a message without calls', () => {
    const again = [
      user('Submit the flag.'),
      assistant('I will now submit the flag that we found in the file.', call('c1', 'submit')),
      result('c1', 'Wrong flag!'),
      assistant('I will now submit the flag that we found in the file.', call('c2', 'submit')),
    ];
    expect(types(again)).toEqual(['3:exact']);
    const noCalls = [
      user('Am I free for lunch? If so, create the event.'),
      assistant(PLAN),
      assistant(DONE, call('c2', 'create_calendar_event')),
    ];
    expect(types(noCalls)).toEqual(['2:near_duplicate']);
  });
});
