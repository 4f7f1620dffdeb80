import type { Result } from 'axe-core'

/*
 * Axe findings in Payload's admin panel that Payload's own UI causes (its components and page templates, not
 * our configuration), by rule and the Payload element it names. They are reported, not fixed or hidden: the
 * panel test attaches them and docs/decisions/0051-panel-accessibility.md lists
 * them. Anything else (our logo, counts, labels, descriptions,
 * colours) must pass.
 */
const PAYLOAD_OWNED: { rule: string; element: RegExp; why: string }[] = [
  {
    rule: 'aria-hidden-focus',
    element: /\.(dropdown|clear)-indicator/,
    why: "Payload's select: its focusable arrow and clear icons are aria-hidden",
  },
  {
    rule: 'label',
    element: /react-select-.*-input/,
    why: "Payload's select: the combobox input is not tied to the field's label",
  },
  {
    rule: 'color-contrast',
    element: /localizer-button__label/,
    why: "Payload's locale switcher: grey 'Språk:' on grey, 3.3:1",
  },
  {
    rule: 'color-contrast',
    element: /upload-relationship-details__meta/,
    why: "Payload's upload field: file size and type in grey, 3.6:1",
  },
  {
    rule: 'button-name',
    element: /doc-controls__popup|upload-relationship-details__(edit|remove)/,
    why: "Payload's icon-only buttons (more actions, edit and remove an upload) have no text",
  },
  {
    rule: 'button-name',
    element: /^\.popup-button--size-medium$/,
    why: "Payload's publish button: its arrow to the schedule menu (versions with scheduled publishing) has no text",
  },
  {
    rule: 'color-contrast',
    element: /sort-column__label/,
    why: "Payload's list view: the column headings in grey on white, 2.8:1",
  },
  { rule: 'list', element: /doc-tabs__tabs/, why: "Payload's document tabs: a <ul> with <div> and <a> children" },
  { rule: 'region', element: /modular-dashboard|doc-header/, why: "Payload's templates: content outside any landmark" },
  { rule: 'landmark-one-main', element: /^html$/, why: "Payload's dashboard template has no <main>" },
  { rule: 'page-has-heading-one', element: /^html$/, why: "Payload's dashboard template has no <h1>" },
]

type Finding = { rule: string; element: string; summary: string }

/** Splits axe's violations into ours (must be none) and Payload's own (reported). */
export const payloadOwnedViolations = (violations: Result[]): { ours: Finding[]; payloads: Finding[] } => {
  const ours: Finding[] = []
  const payloads: Finding[] = []
  for (const violation of violations)
    for (const node of violation.nodes) {
      const element = node.target.join(' ')
      const finding = {
        rule: violation.id,
        element,
        summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
      }
      const owned = PAYLOAD_OWNED.some((known) => known.rule === violation.id && known.element.test(element))
      ;(owned ? payloads : ours).push(finding)
    }
  return { ours, payloads }
}
