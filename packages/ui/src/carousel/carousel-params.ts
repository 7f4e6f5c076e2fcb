import type { SwiperOptions } from 'swiper/types'

/**
 * §9 carousel parameters, as Swiper options.
 *
 * - speed 300, threshold 5, long-swipe ratio 0.5, long-swipe time 300, resistance 0.85,
 *   touch angle 45: Swiper's options of the same meaning.
 * - edge threshold 20: `edgeSwipeThreshold` only acts with `edgeSwipeDetection` on, so both are
 *   set: a touch starting within 20 px of the screen edge is left to the browser, keeping the
 *   phone's back gesture. It is not `touchStartPreventDefault`, which stays at its default (true:
 *   a mouse drag does not select text or drag images).
 * - 10 hidden backface slides: `maxBackfaceHiddenSlides`, Swiper's guard against Safari
 *   flicker up to that many slides.
 */
export const carouselParams = {
  speed: 300,
  threshold: 5,
  longSwipesRatio: 0.5,
  longSwipesMs: 300,
  resistanceRatio: 0.85,
  touchAngle: 45,
  edgeSwipeDetection: true,
  edgeSwipeThreshold: 20,
  maxBackfaceHiddenSlides: 10,
} as const satisfies SwiperOptions
