import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Widgets load their implementation on first use; in tests that is a module transform, which
// can take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
