import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait for what the user would see; on a busy 2-core machine (CI, parallel test
// files) a lazy route plus a few renders can take longer than the 1 s default. Waiting longer never
// lets a wrong result pass: it only gives a slow right one time to appear.
configure({ asyncUtilTimeout: 5000 });
