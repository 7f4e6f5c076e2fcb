import type { GiftCardBalance } from '@tourmarket/contracts'
import { isGiftCardExpired, normalizeGiftCardCode } from '@tourmarket/domain/gift-cards'
import { hashGiftCardCode } from '../code-keys.ts'
import type { GiftCardsDeps } from './deps.ts'
import type { GuessGuard } from './guesses.ts'

export function createBalanceUseCase(deps: GiftCardsDeps, guesses: GuessGuard) {
  const { repository, keys, now } = deps

  return {
    /**
     * POST /spa/gift-cards/balance: what is left on a card, in what, until when. A wrong code
     * answers only that no card has it, and counts against the address (guesses.ts).
     */
    async balance(typed: string, address: string): Promise<GiftCardBalance> {
      await guesses.assertOpen(address)
      const code = normalizeGiftCardCode(typed)
      const card =
        code === null ? undefined : await repository.cardByHash(hashGiftCardCode(code, keys))
      if (card === undefined) throw await guesses.wrongCode(address)
      return {
        code_ending: card.codeEnding,
        balance: card.balanceMinor,
        currency: card.currency,
        expires_at: card.expiresAt.toISOString(),
        expired: isGiftCardExpired(card, now()),
      }
    },
  }
}
