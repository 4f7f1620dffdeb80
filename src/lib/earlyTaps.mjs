// A tap that comes before the page's scripts have taken over (React attaches its listeners only when they run,
// and a cached page starts them after its first frame, server/afterFirstPaint.mjs) would be lost on a button,
// which does nothing without them. The page's fixed loader keeps such taps on buttons (`type="button"`: links and
// form fields work without scripts, and are left to the browser) inside a document that says it takes them over,
// and hands them to the page once it has hydrated (EarlyTapsHandover), which then does what each says.

/** On the element whose buttons' early taps are kept: the public pages' `<body>`. */
export const EARLY_TAPS_ATTRIBUTE = 'data-early-taps'
/** The loader's function the page calls once it can act: replays the kept taps, and keeps no more. */
export const EARLY_TAPS_HANDOVER = 'salongEarlyTaps'
