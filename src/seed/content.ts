/**
 * Seed content for Salong Lumière — pure data, no runtime imports.
 *
 * Every `file` / `poster` / `image` below names a file in `src/seed/media/`
 * (regenerate them with `scripts/make-placeholder-media.sh`).
 * Swedish (sv) is the default and fallback language; English (en) mirrors it.
 */

export type Localized = { sv: string; en: string }

type TreatmentCategory = 'nails' | 'pedicure' | 'facial' | 'threading' | 'massage' | 'spa'

type GalleryCategory = 'nails' | 'facial' | 'pedicure' | 'general'

export type SeedMedia = {
  /** filename in src/seed/media */
  file: string
  title: Localized
  alt: Localized
  category: GalleryCategory
  placement: 'gallery' | 'hero' | 'services'
  /** filename of the poster image for a video */
  poster?: string
}

export type SeedTreatment = {
  key: string
  name: Localized
  description: Localized
  category: TreatmentCategory
  /** SEK */
  price: number
  durationMinutes: number
  bookingLink: string | null
  /** a SeedMedia.file */
  image: string
  sortOrder: number
}

export type SeedPromotion = {
  key: string
  treatmentKey: string
  title: Localized
  description: Localized
  /** 1–100 */
  discountPercent: number
  /** SEK; null means the treatment's own price is used */
  originalPrice: number | null
  /** relative to the seeding day */
  startOffsetDays: number
  /** relative to the seeding day */
  endOffsetDays: number
  bookingLink: string | null
}

export type SeedSettingKey =
  | 'site_title'
  | 'site_subtitle'
  | 'site_description'
  | 'contact_phone'
  | 'contact_email'
  | 'address'
  | 'opening_hours'
  | 'instagram'
  | 'facebook'
  | 'privacy_text'
  | 'terms_text'

const BOOKING_BASE = 'https://www.bokadirekt.se/places/salong-lumiere-stockholm?service='

const booking = (key: string): string => `${BOOKING_BASE}${key}`

// ---------------------------------------------------------------------------
// Media
// ---------------------------------------------------------------------------

export const seedMedia: SeedMedia[] = [
  // Hero
  {
    file: 'hero.mp4',
    poster: 'hero-poster.jpg',
    title: { sv: 'Välkommen till Salong Lumière', en: 'Welcome to Salong Lumière' },
    alt: {
      sv: 'Långsamt skiftande ljus i guld, roséguld och champagne',
      en: 'Slowly shifting light in gold, rose gold and champagne',
    },
    category: 'general',
    placement: 'hero',
  },

  // Services section: treatment images and the promotional video
  {
    file: 'services.mp4',
    poster: 'services-poster.jpg',
    title: { sv: 'Ett ögonblick av lyx', en: 'A moment of luxury' },
    alt: {
      sv: 'Mjukt glittrande champagneljus över salongens behandlingsrum',
      en: 'Soft, shimmering champagne light across the treatment rooms',
    },
    category: 'general',
    placement: 'services',
  },
  {
    file: 'nail-art.jpg',
    title: { sv: 'Gellack och nagelkonst', en: 'Gel polish and nail art' },
    alt: {
      sv: 'Roséguldfärgad bild med texten Nagelkonst',
      en: 'Rose gold image with the word Nail Art',
    },
    category: 'nails',
    placement: 'services',
  },
  {
    file: 'threading.jpg',
    title: { sv: 'Threading', en: 'Threading' },
    alt: {
      sv: 'Champagnefärgad bild med texten Threading',
      en: 'Champagne-coloured image with the word Threading',
    },
    category: 'facial',
    placement: 'services',
  },
  {
    file: 'massage.jpg',
    title: { sv: 'Massage', en: 'Massage' },
    alt: {
      sv: 'Varm sandfärgad bild med texten Massage',
      en: 'Warm sand-coloured image with the word Massage',
    },
    category: 'general',
    placement: 'services',
  },
  {
    file: 'vip.jpg',
    title: { sv: 'VIP-behandling', en: 'VIP treatment' },
    alt: {
      sv: 'Djupt guldskimrande bild med texten VIP',
      en: 'Deep golden image with the word VIP',
    },
    category: 'general',
    placement: 'services',
  },

  // Gallery: images (four also illustrate treatments) and two videos
  {
    file: 'nails.jpg',
    title: { sv: 'Manikyr', en: 'Manicure' },
    alt: {
      sv: 'Ljus roséguldfärgad bild med texten Manikyr',
      en: 'Pale rose gold image with the word Manicure',
    },
    category: 'nails',
    placement: 'gallery',
  },
  {
    file: 'facial.jpg',
    title: { sv: 'Ansiktsbehandling', en: 'Facial' },
    alt: {
      sv: 'Krämvit och gyllene bild med texten Ansiktsbehandling',
      en: 'Cream and golden image with the word Facial',
    },
    category: 'facial',
    placement: 'gallery',
  },
  {
    file: 'pedicure.jpg',
    title: { sv: 'Pedikyr', en: 'Pedicure' },
    alt: {
      sv: 'Persikofärgad bild med texten Pedikyr',
      en: 'Peach-coloured image with the word Pedicure',
    },
    category: 'pedicure',
    placement: 'gallery',
  },
  {
    file: 'spa.jpg',
    title: { sv: 'Spa', en: 'Spa' },
    alt: {
      sv: 'Champagne- och krämfärgad bild med texten Spa',
      en: 'Champagne and cream image with the word Spa',
    },
    category: 'general',
    placement: 'gallery',
  },
  {
    file: 'gallery-nails.jpg',
    title: { sv: 'Nyanser i roséguld', en: 'Shades of rose gold' },
    alt: {
      sv: 'Roséguldfärgad bild med mjuka cirklar och texten Nyanser',
      en: 'Rose gold image with soft circles and the word Shades',
    },
    category: 'nails',
    placement: 'gallery',
  },
  {
    file: 'gallery-facial.jpg',
    title: { sv: 'Lyster och lugn', en: 'Radiance and calm' },
    alt: {
      sv: 'Pärlemorskimrande bild med texten Lyster',
      en: 'Pearlescent image with the word Radiance',
    },
    category: 'facial',
    placement: 'gallery',
  },
  {
    file: 'gallery-pedicure.jpg',
    title: { sv: 'Omsorg för fötterna', en: 'Care for tired feet' },
    alt: {
      sv: 'Ljus korallfärgad bild med texten Omsorg',
      en: 'Soft coral image with the word Care',
    },
    category: 'pedicure',
    placement: 'gallery',
  },
  {
    file: 'gallery-salon.jpg',
    title: { sv: 'Salongen vid Strandvägen', en: 'The salon on Strandvägen' },
    alt: {
      sv: 'Gyllene bild med texten Salong Lumière',
      en: 'Golden image with the words Salong Lumière',
    },
    category: 'general',
    placement: 'gallery',
  },
  {
    file: 'gallery-nails.mp4',
    poster: 'gallery-nails-poster.jpg',
    title: { sv: 'Skimrande nagelkonst', en: 'Shimmering nail art' },
    alt: {
      sv: 'Långsamt glidande roséguldtoner',
      en: 'Slowly drifting rose gold tones',
    },
    category: 'nails',
    placement: 'gallery',
  },
  {
    file: 'gallery-spa.mp4',
    poster: 'gallery-spa-poster.jpg',
    title: { sv: 'Stillhet och värme', en: 'Stillness and warmth' },
    alt: {
      sv: 'Långsamt glidande champagne- och krämtoner',
      en: 'Slowly drifting champagne and cream tones',
    },
    category: 'general',
    placement: 'gallery',
  },
]

// ---------------------------------------------------------------------------
// Treatments
// ---------------------------------------------------------------------------

export const seedTreatments: SeedTreatment[] = [
  {
    key: 'vip-behandling',
    name: { sv: 'VIP-behandling', en: 'VIP Treatment' },
    description: {
      sv: 'Vår mest exklusiva upplevelse: en privat svit enbart för dig, ett glas kylt champagne vid ankomst och en skräddarsydd kombination av ansiktsbehandling, helkroppsmassage och manikyr. Avsluta i lugn och ro med handplockade läckerheter.',
      en: 'Our most exclusive experience: a private suite reserved for you alone, a glass of chilled champagne on arrival and a bespoke combination of facial, full-body massage and manicure. Linger afterwards over hand-picked delicacies.',
    },
    category: 'spa',
    price: 2495,
    durationMinutes: 150,
    bookingLink: booking('vip-behandling'),
    image: 'vip.jpg',
    sortOrder: 1,
  },
  {
    key: 'signaturansikte',
    name: { sv: 'Lumière signaturansiktsbehandling', en: 'Lumière Signature Facial' },
    description: {
      sv: 'Djuprengöring, varsam peeling och en återfuktande mask anpassad efter din hud, följt av lymfdränerande ansiktsmassage. Huden blir lugn, mjuk och strålande.',
      en: 'Deep cleansing, a gentle exfoliation and a hydrating mask tailored to your skin, followed by a lymphatic facial massage. Your skin is left calm, supple and luminous.',
    },
    category: 'facial',
    price: 1295,
    durationMinutes: 75,
    bookingLink: booking('signaturansikte'),
    image: 'facial.jpg',
    sortOrder: 2,
  },
  {
    key: 'guldansikte',
    name: { sv: 'Ansiktsbehandling med 24 karat guld', en: '24-Carat Gold Facial' },
    description: {
      sv: 'En lyxig behandling med bladguld och peptidserum som ger omedelbar lyster och spänstighet. Perfekt inför en festlig kväll.',
      en: 'An indulgent treatment with gold leaf and peptide serum for instant radiance and firmness. Perfect before a special evening.',
    },
    category: 'facial',
    price: 1695,
    durationMinutes: 90,
    bookingLink: booking('guldansikte'),
    image: 'facial.jpg',
    sortOrder: 3,
  },
  {
    key: 'klassisk-manikyr',
    name: { sv: 'Klassisk manikyr', en: 'Classic Manicure' },
    description: {
      sv: 'Formning, nagelbandsvård, ett mjukgörande handbad och en avslappnande handmassage, avslutat med lack i valfri nyans.',
      en: 'Shaping, cuticle care, a softening hand soak and a relaxing hand massage, finished with polish in the shade of your choice.',
    },
    category: 'nails',
    price: 495,
    durationMinutes: 45,
    bookingLink: booking('klassisk-manikyr'),
    image: 'nails.jpg',
    sortOrder: 4,
  },
  {
    key: 'gellack-nagelkonst',
    name: { sv: 'Gellack med nagelkonst', en: 'Gel Polish with Nail Art' },
    description: {
      sv: 'Hållbart gellack som glänser i upp till tre veckor, med handmålade detaljer, bladguld eller subtila pärlor – helt efter dina önskemål.',
      en: 'Long-lasting gel polish that shines for up to three weeks, with hand-painted details, gold leaf or subtle pearls – entirely to your wishes.',
    },
    category: 'nails',
    price: 745,
    durationMinutes: 75,
    bookingLink: booking('gellack-nagelkonst'),
    image: 'nail-art.jpg',
    sortOrder: 5,
  },
  {
    key: 'lyxpedikyr',
    name: { sv: 'Lyxpedikyr', en: 'Luxury Pedicure' },
    description: {
      sv: 'Ett varmt fotbad med mineralsalter, varsam fotfil, nagelvård och en djupt återfuktande mask, följt av fot- och vadmassage.',
      en: 'A warm mineral-salt foot bath, gentle filing, nail care and a deeply nourishing mask, followed by a foot and calf massage.',
    },
    category: 'pedicure',
    price: 795,
    durationMinutes: 60,
    bookingLink: booking('lyxpedikyr'),
    image: 'pedicure.jpg',
    sortOrder: 6,
  },
  {
    key: 'threading-bryn',
    name: { sv: 'Threading av ögonbryn', en: 'Eyebrow Threading' },
    description: {
      sv: 'Precis formning av ögonbrynen med tråd – en skonsam och traditionell teknik som ger skarpa, naturliga linjer.',
      en: 'Precise eyebrow shaping with thread – a gentle, traditional technique that leaves crisp, natural lines.',
    },
    category: 'threading',
    price: 395,
    durationMinutes: 20,
    bookingLink: booking('threading-bryn'),
    image: 'threading.jpg',
    sortOrder: 7,
  },
  {
    key: 'threading-ansikte',
    name: { sv: 'Threading av hela ansiktet', en: 'Full-Face Threading' },
    description: {
      sv: 'Ögonbryn, överläpp, haka och kinder i en och samma behandling, avslutat med en lugnande aloe vera-gel. Bokas via telefon.',
      en: 'Brows, upper lip, chin and cheeks in a single treatment, finished with a soothing aloe vera gel. Booked by telephone.',
    },
    category: 'threading',
    price: 695,
    durationMinutes: 40,
    bookingLink: null,
    image: 'threading.jpg',
    sortOrder: 8,
  },
  {
    key: 'svensk-massage',
    name: { sv: 'Klassisk svensk massage', en: 'Classic Swedish Massage' },
    description: {
      sv: 'Långa, flytande tag med varm olja som löser upp spänningar i rygg, nacke och axlar och lämnar kroppen djupt avslappnad.',
      en: 'Long, flowing strokes with warm oil that release tension in the back, neck and shoulders, leaving the body deeply relaxed.',
    },
    category: 'massage',
    price: 995,
    durationMinutes: 60,
    bookingLink: booking('svensk-massage'),
    image: 'massage.jpg',
    sortOrder: 9,
  },
  {
    key: 'varma-stenar',
    name: { sv: 'Massage med varma stenar', en: 'Hot Stone Massage' },
    description: {
      sv: 'Uppvärmda basaltstenar och mjuka massagetag värmer musklerna på djupet och skänker en känsla av total ro.',
      en: 'Heated basalt stones and soft massage strokes warm the muscles deeply and bring a sense of complete calm.',
    },
    category: 'massage',
    price: 1195,
    durationMinutes: 75,
    bookingLink: booking('varma-stenar'),
    image: 'massage.jpg',
    sortOrder: 10,
  },
  {
    key: 'spa-ritual',
    name: { sv: 'Spa-ritual med kroppsskrubb', en: 'Spa Ritual with Body Scrub' },
    description: {
      sv: 'En helkroppsskrubb med havssalt och rosenolja, en närande inpackning och en stund i vår relaxavdelning med örtte.',
      en: 'A full-body scrub with sea salt and rose oil, a nourishing body wrap and a quiet moment in our relaxation lounge with herbal tea.',
    },
    category: 'spa',
    price: 1495,
    durationMinutes: 90,
    bookingLink: booking('spa-ritual'),
    image: 'spa.jpg',
    sortOrder: 11,
  },
]

// ---------------------------------------------------------------------------
// Promotions (offsets are days relative to the seeding day)
// ---------------------------------------------------------------------------

export const seedPromotions: SeedPromotion[] = [
  {
    // running
    key: 'paketrabatt',
    treatmentKey: 'spa-ritual',
    title: { sv: 'Paketrabatt – 20 % på tre behandlingar', en: 'Package offer – 20% off three treatments' },
    description: {
      sv: 'Boka tre eller fler behandlingar vid samma besök och få 20 % rabatt på hela paketet. Sätt ihop din egen spadag – vi bjuder på ett glas bubbel.',
      en: 'Book three or more treatments for the same visit and enjoy 20% off the entire package. Compose your own spa day – a glass of bubbly is on us.',
    },
    discountPercent: 20,
    originalPrice: null,
    startOffsetDays: -10,
    endOffsetDays: 20,
    bookingLink: booking('spa-ritual'),
  },
  {
    // running
    key: 'guldglans',
    treatmentKey: 'guldansikte',
    title: { sv: 'Guldglans inför säsongen', en: 'Golden glow for the season' },
    description: {
      sv: 'Vår ansiktsbehandling med 24 karat guld till ett förmånligt pris – för en strålande hy hela säsongen.',
      en: 'Our 24-carat gold facial at a special price – for radiant skin all season long.',
    },
    discountPercent: 15,
    originalPrice: 1695,
    startOffsetDays: -3,
    endOffsetDays: 30,
    bookingLink: booking('guldansikte'),
  },
  {
    // upcoming
    key: 'vip-veckan',
    treatmentKey: 'vip-behandling',
    title: { sv: 'VIP-veckan', en: 'VIP Week' },
    description: {
      sv: 'Under VIP-veckan välkomnar vi dig till den privata sviten med champagne och 10 % rabatt på vår VIP-behandling.',
      en: 'During VIP Week we welcome you to the private suite with champagne and 10% off our VIP treatment.',
    },
    discountPercent: 10,
    originalPrice: 2495,
    startOffsetDays: 14,
    endOffsetDays: 45,
    bookingLink: booking('vip-behandling'),
  },
  {
    // expired
    key: 'sommarfotter',
    treatmentKey: 'lyxpedikyr',
    title: { sv: 'Sommarfötter', en: 'Summer-ready feet' },
    description: {
      sv: 'Lyxpedikyr med 25 % rabatt – mjuka, välvårdade fötter redo för sandaler.',
      en: 'Luxury pedicure with 25% off – soft, well-groomed feet ready for sandals.',
    },
    discountPercent: 25,
    originalPrice: null,
    startOffsetDays: -60,
    endOffsetDays: -5,
    bookingLink: booking('lyxpedikyr'),
  },
]

// ---------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------

export const seedSettings: Record<SeedSettingKey, Localized> = {
  site_title: { sv: 'Salong Lumière', en: 'Salong Lumière' },
  site_subtitle: {
    sv: 'Skönhet och spa vid Strandvägen',
    en: 'Beauty and spa on Strandvägen',
  },
  site_description: {
    sv: 'En stilla oas för skönhet mitt i Stockholm, där skandinavisk enkelhet möter fransk elegans. Hos oss väntar skickliga terapeuter, noggrant utvalda produkter och tid som är helt din egen.',
    en: 'A serene haven for beauty in the heart of Stockholm, where Scandinavian simplicity meets French elegance. Skilled therapists, carefully chosen products and time that is entirely your own await you.',
  },
  contact_phone: { sv: '+46 8 123 45 67', en: '+46 8 123 45 67' },
  contact_email: { sv: 'hej@salonglumiere.se', en: 'hej@salonglumiere.se' },
  address: {
    sv: 'Strandvägen 7, 114 56 Stockholm',
    en: 'Strandvägen 7, 114 56 Stockholm, Sweden',
  },
  opening_hours: {
    sv: 'Mån–Fre 09:00–19:00\nLör 10:00–18:00\nSön Stängt',
    en: 'Mon–Fri 09:00–19:00\nSat 10:00–18:00\nSun Closed',
  },
  instagram: { sv: 'salonglumiere', en: 'salonglumiere' },
  facebook: { sv: 'salonglumiere', en: 'salonglumiere' },
  // The legal pages' built-in texts suffice for the demo.
  privacy_text: { sv: '', en: '' },
  terms_text: { sv: '', en: '' },
}
