export { mountStandalone } from './mount-standalone';
export { StandalonePlatform } from './standalone-platform';
