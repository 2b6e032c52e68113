// @finx/design-system/layout — the sidebar layout (rendered by the shell only)
export { AppLayout, type AppLayoutProps } from './components/AppLayout'
export { SidebarNav, type SidebarNavProps, type NavItem, type RenderLinkArgs } from './components/SidebarNav'
