// What the server works out once for each version of a document it sends whole, and keeps: its scripts' hashes and
// policy (./documentPolicy.mjs) and its compressed bytes (./precompressedDocuments.mjs). A version is found by the
// document's own text, so a new version can never be answered with what an old one's was.

/**
 * @typedef {{ scriptHashes?: string[], policies?: Record<number, string>, br?: Buffer, bestBrotliStarted?: boolean, gzip?: Buffer, afterFirstPaint?: string, afterFirstPaintBytes?: number }} DocumentVersion
 * @typedef {(text: string) => DocumentVersion} VersionOf
 */

/**
 * @param {{ maxVersions?: number }} [options] versions kept (least recently answered dropped first); a cached page
 *   has two, as Next wrote it and as it is sent (./afterFirstPaint.mjs)
 * @returns {VersionOf} the entry of the version with this text, new and empty the first time
 */
export const documentVersions = ({ maxVersions = 32 } = {}) => {
  /** @type {Map<string, DocumentVersion>} */
  const versions = new Map()
  return (text) => {
    // Found by its text: a hash and one comparison, about 10 µs for the page against 1 ms to compress it.
    const version = versions.get(text) ?? {}
    versions.delete(text)
    versions.set(text, version)
    if (versions.size > maxVersions) versions.delete(versions.keys().next().value)
    return version
  }
}
