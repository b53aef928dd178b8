import { useState } from 'react';
import { Carousel } from './Carousel';
import { useStyles } from '../embed/styles';
import css from './whats-next.css?inline';

/** The steps of the 'What happens next' panel (spec 1 §1). */
export const WHAT_HAPPENS_NEXT_STEPS = [
  { title: 'Get ready', text: 'Grab one form of ID, an email address and a contact phone number.' },
  { title: 'Enter your details', text: 'Enter your details into the form and review them.' },
  { title: "We'll be in touch", text: "We'll send you an email straight away while we process your request." },
] as const;

/** 'What happens next': signing up takes 5 minutes, in three numbered slides. */
export function WhatHappensNext() {
  useStyles(css);
  const [index, setIndex] = useState(0);
  return (
    <div className="ea-whn">
      <h3 className="ea-whn__title">What happens next</h3>
      <p className="ea-whn__lead">Signing up takes 5 minutes.</p>
      <Carousel
        label="What happens next"
        index={index}
        onIndexChange={setIndex}
        slides={WHAT_HAPPENS_NEXT_STEPS.map((step, i) => (
          <div className="ea-whn__step">
            <span className="ea-whn__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h4 className="ea-whn__step-title">{step.title}</h4>
              <p className="ea-whn__text">{step.text}</p>
            </div>
          </div>
        ))}
      />
    </div>
  );
}
