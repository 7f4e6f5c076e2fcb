import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isConnectionLoss, retryOnConnectionLoss } from './connection-loss.ts'

const withCode = (code: string) => Object.assign(new Error('failed'), { code })

describe('connection loss', () => {
  it('is a socket error, a server going away or a connection exception, wherever in the causes', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(true)
      expect(isConnectionLoss(new DrizzleQueryError('select 1', [], withCode(code))), code).toBe(
        true,
      )
    }
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('is not a statement the server refused, nor any other failure', () => {
    for (const code of ['23505', '22P02', '40001', '57014']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(false)
    }
    expect(
      isConnectionLoss(new Error('connection to 10.0.0.5 refused: password authentication failed')),
    ).toBe(false)
    expect(isConnectionLoss('ECONNRESET')).toBe(false)
  })

  it('is retried until the work succeeds; any other error stands at once', async () => {
    const retry = { withinMs: 1_000, firstDelayMs: 1 }
    let attempts = 0
    const succeedsThirdTime = () => {
      attempts += 1
      return attempts < 3 ? Promise.reject(withCode('ECONNREFUSED')) : Promise.resolve('stored')
    }
    await expect(retryOnConnectionLoss(succeedsThirdTime, retry)).resolves.toBe('stored')
    expect(attempts).toBe(3)

    attempts = 0
    const refused = () => {
      attempts += 1
      return Promise.reject(withCode('23505'))
    }
    await expect(retryOnConnectionLoss(refused, retry)).rejects.toMatchObject({ code: '23505' })
    expect(attempts).toBe(1)
  })

  it('gives the last error back once the bound has passed', async () => {
    const lost = withCode('57P03')
    await expect(
      retryOnConnectionLoss(() => Promise.reject(lost), { withinMs: 30, firstDelayMs: 5 }),
    ).rejects.toBe(lost)
  })
})
