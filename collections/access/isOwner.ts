/** The salon's owner role: the only one who creates, removes or resets other staff accounts. */
export const isOwner = (user: unknown): boolean => (user as { role?: string } | null | undefined)?.role === 'owner'
