'use client'

import { createContext, useContext } from 'react'

import type { Area } from './areas'

/** Opening another area from inside one (the dashboard's cards), through the frame's leave guard. */
export const AreaNavigation = createContext<(area: Area) => void>(() => {})
export const useOpenArea = () => useContext(AreaNavigation)
