import { AppError } from '../../errors.ts'

/** A refusal about one field of the form: the message names it, and `errors` files it under it. */
export function fieldRefusal(
  code:
    | 'unsupported_media_type'
    | 'body_too_large'
    | 'validation_failed'
    | 'url_not_allowed'
    | 'url_fetch_failed',
  field: string,
  message: string,
): AppError {
  return new AppError({ code, message, errors: { [field]: [message] } })
}
