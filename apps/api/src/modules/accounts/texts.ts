import type { Locale } from '@tourmarket/domain/i18n'

/** Minutes, for texts that say how long a code or a link lasts. */
function minutes(seconds: number): number {
  return Math.round(seconds / 60)
}

/** An instant as people read it in either language: 2026-11-26 00:00 UTC. */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The messages the accounts module sends, in the recipient's language. */
export const messageTexts = {
  /** `link`: the e-mail's one-click sign-in (a page that asks before it uses the code). */
  loginCode(locale: Locale, code: string, ttlSeconds: number, link?: string) {
    return locale === 'ru'
      ? {
          subject: `Код для входа: ${code}`,
          text: `Ваш код для входа в Tourmarket: ${code}. Он действует ${minutes(ttlSeconds)} мин.${link === undefined ? '' : `\n\nИли войдите в один клик:\n${link}`}\n\nЕсли вы не запрашивали код, просто проигнорируйте это сообщение.`,
        }
      : {
          subject: `Your sign-in code: ${code}`,
          text: `Your Tourmarket sign-in code is ${code}. It is valid for ${minutes(ttlSeconds)} minutes.${link === undefined ? '' : `\n\nOr sign in with one click:\n${link}`}\n\nIf you did not ask for it, ignore this message.`,
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

  /** Issue 42: a code that confirms "Download my data" or "Delete my account", named as such. */
  accountCode(locale: Locale, purpose: 'export' | 'delete', code: string, ttlSeconds: number) {
    const notYou =
      locale === 'ru'
        ? 'Если это были не вы, смените пароль: кто-то вошёл в ваш аккаунт.'
        : 'If it was not you, change your password: someone is signed in to your account.'
    if (locale === 'ru') {
      const what = purpose === 'export' ? 'скачать ваши данные' : 'удалить ваш аккаунт'
      return {
        subject: `Код, чтобы ${what}: ${code}`,
        text: `Ваш код, чтобы ${what} в Tourmarket: ${code}. Он действует ${minutes(ttlSeconds)} мин.\n\n${notYou}`,
      }
    }
    const what = purpose === 'export' ? 'download your data' : 'delete your account'
    return {
      subject: `Your code to ${what}: ${code}`,
      text: `Your Tourmarket code to ${what} is ${code}. It is valid for ${minutes(ttlSeconds)} minutes.\n\n${notYou}`,
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

  /** To the owner, once, when wrong codes lock their address (finding 10). */
  codesLocked(locale: Locale, signIn: boolean, lockedUntil: Date) {
    const until = utcTime(lockedUntil)
    if (locale === 'ru') {
      const what = signIn ? 'входа' : 'подтверждения'
      return {
        subject: `Коды ${what} приостановлены`,
        text: `Кто-то много раз ввёл неверный код ${what} для вашего аккаунта Tourmarket. ${signIn ? 'Вход' : 'Подтверждение'} по коду приостановлено до ${until}. Если это были не вы, больше ничего делать не нужно.`,
      }
    }
    const what = signIn ? 'sign-in' : 'confirmation'
    return {
      subject: `Your ${what} codes are paused`,
      text: `Someone tried many wrong ${what} codes for your Tourmarket account; ${signIn ? 'sign-in by code' : 'confirmation by code'} is paused until ${until}. If it was not you, nothing else is needed.`,
    }
  },

  /** The §8 message of the 429 a locked address answers with. */
  codeAttemptsLocked(locale: Locale, lockedUntil: Date): string {
    const until = utcTime(lockedUntil)
    return locale === 'ru'
      ? `Слишком много неверных кодов для этого адреса. Попробуйте снова после ${until}.`
      : `Too many wrong codes were entered for this address. Try again after ${until}.`
  },
}
