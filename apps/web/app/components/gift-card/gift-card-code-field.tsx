import { TextField } from '@tourmarket/ui'
import { useGiftCardText } from './gift-card-text.ts'

/** The longest code the API reads (a code with spaces or dashes typed in). */
export const GIFT_CARD_CODE_MAX_LENGTH = 64

/** §5 rules of the one field a code is typed into, for a form post's action. */
export const giftCardCodeRules = { code: `required|max:${String(GIFT_CARD_CODE_MAX_LENGTH)}` }

/**
 * The field a gift card's code is typed into (posted as `code`): any case, with or without its
 * dashes, as the API reads it; no autocorrect or autocapitalising words of it.
 */
export function GiftCardCodeField({
  error,
  defaultValue,
}: {
  error?: string
  defaultValue?: string
}) {
  const { text } = useGiftCardText()
  return (
    <TextField
      name="code"
      label={text('giftCard.code')}
      hint={text('giftCard.codeHint')}
      placeholder="ABCD-EFGH-JKLM-NPQR"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={GIFT_CARD_CODE_MAX_LENGTH}
      error={error}
      defaultValue={defaultValue}
    />
  )
}
