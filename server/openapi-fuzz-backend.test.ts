import { fuzzOperations } from './test/openapi-fuzz.ts';

// Bad and odd input for every backend operation of the OpenAPI document, one test per group of
// paths; what it sends and expects is described in ./test/openapi-fuzz.ts. The other
// operations are in openapi-fuzz.test.ts, so the two halves run in parallel.
fuzzOperations('backend');
