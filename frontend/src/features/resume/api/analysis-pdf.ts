/** `GET /api/resumes/{id}/analysis.pdf`: the analysis as a PDF (409 until it is COMPLETED). */
export const analysisPdf = (id: number) => ({
  path: `/api/resumes/${id}/analysis.pdf`,
  filename: `resume-${id}-analysis.pdf`,
});
