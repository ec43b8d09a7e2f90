#!/usr/bin/env node
// npm run verify -- --anchors FILE [--database-url URL | --data-dir DIR]: checks a copy of the log
// against an anchor file copied off the machine (app/src/verify/main.ts). Exit 0 when clean, 1 with
// the broken links printed, 2 when it could not check.
import { runEntryPoint } from './prepare-checkout.mjs';

runEntryPoint('app/src/verify/main.ts', process.argv.slice(2));
