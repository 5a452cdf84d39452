import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fail-on-console';

// CI runs every project on 2 shared cores: give async queries (findBy*, waitFor) room for exit
// animations and slow renders instead of flaking at the 1 s default.
configure({ asyncUtilTimeout: 5000 });
