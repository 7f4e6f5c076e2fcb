import type { MessageValue } from '../i18n/catalogue.ts'
import type { ValidationMessageKey } from './messages.ts'

export const ruValidationMessages = {
  'validation.required': 'Обязательное поле.',
  'validation.email': 'Введите корректный e-mail.',
  'validation.confirmed': 'Не совпадают.',
  'validation.min': {
    one: 'Минимум {length} символ.',
    few: 'Минимум {length} символа.',
    many: 'Минимум {length} символов.',
    other: 'Минимум {length} символа.',
  },
  'validation.max': {
    one: 'Максимум {length} символ.',
    few: 'Максимум {length} символа.',
    many: 'Максимум {length} символов.',
    other: 'Максимум {length} символа.',
  },
  'validation.minValue': 'Минимум {min}.',
  'validation.maxValue': 'Максимум {max}.',
  'validation.phone': 'Введите корректный номер телефона',
  'validation.url': 'Некорректный url',
  'validation.default': 'Некорректное значение',
} as const satisfies Record<ValidationMessageKey, MessageValue>
