import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { CSSProperties, FocusEvent, ReactNode } from 'react'
import { Children, useState } from 'react'
import { A11y, Keyboard } from 'swiper/modules'
import type { SwiperClass } from 'swiper/react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { prefersReducedMotion } from '../collapse/reduced-motion.ts'
import { carouselParams } from './carousel-params.ts'
import 'swiper/css'
import 'swiper/css/a11y'
import './carousel.css'

export { carouselParams }

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

export type CarouselProps = {
  /** Names the carousel region, e.g. 'Similar tours'. */
  label: string
  /** One slide per child. */
  children: ReactNode
  /** The CSS width of a slide ('280px', '80%'); the same on the server and after start-up. */
  slideWidth?: string
  /** Space between slides in px. */
  gap?: number
  previousLabel?: string
  nextLabel?: string
  /** Each slide's name for screen readers: '2 / 8'. */
  slideLabel?: (position: number, total: number) => string
  showNavigation?: boolean
  /** The slide at the start of the row, from 0: where a native row had been scrolled to. */
  initialSlide?: number
  className?: string
}

/**
 * A swipeable row of slides (Swiper with the §9 parameters, its A11y and Keyboard modules).
 * Slide sizes and gaps are CSS, so the server's markup already looks like the started carousel.
 * The arrow keys move it only while focus is inside it: two carousels on a page would
 * otherwise both move, and the page would lose its own arrow-key scrolling.
 */
export function Carousel({
  label,
  children,
  slideWidth = '100%',
  gap = 16,
  previousLabel = english('common.previous'),
  nextLabel = english('common.next'),
  slideLabel = (position, total) => `${String(position)} / ${String(total)}`,
  showNavigation = true,
  initialSlide = 0,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  const [edges, setEdges] = useState({ beginning: initialSlide === 0, end: slides.length <= 1 })
  const style = {
    '--tm-carousel-slide-width': slideWidth,
    '--tm-carousel-gap': `${String(gap)}px`,
  } as CSSProperties

  const syncEdges = (instance: SwiperClass) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd })

  return (
    <section
      className={['tm-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onFocus={() => swiper?.keyboard.enable()}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper?.keyboard.disable()
      }}
    >
      <Swiper
        modules={[A11y, Keyboard]}
        {...carouselParams}
        speed={prefersReducedMotion() ? 0 : carouselParams.speed}
        slidesPerView="auto"
        initialSlide={initialSlide}
        spaceBetween={0}
        keyboard={{ enabled: false, onlyInViewport: true, pageUpDown: false }}
        // The section names the carousel and each slide carries its own label (rendered on the
        // server too), so the module only keeps focus and the live region in step.
        a11y={{
          enabled: true,
          containerMessage: null,
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: null,
          slideLabelMessage: '',
        }}
        onSwiper={(instance) => {
          setSwiper(instance)
          syncEdges(instance)
        }}
        onSlideChange={syncEdges}
        onReachBeginning={syncEdges}
        onReachEnd={syncEdges}
        onResize={syncEdges}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={index}
            className="tm-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, slides.length)}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {showNavigation && slides.length > 1 && (
        <div className="tm-carousel__navigation">
          <button
            type="button"
            className="tm-carousel__step"
            aria-label={previousLabel}
            aria-disabled={edges.beginning}
            onClick={() => swiper?.slidePrev()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="tm-carousel__step"
            aria-label={nextLabel}
            aria-disabled={edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      )}
    </section>
  )
}
