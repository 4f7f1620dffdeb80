import { getPayload, type Payload } from 'payload'

/** The app's Payload, on the database int.setup.ts chose for this test file. */
export const testPayload = async (): Promise<Payload> => {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** An anonymous visitor: the collections' access rules apply, with no user. */
export const asVisitor = { overrideAccess: false, user: null } as const
