// The remote's test render: the shared one (Chakra, a fresh query cache, a router, a fake Platform)
// plus the DOM pieces Chakra needs in jsdom.
import { installPointerEvent } from './pointer-event';

installPointerEvent();

export { renderWithProviders } from 'standalone/testing';
