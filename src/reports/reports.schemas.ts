import { z } from 'zod';

export const reportIdParams = z.object({ report_id: z.string().meta({ description: 'Id of the report: its Report-Id header, printed in its footer' }) });

export const verifyQuery = z.object({
  sha256: z
    .string({ error: 'is required: the SHA-256 of the PDF file, 64 hexadecimal characters' })
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (the SHA-256 of the PDF file)')
    .meta({ description: 'SHA-256 of the exact PDF bytes, hexadecimal' }),
});

export const reportCheck = z
  .object({
    report_id: z.string().meta({ description: 'The report checked' }),
    valid: z.boolean().meta({ description: 'True only when the hash is the one issued for this report' }),
    generated_at: z.string().meta({ description: 'When the report was issued (timestamp, UTC)' }),
  })
  .meta({ id: 'ReportCheck', description: 'Whether the file is the report issued under this id' });

/** Documented in OpenAPI only: the PDF's bytes. */
export const pdfBytes = z.unknown().meta({ type: 'string', format: 'binary' });
