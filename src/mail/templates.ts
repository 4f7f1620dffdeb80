import type { TemplateData, TemplateDiscount } from '../lib/contract/notifications'
import type { GeneratedMailing } from '../lib/contract/notifications'
import type { Locale } from '../lib/locales'
import type { TemplateName } from '../lib/schemas/templateGenerate'

type Texts = { subject: string; body: string }

const words = {
  sv: {
    hello: 'Hej!',
    newOffers: (site: string) => `Nya erbjudanden hos ${site}`,
    offersIntro: 'Just nu kan du unna dig lite extra till ett bättre pris:',
    upcomingIntro: 'Snart på gång:',
    noOffers: 'Just nu har vi inga kampanjer, men håll utkik – fler erbjudanden kommer snart.',
    running: (d: TemplateDiscount) =>
      `• ${d.title_sv || d.service_name_sv}: ${d.discount_percent} % rabatt${d.discounted_price !== null ? `, nu ${d.discounted_price} kr` : ''} (t.o.m. ${d.end_date})`,
    upcoming: (d: TemplateDiscount) =>
      `• ${d.title_sv || d.service_name_sv}: ${d.discount_percent} % rabatt från ${d.start_date}`,
    news: (site: string) => `Nyheter från ${site}`,
    servicesIntro: 'Våra behandlingar:',
    service: (name: string, price: number, minutes: number) => `• ${name} – från ${price} kr, ${minutes} min`,
    offersCount: (n: number) => `Vi har ${n} ${n === 1 ? 'kampanj' : 'kampanjer'} just nu – se dem på vår webbplats.`,
    hours: (site: string) => `Öppettider hos ${site}`,
    hoursIntro: 'Här är våra öppettider:',
    find: 'Hitta hit:',
    welcome: 'Varmt välkommen!',
    book: 'Boka eller fråga oss:',
  },
  en: {
    hello: 'Hello!',
    newOffers: (site: string) => `New offers at ${site}`,
    offersIntro: 'Treat yourself to something extra at a better price right now:',
    upcomingIntro: 'Coming soon:',
    noOffers: 'We have no offers at the moment, but stay tuned – more are coming soon.',
    running: (d: TemplateDiscount) =>
      `• ${d.title_en || d.service_name_en}: ${d.discount_percent}% off${d.discounted_price !== null ? `, now ${d.discounted_price} SEK` : ''} (until ${d.end_date})`,
    upcoming: (d: TemplateDiscount) =>
      `• ${d.title_en || d.service_name_en}: ${d.discount_percent}% off from ${d.start_date}`,
    news: (site: string) => `News from ${site}`,
    servicesIntro: 'Our treatments:',
    service: (name: string, price: number, minutes: number) => `• ${name} – from ${price} SEK, ${minutes} min`,
    offersCount: (n: number) => `We have ${n} ${n === 1 ? 'offer' : 'offers'} right now – see them on our website.`,
    hours: (site: string) => `Opening hours at ${site}`,
    hoursIntro: 'These are our opening hours:',
    find: 'Find us:',
    welcome: 'A warm welcome!',
    book: 'Book or ask us:',
  },
}

const contact = (data: TemplateData, locale: Locale): string => {
  const s = data.settings[locale]
  return [words[locale].book, [s.contact_phone, s.contact_email].filter(Boolean).join(' · ')].join('\n')
}

const paragraphs = (...parts: (string | false)[]) => parts.filter(Boolean).join('\n\n')

const builders: Record<TemplateName, (data: TemplateData, locale: Locale) => Texts> = {
  new_discounts: (data, locale) => {
    const w = words[locale]
    const { running, upcoming } = data.discounts
    return {
      subject: w.newOffers(data.settings[locale].site_title),
      body: paragraphs(
        w.hello,
        running.length > 0 && `${w.offersIntro}\n${running.map(w.running).join('\n')}`,
        upcoming.length > 0 && `${w.upcomingIntro}\n${upcoming.map(w.upcoming).join('\n')}`,
        running.length + upcoming.length === 0 && w.noOffers,
        contact(data, locale),
        w.welcome,
      ),
    }
  },
  newsletter: (data, locale) => {
    const w = words[locale]
    const s = data.settings[locale]
    const offers = data.discounts.running.length
    return {
      subject: w.news(s.site_title),
      body: paragraphs(
        w.hello,
        s.site_description,
        data.services.length > 0 &&
          `${w.servicesIntro}\n${data.services
            .map((t) => w.service(locale === 'en' ? t.name_en : t.name_sv, t.price, t.duration_minutes))
            .join('\n')}`,
        offers > 0 && w.offersCount(offers),
        contact(data, locale),
        w.welcome,
      ),
    }
  },
  opening_hours: (data, locale) => {
    const w = words[locale]
    const s = data.settings[locale]
    return {
      subject: w.hours(s.site_title),
      body: paragraphs(
        w.hello,
        `${w.hoursIntro}\n${s.opening_hours}`,
        `${w.find}\n${s.address}`,
        contact(data, locale),
        w.welcome,
      ),
    }
  },
}

/** Subject and text in both languages from a named template and the current template data. */
export const generateMailing = (template: TemplateName, data: TemplateData): GeneratedMailing => {
  const sv = builders[template](data, 'sv')
  const en = builders[template](data, 'en')
  return { subject_sv: sv.subject, subject_en: en.subject, body_sv: sv.body, body_en: en.body }
}
