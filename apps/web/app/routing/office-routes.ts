/**
 * Issue 40: the organizer's office, spread into the route table (site-routes.ts) before the
 * catalogue's catch-all. Not in the §2 table (§1 leaves organizer work to an external back-office
 * that a deployment does not have). `authOnly` and never indexed; each page's loader also asks the
 * API, which answers 403 unless the account acts for an organizer.
 */
export const officeRoutes = [
  {
    name: 'office',
    path: '/office',
    access: 'authOnly' as const,
    page: 'features/office/overview/route.tsx',
  },
  {
    name: 'office-bookings',
    path: '/office/bookings',
    access: 'authOnly' as const,
    page: 'features/office/booking-list/route.tsx',
  },
  {
    name: 'office-booking',
    path: '/office/bookings/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d+$/.test(params.id ?? ''),
    page: 'features/office/booking/route.tsx',
  },
  {
    name: 'office-date',
    path: '/office/dates/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d+$/.test(params.id ?? ''),
    page: 'features/office/booking/manifest/route.tsx',
  },
  // A file, not a page (a resource route: its module exports only a loader).
  {
    name: 'office-date-csv',
    path: '/office/dates/:id/manifest.csv',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d+$/.test(params.id ?? ''),
    page: 'features/office/booking/manifest/csv-route.ts',
  },
  {
    name: 'office-tours',
    path: '/office/tours',
    access: 'authOnly' as const,
    page: 'features/office/tours/list/route.tsx',
  },
  {
    name: 'office-tour-new',
    path: '/office/tours/new',
    access: 'authOnly' as const,
    page: 'features/office/tours/new/route.tsx',
  },
  {
    name: 'office-tour',
    path: '/office/tours/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d+$/.test(params.id ?? ''),
    page: 'features/office/tours/editor/route.tsx',
  },
  {
    name: 'office-tour-dates',
    path: '/office/tours/:id/dates',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d+$/.test(params.id ?? ''),
    page: 'features/office/dates/route.tsx',
  },
  {
    name: 'office-team',
    path: '/office/team',
    access: 'authOnly' as const,
    page: 'features/office/team/route.tsx',
  },
  {
    name: 'office-team-accept',
    path: '/office/team/accept',
    access: 'authOnly' as const,
    page: 'features/office/team/accept-route.tsx',
  },
  {
    name: 'office-reviews',
    path: '/office/reviews',
    access: 'authOnly' as const,
    page: 'features/office/reviews/route.tsx',
  },
  {
    name: 'office-sales',
    path: '/office/sales',
    access: 'authOnly' as const,
    page: 'features/office/sales/route.tsx',
  },
  {
    name: 'office-sales-csv',
    path: '/office/sales.csv',
    access: 'authOnly' as const,
    page: 'features/office/sales/csv-route.ts',
  },
] as const
