import { fixToday } from '@chairside/domain';

// Every unit and API test file reads the app's clock, fixed on TEST_TODAY when a run gives one
// (the clock matrix of `npm test`, scripts/clock-matrix.mjs), the real time otherwise.
fixToday(process.env.TEST_TODAY);
