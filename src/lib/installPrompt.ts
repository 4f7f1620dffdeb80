import { INSTALL_DISMISS_MS } from './siteConstants'

/** When the visitor said "not now" to the install prompt (SPEC §4: remembered for 24 hours). */
export const INSTALL_DISMISSED_KEY = 'salong.installDismissedAt'

export const isInstallPromptSnoozed = (dismissedAt: string | null, now: number): boolean => {
  const at = Number(dismissedAt)
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_MS
}
