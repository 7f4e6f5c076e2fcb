import type { ApiClient } from '@tourmarket/api-client'
import type { TourPage as TourPageRecord, TourQuestion } from '@tourmarket/contracts'
import { callApi } from '../../../lib/api-call.ts'
import { questionToLoad } from './linked-question.ts'

/**
 * §7 /spa/tour-question for a link to one question (`?question={id}`) that the page does not
 * list: an older one, or one still waiting for its answer. Only such links pay for the call;
 * an unknown question, one about another tour (404) or a failed call leaves the page as it is,
 * since the tour is what the visitor came for.
 */
export async function loadLinkedQuestion(
  api: ApiClient,
  url: URL,
  tour: Pick<TourPageRecord, 'id' | 'questions'>,
): Promise<TourQuestion | undefined> {
  const questionId = questionToLoad(url, tour)
  if (questionId === null) return undefined
  try {
    return await callApi(api, 'tourQuestion', {
      query: { question_id: questionId, tour_id: tour.id },
    })
  } catch {
    return undefined
  }
}
