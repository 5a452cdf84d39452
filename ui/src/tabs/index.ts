// `ui/tabs`: Chakra's tabs, for the dashboard's events panel, whose first render needs them. A shared
// entry of its own, beside `ui/overlays`: a shared module is not tree-shaken, and from `ui/overlays`
// the panel's first paint waited on the menus' and dialogs' code too (ADR 0046).
export { Tabs } from '@chakra-ui/react';
