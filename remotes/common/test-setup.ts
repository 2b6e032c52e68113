import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these; Ark's select and dialog probe them.
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};

afterEach(() => cleanup());
