import { defineRemote } from '../vite.remote.ts';
import { exposes } from './exposes.ts';

export default defineRemote('credit-dashboard', exposes);
