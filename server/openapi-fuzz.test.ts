import { fuzzOperations } from './test/openapi-fuzz.ts';

// Bad and odd input for every operation of the OpenAPI document outside the backend (content,
// offers, accounts, shop, …), one test per tag; what it sends and expects is described in
// ./test/openapi-fuzz.ts. The backend's operations are in openapi-fuzz-backend.test.ts, so the
// two halves run in parallel.
fuzzOperations('site');
