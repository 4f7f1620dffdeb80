'use client'

import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/** A modal dialog that traps focus and gives it back on close (React Aria); Escape closes unless `required`. */
export function AdminDialog({
  title,
  isOpen,
  onClose,
  required = false,
  role = 'dialog',
  children,
}: {
  title: string
  isOpen: boolean
  onClose?: () => void
  required?: boolean
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}) {
  return (
    <ModalOverlay
      className="admin-dialog__overlay"
      isOpen={isOpen}
      isDismissable={!required}
      isKeyboardDismissDisabled={required}
      onOpenChange={(open) => {
        if (!open) onClose?.()
      }}
    >
      <Modal className="admin-dialog">
        <Dialog role={role} className="admin-dialog__body">
          <Heading slot="title" className="admin-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
