/**
 * @module agent-signals: cheap, model-free behavioural signals for LLM-agent conversations.
 */
export { analyze } from './analyze';
export { ConversationTracker } from './analysis/tracker';
export { DEFAULT_OPTIONS } from './options';
export { fromShareGPT } from './adapters/sharegpt';
export type { AnalyzeOptions } from './options';
export { DEFAULT_PROFILE, parseProfile } from './profile/profile';
export { CHAT_PROFILE } from './profile/named-profiles';
export type { ProfileName } from './profile/named-profiles';
export type { ProfileBaselines, ProfileWeights, ScoreProfile } from './profile/profile';
export { ProfileError, isProfileError } from './profile/profile-error';
export { SIGNAL_TYPES } from './types';
export type {
  ContentPart,
  CountSeverity,
  FlatToolCall,
  Message,
  OpenAIToolCall,
  Quality,
  Role,
  Severity,
  Signal,
  SignalReport,
  SignalType,
  ToolCall,
} from './types';
export type { FamilyPatch, LexiconFamily, LexiconOverrides } from './lexicon/families';
