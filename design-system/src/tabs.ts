// @finx/design-system/tabs
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
