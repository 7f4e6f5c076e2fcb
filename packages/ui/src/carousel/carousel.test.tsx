import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { SwiperClass } from 'swiper/react'
import { describe, expect, it } from 'vitest'
import { Carousel, carouselParams } from './carousel.tsx'

function Tours() {
  return (
    <Carousel label="Similar tours" slideWidth="280px" gap={12}>
      <article>Rome walk</article>
      <article>Venice by boat</article>
      <article>Florence food tour</article>
    </Carousel>
  )
}

describe('§9 carousel parameters', () => {
  it('speed 300, threshold 5, long swipes 0.5 / 300 ms, resistance 0.85, angle 45, edge 20, 10 backface slides', () => {
    expect(carouselParams).toEqual({
      speed: 300,
      threshold: 5,
      longSwipesRatio: 0.5,
      longSwipesMs: 300,
      resistanceRatio: 0.85,
      touchAngle: 45,
      edgeSwipeDetection: true,
      edgeSwipeThreshold: 20,
      maxBackfaceHiddenSlides: 10,
    })
  })

  it('hands the parameters to Swiper', () => {
    const { container } = render(<Tours />)
    const element = container.querySelector('.swiper') as
      (HTMLElement & { swiper?: SwiperClass }) | null
    const params = element?.swiper?.params
    expect(params?.threshold).toBe(5)
    expect(params?.edgeSwipeThreshold).toBe(20)
    expect(params?.longSwipesRatio).toBe(0.5)
  })

  it('starts at the slide it is given (where a native row had been scrolled to)', () => {
    const { container } = render(
      <Carousel label="Similar tours" initialSlide={2}>
        <article>Rome walk</article>
        <article>Venice by boat</article>
        <article>Florence food tour</article>
      </Carousel>,
    )
    const element = container.querySelector('.swiper') as HTMLElement & { swiper: SwiperClass }
    expect(element.swiper.activeIndex).toBe(2)
  })
})

describe('§9 carousel: SSR-safe markup', () => {
  it('renders every slide as plain markup on the server, labelled and sized by CSS', () => {
    const html = renderToString(<Tours />)
    expect(html).toContain('Rome walk')
    expect(html).toContain('Florence food tour')
    expect(html).toContain('aria-label="1 / 3"')
    expect(html).toContain('--tm-carousel-slide-width:280px')
  })
})

describe('§9 carousel: a11y and keyboard modules', () => {
  it('is a named carousel region of labelled slides with Previous and Next', () => {
    render(<Tours />)
    const region = screen.getByRole('region', { name: 'Similar tours' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const slides = screen.getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ])
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide')
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible()
  })

  it('listens to the arrow keys only while focus is inside', () => {
    const { container } = render(<Tours />)
    const element = container.querySelector('.swiper') as HTMLElement & { swiper: SwiperClass }
    expect(element.swiper.keyboard.enabled).toBe(false)
    screen.getByRole('button', { name: 'Next' }).focus()
    expect(element.swiper.keyboard.enabled).toBe(true)
    screen.getByRole('button', { name: 'Next' }).blur()
    expect(element.swiper.keyboard.enabled).toBe(false)
  })
})
