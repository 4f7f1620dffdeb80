import type { Result } from 'axe-core'

/*
 * Axe findings in Payload's admin panel that Payload's own UI causes (its components and page templates, not
 * our configuration), by rule and the Payload element it names. They are reported, not fixed or hidden: the
 * panel test attaches them and docs/decisions/0051-panel-accessibility.md lists
 * them. Anything else (our logo, counts, labels, descriptions,
 * colours) must pass.
 */
const PAYLOAD_OWNED: { rule: string; element: RegExp; html?: RegExp; why: string }[] = [
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
  {
    rule: 'region',
    element: /^\.gutter > div$/,
    why: "Payload's dashboard: the modular dashboard's unnamed wrapper <div>, named instead of its content while the widgets settle",
  },
  { rule: 'landmark-one-main', element: /^html$/, why: "Payload's dashboard template has no <main>" },
  { rule: 'page-has-heading-one', element: /^html$/, why: "Payload's dashboard template has no <h1>" },
  {
    rule: 'label',
    element: /^#_R_\w+_$/,
    html: /^<input aria-label=""[^>]*type="checkbox"/,
    why: "Payload's list view: each row's selection checkbox has an empty aria-label",
  },
  {
    rule: 'label-title-only',
    element: /^#select-all$/,
    why: "Payload's list view: the select-all checkbox is named by its title alone",
  },
  {
    rule: 'region',
    element: /sort-column__label|#heading-_select|page-controls__page-info|search-filter|^tbody$/,
    why: "Payload's list template: its search, table and paging outside any landmark",
  },
  {
    rule: 'target-size',
    element: /sort-column/,
    why: "Payload's list view: the columns' sort arrows are smaller targets than 24 px",
  },
  {
    rule: 'landmark-no-duplicate-banner',
    element: /^\.app-header$/,
    why: "Payload's list template: its app header is a second banner",
  },
  { rule: 'landmark-unique', element: /^\.app-header$/, why: "Payload's list template: the same" },
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
      const owned = PAYLOAD_OWNED.some(
        (known) => known.rule === violation.id && known.element.test(element) && (known.html?.test(node.html) ?? true),
      )
      ;(owned ? payloads : ours).push(finding)
    }
  return { ours, payloads }
}
