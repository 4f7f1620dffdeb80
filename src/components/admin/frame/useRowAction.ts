'use client'

import { useState } from 'react'

import { useMessageText } from '../useAdminText'
import { useToast } from './Toasts'

/** A list row's action (hide, toggle, delete): a toast when done, the server's text at the row when not. */
export const useRowAction = () => {
  const say = useMessageText()
  const toast = useToast()
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null)
    try {
      await action()
      toast(done)
    } catch (error) {
      setFailure(say((error as Error).message))
    }
  }
  return { failure, run }
}
