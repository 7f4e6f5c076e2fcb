import { describe, expect, it } from 'vitest'
import { questionLink, questionToLoad } from './linked-question.ts'

const listed = { questions: [{ id: 7 }, { id: 9 }] } as unknown as Parameters<
  typeof questionToLoad
>[1]
const at = (query: string) => new URL(`https://tours.example/tour/altai${query}`)

describe('questionToLoad', () => {
  it('asks for a question the page does not list', () => {
    expect(questionToLoad(at('?question=12'), listed)).toBe(12)
  })

  it('does not ask for one /spa/tour already brought', () => {
    expect(questionToLoad(at('?question=9'), listed)).toBeNull()
  })

  it('ignores a missing or malformed id', () => {
    for (const query of [
      '',
      '?question=',
      '?question=0',
      '?question=-3',
      '?question=1e3',
      '?question=abc',
      '?question=99999999999999999',
    ])
      expect(questionToLoad(at(query), listed)).toBeNull()
  })

  it('asks when the tour came without questions (short format)', () => {
    expect(questionToLoad(at('?question=3'), { questions: null })).toBe(3)
  })
})

describe('questionLink', () => {
  it('names the question and its anchor on the same page', () => {
    expect(questionLink('/ru/tour/altai', 12)).toBe('/ru/tour/altai?question=12#question-12')
  })
})
