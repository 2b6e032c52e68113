// @finx/design-system/dialog
export { Dialog, DialogClose, type DialogProps } from './components/Dialog'
