// Unknown paths: the loader throws so the response carries HTTP 404 and the root ErrorBoundary
// renders the §8 'Page not found' screen.
export function loader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

// Never rendered, since the loader always throws. The default export is still needed: without a
// component React Router treats the route as a resource route and sends the bare 404 Response
// instead of the error page.
export default function NotFound() {
  return null
}
