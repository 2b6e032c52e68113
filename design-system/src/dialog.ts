// @finx/design-system/dialog
export { Dialog, DialogCancel, DialogClose, type DialogProps } from './components/Dialog';
