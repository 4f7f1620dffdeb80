/** The largest file staff may upload (images and videos), for Payload's own upload and the /api gallery. */
export const MAX_UPLOAD_MB = 50
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024
