/** `GET /api/interview/sessions/{id}/report.pdf`: the report as a PDF (409 until it is evaluated). */
export const reportPdf = (id: number) => ({
  path: `/api/interview/sessions/${id}/report.pdf`,
  filename: `interview-${id}-report.pdf`,
});
