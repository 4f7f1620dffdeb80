import { afterNextPaint } from './afterNextPaint'
import { apiRequest } from '../../lib/apiClient'

/**
 * Booking clicks are counted for the staff's statistics; a failure is only logged (SPEC §7). Sent once the click's
 * own response (the booking modal) is painted.
 */
export const trackClick = (elementType: string, elementId: string | number, elementName: string): void => {
  afterNextPaint(() => {
    void apiRequest('/simple-analytics/track-click', {
      method: 'POST',
      body: { element_type: elementType, element_id: String(elementId), element_name: elementName },
    }).then((result) => {
      if (!result.success) console.warn('Click could not be tracked:', result.error)
    })
  })
}
