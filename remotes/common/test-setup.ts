import { cleanup, configure } from '@testing-library/react';
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

// findBy*/waitFor wait up to 5 s (not 1 s): CI runs two test steps at once, and a busy machine is slow to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
