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

  it('the same narration word for word is a repeat whatever tool it calls', () => {
    const STUCK =
      'I could not find a user called Emma Johnson and I could not find a #random channel. I will now try to find the name of the user by reading the list of users in the Slack workspace.';
    const messages = [
      user('Invite Emma to the workspace.'),
      assistant(STUCK.replace('#random', '#general'), call('c1', 'get_users_in_channel')),
      result('c1', 'ValueError: Channel #general not found'),
      assistant(STUCK, call('c2', 'get_channels')),
    ];
    // 31 of 35 pairs shared: exact (0.886), with another tool.
    expect(types(messages)).toEqual(['3:exact']);
  });

  it('a narration without calls after one that called tools reports what they returned', () => {
    const messages = [
      user('Find my packing list for Hawaii.'),
      assistant(
        'I could not find any files with the vacation plans for Hawaii. I will now search for a file with the packing list for Hawaii.',
        call('c1', 'search_files'),
      ),
      result('c1', 'ValueError: No files found'),
      assistant('I could not find any files with the vacation plans for Hawaii or the packing list for Hawaii.'),
    ];
    expect(types(messages)).toEqual([]);
    // The report given again word for word is a repeat.
    const again =
      'I could not find any files with the vacation plans or the packing list for Hawaii anywhere in your drive.';
    expect(
      types([
        user('Find my packing list for Hawaii.'),
        assistant(again, call('c1', 'search_files')),
        result('c1', 'ValueError: No files found'),
        assistant(again),
      ]),
    ).toEqual(['3:exact']);
  });
});
