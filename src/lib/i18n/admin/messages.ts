import { mailingMessages } from './mailings'
import { BACKUP_DOWNLOAD_FAILED } from '../../apiClient'
import { GALLERY_CATEGORIES, TREATMENT_CATEGORIES } from '../../categories'
import { SECOND_FACTOR_REQUIRED, SET_UP_SECOND_FACTOR } from '../../contract/secondFactor'
import { WEAK_PASSWORD } from '../../schemas/changePassword'
import { BOOKING_LINK_NOT_URL, BOOKING_LINK_OWN_SITE } from '../../schemas/contractFields'
import { END_BEFORE_START } from '../../schemas/discount'
import { NOT_BOUNCED, SUPPRESSED_NOT_TOGGLED } from '../../subscriberStatus'
import { MAX_UPLOAD_MB, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '../../uploadLimits'

/**
 * The contract's own messages (its zod schemas and its answers, in English) as the Swedish admin shows them.
 * The English admin shows them as they come; a message not listed here is shown as it comes in both.
 */
const swedish: Record<string, string> = {
  'Username is required.': 'Ange användarnamnet.',
  'Password is required.': 'Ange lösenordet.',
  'Master password is required.': 'Ange huvudlösenordet.',
  'Invalid username or password.': 'Fel användarnamn eller lösenord.',
  'Invalid master password.': 'Fel huvudlösenord.',
  'Master login is not enabled on this server.': 'Inloggning med huvudlösenord är inte påslagen på den här servern.',
  'Current password is required.': 'Ange ditt nuvarande lösenord.',
  'New password is required.': 'Ange ett nytt lösenord.',
  [WEAK_PASSWORD]: 'Det nya lösenordet måste vara minst 10 tecken och innehålla både bokstäver och siffror.',
  'The new password must differ from the current one.': 'Det nya lösenordet måste skilja sig från det nuvarande.',
  'The current password is not correct.': 'Det nuvarande lösenordet stämmer inte.',
  [SECOND_FACTOR_REQUIRED]: 'Ange koden från din autentiseringsapp.',
  [SET_UP_SECOND_FACTOR]: 'Slå på tvåstegsverifiering innan du gör något annat.',
  'The code is required.': 'Ange koden.',
  'The code can be at most 40 characters.': 'Koden får vara högst 40 tecken.',
  'The code is not correct.': 'Koden stämmer inte.',
  'The password or the code is not correct.': 'Lösenordet eller koden stämmer inte.',
  'The owner requires a second factor: it cannot be turned off.':
    'Ägaren kräver tvåstegsverifiering: den kan inte slås av.',
  'Turn on your own second factor before requiring one of all staff.':
    'Slå på din egen tvåstegsverifiering innan du kräver den av all personal.',
  'Only the owner can change this.': 'Bara ägaren kan ändra det här.',
  'The passkey was not used.': 'Nyckeln användes inte.',
  'The passkey was not accepted.': 'Nyckeln godtogs inte.',
  'The passkey could not be added. Please try again.': 'Nyckeln kunde inte läggas till. Försök igen.',
  'Passkey not found.': 'Nyckeln finns inte.',
  'Give the passkey a name.': 'Ge nyckeln ett namn.',
  'The name can be at most 60 characters.': 'Namnet får vara högst 60 tecken.',
  'Confirm with your password or a current code.': 'Bekräfta med ditt lösenord eller en aktuell kod.',
  'Only the owner can read the audit trail.': 'Bara ägaren kan läsa händelseloggen.',
  'Master login is turned off while staff must use a second factor.':
    'Nödinloggningen är avstängd medan personalen måste använda tvåstegsverifiering.',
  'Name is required.': 'Ange ett namn.',
  'Name can be at most 200 characters.': 'Namnet får vara högst 200 tecken.',
  'Description can be at most 5000 characters.': 'Beskrivningen får vara högst 5000 tecken.',
  [`Category must be one of: ${TREATMENT_CATEGORIES.join(', ')}.`]: 'Välj en kategori.',
  [`Category must be one of: ${GALLERY_CATEGORIES.join(', ')}.`]: 'Välj en kategori.',
  'Price must be a number of 0 or more (SEK).': 'Priset måste vara ett tal, 0 eller mer (SEK).',
  'Duration must be a whole number of minutes, at least 1.': 'Längden måste vara ett helt antal minuter, minst 1.',
  'Duration is required (in minutes).': 'Ange längden i minuter.',
  [BOOKING_LINK_NOT_URL]: 'Bokningslänken måste vara en webbadress som börjar med http:// eller https://',
  [BOOKING_LINK_OWN_SITE]: 'Bokningslänken måste gå till bokningstjänsten, inte till den här webbplatsen.',
  'This service has discounts. Delete its discounts first, or hide the service instead.':
    'Behandlingen har kampanjer. Ta bort kampanjerna först, eller dölj behandlingen i stället.',
  'Choose the service (service_id) the discount applies to.': 'Välj vilken behandling kampanjen gäller.',
  'The chosen service does not exist.': 'Den valda behandlingen finns inte.',
  'The Swedish title (title_sv) is required.': 'Ange en svensk rubrik.',
  'The Swedish title can be at most 200 characters.': 'Den svenska rubriken får vara högst 200 tecken.',
  'The English title can be at most 200 characters.': 'Den engelska rubriken får vara högst 200 tecken.',
  'The Swedish description can be at most 5000 characters.': 'Den svenska beskrivningen får vara högst 5000 tecken.',
  'The English description can be at most 5000 characters.': 'Den engelska beskrivningen får vara högst 5000 tecken.',
  'Discount percent must be a number from 1 to 100.': 'Rabatten måste vara ett tal från 1 till 100.',
  'Original price must be a number of 0 or more (SEK).': 'Ordinarie pris måste vara ett tal, 0 eller mer (SEK).',
  'Start date must be a date (YYYY-MM-DD).': 'Ange ett startdatum.',
  'End date must be a date (YYYY-MM-DD).': 'Ange ett slutdatum.',
  [END_BEFORE_START]: 'Slutdatumet kan inte vara före startdatumet.',
  'Title can be at most 200 characters.': 'Titeln får vara högst 200 tecken.',
  'Please correct the highlighted fields.': 'Rätta de markerade fälten.',
  'Something went wrong on the server. Please try again.': 'Något gick fel på servern. Försök igen.',
  'The database is not available right now. Please try again in a moment.':
    'Databasen går inte att nå just nu. Försök igen om en stund.',
  'The database is busy. Please try again.': 'Databasen är upptagen. Försök igen.',
  'API request failed': 'Förfrågan misslyckades.',
  'Unknown error': 'Okänt fel – kontrollera anslutningen.',
  [UPLOAD_WRONG_TYPE]: 'Bara bilder (JPEG, PNG, WebP, GIF, AVIF) och MP4- eller WebM-filmer kan laddas upp.',
  [UPLOAD_TOO_LARGE]: `Filen är för stor (högst ${MAX_UPLOAD_MB} MB).`,
  'Choose an image or video file to upload (form field "file").': 'Välj en bild eller film att ladda upp.',
  'Alt text can be at most 200 characters.': 'Bildbeskrivningen får vara högst 200 tecken.',
  'The poster must be the address of an uploaded image (poster_url).': 'Välj en uppladdad bild som affischbild.',
  'Gallery item not found.': 'Bilden eller filmen finns inte längre.',
  'Message not found.': 'Meddelandet finns inte längre.',
  'Subscriber not found.': 'Prenumeranten finns inte längre.',
  [SUPPRESSED_NOT_TOGGLED]:
    'E-post till adressen studsade eller anmäldes som skräppost, så den får inget mer. En studs kan hävas när mottagaren ber om det, en skräppostanmälan aldrig.',
  [NOT_BOUNCED]: 'Bara en studsad adress kan hävas. En skräppostanmälan hävs aldrig.',
  'Backup not found.': 'Säkerhetskopian finns inte längre.',
  [BACKUP_DOWNLOAD_FAILED]: 'Det gick inte att ladda ner säkerhetskopian',
  'That is not the name of a backup made by this server.':
    'Det är inte namnet på en säkerhetskopia från den här servern.',
  'Please name the backup to restore (backupName)': 'Ange vilken säkerhetskopia som ska återställas.',
  ...mailingMessages,
}

export const messageTexts = {
  sv: swedish,
  en: Object.fromEntries(Object.keys(swedish).map((message) => [message, message])),
}
