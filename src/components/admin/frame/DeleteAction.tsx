'use client'

import { useState } from 'react'

import { useAdminText } from '../useAdminText'
import { ConfirmDialog } from './ConfirmDialog'

/** A row's delete button and the question before it; `onDelete` runs only once the staff member confirms. */
export function DeleteAction({
  name,
  title,
  text,
  busy = false,
  onDelete,
}: {
  /** What is deleted, as the button's accessible name says it ("Ta bort: …"). */
  name: string
  title?: string
  text?: string
  busy?: boolean
  onDelete: () => void
}) {
  const { t } = useAdminText()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setConfirming(true)}
        aria-label={`${t('frame.delete')}: ${name}`}
      >
        {t('frame.delete')}
      </button>
      <ConfirmDialog
        isOpen={confirming}
        title={title ?? t('frame.deleteTitle', { name })}
        text={text ?? t('frame.deleteText')}
        confirmLabel={t('frame.delete')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onDelete()
        }}
      />
    </>
  )
}
