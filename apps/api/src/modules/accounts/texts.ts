import type { Locale } from '@tourmarket/domain'

/** Minutes, for texts that say how long a code or a link lasts. */
function minutes(seconds: number): number {
  return Math.round(seconds / 60)
}

/** The messages the accounts module sends, in the recipient's language. */
export const messageTexts = {
  loginCode(locale: Locale, code: string, ttlSeconds: number) {
    return locale === 'ru'
      ? {
          subject: `Код для входа: ${code}`,
          text: `Ваш код для входа в Tourmarket: ${code}. Он действует ${minutes(ttlSeconds)} мин. Если вы не запрашивали код, просто проигнорируйте это сообщение.`,
        }
      : {
          subject: `Your sign-in code: ${code}`,
          text: `Your Tourmarket sign-in code is ${code}. It is valid for ${minutes(ttlSeconds)} minutes. If you did not ask for it, ignore this message.`,
        }
  },

  confirmationCode(locale: Locale, code: string, ttlSeconds: number) {
    return locale === 'ru'
      ? {
          subject: `Код подтверждения: ${code}`,
          text: `Ваш код подтверждения Tourmarket: ${code}. Он действует ${minutes(ttlSeconds)} мин.`,
        }
      : {
          subject: `Your confirmation code: ${code}`,
          text: `Your Tourmarket confirmation code is ${code}. It is valid for ${minutes(ttlSeconds)} minutes.`,
        }
  },

  passwordReset(locale: Locale, link: string, ttlSeconds: number) {
    return locale === 'ru'
      ? {
          subject: 'Восстановление пароля',
          text: `Чтобы задать новый пароль, откройте ссылку (действует ${minutes(ttlSeconds)} мин.):\n${link}\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте это письмо.`,
        }
      : {
          subject: 'Reset your password',
          text: `To set a new password, open this link (valid for ${minutes(ttlSeconds)} minutes):\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
        }
  },
}
