/**
 * The certificate and evaluation pages (issue 12 §3–§4) in one lazy module, so one chunk: loaded
 * each on its own, the check's and the evaluation's forms would reach formik without FormField, and
 * the bundler would then split formik out of the FormField chunk — one more chunk on the cart page's
 * preload list, and its name in the start page's entry (npm run budget: +23 bytes gzip when tried).
 */
export { attendanceOrLookupRoute } from '../features/certificates/AttendancePage';
export { learningCheckRoute } from '../features/certificates/LearningCheckPage';
export { evaluationRoute } from '../features/evaluations/EvaluationPage';
