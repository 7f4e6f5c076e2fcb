import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from 'react'

export type PreloadableComponent<Props> = {
  /** Renders inside a Suspense boundary; suspends until its module has loaded. */
  readonly Component: LazyExoticComponent<ComponentType<Props>>
  /** Starts loading the module, once; a failed load is tried again on the next call. */
  readonly preload: () => Promise<ComponentType<Props>>
}

/**
 * A component whose module loads on first render, or earlier when asked: widgets that show only
 * after a click keep their implementation out of the page's first-load JavaScript, and warm it on
 * hover or focus so the click rarely waits.
 */
export function lazyWithPreload<Props>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload }
}

/** Handlers for a trigger that warm the implementation when the pointer or focus reaches it. */
export function warmOn(preload: () => Promise<unknown>) {
  const warm = () => {
    // A failed warm-up is retried by the render that needs the module, which reports the error.
    preload().catch(() => undefined)
  }
  return { onPointerEnter: warm, onFocus: warm }
}
