import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * The keys of gift card codes (decision 0073), both from GIFT_CARD_SECRET: one keys the HMAC a
 * code is stored and looked up by, the other seals the code (AES-256-GCM) for the short time
 * between issue and the recipient's mail. A database leak then gives neither codes nor a way to
 * test guesses offline.
 */
export type GiftCardKeys = { readonly hashKey: Buffer; readonly sealKey: Buffer }

export function giftCardKeys(secret: string): GiftCardKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest()
  return {
    hashKey: derive('tourmarket:gift-card-code-hash'),
    sealKey: derive('tourmarket:gift-card-code-seal'),
  }
}

/** GIFT_CARD_SECRET, or outside production (config refuses it there) one derived from the session secret. */
export function giftCardSecretOf(config: {
  readonly giftCardSecret?: string
  readonly accounts: { readonly sessionSecret: string }
}): string {
  return (
    config.giftCardSecret ??
    createHmac('sha256', config.accounts.sessionSecret)
      .update('tourmarket:gift-card-secret')
      .digest('hex')
  )
}

/** What a code is stored and found by: hex HMAC-SHA256 of the normalised code. */
export function hashGiftCardCode(code: string, keys: GiftCardKeys): string {
  return createHmac('sha256', keys.hashKey).update(code).digest('hex')
}

/** The code encrypted with a fresh nonce: base64url of nonce, tag and ciphertext. */
export function sealGiftCardCode(code: string, keys: GiftCardKeys): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.sealKey, nonce)
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()])
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
}

export function unsealGiftCardCode(sealed: string, keys: GiftCardKeys): string {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', keys.sealKey, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
