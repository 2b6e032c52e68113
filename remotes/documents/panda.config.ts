export { default } from '../panda.remote.ts';
