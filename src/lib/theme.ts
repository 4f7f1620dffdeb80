/** The theme colour set of SPEC §3, stored in the browser and applied as style variables. */
export const THEME_STORAGE_KEY = 'salong.theme'

export const DEFAULT_THEME = {
  primary: '#b08d57',
  secondary: '#b76e79',
  accent: '#f3e5c8',
  background: '#fdf8f1',
  text: '#2f3e46',
  button: '#8c6a2f',
  buttonHover: '#6f5323',
} as const
export type Theme = Record<keyof typeof DEFAULT_THEME, string>

const COLOUR = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i

/** Stored values are merged over the defaults; anything that is not a colour is ignored. */
export const mergeTheme = (stored: string | null): Theme => {
  let parsed: Record<string, unknown> = {}
  try {
    parsed = stored ? JSON.parse(stored) : {}
  } catch {
    parsed = {}
  }
  const theme: Theme = { ...DEFAULT_THEME }
  for (const key of Object.keys(DEFAULT_THEME) as (keyof Theme)[]) {
    const value = parsed?.[key]
    if (typeof value === 'string' && COLOUR.test(value.trim())) theme[key] = value.trim()
  }
  return theme
}

export const themeVariables = (theme: Theme): Record<string, string> =>
  Object.fromEntries(
    Object.entries(theme).map(([key, value]) => [
      `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  )
