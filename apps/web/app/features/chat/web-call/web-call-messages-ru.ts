import type { MessageValue } from '@tourmarket/domain/i18n'
import type { WebCallMessageKey } from './web-call-messages.ts'

/** The web call's words in Russian (the same keys as web-call-messages.ts). */
export const ruWebCallMessages: Readonly<Record<WebCallMessageKey, MessageValue>> = {
  'webCall.call': 'Позвонить',
  'webCall.callLabel': 'Позвонить: {name}',
  'webCall.region': 'Звонок',
  'webCall.preparing': 'Подключаем микрофон…',
  'webCall.outgoing': 'Звоним: {name}…',
  'webCall.outgoingHint': 'Идут гудки. Собеседник услышит вас, когда ответит.',
  'webCall.incoming': 'Входящий звонок',
  'webCall.incomingFrom': '{name} звонит вам',
  'webCall.accept': 'Ответить',
  'webCall.decline': 'Отклонить',
  'webCall.cancel': 'Отменить',
  'webCall.connecting': 'Соединяем…',
  'webCall.active': 'Разговор: {name}',
  'webCall.connected': 'Соединение установлено. Вы на связи.',
  'webCall.duration': 'Длительность {time}',
  'webCall.mute': 'Выключить микрофон',
  'webCall.unmute': 'Включить микрофон',
  'webCall.muted': 'Ваш микрофон выключен',
  'webCall.hangUp': 'Завершить',
  'webCall.close': 'Закрыть',
  'webCall.callAgain': 'Позвонить ещё раз',
  'webCall.ended.self': 'Звонок завершён',
  'webCall.ended.hangup': 'Звонок завершён',
  'webCall.ended.missed': 'Нет ответа',
  'webCall.ended.declined': 'Звонок отклонён',
  'webCall.ended.busy': 'Собеседник разговаривает. Попробуйте позже.',
  'webCall.ended.answered_elsewhere': 'Ответили на другом устройстве',
  'webCall.ended.unavailable': 'Этот звонок уже недоступен',
  'webCall.ended.disabled': 'Звонки в этом чате недоступны.',
  'webCall.ended.too_many':
    'Слишком много звонков за короткое время. Попробуйте через несколько минут.',
  'webCall.ended.failed': 'Не удалось соединиться. Проверьте подключение и попробуйте снова.',
  'webCall.microphoneHint':
    'Разрешите сайту использовать микрофон в настройках браузера и попробуйте снова.',
}
