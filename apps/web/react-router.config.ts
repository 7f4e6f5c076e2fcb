import type { Config } from '@react-router/dev/config'

// Server rendering is on: tour, journal and hub pages must arrive as HTML for search engines.
export default {
  ssr: true,
} satisfies Config
