// @finx/design-system/forms
export { TextField, type TextFieldProps } from './components/TextField';
export { Select, type SelectProps, type SelectItem } from './components/Select';
export { Switch, type SwitchProps } from './components/Switch';
