import { AppError } from '../../../errors.ts'

export const chatNotFound = () =>
  new AppError({ code: 'chat_not_found', message: 'There is no such chat.' })
export const messageNotFound = () =>
  new AppError({ code: 'message_not_found', message: 'There is no such message.' })
export const onlySupport = () =>
  new AppError({ code: 'forbidden', message: 'Only support can do this.' })
