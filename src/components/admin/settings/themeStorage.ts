import { DEFAULT_THEME, mergeTheme, THEME_STORAGE_KEY, themeVariables, type Theme } from '../../../lib/theme'

/*
 * The theme as the public page keeps it (usePageEffects): JSON under THEME_STORAGE_KEY in local storage, merged
 * over the defaults. Saving also restyles the open page, so going back to the site shows the colours at once.
 */
export const readStoredTheme = (): Theme => {
  try {
    return mergeTheme(window.localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return { ...DEFAULT_THEME }
  }
}

export const storeTheme = (theme: Theme): void => {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme))
  } catch {
    // Private mode: the colours last as long as the page.
  }
  for (const [name, value] of Object.entries(themeVariables(theme)))
    document.documentElement.style.setProperty(name, value)
}

/** Back to the stylesheet's own colours: nothing stored, nothing set on the page. */
export const clearStoredTheme = (): void => {
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY)
  } catch {
    // Nothing could be stored either.
  }
  for (const name of Object.keys(themeVariables(DEFAULT_THEME))) document.documentElement.style.removeProperty(name)
}

/** A colour picker takes only `#rrggbb`: a short hex is widened, anything else (rgba) shows as the default. */
export const pickerValue = (value: string, fallback: string): string => {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  if (/^#[0-9a-f]{3}$/i.test(value))
    return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase()
  return fallback
}
