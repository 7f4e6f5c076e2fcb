import { randomBytes } from 'node:crypto'
import { getBrand } from '@tourmarket/domain/brand'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { FailureBackoff } from '../../platform/abuse/rate-limit.ts'
import type { JobQueue } from '../../platform/jobs/queue.ts'
import { giftCardKeys, giftCardSecretOf } from './code-keys.ts'
import { createGiftCardsRepository } from './repository.ts'
import { createGiftCardsService, giftCardDeliveryJobKind } from './service.ts'
import type { GiftCardsService, GiftCardsServiceOptions } from './service.ts'

export type GiftCardsContextOptions = Pick<
  GiftCardsServiceOptions,
  'provider' | 'composeMail' | 'mailerFor'
> & {
  database: Pick<Database, 'db'>
  config: Pick<Config, 'giftCardSecret' | 'accounts' | 'brand'>
  jobs: JobQueue
  backoff: FailureBackoff
  now?: () => Date
}

/** Builds the gift cards service once per app and registers its delivery job. */
export function createGiftCardsContext(options: GiftCardsContextOptions): GiftCardsService {
  const { database, config, jobs, now = () => new Date() } = options
  const service = createGiftCardsService({
    repository: createGiftCardsRepository(database.db),
    keys: giftCardKeys(giftCardSecretOf(config)),
    brand: getBrand(config.brand),
    provider: options.provider,
    jobs,
    mailerFor: options.mailerFor,
    composeMail: options.composeMail,
    backoff: options.backoff,
    siteUrl: config.accounts.siteUrl,
    randomBytes: (count) => randomBytes(count),
    now,
  })
  jobs.register(giftCardDeliveryJobKind, (payload) => service.deliver(payload))
  return service
}
