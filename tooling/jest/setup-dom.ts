import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fail-on-console';

// CI runs every project on 2 shared cores: give async queries (findBy*, waitFor) room for exit
// animations and slow renders instead of flaking at the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// A whole-page test (the dashboard, a remote's page with its dialogs) makes many renders; on loaded
// cores it can pass the 5 s default while every step is well within its own wait.
jest.setTimeout(20_000);
