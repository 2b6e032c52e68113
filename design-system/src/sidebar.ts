// @finx/design-system/sidebar — SidebarNav (desktop sidebar, drawer below 1024 px); the shell loads it lazily
export { SidebarNav, type SidebarNavProps, type NavItem, type RenderLinkArgs } from './components/SidebarNav';
