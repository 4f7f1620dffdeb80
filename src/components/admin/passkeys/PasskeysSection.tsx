'use client'

import { type FormEvent, useState } from 'react'

import type { PasskeyEntry } from '../../../passkeys/staffPasskeys'
import { usePasskeysSupported } from '../../passkeys/usePasskeysSupported'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useToast } from '../frame/Toasts'
import { useDateTimeText } from '../frame/useDateText'
import { useAdminText, useMessageText } from '../useAdminText'
import { useAddPasskey, usePasskeyList, useRemovePasskey } from './usePasskeys'

/** Removing asks for the password, or a current code, again. */
function RemovePasskey({ passkey, onDone }: { passkey: PasskeyEntry; onDone: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const remove = useRemovePasskey()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    remove.mutate(
      { id: passkey.id, ...(password ? { password } : { code }) },
      {
        onSuccess: () => {
          toast(t('passkeys.removed'))
          onDone()
        },
      },
    )
  }
  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      aria-label={t('passkeys.removeTitle', { name: passkey.name })}
    >
      <p>{t('passkeys.removeNote')}</p>
      <Field label={t('passkeys.password')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="passkey-remove-password"
          />
        )}
      </Field>
      <Field label={t('passkeys.code')}>
        {(control) => (
          <input
            {...control}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {remove.error ? (
        <p className="form-status form-status--error" role="alert">
          {say(remove.error.message)}
        </p>
      ) : null}
      <div className="admin-actions admin-actions--start">
        <button
          type="submit"
          className="button button--small"
          disabled={remove.isPending}
          data-testid="passkey-remove-confirm"
        >
          {t('passkeys.confirmRemove')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          {t('passkeys.cancel')}
        </button>
      </div>
    </form>
  )
}

function PasskeyRow({ passkey }: { passkey: PasskeyEntry }) {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const [removing, setRemoving] = useState(false)
  return (
    <li className="admin-row" data-testid="passkey-row" data-name={passkey.name}>
      <div className="admin-row__main">
        <p className="admin-row__title">{passkey.name}</p>
        <p className="admin-row__meta">
          {t('passkeys.addedOn', { date: dateText(passkey.created_at) })} ·{' '}
          {passkey.last_used_at
            ? t('passkeys.lastUsed', { date: dateText(passkey.last_used_at) })
            : t('passkeys.neverUsed')}
        </p>
        {removing ? <RemovePasskey passkey={passkey} onDone={() => setRemoving(false)} /> : null}
      </div>
      {removing ? null : (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('passkeys.removeNamed', { name: passkey.name })}
            onClick={() => setRemoving(true)}
          >
            {t('passkeys.remove')}
          </button>
        </div>
      )}
    </li>
  )
}

/**
 * The member's passkeys: add one on this device under a name, see when each was used, remove one. `onAdded` is
 * told once one is added (the set-up screen then lets the member in: a passkey is a second factor).
 */
export function PasskeysSection({ onAdded }: { onAdded?: () => void } = {}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const list = usePasskeyList()
  const add = useAddPasskey()
  const [name, setName] = useState('')
  const supported = usePasskeysSupported()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('')
        toast(t('passkeys.added'))
        onAdded?.()
      },
    })
  }
  return (
    <section className="admin-panel" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h3 id="passkeys-title">{t('passkeys.title')}</h3>
      <p>{t('passkeys.intro')}</p>
      <QueryState query={list} isEmpty={(found) => found.length === 0} empty={t('passkeys.none')} rows={2}>
        {(found) => (
          <ul className="admin-list" aria-label={t('passkeys.listLabel')}>
            {found.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
      </QueryState>
      {supported ? (
        <form className="admin-form" onSubmit={submit} noValidate>
          <Field label={t('passkeys.name')} hint={t('passkeys.nameHint')}>
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                data-testid="passkey-name"
              />
            )}
          </Field>
          {add.error ? (
            <p className="form-status form-status--error" role="alert">
              {say(add.error.message)}
            </p>
          ) : null}
          <div className="admin-actions admin-actions--start">
            <button type="submit" className="button" disabled={add.isPending} data-testid="passkey-add">
              {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
            </button>
          </div>
        </form>
      ) : (
        <p>{t('passkeys.unsupported')}</p>
      )}
    </section>
  )
}
