import type { CollectionConfig, Condition } from 'payload'

import { ownerOnly, ownerOnlyField } from './access/ownerOnly'
import { ownerOrSelf } from './access/ownerOrSelf'
import { ownerOthersOnly } from './access/ownerOthersOnly'
import { panelAccess } from './access/panelAccess'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { usersForgotPassword } from './endpoints/usersForgotPassword'
import { usersLogin } from './endpoints/usersLogin'
import { usersPasskeyLogin } from './endpoints/usersPasskeyLogin'
import { usersResetPassword } from './endpoints/usersResetPassword'
import { usersUpdate } from './endpoints/usersUpdate'
import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { guardSecondFactor } from './hooks/guardSecondFactor'
import { hashForUnknownUser } from './hooks/hashForUnknownUser'
import { headerTokenStrategy } from './hooks/headerTokenStrategy'
import { limitLoginNames } from './hooks/limitLoginNames'
import { passkeysFollowRole, passkeysGoWithAccount } from './hooks/passkeysFollowAccount'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { checkSecondFactorCode, requireSecondFactor } from './hooks/secondFactorAtLogin'
import { auditSignOut, auditStaffChange, auditStaffRemoved, notePasswordChange } from '../src/audit/auditHooks'
import { secureCookies } from '../src/lib/serverOrigin'

/** A panel field shown only on one's own account (never when the owner edits someone else's). */
const ownAccount: Condition = (data, _siblingData, { user }) =>
  Boolean(user && data?.id !== undefined && String(user.id) === String(data.id))

/** Staff of the salon. They log in with a username; the e-mail is optional. The first one is the owner. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { sv: 'Personal', en: 'Staff member' }, plural: { sv: 'Personal', en: 'Staff' } },
  admin: {
    group: groups.system,
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'role', 'email'],
    listSearchableFields: ['username', 'name', 'email'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    tokenExpiration: 60 * 60 * 8,
    // No lock: anyone could trigger it for a known username. Logins are throttled instead (usersLogin).
    maxLoginAttempts: 0,
    strategies: [headerTokenStrategy],
    // The staff cookie travels only over TLS when the site is served over https (SERVER_URL).
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
  },
  // Before Payload's own routes, so these answer in place of Payload's.
  endpoints: [usersLogin, usersPasskeyLogin, usersForgotPassword, usersResetPassword, usersUpdate],
  // Only the owner creates, removes or resets other staff; everyone may edit their own account. The panel is
  // closed to a member who must set a second factor up first.
  access: { admin: panelAccess, read: staffOnly, create: ownerOnly, update: ownerOrSelf, delete: ownerOthersOnly },
  hooks: {
    beforeOperation: [hashForUnknownUser, checkSecondFactorCode],
    beforeChange: [
      enforcePasswordRules,
      limitLoginNames,
      requireCurrentPassword,
      guardSecondFactor,
      notePasswordChange,
    ],
    beforeLogin: [requireSecondFactor],
    // The audit trail (src/audit/): accounts, roles, passwords and second factors, however they were changed.
    afterChange: [passkeysFollowRole, auditStaffChange],
    afterDelete: [passkeysGoWithAccount, auditStaffRemoved],
    afterLogout: [auditSignOut],
  },
  fields: [
    { name: 'name', type: 'text', label: { sv: 'Namn', en: 'Name' } },
    {
      name: 'role',
      type: 'select',
      defaultValue: 'staff',
      options: [
        { value: 'owner', label: { sv: 'Ägare', en: 'Owner' } },
        { value: 'staff', label: { sv: 'Personal', en: 'Staff' } },
      ],
      label: { sv: 'Roll', en: 'Role' },
      access: { create: ownerOnlyField, update: ownerOnlyField },
    },
    {
      // Never stored: the panel sends it with a new password, e-mail or username of one's own account, and
      // usersUpdate checks it.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { sv: 'Nuvarande lösenord', en: 'Current password' },
      admin: {
        condition: ownAccount,
        components: { Field: '/src/components/panel/CurrentPasswordField#CurrentPasswordField' },
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    {
      // On only through POST /api/auth/second-factor/enable; the owner may turn another member's off here.
      name: 'secondFactorEnabled',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Andra faktor (engångskoder) på', en: 'Second factor (one-time codes) on' },
      access: { create: () => false, update: ownerOnlyField },
      admin: {
        position: 'sidebar',
        description: {
          sv: 'Ägaren kan stänga av den för någon som tappat telefonen och alla reservkoder.',
          en: 'The owner can turn it off for someone who lost their phone and every recovery code.',
        },
      },
    },
    {
      // Setting it up, the recovery codes once and turning it off, on one's own account (through the contract).
      name: 'secondFactorSetup',
      type: 'ui',
      label: { sv: 'Tvåstegsverifiering', en: 'Two-step verification' },
      admin: {
        condition: ownAccount,
        components: { Field: '/src/components/panel/SecondFactorPanel#SecondFactorPanel' },
        disableListColumn: true,
      },
    },
    {
      // One's own passkeys: add, list, remove (through the contract's /api/auth/passkeys routes).
      name: 'passkeys',
      type: 'ui',
      label: { sv: 'Nycklar', en: 'Passkeys' },
      admin: {
        condition: ownAccount,
        components: { Field: '/src/components/panel/PasskeysPanel#PasskeysPanel' },
        disableListColumn: true,
      },
    },
    // Written only by src/secondFactor/ (past these rules); never read by a client, never shown.
    ...['secondFactorSecret', 'secondFactorPendingSecret', 'secondFactorRecoveryCodes'].map((name) => ({
      name,
      type: 'text' as const,
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    })),
  ],
}
