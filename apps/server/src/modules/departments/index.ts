/** What other modules may use of the departments: which one a new statement goes to. */
export { departmentFor } from './routing.ts';
