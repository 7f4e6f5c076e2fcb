import type { Redis } from 'ioredis'

/**
 * Ends a connection. QUIT is queued like any command, so on a connection that is not ready (Redis
 * down, still reconnecting) it would wait for a Redis that may never come back and hang shutdown:
 * such a connection is dropped at once instead.
 */
export async function closeRedisConnection(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect()
    return
  }
  try {
    await redis.quit()
  } catch {
    redis.disconnect()
  }
}
