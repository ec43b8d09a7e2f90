#!/usr/bin/env node
// npm start on a fresh clone: install if needed, build the console if it is missing or stale,
// then run the whole of Careledger in one process (app/src/main.ts).
import { prepareCheckout, runEntryPoint } from './prepare-checkout.mjs';

prepareCheckout();
runEntryPoint('app/src/main.ts');
