'use client'

import { AreaHeading } from '../frame/AreaHeading'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { SettingsForm } from './SettingsForm'
import { ThemeEditor } from './ThemeEditor'
import { useSettingEntries } from './useSettings'

/** Settings (SPEC §3): the site's texts and contact details in both languages, and this browser's colour theme. */
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
      </div>
    </>
  )
}
