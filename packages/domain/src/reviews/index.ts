export {
  REVIEW_EDIT_DAYS,
  REVIEW_FIELDS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  isReviewEditable,
  reviewAuthorName,
  reviewEditableUntil,
  reviewRules,
} from './review-rules.ts'
export {
  isWrittenLanguage,
  languageOfLocale,
  reviewSorts,
  textLanguage,
  visitorLanguagesFirst,
  writtenLanguages,
  type ReviewSort,
  type WrittenLanguage,
} from './review-language.ts'
