// Standalone mode: this remote alone on its own dev server, with a minimal Platform.
import { mountStandalone } from 'standalone';
import { RemoteApp } from './exposes/remote-app';

mountStandalone(RemoteApp);
