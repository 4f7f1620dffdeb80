import * as migration_20261121_105210_initial from './20261121_105210_initial'
import * as migration_20261122_165143_rate_limits from './20261122_165143_rate_limits'
import * as migration_20261122_170003_login_throttle from './20261122_170003_login_throttle'
import * as migration_20261122_170710_mailing_deliveries from './20261122_170710_mailing_deliveries'
import * as migration_20261122_171558_staff_roles from './20261122_171558_staff_roles'
import * as migration_20261122_194537_privacydata_retention from './20261122_194537_privacydata_retention'
import * as migration_20261122_194822_privacypage_legal_texts from './20261122_194822_privacypage_legal_texts'
import * as migration_20261122_195005_optin_double_opt_in from './20261122_195005_optin_double_opt_in'
import * as migration_20261122_232854_images_responsive_sizes from './20261122_232854_images_responsive_sizes'
import * as migration_20261123_065614_hero_portrait_posters from './20261123_065614_hero_portrait_posters'
import * as migration_20261125_162544_media_object_storage from './20261125_162544_media_object_storage'
import * as migration_20261127_001807_versions_drafts from './20261127_001807_versions_drafts'
import * as migration_20261127_015027_second_factor from './20261127_015027_second_factor'
import * as migration_20261128_164002_issue_65_bounces from './20261128_164002_issue_65_bounces'
import * as migration_20261128_175550_issue_66_audit_trail_and_passkeys from './20261128_175550_issue_66_audit_trail_and_passkeys'

export const migrations = [
  {
    up: migration_20261121_105210_initial.up,
    down: migration_20261121_105210_initial.down,
    name: '20261121_105210_initial',
  },
  {
    up: migration_20261122_165143_rate_limits.up,
    down: migration_20261122_165143_rate_limits.down,
    name: '20261122_165143_rate_limits',
  },
  {
    up: migration_20261122_170003_login_throttle.up,
    down: migration_20261122_170003_login_throttle.down,
    name: '20261122_170003_login_throttle',
  },
  {
    up: migration_20261122_170710_mailing_deliveries.up,
    down: migration_20261122_170710_mailing_deliveries.down,
    name: '20261122_170710_mailing_deliveries',
  },
  {
    up: migration_20261122_171558_staff_roles.up,
    down: migration_20261122_171558_staff_roles.down,
    name: '20261122_171558_staff_roles',
  },
  {
    up: migration_20261122_194537_privacydata_retention.up,
    down: migration_20261122_194537_privacydata_retention.down,
    name: '20261122_194537_privacydata_retention',
  },
  {
    up: migration_20261122_194822_privacypage_legal_texts.up,
    down: migration_20261122_194822_privacypage_legal_texts.down,
    name: '20261122_194822_privacypage_legal_texts',
  },
  {
    up: migration_20261122_195005_optin_double_opt_in.up,
    down: migration_20261122_195005_optin_double_opt_in.down,
    name: '20261122_195005_optin_double_opt_in',
  },
  {
    up: migration_20261122_232854_images_responsive_sizes.up,
    down: migration_20261122_232854_images_responsive_sizes.down,
    name: '20261122_232854_images_responsive_sizes',
  },
  {
    up: migration_20261123_065614_hero_portrait_posters.up,
    down: migration_20261123_065614_hero_portrait_posters.down,
    name: '20261123_065614_hero_portrait_posters',
  },
  {
    up: migration_20261125_162544_media_object_storage.up,
    down: migration_20261125_162544_media_object_storage.down,
    name: '20261125_162544_media_object_storage',
  },
  {
    up: migration_20261127_001807_versions_drafts.up,
    down: migration_20261127_001807_versions_drafts.down,
    name: '20261127_001807_versions_drafts',
  },
  {
    up: migration_20261127_015027_second_factor.up,
    down: migration_20261127_015027_second_factor.down,
    name: '20261127_015027_second_factor',
  },
  {
    up: migration_20261128_164002_issue_65_bounces.up,
    down: migration_20261128_164002_issue_65_bounces.down,
    name: '20261128_164002_issue_65_bounces',
  },
  {
    up: migration_20261128_175550_issue_66_audit_trail_and_passkeys.up,
    down: migration_20261128_175550_issue_66_audit_trail_and_passkeys.down,
    name: '20261128_175550_issue_66_audit_trail_and_passkeys',
  },
]
