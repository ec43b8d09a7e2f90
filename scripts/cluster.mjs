#!/usr/bin/env node
// npm run cluster: as npm start prepares a clone, then Careledger's production shape on this
// machine (app/src/cluster/main.ts): HAProxy, 2 command and 2 query services, 2 projection workers.
import { prepareCheckout, runEntryPoint } from './prepare-checkout.mjs';

prepareCheckout();
runEntryPoint('app/src/cluster/main.ts');
