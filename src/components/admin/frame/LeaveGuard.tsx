'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { useAdminText } from '../useAdminText'
import { ConfirmDialog } from './ConfirmDialog'

type Guard = {
  /** Runs `action` at once, or after the staff member confirmed leaving unsaved changes. */
  leave: (action: () => void) => void
  setDirty: (key: string, dirty: boolean) => void
}
const LeaveGuardContext = createContext<Guard | null>(null)

/** Marks a form's unsaved changes: leaving the area, the admin or the page asks first. */
export const useLeaveGuard = (dirty: boolean): void => {
  const guard = useContext(LeaveGuardContext)
  const key = useId()
  useEffect(() => {
    guard?.setDirty(key, dirty)
    return () => guard?.setDirty(key, false)
  }, [guard, key, dirty])
}

export const useLeave = (): Guard['leave'] => {
  const guard = useContext(LeaveGuardContext)
  if (!guard) throw new Error('useLeave outside LeaveGuard')
  return guard.leave
}

export function LeaveGuard({ children }: { children: ReactNode }) {
  const { t } = useAdminText()
  const dirty = useRef(new Set<string>())
  const [pending, setPending] = useState<(() => void) | null>(null)

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])

  const setDirty = useCallback((key: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(key)
    else dirty.current.delete(key)
  }, [])
  const leave = useCallback((action: () => void) => {
    if (dirty.current.size === 0) return action()
    setPending(() => action)
  }, [])

  const value = useMemo(() => ({ leave, setDirty }), [leave, setDirty])
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('frame.unsavedTitle')}
        text={t('frame.unsavedText')}
        confirmLabel={t('frame.leave')}
        cancelLabel={t('frame.stay')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const action = pending
          dirty.current.clear()
          setPending(null)
          action?.()
        }}
      />
    </LeaveGuardContext.Provider>
  )
}
