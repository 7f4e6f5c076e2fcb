export {
  DEFAULT_PRICE_DROP_PERCENT,
  DIGEST_INTERVAL_MS,
  PRICE_DROP_PERCENT_MAX,
  PRICE_DROP_PERCENT_MIN,
  alertDeliveries,
  alertEventKey,
  groupDigest,
  isDigestDue,
  isPriceDrop,
  priceDropPercent,
  savedSearchPath,
  savedSearchQuery,
  tourWatchEvents,
} from './watch-events.ts'
export type {
  AlertDelivery,
  AlertEvent,
  AlertEventKind,
  CurrentDate,
  DigestEntry,
  SeenDate,
  TourWatchSettings,
} from './watch-events.ts'
