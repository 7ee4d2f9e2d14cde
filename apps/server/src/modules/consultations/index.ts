/** What other parts of the server use of the consultations: the job that analyses them. */
export { consultationAnalysis } from './analysis-job.ts';
