import type { Locale } from '../locales'

/**
 * The privacy and terms pages' built-in texts (server-rendered only, so the page's script never carries them).
 * `{{name}}` marks a value from the settings or the retention configuration.
 */
export const legalTexts = {
  sv: {
    back: 'Till startsidan',
    otherLanguage: 'In English',
    otherLanguageName: 'English',
    privacyLink: 'Integritetspolicy',
    termsLink: 'Villkor',
    moreInformation: 'Mer information',
    privacy: {
      title: 'Integritetspolicy',
      description:
        'Hur {{salon}} hanterar personuppgifter: vad som sparas, hur länge, vilka tjänster som laddas och dina rättigheter.',
      intro:
        '{{salon}} ansvarar för de personuppgifter som lämnas via den här webbplatsen. Här står vad vi sparar, varför och hur länge, vad som hämtas från andra företag och vilka rättigheter du har.',
      contactHeading: 'Personuppgiftsansvarig',
      storedHeading: 'Det här sparar vi',
      stored: [
        'Kontaktformuläret: ditt namn, din e-postadress, ditt telefonnummer om du anger det och ditt meddelande, så att vi kan svara dig. Meddelandet raderas {{contactMonths}} månader efter att vi har läst det.',
        'Nyhetsbrevet: din e-postadress, ditt namn om du anger det och ditt samtycke (när det gavs). Du bekräftar prenumerationen via en länk i ett e-postmeddelande; en anmälan som inte bekräftas raderas efter {{pendingDays}} dagar. Du kan avsluta prenumerationen när du vill via länken i varje utskick, och då skickar vi inget mer.',
        'Besöksstatistik: en gång per dag ett slumpat id som din webbläsare skapar (aldrig din IP-adress), och hur många gånger bokningsknapparna trycks. De enskilda registreringarna raderas efter {{analyticsDays}} dagar; därefter finns bara antalet per dag kvar.',
        'Personalens arbete: vad salongens personal gör i webbplatsens verktyg (inloggningar, utskick, exporter, säkerhetskopior och ändringar) loggas med tid, vem och en pseudonym för IP-adressen som byts varje dag (aldrig själva adressen), så att vi kan visa vem som gjorde vad. När någon begär ut eller raderar sina uppgifter loggas bara antalet poster, inte e-postadressen. Loggen raderas efter {{auditDays}} dagar.',
        'I din webbläsare (lokal lagring, inga cookies): ditt språkval, dina val för kartan och Instagram-flödet, besöks-id:t och om du har stängt rutan för att installera appen. Bara besöks-id:t skickas till oss.',
      ],
      thirdPartyHeading: 'Innehåll från andra företag',
      thirdParty: [
        'Kartan kommer från Google Maps (Google) och flödet från Instagram (Meta). De hämtas först när du själv väljer att visa dem; då kan Google respektive Instagram sätta egna cookies och se din IP-adress enligt sina egna villkor. Du kan ändra ditt val när som helst under ”Integritet” längst ned på startsidan.',
        'Bokning sker på en extern bokningssida som öppnas först när du trycker på en bokningsknapp. Där gäller bokningstjänstens egen integritetspolicy.',
      ],
      rightsHeading: 'Dina rättigheter',
      rights: [
        'Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade eller raderade, att invända mot behandlingen och att när som helst återkalla ett samtycke.',
        'Skicka din begäran till {{email}} så svarar vi inom en månad. Du kan också vända dig till Integritetsskyddsmyndigheten (IMY, imy.se) om du anser att vi hanterar dina uppgifter fel.',
      ],
    },
    terms: {
      title: 'Villkor',
      description: 'Villkor för webbplatsen och bokningar hos {{salon}}.',
      intro: 'Den här webbplatsen drivs av {{salon}}. Genom att använda den godtar du villkoren nedan.',
      sections: [
        {
          heading: 'Information på webbplatsen',
          paragraphs: [
            'Vi gör vårt bästa för att behandlingar, priser och erbjudanden ska vara korrekta, men de kan ändras. Det pris som gäller är det som visas när du bokar.',
            'Ett erbjudande gäller under den period som anges på sidan.',
          ],
        },
        {
          heading: 'Bokning och avbokning',
          paragraphs: [
            'Bokningar görs på vår externa bokningssida. Där visas också vad som gäller för avbokning och ombokning av just din behandling.',
          ],
        },
        {
          heading: 'Bilder och texter',
          paragraphs: [
            'Bilder, filmer och texter på webbplatsen tillhör {{salon}} och får inte användas utan vårt tillstånd.',
          ],
        },
        {
          heading: 'Frågor',
          paragraphs: ['Hör av dig till {{email}} eller {{phone}}.'],
        },
      ],
    },
  },
  en: {
    back: 'To the home page',
    otherLanguage: 'På svenska',
    otherLanguageName: 'Svenska',
    privacyLink: 'Privacy policy',
    termsLink: 'Terms',
    moreInformation: 'More information',
    privacy: {
      title: 'Privacy policy',
      description:
        'How {{salon}} handles personal data: what is stored, for how long, which services load and your rights.',
      intro:
        '{{salon}} is responsible for the personal data given through this website. This page says what we store, why and for how long, what is loaded from other companies and what your rights are.',
      contactHeading: 'Data controller',
      storedHeading: 'What we store',
      stored: [
        'The contact form: your name, your e-mail address, your phone number if you give it, and your message, so that we can answer you. The message is deleted {{contactMonths}} months after we have read it.',
        'The newsletter: your e-mail address, your name if you give it, and your consent (when it was given). You confirm the subscription through a link in an e-mail; a sign-up that is never confirmed is deleted after {{pendingDays}} days. You can unsubscribe at any time through the link in every mailing, and we send nothing more.',
        'Visit statistics: once a day a random id made by your browser (never your IP address), and how often the booking buttons are pressed. The individual records are deleted after {{analyticsDays}} days; after that only the count per day remains.',
        "Staff work: what the salon's staff do in the site's tools (sign-ins, mailings, exports, backups and changes) is logged with the time, who it was and a pseudonym of the IP address that changes every day (never the address itself), so that we can show who did what. When someone asks for or erases their data, only the number of records is logged, not the e-mail address. The log is deleted after {{auditDays}} days.",
        'In your browser (local storage, no cookies): your language, your choices for the map and the Instagram feed, the visit id, and whether you closed the box offering to install the app. Only the visit id is sent to us.',
      ],
      thirdPartyHeading: 'Content from other companies',
      thirdParty: [
        'The map comes from Google Maps (Google) and the feed from Instagram (Meta). They are loaded only when you choose to show them; Google or Instagram may then set their own cookies and see your IP address under their own terms. You can change your choice at any time under “Privacy settings” at the bottom of the home page.',
        'Bookings are made on an external booking page that opens only when you press a booking button. Its own privacy policy applies there.',
      ],
      rightsHeading: 'Your rights',
      rights: [
        'You have the right to know what data we hold about you, to have it corrected or deleted, to object to its use, and to withdraw a consent at any time.',
        'Send your request to {{email}} and we will answer within a month. You can also turn to the Swedish Authority for Privacy Protection (IMY, imy.se) if you think we handle your data wrongly.',
      ],
    },
    terms: {
      title: 'Terms',
      description: 'Terms of the website and of bookings at {{salon}}.',
      intro: 'This website is run by {{salon}}. By using it you accept the terms below.',
      sections: [
        {
          heading: 'Information on the website',
          paragraphs: [
            'We do our best to keep treatments, prices and offers correct, but they may change. The price that applies is the one shown when you book.',
            'An offer is valid for the period shown on the page.',
          ],
        },
        {
          heading: 'Booking and cancelling',
          paragraphs: [
            'Bookings are made on our external booking page, which also shows what applies to cancelling or moving your treatment.',
          ],
        },
        {
          heading: 'Pictures and texts',
          paragraphs: [
            'Pictures, films and texts on the website belong to {{salon}} and may not be used without our permission.',
          ],
        },
        {
          heading: 'Questions',
          paragraphs: ['Write to {{email}} or call {{phone}}.'],
        },
      ],
    },
  },
} satisfies Record<Locale, unknown>

type LegalTexts = (typeof legalTexts)['sv']

// English must fill every text Swedish has (the type-check fails otherwise; tests/unit/i18n.spec.ts compares keys).
const _parity: Record<Locale, LegalTexts> = legalTexts
void _parity
