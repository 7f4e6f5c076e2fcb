import { afterAll, expect } from 'vitest'
import { recordUndeclaredErrorAnswers } from '../src/plugins/error-handler.ts'

// Every API test file: a route that answers an error code its contract does not declare fails the
// file, so the codes the storefront switches on and the OpenAPI document lists stay true.
const undeclared = recordUndeclaredErrorAnswers()

afterAll(() => {
  const answered = new Set(
    undeclared.splice(0).map(({ contract, status, code }) => `${contract} ${status} ${code}`),
  )
  expect(
    [...answered],
    'error answers their contracts do not declare (packages/contracts)',
  ).toEqual([])
})
