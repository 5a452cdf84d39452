// Standalone mode: this remote alone on its own dev server, with the Platform the host would give.
import { mountStandalone } from 'app-runtime/standalone';
import { routeManifest } from './app/route-table';
import { RemoteApp } from './exposes/remote-app';

mountStandalone(RemoteApp, routeManifest);
