import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (backend/src/platform/config → four levels up). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
