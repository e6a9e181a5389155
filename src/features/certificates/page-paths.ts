/** The addresses of the certificate and evaluation pages (src/app/routes.tsx, issue 12 §3–§4). */
export const evaluationPagePath = (courseId: number, scheduleId: number, moduleId?: number | null) =>
  `/teilnehmer-feedback?courseId=${courseId}&scheduleId=${scheduleId}${moduleId ? `&moduleId=${moduleId}` : ''}`;
export const learningCheckPagePath = (positionId: number) => `/lernerfolgskontrolle/${positionId}`;
export const attendancePagePath = (urlId: string) => `/bescheinigung/${urlId}`;
