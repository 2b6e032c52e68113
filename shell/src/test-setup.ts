import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (not 1 s): lazy chunks (the sidebar, the toast UI) load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
