// The remote's test render: the shared one (Chakra, a fresh query cache, a router, a fake Platform).
export { renderWithProviders } from 'app-runtime/testing';
