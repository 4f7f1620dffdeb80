import type { Access } from 'payload'

/** Written only by the server itself (the Local API overrides access), never through the panel or REST. */
export const nobody: Access = () => false
