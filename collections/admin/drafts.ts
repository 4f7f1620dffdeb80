import type { CollectionConfig, GlobalConfig } from 'payload'

/*
 * Versions with drafts, as Payload's website template gives its content (docs/decisions/0050-versions-and-drafts.md):
 * a draft is saved beside the published document (autosave feeds the live preview;
 * "Save draft" stays for those who save on purpose), publishing and unpublishing can be scheduled, and the last 50
 * versions of each document are kept for the version list's comparison and restore.
 */
const drafts = {
  autosave: { interval: 800, showSaveDraftButton: true },
  schedulePublish: true,
}

const KEPT_VERSIONS = 50

export const draftsAndHistory: CollectionConfig['versions'] = { drafts, maxPerDoc: KEPT_VERSIONS }

/** A global keeps its history the same way (Payload names the bound `max` there). */
export const globalDraftsAndHistory: GlobalConfig['versions'] = { drafts, max: KEPT_VERSIONS }
