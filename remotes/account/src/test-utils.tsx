/** Helpers for the account remote's screen tests. */
import { screen } from '@testing-library/react';

export { bodyOf, callsTo, heldAnswer, json, navigatedTo, renderScreen, sentBody, stubFetch, USER } from '../../common/testing';

/** The input labelled `label` and the text of the message it is described by. */
export function fieldError(label: string) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const text = ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  return { invalid: input.getAttribute('aria-invalid') === 'true', text };
}
