import type { GlobalConfig } from 'payload'

import { ownerOnly } from './access/ownerOnly'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { auditRequirement } from '../src/audit/auditHooks'

/**
 * How staff sign in, set by the owner: whether every member must use a second factor. Members without one are
 * sent to set it up at their next login and can do nothing else until they have; master login is refused while
 * it is on. Like the accounts themselves, it stays out of backups, so a restore never turns it off.
 */
export const StaffSignIn: GlobalConfig = {
  slug: 'staff-sign-in',
  label: { sv: 'Inloggning för personal', en: 'Staff sign-in' },
  admin: { group: groups.system },
  access: { read: staffOnly, update: ownerOnly },
  hooks: { afterChange: [auditRequirement] },
  fields: [
    {
      name: 'requireSecondFactor',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Personalen måste använda en andra faktor', en: 'Staff must use a second factor' },
      admin: {
        description: {
          sv: 'Den som saknar en får lägga till den vid nästa inloggning och kan inte göra något annat innan dess.',
          en: 'Members without one set it up at their next login and can do nothing else until they have.',
        },
      },
    },
  ],
}
