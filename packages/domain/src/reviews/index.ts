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
