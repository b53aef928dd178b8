import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { swipeTarget } from '../domain/shared/carousel';
import { useStyles } from '../embed/styles';
import css from './carousel.css?inline';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly ReactNode[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Numbered dots under the slides (default on). */
  dots?: boolean;
  /** Previous / next buttons (default on). */
  arrows?: boolean;
}

/**
 * Slides one at a time: swipe (more than 60 px, within 20° of horizontal), arrow keys,
 * previous / next buttons and numbered dots. Slides outside the view are hidden from everyone.
 */
export function Carousel({ label, slides, index, onIndexChange, dots = true, arrows = true }: CarouselProps) {
  useStyles(css);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const go = (target: number): void => {
    if (target >= 0 && target < count && target !== index) onIndexChange(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>): void => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const target = swipeTarget({ dx: event.clientX - from.x, dy: event.clientY - from.y, index, count });
    if (target !== null) go(target);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the carousel's own buttons bubble here (one handler for its controls)
    <section className="ea-carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        className="ea-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className="ea-carousel__slide"
            hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (arrows || dots) ? (
        <div className="ea-carousel__controls">
          {arrows ? (
            <button
              type="button"
              className="ea-carousel__arrow"
              aria-label="Previous slide"
              aria-disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
          ) : null}
          {dots ? (
            <div className="ea-carousel__dots">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="ea-carousel__dot"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </button>
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button
              type="button"
              className="ea-carousel__arrow"
              aria-label="Next slide"
              aria-disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
