import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseIdParams } from '../cases/cases.schemas.ts';
import { errorResponses } from '../http/openapi-shapes.ts';
import { tokenBuckets } from '../http/rate-limit.ts';
import { authOf } from '../http/types.ts';
import { AppError } from '../shared/errors.ts';
import { pdfBytes, reportCheck, reportIdParams, verifyQuery } from './reports.schemas.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportRoutesDeps {
  reports: ReportsService;
  /** Per caller IP, for the keyless verify routes (keyed routes are limited per key). */
  verifyRateLimit: { perSecond: number; burst: number };
  /** Largest PDF accepted by `POST .../verify`. */
  maxPdfBytes: number;
}

const PDF_TYPES = /^application\/(pdf|octet-stream)\s*(;|$)/i;

/**
 * The deal-jacket report (`GET /api/dealer/cases/{case_id}/report/pdf`, DEALER keys) and its
 * keyless check (`GET|POST /api/dealer/reports/{report_id}/verify`), in their own plugin scope:
 * only the check accepts a PDF body.
 */
export async function registerReportRoutes(appIn: FastifyInstance, deps: ReportRoutesDeps) {
  await appIn.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const tag = 'Dealer reports';

    scope.addContentTypeParser(PDF_TYPES, { parseAs: 'buffer', bodyLimit: deps.maxPdfBytes }, (_request, body, done) => done(null, body));

    app.get(
      '/api/dealer/cases/:case_id/report/pdf',
      {
        config: { access: 'DEALER' },
        schema: {
          tags: [tag],
          summary: 'Issue the income verification report (PDF)',
          description:
            'Renders a new report for the deal jacket and records it. Headers: `Report-Id`, `Report-Sha256` (of the exact bytes sent). ' +
            'The footer prints the report id, the SHA-256 of the report data and the verify URL. 409 while the verification is PENDING.',
          produces: ['application/pdf'],
          params: caseIdParams,
          response: { 200: pdfBytes.describe('The report, application/pdf'), ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const report = await deps.reports.issue(authOf(request), request.params.case_id, request.apiVersion);
        return reply
          .code(200)
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="income-verification-${request.params.case_id.toLowerCase()}.pdf"`)
          .header('Report-Id', report.report_id)
          .header('Report-Sha256', report.sha256)
          .header('Cache-Control', 'no-store')
          .send(report.bytes);
      },
    );

    const buckets = tokenBuckets(deps.verifyRateLimit);
    const limitByIp = async (request: FastifyRequest) => {
      const wait = buckets.take(`ip:${request.ip}`);
      if (wait > 0) throw new AppError('rate_limited', 'Too many report checks from this address', {}, { 'Retry-After': String(wait) });
    };
    const verifyUrl = '/api/dealer/reports/:report_id/verify';
    const checkDescription =
      'No key needed: anyone holding the deal jacket can check it. `valid` is true only when the hash is the one issued for that report. ' +
      'Unknown report id: 404. Nothing else about the case is revealed. Limited per caller IP.';

    app.get(
      verifyUrl,
      {
        config: { access: 'PUBLIC' },
        onRequest: limitByIp,
        schema: {
          tags: [tag],
          summary: 'Check a report by the SHA-256 of its PDF',
          description: checkDescription,
          security: [],
          params: reportIdParams,
          querystring: verifyQuery,
          response: { 200: reportCheck, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => deps.reports.check(request.params.report_id, request.query.sha256),
    );

    app.post(
      verifyUrl,
      {
        config: { access: 'PUBLIC' },
        onRequest: limitByIp,
        bodyLimit: deps.maxPdfBytes,
        schema: {
          tags: [tag],
          summary: 'Check a report by its PDF bytes',
          description: `${checkDescription} The body is the PDF file (\`Content-Type: application/pdf\`), at most ${deps.maxPdfBytes} bytes.`,
          security: [],
          consumes: ['application/pdf'],
          params: reportIdParams,
          body: pdfBytes,
          response: { 200: reportCheck, ...errorResponses(400, 404, 413, 415, 429) },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) {
          if (request.headers['content-type']) throw new AppError('unsupported_media_type', 'Send the PDF file as the body with Content-Type: application/pdf');
          throw new AppError('validation', 'Send the PDF file as the body', { errors: [{ field: 'body', error: 'is empty: send the PDF bytes (Content-Type: application/pdf)' }] });
        }
        if (body.length === 0) {
          throw new AppError('validation', 'Send the PDF file as the body', { errors: [{ field: 'body', error: 'is empty: send the PDF bytes (Content-Type: application/pdf)' }] });
        }
        return deps.reports.checkBytes(request.params.report_id, body);
      },
    );
  });
}
