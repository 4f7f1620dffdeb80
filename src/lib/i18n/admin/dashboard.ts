/** The dashboard, in both languages. */
export const dashboardTexts = {
  sv: {
    counts: 'Nyckeltal',
    services: 'Behandlingar',
    promotions: 'Pågående kampanjer',
    gallery: 'Bilder i galleriet',
    messages: 'Olästa meddelanden',
    subscribers: 'Aktiva prenumeranter',
  },
  en: {
    counts: 'Key figures',
    services: 'Treatments',
    promotions: 'Running promotions',
    gallery: 'Gallery images',
    messages: 'Unread messages',
    subscribers: 'Active subscribers',
  },
}
