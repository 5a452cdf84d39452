export * from './browser-id';
export {
  canaryBucket,
  canaryGroup,
  registryForBrowser,
  releaseForBrowser,
  type BrowserRegistry,
  type BrowserRelease,
  type CanaryGroup,
  type RegistryCandidate,
} from '../registry/canary-assignment';
