// The signed-in frame as one lazily loaded chunk (drawer, app bar, navigation).
export { AppShell as default, SignedInHome } from './AppShell';
