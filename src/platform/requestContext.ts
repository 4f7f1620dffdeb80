/**
 * Flags a trusted step puts on `req.context` for the model's hooks: the one place their names are spelled, so
 * the step that sets a flag and the hook that reads it cannot drift apart.
 */

/** A backup restore writes media documents with their archived file data and moves the files itself. */
export const RESTORING_MEDIA = 'restoringMediaFromBackup'

/** A backup restore writes documents as the archive holds them, the visitors' own consent records included. */
export const RESTORING_BACKUP = 'restoringFromBackup'

/** The route checked the staff member's current password before changing their own account. */
export const CURRENT_PASSWORD_VERIFIED = 'currentPasswordVerified'

/** The visitor confirmed their sign-up through the signed link. */
export const SUBSCRIBER_CONFIRMED = 'subscriberConfirmed'

/** Staff lifted a bounce after the reader asked (src/newsletter/liftBounce.ts): the address leaves `bounced`. */
export const BOUNCE_LIFTED = 'bounceLifted'

/** The one-time code (or recovery code) that came with a login, for the second-factor check at login. */
export const SECOND_FACTOR_CODE = 'secondFactorCode'

/** The login's code was accepted (and spent) for this user id, before the password was checked. */
export const SECOND_FACTOR_PASSED = 'secondFactorPassed'

/** Only the password is being checked (a password change re-asks it), not a sign-in: no second factor asked. */
export const PASSWORD_ONLY = 'passwordOnly'

/** A password reset: a member with a second factor gets the new password but no session (they sign in next). */
export const RESET_WITHOUT_SESSION = 'resetWithoutSession'

/** Set by the check when it held the reset's session back. */
export const SESSION_WITHHELD = 'sessionWithheld'

/** How a sign-in was checked, when not by password (a passkey): the audit trail says so. */
export const SIGN_IN_METHOD = 'signInMethod'
