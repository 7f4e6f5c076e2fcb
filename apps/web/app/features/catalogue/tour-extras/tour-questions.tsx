import type { TourPage as TourPageRecord, TourQuestion } from '@tourmarket/contracts'
import { useLocation } from 'react-router'
import { languageOfLocale, visitorLanguagesFirst } from '@tourmarket/domain/reviews'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useTourReviewsText } from '../tour/tour-reviews-text.ts'
import { LINKED_QUESTION_PARAM, questionAnchor, questionLink } from './linked-question.ts'
import { useTourExtrasText } from './tour-extras-text.ts'
import './tour-extras.css'

/**
 * The tour page's questions: the newest answered ones from /spa/tour, each with a link of its
 * own, and first the question a link named when the page does not list it (§7
 * /spa/tour-question, loaded with the page, so it is there before any script runs).
 */
export function TourQuestions({
  tour,
  linked,
}: {
  tour: Pick<TourPageRecord, 'questions'>
  linked?: TourQuestion | undefined
}) {
  const { t, locale } = useI18n()
  // Issue 42: the visitor's language first (newest first within each), the others labelled.
  const answered = visitorLanguagesFirst(
    (tour.questions ?? []).filter((question) => question.answer !== null),
    languageOfLocale(locale),
  )
  if (answered.length === 0 && linked === undefined) return null
  return (
    <section className="tour-section" aria-labelledby="tour-questions">
      <h2 id="tour-questions">{t('tour.questions')}</h2>
      <ul className="tour-questions">
        {linked === undefined ? null : <QuestionItem question={linked} linked />}
        {answered.map((question) => (
          <QuestionItem key={question.id} question={question} />
        ))}
      </ul>
    </section>
  )
}

function QuestionItem({ question, linked = false }: { question: TourQuestion; linked?: boolean }) {
  const { t, locale } = useI18n()
  const text = useTourExtrasText()
  const reviewsText = useTourReviewsText()
  const { pathname, search } = useLocation()
  // Issue 42: a question in the other language says which, as a review does.
  const foreign = question.language !== languageOfLocale(locale)
  const followed =
    linked || new URLSearchParams(search).get(LINKED_QUESTION_PARAM) === String(question.id)
  return (
    <li
      id={questionAnchor(question.id)}
      className={followed ? 'tour-question tour-question--linked' : 'tour-question'}
      aria-current={followed ? 'true' : undefined}
    >
      {followed ? <p className="tour-question__flag">{text('extras.question.linked')}</p> : null}
      {foreign ? (
        <p className="tour-language-label" data-testid="question-language">
          {reviewsText(`language.${question.language}`)}
        </p>
      ) : null}
      <p className="tour-question__text" lang={foreign ? question.language : undefined}>
        {question.question}
      </p>
      <p className="tour-muted">{question.author_name}</p>
      {question.answer === null ? (
        <p className="tour-muted">{text('extras.question.waiting')}</p>
      ) : (
        <p className="tour-question__answer">
          <span className="tour-question__label">{t('tour.answer')}: </span>
          {question.answer}
        </p>
      )}
      <a className="tour-link tour-question__link" href={questionLink(pathname, question.id)}>
        {text('extras.question.link')}
      </a>
    </li>
  )
}
