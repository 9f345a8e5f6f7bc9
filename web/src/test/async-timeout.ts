import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default: on a busy machine (several test runs on
// two cores) the first visit of a lazy route, a query's retries or a long list take longer
// than that, although the screen is right. Ten seconds fits within the project's 30 s per test,
// so a screen that never comes still fails with its own message rather than a timeout.
configure({ asyncUtilTimeout: 10_000 });
