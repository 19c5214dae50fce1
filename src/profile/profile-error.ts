/**
 * @module The error a malformed scoring profile raises.
 */

/**
 * A scoring profile that does not match the schema: `field` names the offending field by its
 * dotted path (`weights.frustration`, `baselines.toolCalls`, `version`).
 */
export class ProfileError extends TypeError {
  override readonly name = 'ProfileError';
  /** Dotted path of the field at fault. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`invalid profile: ${field} ${problem}`);
    this.field = field;
  }
}

/** True when `error` is a {@link ProfileError}. */
export function isProfileError(error: unknown): error is ProfileError {
  return error instanceof ProfileError;
}
