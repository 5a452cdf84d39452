// Standalone mode: this remote alone on its own dev server, with the Platform the host would give.
import { mountStandalone } from 'app-runtime/standalone';
import { routeTable } from './app/route-table';
import { RemoteApp } from './exposes/remote-app';
import { SETTINGS_REMOTE } from './shared/lib/destinations';

mountStandalone(RemoteApp, routeTable, SETTINGS_REMOTE);
