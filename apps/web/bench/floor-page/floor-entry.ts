// The floor of issue 45 item 6 (npm run bench:web): the framework the storefront hydrates with —
// React, react-dom and React Router's data router — hydrating one route of static text. No page
// of the storefront can block the main thread for less than this one does. With
// `data-with-formats` on #root it also formats a price and a date with Intl, as every storefront
// page does while it hydrates: a renderer's first Intl formatter loads ICU's data.
import { StrictMode, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router'

const root = document.getElementById('root')
if (root === null) throw new Error('The floor page has no #root')
const withFormats = root.dataset.withFormats !== undefined

function formats(): string {
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    1234.5,
  )
  const date = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: 'Europe/Rome',
  }).format(Date.UTC(2027, 5, 1))
  return `${price} on ${date}`
}

function FloorPage() {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Floor page'),
    createElement(
      'p',
      null,
      "React, react-dom and React Router hydrating one route, nothing of the storefront's.",
    ),
    withFormats ? createElement('p', null, formats()) : null,
  )
}

hydrateRoot(
  root,
  createElement(
    StrictMode,
    null,
    createElement(RouterProvider, {
      router: createBrowserRouter([{ path: '*', Component: FloorPage }]),
    }),
  ),
)
