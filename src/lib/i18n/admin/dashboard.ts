/** The dashboard, in both languages. */
export const dashboardTexts = {
  sv: {
    counts: 'Nyckeltal',
    services: 'Behandlingar',
    promotions: 'Pågående kampanjer',
    gallery: 'Bilder i galleriet',
    messages: 'Olästa meddelanden',
    subscribers: 'Aktiva prenumeranter',
    backupFailed: 'Den senaste dagliga säkerhetskopian misslyckades ({{when}}). Innehållet är inte säkerhetskopierat.',
    backupStale: 'Den senaste dagliga säkerhetskopian är äldre än ett och ett halvt dygn ({{when}}).',
    openBackups: 'Visa säkerhetskopior',
  },
  en: {
    counts: 'Key figures',
    services: 'Treatments',
    promotions: 'Running promotions',
    gallery: 'Gallery images',
    messages: 'Unread messages',
    subscribers: 'Active subscribers',
    backupFailed: 'The last daily backup failed ({{when}}). The content is not backed up.',
    backupStale: 'The last daily backup is more than a day and a half old ({{when}}).',
    openBackups: 'Show backups',
  },
}
