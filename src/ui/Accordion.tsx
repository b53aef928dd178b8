import { useId, useState, type ReactNode } from 'react';
import { useChoice } from './after-paint';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  /** Controlled open state; leave out for an accordion that keeps its own (closed at first). */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  /** Heading level of the button's heading wrapper. */
  level?: 3 | 4;
}

/**
 * A disclosure: a heading button with aria-expanded controlling its panel. A press turns the button in
 * its own frame; the panel opens (its contents built, in a transition that yields) or closes in a task
 * after that frame, so the press is answered at once however much the panel holds (issue 21).
 */
export function Accordion({ title, children, open, onToggle, level = 3 }: AccordionProps) {
  const [own, setOwn] = useState(false);
  const applied = open ?? own;
  const [expanded, choose] = useChoice(
    applied,
    (next) => {
      if (open === undefined) setOwn(next);
      onToggle?.(next);
    },
    /* defer: */ true,
    /* transition: */ true,
  );
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="ea-accordion">
      <Heading className="ea-accordion__heading">
        <button
          type="button"
          className="ea-accordion__button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => choose(!expanded)}
        >
          <span>{title}</span>
          <span className="ea-accordion__chevron" aria-hidden="true" />
        </button>
      </Heading>
      {/* No region role: a page of plans has many panels of the same name, and landmarks must be unique. */}
      <div id={id} className="ea-accordion__panel" hidden={!applied}>
        {applied ? children : null}
      </div>
    </div>
  );
}
