/*
 * The only files media may hold: what the page shows (images and films). One list for every way in (the contract's
 * gallery, Payload's REST and panel, a restore) and for the file route that serves them. SVG is not among them: it
 * is a document that can run script on the site's own origin.
 */

const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end))
const startsWith = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte)
/** ISO base media (AVIF and MP4 alike): `ftyp` at 4, then the brand, which tells an AVIF image from a film. */
const isoBrand = (bytes: Uint8Array): string | null => (latin1(bytes, 4, 8) === 'ftyp' ? latin1(bytes, 8, 12) : null)

const KINDS = {
  jpg: { type: 'image/jpeg', begins: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  png: {
    type: 'image/png',
    begins: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: { type: 'image/gif', begins: (b: Uint8Array) => latin1(b, 0, 4) === 'GIF8' },
  webp: { type: 'image/webp', begins: (b: Uint8Array) => latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP' },
  avif: { type: 'image/avif', begins: (b: Uint8Array) => /^avi[fs]$/.test(isoBrand(b) ?? '') },
  mp4: { type: 'video/mp4', begins: (b: Uint8Array) => isoBrand(b) !== null && !/^avi[fs]$/.test(isoBrand(b)!) },
  webm: { type: 'video/webm', begins: (b: Uint8Array) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
} as const
type MediaKind = keyof typeof KINDS

const KIND_OF_EXTENSION: Record<string, MediaKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  mp4: 'mp4',
  webm: 'webm',
}

/** The accepted types (Payload's `mimeTypes`, the file picker's `accept`). */
export const MEDIA_TYPES: string[] = Object.values(KINDS).map((kind) => kind.type)

export const isMediaType = (type: string): boolean => MEDIA_TYPES.includes(type.toLowerCase())

/** The type a file name stands for, or undefined when it is not a kind media may hold. */
export const mediaTypeOfName = (name: string): string | undefined => {
  const kind = KIND_OF_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']
  return kind && KINDS[kind].type
}

/**
 * Why a file may not be media, or undefined when its name is an accepted kind and its first bytes (16 are enough)
 * really are of that kind.
 */
export const mediaFileProblem = (name: string, head: Uint8Array): 'type' | 'content' | undefined => {
  const kind = KIND_OF_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']
  if (!kind) return 'type'
  return KINDS[kind].begins(head) ? undefined : 'content'
}
