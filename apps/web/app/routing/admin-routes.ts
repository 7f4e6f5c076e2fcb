/**
 * Issue 43: the operator console, spread into the route table (site-routes.ts) before the
 * catalogue's catch-all. `authOnly` (a visitor is sent to sign in) and never indexed; each page's
 * loader asks the API, which refuses anyone but staff with a role for that section, and the page
 * answers those 404.
 */
export const adminRoutes = [
  {
    name: 'admin',
    path: '/admin',
    access: 'authOnly' as const,
    page: 'features/admin/home/route.tsx',
  },
  {
    // Issue 43 item 8: a staff sign-in's authenticator code, before the console opens.
    name: 'admin-sign-in',
    path: '/admin/sign-in',
    access: 'authOnly' as const,
    page: 'features/admin/sign-in/route.tsx',
  },
  {
    name: 'admin-audit',
    path: '/admin/audit',
    access: 'authOnly' as const,
    page: 'features/admin/audit/route.tsx',
  },
  {
    // Issue 43 item 8: staff accounts and a second factor's reset (admins).
    name: 'admin-staff',
    path: '/admin/staff',
    access: 'authOnly' as const,
    page: 'features/admin/staff/route.tsx',
  },
  {
    name: 'admin-bookings',
    path: '/admin/bookings',
    access: 'authOnly' as const,
    page: 'features/admin/bookings/route.tsx',
  },
  {
    name: 'admin-booking',
    path: '/admin/bookings/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/booking/route.tsx',
  },
  {
    name: 'admin-organizers',
    path: '/admin/organizers',
    access: 'authOnly' as const,
    page: 'features/admin/organizers/organizers-route.tsx',
  },
  {
    name: 'admin-organizer',
    path: '/admin/organizers/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/organizers/organizer-route.tsx',
  },
  {
    name: 'admin-moderation',
    path: '/admin/moderation',
    access: 'authOnly' as const,
    page: 'features/admin/moderation/reviews-route.tsx',
  },
  {
    name: 'admin-moderation-complaints',
    path: '/admin/moderation/complaints',
    access: 'authOnly' as const,
    page: 'features/admin/moderation/complaints-route.tsx',
  },
  {
    // Issue 43 item 5: the legal documents and their versions (content, admin).
    name: 'admin-legal',
    path: '/admin/legal',
    access: 'authOnly' as const,
    page: 'features/admin/legal/legal-route.tsx',
  },
  {
    // A new version of a document, or one version: edited while scheduled, else read-only.
    name: 'admin-legal-version',
    path: '/admin/legal/:document/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^(agreement|tour-provider-agreement|privacy|safety-rules)$/.test(params.document ?? '') &&
      /^(new|\d{1,9})$/.test(params.id ?? ''),
    page: 'features/admin/legal/version-route.tsx',
  },
  {
    name: 'admin-journal',
    path: '/admin/journal',
    access: 'authOnly' as const,
    page: 'features/admin/journal/posts-route.tsx',
  },
  {
    name: 'admin-journal-post',
    path: '/admin/journal/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^(new|\d{1,9})$/.test(params.id ?? ''),
    page: 'features/admin/journal/post-route.tsx',
  },
  {
    // Issue 43 item 5: collections and their tours' order (content, admins).
    name: 'admin-collections',
    path: '/admin/collections',
    access: 'authOnly' as const,
    page: 'features/admin/collections/collections-route.tsx',
  },
  {
    name: 'admin-collection',
    path: '/admin/collections/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/collections/collection-route.tsx',
  },
  {
    // Issue 43 item 5: destinations' descriptions and covers (content, admins).
    name: 'admin-destinations',
    path: '/admin/destinations',
    access: 'authOnly' as const,
    page: 'features/admin/destinations/destinations-route.tsx',
  },
  {
    name: 'admin-destination',
    path: '/admin/destinations/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/destinations/destination-route.tsx',
  },
  {
    // Issue 43 item 3: public uploaded photos, hidden with a reason and restored (content, admins).
    name: 'admin-uploads',
    path: '/admin/uploads',
    access: 'authOnly' as const,
    page: 'features/admin/uploads/uploads-route.tsx',
  },
  {
    name: 'admin-help-center',
    path: '/admin/help-center',
    access: 'authOnly' as const,
    page: 'features/admin/help-center/articles-route.tsx',
  },
  {
    name: 'admin-help-center-article',
    path: '/admin/help-center/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^(new|\d{1,9})$/.test(params.id ?? ''),
    page: 'features/admin/help-center/article-route.tsx',
  },
  {
    name: 'admin-support',
    path: '/admin/support',
    access: 'authOnly' as const,
    page: 'features/admin/support/chats-route.tsx',
  },
  {
    name: 'admin-support-chat',
    path: '/admin/support/chats/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/support/chat-route.tsx',
  },
  {
    name: 'admin-support-canned',
    path: '/admin/support/canned',
    access: 'authOnly' as const,
    page: 'features/admin/support/canned-route.tsx',
  },
  {
    name: 'admin-support-requests',
    path: '/admin/support/requests',
    access: 'authOnly' as const,
    page: 'features/admin/support/requests-route.tsx',
  },
  {
    name: 'admin-support-request',
    path: '/admin/support/requests/:id',
    access: 'authOnly' as const,
    isValid: (params: Readonly<Record<string, string | undefined>>) =>
      /^\d{1,9}$/.test(params.id ?? ''),
    page: 'features/admin/support/request-route.tsx',
  },
  {
    name: 'admin-finance',
    path: '/admin/finance',
    access: 'authOnly' as const,
    page: 'features/admin/finance/ledger-route.tsx',
  },
  {
    name: 'admin-finance-payouts',
    path: '/admin/finance/payouts',
    access: 'authOnly' as const,
    page: 'features/admin/finance/payouts-route.tsx',
  },
  {
    name: 'admin-finance-commission',
    path: '/admin/finance/commission',
    access: 'authOnly' as const,
    page: 'features/admin/finance/commission-route.tsx',
  },
  {
    // Issue 43 item 2: the commission per sales model (finance reads, admins change).
    name: 'admin-finance-rates',
    path: '/admin/finance/rates',
    access: 'authOnly' as const,
    page: 'features/admin/finance/rates-route.tsx',
  },
  {
    name: 'admin-finance-ledger-csv',
    path: '/admin/finance/ledger.csv',
    access: 'authOnly' as const,
    page: 'features/admin/finance/ledger-csv-route.ts',
  },
  {
    name: 'admin-finance-payouts-csv',
    path: '/admin/finance/payouts.csv',
    access: 'authOnly' as const,
    page: 'features/admin/finance/payouts-csv-route.ts',
  },
  {
    name: 'admin-finance-commission-csv',
    path: '/admin/finance/commission.csv',
    access: 'authOnly' as const,
    page: 'features/admin/finance/commission-csv-route.ts',
  },
] as const
