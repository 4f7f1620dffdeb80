'use client'

import { SettingsForm } from './SettingsForm'
import { ThemeEditor } from './ThemeEditor'
import { useSettingEntries } from './useSettings'
import { AreaHeading } from '../frame/AreaHeading'
import { QueryState } from '../frame/states'
import { PasskeysSection } from '../passkeys/PasskeysSection'
import { SecondFactorSection } from '../secondFactor/SecondFactorSection'
import { useAdminText } from '../useAdminText'

/**
 * Settings (SPEC §3): the site's texts and contact details in both languages, this browser's colour theme, and the
 * signed-in member's second factor.
 */
export function SettingsArea() {
  const { t } = useAdminText()
  const entries = useSettingEntries()
  return (
    <>
      <AreaHeading>{t('frame.areas.settings')}</AreaHeading>
      <div className="admin-stack">
        {/* A failed refetch keeps the form: what was typed is never swapped for the error state. */}
        <QueryState query={{ ...entries, error: entries.data ? null : entries.error }} rows={9}>
          {(data) => <SettingsForm entries={data} />}
        </QueryState>
        <ThemeEditor />
        <SecondFactorSection />
        <PasskeysSection />
      </div>
    </>
  )
}
