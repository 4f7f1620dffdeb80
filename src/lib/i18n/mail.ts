import type { Locale } from '../locales'

/**
 * Texts of the e-mails and the small pages their links open (confirm a sign-up, unsubscribe). Server-only:
 * kept out of the page's resources so visitors never download them. English has every key (the type says so).
 */
const sv = {
  unsubscribeLead: 'Vill du inte längre få våra nyhetsbrev?',
  unsubscribeLink: 'Avregistrera dig här',
  sentBecause: 'Du får det här brevet för att du prenumererar på nyhetsbrevet från {{salon}}.',
  confirmSubject: 'Bekräfta din prenumeration på nyhetsbrevet',
  confirmPreview: 'Ett klick kvar: bekräfta att du vill ha våra nyhetsbrev.',
  confirmGreeting: 'Hej!',
  confirmText:
    'Tack för att du vill få nyhetsbrev från {{salon}}. Bekräfta din e-postadress med knappen nedan, så skickar vi våra erbjudanden och nyheter till dig.',
  confirmButton: 'Bekräfta prenumerationen',
  confirmExpiry:
    'Länken gäller i 7 dagar. Har du inte anmält dig? Då kan du bortse från det här brevet – utan bekräftelse skickar vi inget mer och adressen raderas.',
  confirmSentBecause: 'Du får det här brevet för att någon anmälde {{email}} till nyhetsbrevet från {{salon}}.',
  pageConfirmTitle: 'Bekräfta prenumerationen',
  pageConfirmText: 'Tryck på knappen för att bekräfta att du vill få nyhetsbrev från oss.',
  pageConfirmButton: 'Bekräfta',
  pageConfirmedTitle: 'Tack – du prenumererar nu!',
  pageConfirmedText:
    'Din prenumeration är bekräftad. Du kan avregistrera dig när du vill via länken i varje nyhetsbrev.',
  pageInvalidTitle: 'Länken är ogiltig eller har gått ut',
  pageInvalidText: 'Länken fungerar inte längre. Anmäl dig gärna igen på webbplatsen, så skickar vi en ny.',
  pageUnsubscribeTitle: 'Avregistrera dig från nyhetsbrevet',
  pageUnsubscribeText: 'Tryck på knappen så slutar vi skicka nyhetsbrev till dig.',
  pageUnsubscribeButton: 'Avregistrera mig',
  toSite: 'Till webbplatsen',
}

const en: Record<keyof typeof sv, string> = {
  unsubscribeLead: 'No longer want our newsletters?',
  unsubscribeLink: 'Unsubscribe here',
  sentBecause: 'You receive this e-mail because you subscribe to the newsletter of {{salon}}.',
  confirmSubject: 'Confirm your newsletter subscription',
  confirmPreview: 'One click left: confirm that you want our newsletters.',
  confirmGreeting: 'Hello!',
  confirmText:
    'Thank you for signing up for the newsletter of {{salon}}. Confirm your e-mail address with the button below, and we will send you our offers and news.',
  confirmButton: 'Confirm the subscription',
  confirmExpiry:
    'The link is valid for 7 days. Did you not sign up? Then you can ignore this e-mail – without a confirmation we send nothing more and the address is deleted.',
  confirmSentBecause: 'You receive this e-mail because someone signed {{email}} up for the newsletter of {{salon}}.',
  pageConfirmTitle: 'Confirm your subscription',
  pageConfirmText: 'Press the button to confirm that you want to receive our newsletters.',
  pageConfirmButton: 'Confirm',
  pageConfirmedTitle: 'Thank you – you are now subscribed!',
  pageConfirmedText:
    'Your subscription is confirmed. You can unsubscribe at any time with the link in every newsletter.',
  pageInvalidTitle: 'The link is invalid or has expired',
  pageInvalidText:
    'This link no longer works. You are welcome to sign up again on the website, and we will send a new one.',
  pageUnsubscribeTitle: 'Unsubscribe from the newsletter',
  pageUnsubscribeText: 'Press the button and we will stop sending you newsletters.',
  pageUnsubscribeButton: 'Unsubscribe me',
  toSite: 'To the website',
}

export type MailTextKey = keyof typeof sv
const mailTexts: Record<Locale, Record<MailTextKey, string>> = { sv, en }

/** One text in one language, `{{name}}` placeholders filled. */
export const mailText = (locale: Locale, key: MailTextKey, values: Record<string, string> = {}): string =>
  mailTexts[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
