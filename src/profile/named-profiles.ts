/**
 * @module The profiles that ship with the package, by name: `default` (task assistants and agents)
 * and `chat` (open-domain companion chat, where a longer conversation is engagement).
 */
import chatProfileJson from './chat-profile.json';
import { DEFAULT_PROFILE, parseProfile, type ScoreProfile } from './profile';

/** The `chat` profile: for open-domain companion chat (fitted on human-rated chats). */
export const CHAT_PROFILE: ScoreProfile = parseProfile(chatProfileJson);

/** Names of the shipped profiles. */
export const PROFILE_NAMES = ['default', 'chat'] as const;

/** A shipped profile's name. */
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** True when `name` names a shipped profile. */
export function isProfileName(name: unknown): name is ProfileName {
  return name === 'default' || name === 'chat';
}

/** The shipped profile of that name. */
export function namedProfile(name: ProfileName): ScoreProfile {
  return name === 'chat' ? CHAT_PROFILE : DEFAULT_PROFILE;
}
