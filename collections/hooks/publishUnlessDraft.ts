import type { CollectionBeforeOperationHook, GlobalConfig } from 'payload'

type GlobalBeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]
type WriteArgs = { draft?: boolean; data?: Record<string, unknown> }

/**
 * A write that neither asks for a draft nor names a status publishes: the /api contract's writes (the in-page admin,
 * other clients), the seed and the restore of a backup made before drafts existed show at once, as they always
 * did, and each still makes a version. The panel always names the status (a draft, a publish, an unpublish), so
 * do the scheduled publish and the restore of a newer backup.
 */
const published = <T>(args: T): T => {
  const { draft, data } = args as WriteArgs
  if (draft || !data || typeof data !== 'object' || Array.isArray(data)) return args
  if (data._status !== undefined && data._status !== null) return args
  return { ...args, data: { ...data, _status: 'published' } }
}

export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' || operation === 'update' ? published(args) : args

export const publishGlobalUnlessDraft: GlobalBeforeOperationHook = ({ args, operation }) =>
  operation === 'update' ? published(args) : args
