import type { RouteConfig } from '@react-router/dev/routes'
import { index, route } from '@react-router/dev/routes'

export default [
  index('routes/home/route.tsx'),
  // Last: any path no other route claims answers a real HTTP 404 (§8 route validation fails).
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig
