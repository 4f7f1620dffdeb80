'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'

import { useAdminText } from '../useAdminText'

type ToastText = { text: string }
const ToastContext = createContext<((text: string) => void) | null>(null)

/** A short success confirmation, announced to screen readers (React Aria's toast region). */
export const useToast = (): ((text: string) => void) => {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast outside Toasts')
  return show
}

export function Toasts({ children }: { children: ReactNode }) {
  const { t } = useAdminText()
  const [queue] = useState(() => new ToastQueue<ToastText>({ maxVisibleToasts: 3 }))
  const [show] = useState(() => (text: string) => queue.add({ text }, { timeout: 5000 }))
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion queue={queue} className="admin-toasts" aria-label={t('frame.notifications')}>
        {({ toast }) => (
          <Toast toast={toast} className="admin-toast" data-testid="toast">
            <ToastContent>
              <Text slot="title">{toast.content.text}</Text>
            </ToastContent>
            <Button slot="close" className="admin-toast__close" aria-label={t('frame.dismiss')}>
              ×
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </ToastContext.Provider>
  )
}
