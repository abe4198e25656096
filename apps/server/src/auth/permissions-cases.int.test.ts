// clock matrix: incidental (permissions do not depend on the day)
import { describeCases, useMatrixDatabase } from './permission-matrix.js';

/** The other half of the role × route matrix (see permissions.int.test.ts). */
useMatrixDatabase();
describeCases(1, 2);
