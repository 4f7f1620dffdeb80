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
