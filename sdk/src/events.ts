import { paginate, type Page, type PageIterator } from './pagination.js';
import type { RequestOptions, Transport } from './transport.js';
import type { EventWithDelivery, RedeliveryAccepted } from './types.js';
import type { WebhookEvent } from './webhook-events.js';

export interface EventListParams {
  /** An `event_id`: the events after it (to catch up from the last one handled). */
  after?: string;
  limit?: number;
}

/** The event log of one surface (`/api/events` or `/api/dealer/events`): the webhooks' payloads, oldest first. */
export function eventApi(request: Transport, prefix: string) {
  const at = (eventId: string, suffix = '') => `${prefix}/${encodeURIComponent(eventId)}${suffix}`;
  return {
    /** Every event after `after` (or from the first), page by page. */
    list: (params: EventListParams = {}, opts?: RequestOptions): PageIterator<WebhookEvent> =>
      paginate(async (cursor) => {
        const query = cursor ? { limit: params.limit, cursor } : { ...params };
        return (await request<Page<WebhookEvent>>({ method: 'GET', path: prefix, query }, opts)).data;
      }),
    /** The event with its delivery: status and every attempt. */
    get: async (eventId: string, opts?: RequestOptions) => (await request<EventWithDelivery>({ method: 'GET', path: at(eventId) }, opts)).data,
    /** A new delivery of a past event, with its own retries; 409 when no webhook URL is set. */
    redeliver: async (eventId: string, opts?: RequestOptions) =>
      (await request<RedeliveryAccepted>({ method: 'POST', path: at(eventId, '/redeliver') }, opts)).data,
  };
}
