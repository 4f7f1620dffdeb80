import type { PayloadRequest } from 'payload'

import { mustSetUpSecondFactor } from '../../src/secondFactor/requirement'

/**
 * Who may open the content panel: any staff member, except one the owner requires to set a second factor up first
 * (they do that in the in-page admin; the panel shows Payload's "unauthorized" page until then).
 */
export const panelAccess = async ({ req }: { req: PayloadRequest }): Promise<boolean> =>
  Boolean(req.user) && !(await mustSetUpSecondFactor(req.payload, req.user))
